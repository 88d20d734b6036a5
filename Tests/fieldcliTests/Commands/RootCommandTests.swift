import Foundation
import Testing

struct RootCommandTests {
  @Test func version_namesICUUnicodeCLDRAndLibphonenumber() throws {
    let result = try FieldCLIProcess.run(["--version"])
    #expect(result.exitCode == 0)
    let pattern =
      /fieldcli \d+\.\d+\.\d+ \(ICU \d+\.\d+, Unicode \d+\.\d+, CLDR \d+\.\d+, libphonenumber \d+(\.\d+)*\)\n/
    #expect(result.stdout.wholeMatch(of: pattern) != nil, "\(result.stdout)")
  }

  @Test func help_printsUsageToStdoutAndExits0() throws {
    let result = try FieldCLIProcess.run(["format", "date", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("USAGE: fieldcli format date"))
    #expect(result.stdout.contains("--time-zone"))
  }

  @Test func unknownSubcommand_exits2WithOneLine() throws {
    let result = try FieldCLIProcess.run(["format", "colour", "x"])
    expectUsageError(result, containing: "See 'fieldcli format --help' for usage.")
  }

  @Test func helpForUnknownSubcommand_exits2NamingIt() throws {
    let top = try FieldCLIProcess.run(["help", "bogus"])
    expectUsageError(
      top,
      containing:
        "Unknown subcommand 'bogus' for 'fieldcli'. Please use one of: validate, check, format, parse, session, fill, lint, route, html, spec."
    )
    let nested = try FieldCLIProcess.run(["help", "format", "colour\u{1B}[2J"])
    expectUsageError(
      nested,
      containing:
        "Unknown subcommand 'colour\\u{1B}[2J' for 'fieldcli format'. Please use one of: date, number, phone, relative, list, unit, date-range, number-range, plural, name."
    )
  }

  @Test func helpForASubcommand_printsItsHelp() throws {
    let result = try FieldCLIProcess.run(["help", "format", "date"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("USAGE: fieldcli format date"))
  }

  @Test func loneUnknownShortOption_isUnknownAndSaysWhatDoubleDashIsFor() throws {
    for arguments in [["validate", "text", "-x"], ["validate", "text", "-x", "a"]] {
      let result = try FieldCLIProcess.run(arguments)
      expectUsageError(
        result,
        containing:
          "Unknown option '-x'. To give a value that starts with '-', put '--' before the values.")
    }
    // At a terminal: from a pipe, `validate` reads its values from standard input.
    let none = try PTYProcess(["validate", "text"])
    try none.waitFor("put '--' before values that start with '-'")
    #expect(try none.exitCode() == 2)
  }
}
