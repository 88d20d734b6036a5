import Foundation
import Testing

struct ValidateCommandTests {
  @Test func validateEmail_arguments_printOkOrInvalidWithLocalizedMessage() throws {
    let result = try FieldCLIProcess.run([
      "validate", "email", "jo@Bücher.example", "jo@", " a@b.c ", "--locale", "de_DE",
    ])
    expectRun(
      result,
      stdout: """
        ok\tjo@xn--bcher-kva.example
        invalid\ttypeMismatch\tGib eine E-Mail-Adresse wie name@example.com ein.
        ok\ta@b.c

        """, exitCode: 1)
  }

  @Test func validateEmail_allValid_exits0() throws {
    let result = try FieldCLIProcess.run([
      "validate", "email", "a@b.c", "--multiple", "--", "x@y.z, q@r.s",
    ])
    expectRun(result, stdout: "ok\ta@b.c\nok\tx@y.z,q@r.s\n", exitCode: 0)
  }

  @Test func validateText_lengths_carryTheLimitInTheRightPluralForm() throws {
    let result = try FieldCLIProcess.run([
      "validate", "text", "abcdefgh", "ab", "abcd", "--min-length", "3", "--max-length", "6",
      "--locale", "ru",
    ])
    expectRun(
      result,
      stdout: """
        invalid\ttooLong\tИспользуйте не более 6 символов (сейчас 8).
        invalid\ttooShort\tИспользуйте не менее 3 символов (сейчас 2).
        ok\tabcd

        """, exitCode: 1)
  }

  @Test func validateText_requiredAndPattern_setSeveralFlags() throws {
    let result = try FieldCLIProcess.run(
      [
        "validate", "text", "--stdin", "--required", "--pattern", "[A-Z]{2}[0-9]+", "--min-length",
        "4",
      ],
      lines: ["DE123", "", "x"])
    expectRun(
      result,
      stdout: """
        ok\tDE123
        invalid\tvalueMissing\tFill in this field.
        invalid\tpatternMismatch,tooShort\tUse the format this field asks for.

        """, exitCode: 1)
  }

