import Foundation
import Testing

/// Issue 25, point 6: `validate --csv FILE --column NAME`, `--only-invalid`, and values from
/// stdin when it is not a terminal.
struct ValidateCSVCommandTests {
  /// A fresh folder for CSV files, removed when the test ends.
  final class Folder {
    let url: URL
    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("csv-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    /// Writes `bytes` as the file `name` and returns its path.
    func write(_ bytes: [UInt8], to name: String = "values.csv") throws -> String {
      try Data(bytes).write(to: url.appendingPathComponent(name))
      return path(name)
    }
    func write(_ text: String, to name: String = "values.csv") throws -> String {
      try write(Array(text.utf8), to: name)
    }
  }

  static let people =
    "id,email,note\r\n"
    + "1,jo@example.com,\"first, with a comma\"\r\n"
    + "2,\"ann@example.org\",\"two\r\nlines\"\r\n"
    + "3,not-an-address,\"a \"\"quoted\"\" word\"\r\n"
    + "4,bo@example.net,last\r\n"

  // MARK: - Reading a column

  @Test(arguments: ["email", "2"])
  func csv_columnByNameOrNumber_writesWhatStdinWrites(column: String) throws {
    let folder = try Folder()
    let result = try FieldCLIProcess.run(
      ["validate", "email", "--csv", try folder.write(Self.people), "--column", column])
    let lines = try FieldCLIProcess.run(
      ["validate", "email", "--stdin"],
      lines: ["jo@example.com", "ann@example.org", "not-an-address", "bo@example.net"])
    expectRun(result, stdout: lines.stdout, exitCode: 1)
    #expect(result.stdoutLines.count == 4)
  }

  @Test func csv_quotedFieldsWithCommasQuotesAndCRLF_areOneValueEach() throws {
    let folder = try Folder()
    let result = try FieldCLIProcess.run(
      ["validate", "text", "--csv", try folder.write(Self.people), "--column", "note"])
    expectRun(
      result,
      stdout: "ok\tfirst, with a comma\nok\ttwolines\nok\ta \"quoted\" word\nok\tlast\n",
      exitCode: 0)
  }

  @Test func csv_lineFeedsOnlyAndNoLastLineEnd_areRead() throws {
    let folder = try Folder()
    let file = try folder.write("name,n\nx,1\n\"y\nz\",2")
    let result = try FieldCLIProcess.run(["validate", "text", "--csv", file, "--column", "name"])
    // A text field's value drops its line breaks, as a browser's does.
    expectRun(result, stdout: "ok\tx\nok\tyz\n", exitCode: 0)
  }

  @Test func csv_byteOrderMark_isNoPartOfTheFirstName() throws {
    let folder = try Folder()
    let file = try folder.write([0xEF, 0xBB, 0xBF] + Array("email\na@b.c\n".utf8))
    let result = try FieldCLIProcess.run(["validate", "email", "--csv", file, "--column", "email"])
    expectRun(result, stdout: "ok\ta@b.c\n", exitCode: 0)
  }

  @Test func csv_fromStandardInput_readsTheColumn() throws {
    let result = try FieldCLIProcess.run(
      ["validate", "email", "--csv", "-", "--column", "email"],
      stdin: Data("email\na@b.c\n".utf8))
    expectRun(result, stdout: "ok\ta@b.c\n", exitCode: 0)
  }

  @Test func csv_jobs_writeWhatOneJobWrites() throws {
    let folder = try Folder()
    var text = "id,email\n"
    for index in 0..<20_000 {
      let value = ["u\(index)@example.com", "\"u\(index)@,\"", "ü\(index)@exämple.de"][index % 3]
      text += "\(index),\(value)\n"
    }
    let file = try folder.write(text)
    let arguments = ["validate", "email", "--csv", file, "--column", "email"]
    let oneJob = try FieldCLIProcess.run(arguments + ["--jobs", "1"])
    let fourJobs = try FieldCLIProcess.run(arguments + ["--jobs", "4"])
    #expect(oneJob.stdoutLines.count == 20_000)
    expectRun(fourJobs, stdout: oneJob.stdout, exitCode: 1)
  }

  @Test func csv_fieldNotUTF8_isBadInputAsOnStdin() throws {
    let folder = try Folder()
    let file = try folder.write(Array("v\n".utf8) + [0xFF] + Array("\nok\n".utf8))
    let result = try FieldCLIProcess.run(["validate", "text", "--csv", file, "--column", "v"])
    expectRun(
      result,
      stdout:
        "invalid\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.\nok\tok\n",
      exitCode: 1)
  }

