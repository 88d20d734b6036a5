import Foundation
import Testing

struct RootCommandTests {
  @Test func version_namesICUCLDRAndLibphonenumber() throws {
    let result = try FieldCLIProcess.run(["--version"])
    #expect(result.exitCode == 0)
    let pattern =
      /fieldcli \d+\.\d+\.\d+ \(ICU \d+\.\d+, CLDR \d+\.\d+, libphonenumber \d+(\.\d+)*\)\n/
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
}