  @Test func validateText_ordinaryPatterns_matchTheWholeValue() throws {
    let result = try FieldCLIProcess.run(
      ["validate", "text", "--stdin", "--pattern", #"\p{L}+|[0-9]{5}"#],
      lines: ["Zoë", "日本語", "12345", "a1", "123456"])
    expectRun(
      result,
      stdout: """
        ok\tZoë
        ok\t日本語
        ok\t12345
        invalid\tpatternMismatch\tUse the format this field asks for.
        invalid\tpatternMismatch\tUse the format this field asks for.

        """, exitCode: 1)
  }

  @Test(arguments: ["(a+)+$", "(a|aa)+", "(a*)*b", "(.*a){25}", "(x+x+)+y"])
  func pattern_catastrophicBacktracking_isInvalidWithinTimeLimit(pattern: String) throws {
    let letter = pattern.hasPrefix("(x") ? "x" : "a"
    let result = try FieldCLIProcess.run(
      ["validate", "text", "--stdin", "--pattern", pattern],
      lines: [String(repeating: letter, count: 40) + "!", "fine"])
    expectRun(
      result,
      stdout: """
        invalid\tpatternMismatch\tThis value takes too long to check against the pattern; use a simpler pattern.
        invalid\tpatternMismatch\tUse the format this field asks for.

        """, exitCode: 1)
  }

  @Test func pattern_notCompiling_exits2WithOneExactLine() throws {
    let result = try FieldCLIProcess.run(["validate", "text", "x", "--pattern", "((a"])
    expectRun(
      result, stdout: "",
      stderr:
        "fieldcli: The pattern '((a' does not compile: unterminated group at character 4. Please give a JavaScript regular expression such as '[A-Z]{2}[0-9]+'.\n",
      exitCode: 2)
  }

  @Test(arguments: [
    ("[a-z-]+", "invalid character class at character 5"),
    (#"\p{Greek}"#, "invalid property name at character 1"),
    ("(?i)abc", "invalid group at character 4"),
  ])
  func pattern_refusedByTheVFlag_exits2NamingJavaScriptsReason(pattern: String, reason: String)
    throws
  {
    let result = try FieldCLIProcess.run(["validate", "text", "x", "--pattern", pattern])
    expectRun(
      result, stdout: "",
      stderr:
        "fieldcli: The pattern '\(pattern)' does not compile: \(reason). Please give a JavaScript regular expression such as '[A-Z]{2}[0-9]+'.\n",
      exitCode: 2)
  }

  @Test func validateText_javaScriptPatterns_matchAsBrowsersDo() throws {
    let result = try FieldCLIProcess.run(
      [
        "validate", "text", "--stdin", "--pattern",
        #"[a-z\-]+|\p{RGI_Emoji}|(?i:stra\u{DF}e)|[\p{L}--\p{Script=Latin}]+"#,
      ],
      lines: ["a-b", "é", "👍🏽", "STRAẞE", "STRASSE", "αβγ"])
    expectRun(
      result,
      stdout: """
        ok\ta-b
        invalid\tpatternMismatch\tUse the format this field asks for.
        ok\t👍🏽
        ok\tSTRAẞE
        invalid\tpatternMismatch\tUse the format this field asks for.
        ok\tαβγ

        """, exitCode: 1)
  }

  @Test func pattern_deeplyNestedSets_isUsageErrorNotCrash() throws {
    let pattern = String(repeating: "[", count: 2115)
    let result = try FieldCLIProcess.run(["validate", "text", "x", "--pattern", pattern])
    expectRun(
      result, stdout: "",
      stderr: "fieldcli: The pattern '\(String(repeating: "[", count: 60))…' nests groups and sets "
        + "2115 deep. Please nest them at most 64 deep.\n",
      exitCode: 2)
  }

  @Test func validateText_valueWithTabAndNewline_staysOneTSVLine() throws {
    let result = try FieldCLIProcess.run(["validate", "text", "--", "a\tb\\c"])
    expectRun(result, stdout: "ok\ta\\tb\\\\c\n", exitCode: 0)
  }

  @Test func validateURL_schemesAndBase_areApplied() throws {
    let schemes = try FieldCLIProcess.run([
      "validate", "url", "HTTPS://Example.com/a/../b", "http://a.example", "--schemes", "https",
    ])
    expectRun(
      schemes,
      stdout: """
        ok\thttps://example.com/b
        invalid\ttypeMismatch\tEnter a full URL such as https://example.com.

        """, exitCode: 1)
    let base = try FieldCLIProcess.run(["validate", "url", "../x", "--base", "https://h/a/b"])
    expectRun(base, stdout: "ok\thttps://h/x\n", exitCode: 0)
  }

  @Test func validateURL_stdinMix_givesEachLineItsHref() throws {
    let result = try FieldCLIProcess.run(
      ["validate", "url", "--stdin"],
      lines: [
        "https://a.example/x", "http://[::FFFF:192.168.0.1]:80/", "https://Bücher.example/./a/../b",
        "https://h.example/?a=\\b", "sc://H/%7e", "../x",
      ])
    expectRun(
      result,
      stdout: """
        ok\thttps://a.example/x
        ok\thttp://[::ffff:c0a8:1]/
        ok\thttps://xn--bcher-kva.example/b
        ok\thttps://h.example/?a=\\\\b
        ok\tsc://H/%7e
        invalid\ttypeMismatch\tEnter a full URL such as https://example.com.

        """, exitCode: 1)
  }

  @Test func validate_jsonl_writesOneObjectPerLineIncludingBadBytes() throws {
    var input = Data("a@b.c\nnope\n".utf8)
    input.append(contentsOf: [0xFF, 0x0A])
    let result = try FieldCLIProcess.run(
      ["validate", "email", "--stdin", "--format", "jsonl"], stdin: input)
    expectRun(
      result,
      stdout: """
        {"value":"a@b.c","valid":true,"state":[],"message":null,"normalized":"a@b.c"}
        {"value":"nope","valid":false,"state":["typeMismatch"],"message":"Enter an e-mail address such as name@example.com.","normalized":null}
        {"value":"\u{FFFD}","valid":false,"state":["badInput"],"message":"The line is not valid UTF-8; please convert it to UTF-8.","normalized":null}

        """, exitCode: 1)
  }

  @Test func validate_oneMebibyteLine_isValidatedNotRefused() throws {
    let value = String(repeating: "a", count: 1 << 20)
    let result = try FieldCLIProcess.run(
      ["validate", "text", "--stdin", "--max-length", "5"], lines: [value])
    expectRun(
      result, stdout: "invalid\ttooLong\tUse at most 5 characters (you used 1,048,576).\n",
      exitCode: 1)
  }

  @Test func validateInteger_rangeAndStep_useHTMLsRules() throws {
    let result = try FieldCLIProcess.run([
      "validate", "integer", "12", "13", "-5", "2.5", "1e2", "abc", "--min", "13", "--max", "130",
    ])
    expectRun(
      result,
      stdout: """
        invalid\trangeUnderflow\tEnter 13 or more.
        ok\t13
        invalid\trangeUnderflow\tEnter 13 or more.
        invalid\trangeUnderflow,stepMismatch\tEnter 13 or more.
        ok\t100
        invalid\tbadInput\tEnter a whole number.

        """, exitCode: 1)
  }

  @Test func validateDecimal_locale_parsesAndNamesTheNearestSteps() throws {
    let result = try FieldCLIProcess.run([
      "validate", "decimal", "1.234,50", "1,2,3", "0,005", "--locale", "de_DE", "--step", "0.01",
      "--min", "0",
    ])
    expectRun(
      result,
      stdout: """
        ok\t1234.5
        invalid\tbadInput\tGib eine Zahl ein.
        invalid\tstepMismatch\tGib einen gültigen Wert ein: die nächsten sind 0 und 0,01.

        """, exitCode: 1)
  }

  @Test func validateDatetime_isoAndLocaleForms_normalizeToHTMLsForms() throws {
    let result = try FieldCLIProcess.run([
      "validate", "datetime", "2014-01-01 11:11", "2014-01-01T11:11:30", "2014-02-30T10:00",
    ])
    expectRun(
      result,
      stdout: """
        ok\t2014-01-01T11:11
        invalid\tstepMismatch\tEnter a valid value: the nearest are 2014-01-01T11:11 and 2014-01-01T11:12.
        invalid\tbadInput\tEnter a date and time.

        """, exitCode: 1)
    let german = try FieldCLIProcess.run([
      "validate", "date", "31.01.2000", "31.12.1899", "--min", "1900-01-01", "--locale", "de_DE",
    ])
    expectRun(
      german, stdout: "ok\t2000-01-31\ninvalid\trangeUnderflow\tWähle 01.01.1900 oder später.\n",
      exitCode: 1)
  }

  @Test func validateInteger_patternAndLengths_applyToEveryKind() throws {
    let result = try FieldCLIProcess.run([
      "validate", "integer", "01234", "1234", "--pattern", "[0-9]{5}", "--required",
    ])
    expectRun(
      result,
      stdout: "ok\t1234\ninvalid\tpatternMismatch\tUse the format this field asks for.\n",
      exitCode: 1)
  }

  @Test func validatePhone_regionFromLocale_normalizesToE164() throws {
    let result = try FieldCLIProcess.run([
      "validate", "phone", "030 123456", "12", "--locale", "de_DE",
    ])
    expectRun(
      result,
      stdout: "ok\t+4930123456\ninvalid\ttypeMismatch\tGib eine vergebene Telefonnummer ein.\n",
      exitCode: 1)
  }

  @Test(arguments: [
    (["validate", "week", "5"], "The value 'week' is invalid for '<kind>'."),
    (["validate", "date", "5", "--min", "01.01.1900"], "Invalid minimum '01.01.1900' for date."),
    (
      ["validate", "text", "5", "--min", "2"],
      "'--min', '--max' and '--step' apply to numbers, dates and times only."
    ),
    (["validate", "email", "5", "--region", "US"], "'--region' applies to phone only."),
    (["validate", "integer", "5", "--step", "0"], "Invalid step '0'."),
    (["validate", "phone", "5"], "No region for phone numbers."),
    (
      ["validate", "text", "x", "--pattern", "[a-"],
      "The pattern '[a-' does not compile: unterminated character class at character 4."
    ),
    (
      ["validate", "text", "x", "--min-length", "5", "--max-length", "2"],
      "Invalid length limits (minimum 5, maximum 2)."
    ),
    (["validate", "url", "x", "--multiple"], "'--multiple' applies to email only."),
    (
      ["validate", "email", "x", "--schemes", "https"],
      "'--schemes' and '--base' apply to url only."
    ),
    (["validate", "url", "x", "--base", "nope"], "Invalid base URL 'nope'"),
    (["validate", "email", "x", "--locale", "xx_YY"], "Unknown locale 'xx_YY'"),
    (
      ["validate", "email", "x", "--format", "xml"],
      "The value 'xml' is invalid for '--format <format>'."
    ),
  ])
  func validate_badUsage_exits2WithOneLine(arguments: [String], message: String) throws {
    let result = try FieldCLIProcess.run(arguments)
    expectUsageError(result, containing: message)
  }
}
