// The JavaScript engine's own answer for each pattern: whether `new RegExp` compiles it as
// HTML compiles a pattern attribute, and whether each value matches.
//
// Usage: node regexp-oracle.js CASES.json > ANSWERS.json
// CASES.json: [{"pattern": "...", "values": ["...", ...]}, ...]
// ANSWERS.json: [{"compiles": true, "matches": [true, false, ...]}
//                | {"compiles": false, "error": "Invalid regular expression: ..."}, ...]
'use strict';
const fs = require('fs');
const cases = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const answers = cases.map(({ pattern, values }) => {
  let re;
  try {
    re = new RegExp('^(?:' + pattern + ')$', 'v');
  } catch (error) {
    return { compiles: false, error: String(error.message) };
  }
  return { compiles: true, matches: values.map((value) => re.test(value)) };
});
process.stdout.write(JSON.stringify(answers));
