import Foundation
import Testing

/// Values given as arguments: many of them, negative numbers, and flags before them.
struct ArgumentValuesCommandTests {
  @Test func validate_100000ArgumentValues_eachAnsweredInOrder() throws {
    let values = (1...100_000).map(String.init)
    let result = try FieldCLIProcess.run(["validate", "integer"] + values)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    let lines = result.stdoutLines
    #expect(lines.count == 100_000)
    #expect(lines.first == "ok\t1")
    #expect(lines.last == "ok\t100000")
  }

  @Test func format_manyValuesWithAnUnknownOption_sameErrorAsWithOne() throws {
    let many = try FieldCLIProcess.run(
      ["format", "number", "--locale", "en_US"] + (1...1000).map(String.init) + ["--bogus"])
    let one = try FieldCLIProcess.run(["format", "number", "--locale", "en_US", "1", "--bogus"])
    expectUsageError(many, containing: "Unknown option '--bogus'.")
    #expect(many.stderr == one.stderr)
  }

  @Test func validate_manyValuesAndStdin_isAUsageError() throws {
    let result = try FieldCLIProcess.run(["validate", "email", "a", "b", "c", "d", "--stdin"])
    expectUsageError(
      result, containing: "Values were given both as arguments and with '--stdin'.")
  }

  /// The token after an unknown option is no value: the option is what the user mistyped.
  @Test(arguments: [
    (["validate", "email", "--stdin", "--bogus", "2"], "Unknown option '--bogus'."),
    (
      ["format", "number", "--locale", "en_US", "--stdin", "--bogus", "2"],
      "Unknown option '--bogus'."
    ),
    (
      ["route", "--config", LintCommandTests.example("paths.json"), "--stdin", "--bogus", "2"],
      "Unknown option '--bogus'."
    ),
    (
      ["check", LintCommandTests.example("signup.json"), "--stdin", "--bogus", "x.json"],
      "Unknown option '--bogus'."
    ),
  ])
  func stdinWithAnUnknownOptionAndAValue_namesTheUnknownOption(
    arguments: [String], message: String
  ) throws {
    let result = try FieldCLIProcess.run(arguments)
    expectUsageError(result, containing: message)
  }

  @Test func check_submissionFileAndStdin_isAUsageError() throws {
    let result = try FieldCLIProcess.run(
      ["check", LintCommandTests.example("signup.json"), "x.json", "--stdin"])
    expectUsageError(
      result,
      containing: "A submission file was given as well as '--stdin'. Please use one of them.")
  }

  @Test func validate_negativeNumbersAmongManyValues_areValues() throws {
    let result = try FieldCLIProcess.run([
      "validate", "number", "-5", "3", "--min=-10", "-1.5", "-20", "--required",
    ])
    expectRun(
      result, stdout: "ok\t-5\nok\t3\nok\t-1.5\ninvalid\trangeUnderflow\tEnter -10 or more.\n",
      exitCode: 1)
  }

  @Test func valuesAfterDoubleDash_areValuesEvenWhenTheyLookLikeOptions() throws {
    let result = try FieldCLIProcess.run(["validate", "text", "--", "-x", "--locale", "a", "b"])
    expectRun(result, stdout: "ok\t-x\nok\t--locale\nok\ta\nok\tb\n", exitCode: 0)
  }

  /// Every flag of every command that takes values is known to take no value of its own.
  ///
  /// Otherwise the value after it would be lost. The flags are read from each command's help.
  @Test(arguments: [
    ["validate", "email"], ["format", "date"], ["format", "number"], ["format", "phone"],
    ["parse", "date"], ["parse", "number"], ["format", "relative"], ["format", "unit"],
    ["format", "plural"], ["format", "name"],
  ])
  func everyFlag_beforeThreeValues_leavesThreeValues(command: [String]) throws {
    let help = try FieldCLIProcess.run(command + ["--help"])
    let flags = help.stdout.split(separator: "\n").compactMap { line -> String? in
      guard let match = line.firstMatch(of: /^  (?:-\w, )?(--[a-z-]+)(\s+<[^>]+>)?/),
        match.output.2 == nil
      else { return nil }
      return String(match.output.1)
    }
    #expect(flags.contains("--show-codepoints"))
    let valuesAndOptions: [String: [String]] = [
      "validate email": ["a@example.com", "b@example.com", "c@example.com"],
      "format date": ["@0", "@60", "@120", "--locale", "en_US", "--time-zone", "UTC"],
      "format number": ["1", "2", "3", "--locale", "en_US"],
      "format phone": ["6502530000", "6502530001", "6502530002", "--region", "US"],
      "parse date": ["2024", "2025", "2026", "--locale", "en_US", "--pattern", "y"],
      "parse number": ["1", "2", "3", "--locale", "en_US"],
      "format relative": ["1", "2", "3", "--locale", "en_US", "--unit", "day"],
      "format unit": ["1", "2", "3", "--locale", "en_US", "--unit", "liter"],
      "format plural": ["1", "2", "3", "--locale", "en_US"],
      "format name": ["de", "fr", "ja", "--locale", "en_US", "--of", "language"],
    ]
    let rest = try #require(valuesAndOptions[command.joined(separator: " ")])
    for flag in flags where !["--help", "--version", "--stdin"].contains(flag) {
      // Only invalid values are written with `--only-invalid`: three, if none was taken.
      let values = flag == "--only-invalid" ? ["a", "b", "c"] : rest
      let result = try FieldCLIProcess.run(command + [flag] + values)
      #expect(result.stdoutLines.count == 3, "\(flag): \(result.stdout)\(result.stderr)")
    }
  }
}
