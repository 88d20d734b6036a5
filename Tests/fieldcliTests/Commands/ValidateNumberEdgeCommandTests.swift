import Foundation
import Testing

/// `validate` at the edges of HTML's numbers, and options that take negative values.
struct ValidateNumberEdgeCommandTests {
  @Test func validateNumber_limitsBeyondDecimalsRange_areNeverDropped() throws {
    let below = try FieldCLIProcess.run(["validate", "number", "5", "--min", "1e166"])
    expectRun(below, stdout: "invalid\trangeUnderflow\tEnter 1e166 or more.\n", exitCode: 1)
    let above = try FieldCLIProcess.run(["validate", "number", "1e200", "4e165", "--max", "3e165"])
    expectRun(
      above,
      stdout: "invalid\trangeOverflow\tEnter 3e165 or less.\n"
        + "invalid\trangeOverflow\tEnter 3e165 or less.\n", exitCode: 1)
    let between = try FieldCLIProcess.run([
      "validate", "number", "1e165", "--min", "1e160", "--max", "1e170",
    ])
    expectRun(between, stdout: "ok\t1" + String(repeating: "0", count: 165) + "\n", exitCode: 0)
  }

  @Test func validateNumber_withoutLocale_refusesWhitespaceAndOverflow() throws {
    let result = try FieldCLIProcess.run([
      "validate", "number", "--", " 1", "1 ", "2e308", "-1e309",
    ])
    expectRun(
      result, stdout: String(repeating: "invalid\tbadInput\tEnter a number.\n", count: 4),
      exitCode: 1)
  }

  @Test(arguments: [
    (
      ["validate", "number", "1", "--step", "-1"],
      "Invalid step '-1'. Please give a number above zero, or 'any'."
    ),
    (["validate", "text", "a", "--max-length", "-5"], "Invalid length limits (maximum -5)."),
    (
      ["validate", "number", "1", "--jobs", "-1"],
      "Invalid '--jobs' value '-1'. Please give a number from 1 to 64."
    ),
    (
      ["format", "number", "1", "--locale", "en_US", "--min-fraction", "-1"],
      "Invalid fraction digits (minimum -1)."
    ),
  ])
  func negativeOptionValue_isReadAndRefusedWithItsReason(arguments: [String], message: String)
    throws
  {
    let result = try FieldCLIProcess.run(arguments)
    expectUsageError(result, containing: message)
    #expect(!result.stderr.contains("Missing value"))
  }

  @Test func negativeMinimum_isAccepted() throws {
    let result = try FieldCLIProcess.run(["validate", "integer", "-5", "-20", "--min", "-10"])
    expectRun(result, stdout: "ok\t-5\ninvalid\trangeUnderflow\tEnter -10 or more.\n", exitCode: 1)
  }
}