  // MARK: - Only invalid values

  @Test func onlyInvalid_csv_writesSpreadsheetRows() throws {
    let folder = try Folder()
    // Row 3's field spans two lines and row 5 is blank, so the bad values are rows 4 and 6.
    let file = try folder.write(
      "id,email\n1,a@b.c\n2,\"x@y.z\n\"\n3,bad\tvalue\n\n4,also bad\n5,c@d.e\n")
    let result = try FieldCLIProcess.run(
      ["validate", "email", "--csv", file, "--column", "email", "--only-invalid"])
    let message = "Enter an e-mail address such as name@example.com."
    expectRun(
      result,
      stdout: "4\tbad\\tvalue\ttypeMismatch\t\(message)\n6\talso bad\ttypeMismatch\t\(message)\n",
      exitCode: 1)
  }

  @Test func onlyInvalid_stdin_writesLineNumbers() throws {
    let result = try FieldCLIProcess.run(
      ["validate", "integer", "--stdin", "--only-invalid"], lines: ["1", "x", "3", "4.5"])
    expectRun(
      result,
      stdout: "2\tx\tbadInput\tEnter a whole number.\n"
        + "4\t4.5\tstepMismatch\tEnter a valid value: the nearest are 4 and 5.\n",
      exitCode: 1)
  }

  @Test func onlyInvalid_allValid_writesNothingAndExits0() throws {
    let result = try FieldCLIProcess.run(
      ["validate", "email", "--stdin", "--only-invalid"], lines: ["a@b.c", "d@e.f"])
    expectRun(result, stdout: "", exitCode: 0)
  }

  @Test func onlyInvalid_lineNotUTF8_isWrittenWithItsRow() throws {
    let result = try FieldCLIProcess.run(
      ["validate", "text", "--stdin", "--only-invalid"], stdin: Data([0x61, 0x0A, 0xFF, 0x0A]))
    expectRun(
      result,
      stdout: "2\t\u{FFFD}\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.\n",
      exitCode: 1)
  }

  // MARK: - Standard input by default

  @Test func noValues_stdinNotATerminal_readsItsLines() throws {
    let result = try FieldCLIProcess.run(["validate", "email"], lines: ["a@b.c", "x"])
    expectRun(
      result,
      stdout:
        "ok\ta@b.c\ninvalid\ttypeMismatch\tEnter an e-mail address such as name@example.com.\n",
      exitCode: 1)
  }

  @Test func noValues_stdinATerminal_exits2() throws {
    let terminal = try PTYProcess(["validate", "email"])
    let shown = try terminal.waitFor("No values given.")
    #expect(try terminal.exitCode() == 2)
    #expect(shown.contains("'--stdin' to read lines."))
  }

  // MARK: - Errors

