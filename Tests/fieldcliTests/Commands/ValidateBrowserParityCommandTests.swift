import Foundation
import Testing

/// Issue 23, points 2 to 5, end to end: `validate` and `check` as a browser validates.
struct ValidateBrowserParityCommandTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let arguments: [String]
    let stdout: String
    let exitCode: Int32
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    // Point 2: numbers through doubles (these were stepMismatch, rangeOverflow, badInput).
    Case(
      id: "integer beyond a double's digits",
      arguments: ["integer", "--", "1.0000000000000000001"],
      stdout: "ok\t1\n", exitCode: 0),
    Case(
      id: "maximum's neighbour below a double's precision",
      arguments: ["decimal", "--max", "99.99", "--", "99.99000000000000001"],
      stdout: "ok\t99.99\n", exitCode: 0),
    Case(
      id: "long exponents", arguments: ["number", "--", "0e999999999", "1e-10000", "1e999999999"],
      stdout: "ok\t0\nok\t0\ninvalid\tbadInput\tEnter a number.\n", exitCode: 1),
    Case(
      id: "cents on a cent step", arguments: ["decimal", "--step", "0.01", "--", "9.99"],
      stdout: "ok\t9.99\n", exitCode: 0),
    Case(
      id: "locale number through a double",
      arguments: ["decimal", "--locale", "de_DE", "--max", "99.99", "--", "99,99000000000000001"],
      stdout: "ok\t99.99\n", exitCode: 0),
    Case(
      id: "neighbours no double holds",
      arguments: ["number", "--step", "3", "--", "1e200"],
      stdout: "invalid\tstepMismatch\tEnter a valid value.\n", exitCode: 1),
    // Point 3: an internationalized address is measured as submitted (16 UTF-16 units).
    Case(
      id: "internationalized address in UTF-16 units",
      arguments: ["email", "--max-length", "8", "--count", "utf16", "--", "a@例え.jp"],
      stdout: "invalid\ttooLong\tUse at most 8 characters (you used 16).\n", exitCode: 1),
    Case(
      id: "internationalized address in characters",
      arguments: ["email", "--max-length", "8", "--", "a@例え.jp"],
      stdout: "invalid\ttooLong\tUse at most 8 characters (you used 16).\n", exitCode: 1),
    // Point 4: only neighbours that exist.
    Case(
      id: "fractional day step", arguments: ["date", "--step", "1.5", "--", "2023-03-08"],
      stdout: "invalid\tstepMismatch\tEnter a valid value: the nearest are 2023-03-06 and "
        + "2023-03-09.\n", exitCode: 1),
    Case(
      id: "step below a millisecond", arguments: ["time", "--step", "60.0001", "--", "16:39"],
      stdout: "invalid\tstepMismatch\tEnter a valid value: the nearest are 16:30:00.099 and "
        + "16:40:00.1.\n", exitCode: 1),
    Case(
      id: "last millisecond of the day", arguments: ["time", "--", "23:59:59.999"],
      stdout: "invalid\tstepMismatch\tEnter a valid value: the nearest is 23:59.\n",
      exitCode: 1),
    Case(
      id: "one neighbour in German",
      arguments: ["time", "--locale", "de_DE", "--", "23:59:59.999"],
      stdout: "invalid\tstepMismatch\tGib einen gültigen Wert ein: der nächste ist 23:59.\n",
      exitCode: 1),
    // Point 5: `--name=` is an empty value, as `--name ''` is.
    Case(
      id: "empty pattern after =", arguments: ["text", "--pattern=", "--", "", "a"],
      stdout: "ok\t\ninvalid\tpatternMismatch\tUse the format this field asks for.\n",
      exitCode: 1),
    Case(
      id: "empty pattern as the next argument",
      arguments: ["text", "--pattern", "", "--", "", "a"],
      stdout: "ok\t\ninvalid\tpatternMismatch\tUse the format this field asks for.\n",
      exitCode: 1),
    Case(
      id: "jsonl value as given",
      arguments: ["email", "--format", "jsonl", "--", " Jo@Example.com "],
      stdout: #"{"value":" Jo@Example.com ","valid":true,"state":[],"message":null,"#
        + #""normalized":"Jo@example.com"}"# + "\n", exitCode: 0),
  ]

  @Test(arguments: cases)
  func validate_asABrowserValidates_printsTheBrowsersVerdict(row: Case) throws {
    let result = try FieldCLIProcess.run(["validate"] + row.arguments)
    expectRun(result, stdout: row.stdout, exitCode: row.exitCode)
  }

  @Test func validateNumber_emptyMinimumAfterEquals_isRefusedAsAnEmptyOne() throws {
    let joined = try FieldCLIProcess.run(["validate", "number", "--min=", "--", "1"])
    let separate = try FieldCLIProcess.run(["validate", "number", "--min", "", "--", "1"])
    expectUsageError(joined, containing: "Invalid minimum ''")
    #expect(joined.stderr == separate.stderr)
  }

  @Test func check_numberBeyondADoublesDigits_isItsDouble() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fields-parity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let form = folder.appendingPathComponent("form.json")
    try Data(
      #"{"fields": [{"name": "n", "kind": "integer", "max": 5}, {"name": "p", "kind": "decimal", "max": 99.99}]}"#
        .utf8
    ).write(to: form)
    let result = try FieldCLIProcess.run(
      ["check", form.path, "--stdin"],
      stdin: Data(
        (#"{"n": 1.0000000000000000001, "p": 99.99000000000000001}"# + "\n"
          + #"{"n": "5e0", "p": "1e-10000"}"# + "\n").utf8))
    expectRun(
      result, stdout: "ok\t{\"n\":1,\"p\":99.99}\nok\t{\"n\":5,\"p\":0}\n", exitCode: 0)
  }
}

/// Issue 23, point 5: an argument that is not UTF-8 was read with U+FFFD in place of its
/// bytes, so `validate text $'\xff'` was valid where the same line on `--stdin` is refused.
struct NotUTF8ArgumentCommandTests {
  @Test func validateText_argumentNotUTF8_isRefusedAsOnStdin() throws {
    let result = try FieldCLIProcess.run(shellArguments: #"validate text "$(printf '\377')" ok"#)
    let stdin = try FieldCLIProcess.run(
      ["validate", "text", "--stdin"], stdin: Data([0xFF, 0x0A, 0x6F, 0x6B, 0x0A]))
    expectRun(
      result,
      stdout: "invalid\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.\n"
        + "ok\tok\n", exitCode: 1)
    #expect(result.stdout == stdin.stdout)
  }

  @Test(arguments: [
    (#"route --config Examples/paths.json "/a$(printf '\377')""#, "'/a\\xFF'"),
    (#"lint "x$(printf '\377').json""#, "'x\\xFF.json'"),
    (#"validate text --pattern "$(printf '\377')" a"#, "'\\xFF'"),
  ])
  func command_argumentNotUTF8_isAUsageErrorNamingIt(arguments: String, shown: String) throws {
    let result = try FieldCLIProcess.run(shellArguments: arguments)
    expectUsageError(
      result,
      containing: "The argument \(shown) is not valid UTF-8. Please give arguments in UTF-8.")
  }
}
