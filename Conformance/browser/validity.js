// Builds <input> elements for cases and reads their ValidityState. Loaded once into the page.
(() => {
  const FLAGS = ["valueMissing", "typeMismatch", "patternMismatch", "tooLong", "tooShort",
    "rangeUnderflow", "rangeOverflow", "stepMismatch", "badInput"];
  const SANITIZED_TO_EMPTY = new Set(["number", "date", "time", "datetime-local"]);

  // Type first: changing the type later would sanitize the value again.
  function build(c, skip) {
    const input = document.createElement("input");
    input.type = c.type;
    for (const [name, value] of Object.entries(c.attrs)) {
      if (name === skip) continue;
      input.setAttribute(name, value === true ? "" : value);
    }
    return input;
  }

  // HTML ignores a pattern that does not compile with the v flag.
  function compiles(pattern) {
    try {
      new RegExp(`^(?:${pattern})$`, "v");
      return true;
    } catch {
      return false;
    }
  }

  function read(c, input) {
    const flags = FLAGS.filter((f) => input.validity[f]);
    // A script's value that sanitization empties is what HTML calls input the user agent
    // cannot convert (badInput), which is what fieldcli judges; see README.md.
    const emptied = c.mode === "set" && SANITIZED_TO_EMPTY.has(c.type) && c.value !== ""
      && input.value === "";
    if (emptied && !flags.includes("badInput")) flags.push("badInput");
    const result = { flags, value: input.value, emptied };
    if ("pattern" in c.attrs) result.patternCompiles = compiles(c.attrs.pattern);
    return result;
  }

  // Script-set values, many at once.
  window.judgeSet = (cases) => cases.map((c) => {
    const input = build(c, null);
    input.value = c.value;
    return read(c, input);
  });

  // A user edit: the case's input is focused here, the text inserted over the protocol
  // (Input.insertText), then maxlength is set (a browser refuses typing past it, while a value
  // already too long, as after pasting into a longer value and deleting, is tooLong).
  window.prepareEdit = (c) => {
    document.body.replaceChildren();
    const input = build(c, "maxlength");
    document.body.append(input);
    input.focus();
    return document.activeElement === input;
  };

  window.finishEdit = (c) => {
    const input = document.body.firstElementChild;
    if ("maxlength" in c.attrs) input.setAttribute("maxlength", c.attrs.maxlength);
    return read(c, input);
  };
})();