  /// A run that must fail with exit 2 and one line, and the CSV file it reads (`nil`: none).
  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var csv: [UInt8]?
    var arguments: [String]
    var message: String
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      testDescription: "unknown column, near a header name", csv: Array(people.utf8),
      arguments: ["--column", "emial"],
      message: "Unknown column 'emial' in the header of 'values.csv'. Did you mean 'email'?"),
    ErrorCase(
      testDescription: "unknown column, near none", csv: Array(people.utf8),
      arguments: ["--column", "telephone"],
      message:
        "Unknown column 'telephone' in the header of 'values.csv'. Its columns are 'id', 'email', 'note'."
    ),
    ErrorCase(
      testDescription: "column number past the header", csv: Array(people.utf8),
      arguments: ["--column", "4"],
      message: "Column 4 is past the header of 'values.csv', which has 3 columns."),
    ErrorCase(
      testDescription: "a name in the header twice", csv: Array("a,b,a\n1,2,3\n".utf8),
      arguments: ["--column", "a"],
      message:
        "The header of 'values.csv' names columns 1, 3 'a'. Please give the column's number."),
    ErrorCase(
      testDescription: "empty file", csv: [], arguments: ["--column", "1"],
      message: "'values.csv' is empty; a CSV file starts with a header row."),
    ErrorCase(
      testDescription: "blank header", csv: Array("\na\n".utf8), arguments: ["--column", "1"],
      message: "Row 1 of 'values.csv' is blank; a CSV file starts with a header row"),
    ErrorCase(
      testDescription: "quote never closed", csv: Array("a,b\n3,\"4\n5,6\n".utf8),
      arguments: ["--column", "b"],
      message:
        "Row 2 of 'values.csv' opens a quoted field that the file never closes. Please end the field with '\"'."
    ),
    ErrorCase(
      testDescription: "short row", csv: Array("a,b\n3\n".utf8), arguments: ["--column", "b"],
      message:
        "Row 2 of 'values.csv' has 1 field; column 2 is past its end. Please fill the row or check its quotes."
    ),
    ErrorCase(
      testDescription: "row over the cap",
      csv: Array("a\n\"".utf8) + [UInt8](repeating: 0x78, count: 1 << 20) + Array("\"\n".utf8),
      arguments: ["--column", "a"],
      message:
        "Row 2 of 'values.csv' is longer than 1048576 bytes; a row is at most 1048576 bytes."),
    ErrorCase(
      testDescription: "missing file", csv: nil,
      arguments: ["--csv", "/nonexistent/x.csv", "--column", "1"],
      message: "Cannot open '/nonexistent/x.csv': No such file or directory."),
    ErrorCase(
      testDescription: "a device", csv: nil, arguments: ["--csv", "/dev/zero", "--column", "1"],
      message: "'/dev/zero' is not a file or a pipe. Please give a CSV file."),
    ErrorCase(
      testDescription: "a directory", csv: nil, arguments: ["--csv", "/tmp", "--column", "1"],
      message: "'/tmp' is not a file or a pipe. Please give a CSV file."),
    ErrorCase(
      testDescription: "--csv and --stdin", csv: Array(people.utf8),
      arguments: ["--column", "1", "--stdin"],
      message: "Values were given both with '--csv' and with '--stdin'. Please use one of them."),
    ErrorCase(
      testDescription: "--csv and values", csv: Array(people.utf8),
      arguments: ["--column", "1", "a@b.c"],
      message: "Values were given both as arguments and with '--csv'. Please use one of them."),
    ErrorCase(
      testDescription: "--csv without --column", csv: Array(people.utf8), arguments: [],
      message: "'--csv' needs '--column'"),
    ErrorCase(
      testDescription: "--column 0", csv: Array(people.utf8), arguments: ["--column", "0"],
      message: "Invalid '--column' value '0'. Please give a name from the header row or a number"),
    ErrorCase(
      testDescription: "--column without --csv", csv: nil, arguments: ["--column", "email"],
      message: "'--column' applies to '--csv' only."),
    ErrorCase(
      testDescription: "--only-invalid with jsonl", csv: nil,
      arguments: ["--stdin", "--only-invalid", "--format", "jsonl"],
      message: "'--only-invalid' writes TSV lines. Please leave out '--format jsonl' with it."),
  ]

  @Test(arguments: errorCases)
  func csv_badInput_exits2WithOneLine(_ row: ErrorCase) throws {
    let folder = try Folder()
    var arguments = ["validate", "email"]
    var message = row.message
    if let csv = row.csv {
      let file = try folder.write(csv)
      arguments += ["--csv", file]
      message = message.replacingOccurrences(of: "'values.csv'", with: "'\(file)'")
    }
    let result = try FieldCLIProcess.run(arguments + row.arguments)
    expectUsageError(result, containing: message)
  }

  @Test func csv_errorAfterValues_writesTheValuesBeforeIt() throws {
    let folder = try Folder()
    let file = try folder.write("a,b\n1,x@y.z\n2\n3,z@y.x\n")
    let result = try FieldCLIProcess.run(["validate", "email", "--csv", file, "--column", "b"])
    expectRun(
      result, stdout: "ok\tx@y.z\n",
      stderr: "fieldcli: Row 3 of '\(file)' has 1 field; column 2 is past its end. "
        + "Please fill the row or check its quotes.\n",
      exitCode: 2)
  }

  @Test(arguments: [
    "{ printf 'a\\n'; exec cat /dev/zero; } | \"$FIELDCLI\" validate text --csv - --column a",
    "mkfifo f.csv; { printf 'a\\n'; exec cat /dev/zero; } > f.csv 2>/dev/null & "
      + "\"$FIELDCLI\" validate text --csv f.csv --column a",
  ])
  func csv_fedEndlessly_stopsAtTheCapNamingTheRow(command: String) throws {
    let folder = try Folder()
    let result = try bash(command, in: folder)
    expectUsageError(result, containing: "Row 2 of ")
    #expect(result.stderr.contains(" is longer than 1048576 bytes"))
  }

  /// Runs a bash command in `folder`, with the built fieldcli as `$FIELDCLI`.
  private func bash(_ command: String, in folder: Folder) throws -> CLIResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder.url
    var environment = ProcessInfo.processInfo.environment
    environment["FIELDCLI"] = FieldCLIProcess.executable.path
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self), exitCode: process.terminationStatus)
  }
}
