import Foundation
import Testing

/// Workers split blocks of stdin's whole lines themselves, each its piece.
///
/// One job takes each block whole, several cut it at line ends: all must give every line once,
/// in order, as the line it was (without its CR), with its row.
struct StreamingBlockTests {
  /// About 2.6 MB: three blocks of 1 MiB and more, with every odd line in them.
  static let input: (data: Data, invalidRows: [Int]) = {
    var data = Data()
    var invalidRows: [Int] = []
    var row = 0
    func add(_ line: [UInt8], invalid: Bool) {
      row += 1
      data.append(contentsOf: line)
      if invalid { invalidRows.append(row) }
    }
    for index in 0..<100_000 {
      switch index % 997 {
      case 3: add(Array("bad \(index)\n".utf8), invalid: true)
      case 5: add(Array("user\(index)@example.com\r\n".utf8), invalid: false)
      case 7: add(Array("\n".utf8), invalid: false)
      case 11: add(Array("\r\n".utf8), invalid: false)
      case 13: add(Array("jürgen\(index)@example.com\n".utf8), invalid: true)
      case 17: add([0x61, 0xFF, 0x40, 0x62, 0x0A], invalid: true)
      default: add(Array("user\(index)@example.com\n".utf8), invalid: false)
      }
      // A line longer than a block, in the middle.
      if index == 40_000 {
        add(Array(repeating: UInt8(ascii: "x"), count: (1 << 20) + 5) + [0x0A], invalid: true)
      }
    }
    // The last line has no LF.
    add(Array("last@".utf8), invalid: true)
    return (data, invalidRows)
  }()

  /// E-mail lines go through the byte path, JSON lines through the full one, which shows a
  /// value as given (a CR the worker failed to drop would be there).
  @Test(
    arguments: ["2", "3"],
    [["email"], ["email", "--format", "jsonl"], ["text", "--max-length", "30"]])
  func stdin_blocksSplitByEachWorker_giveWhatOneJobGives(jobs: String, kind: [String]) throws {
    let command = ["validate"] + kind + ["--stdin"]
    let shared = try FieldCLIProcess.run(command + ["--jobs", jobs], stdin: Self.input.data)
    let alone = try FieldCLIProcess.run(command + ["--jobs", "1"], stdin: Self.input.data)
    #expect(shared.exitCode == 1)
    #expect(shared.stdout == alone.stdout)
    #expect(shared.stdoutLines.count == 100_002)
    if kind.contains("jsonl") {
      // Values as given: a CR before the LF is the line end's, not the value's.
      #expect(shared.stdout.contains(#""user5@example.com""#))
      #expect(!shared.stdout.contains(#"\r"#))
    }
  }

  @Test(arguments: ["1", "2", "3"])
  func stdin_onlyInvalid_namesTheRowOfEachInvalidLine(jobs: String) throws {
    let result = try FieldCLIProcess.run(
      ["validate", "email", "--stdin", "--only-invalid", "--jobs", jobs], stdin: Self.input.data)
    #expect(result.exitCode == 1)
    let rows = result.stdoutLines.compactMap { $0.split(separator: "\t").first.map(String.init) }
    #expect(rows == Self.input.invalidRows.map(String.init))
    #expect(result.stdout.contains("\t\tbadInput\tThe line is 1048581 bytes long"))
  }

  /// Every worker but the first reads with ICU formatters of its own: they must read, and
  /// word their messages, as the first one's do.
  @Test(arguments: [
    (["number", "--locale", "de_DE", "--min", "0", "--step", "0.5"], "1.234,5"),
    (["date", "--locale", "de_DE", "--min", "2000-01-01"], "14.09.2024"),
  ])
  func stdin_workersWithTheirOwnFormatters_answerAsOneJobDoes(
    kind: [String], sample: String
  ) throws {
    var lines: [String] = []
    for index in 0..<30_000 {
      switch index % 5 {
      case 0: lines.append(sample)
      case 1: lines.append("-\(index),25")
      case 2: lines.append("\(index % 28 + 1).\(index % 12 + 1).19\(index % 90 + 10)")
      case 3: lines.append("x\(index)")
      default: lines.append("\(index)")
      }
    }
    let command = ["validate"] + kind + ["--stdin"]
    let shared = try FieldCLIProcess.run(command + ["--jobs", "3"], lines: lines)
    let alone = try FieldCLIProcess.run(command + ["--jobs", "1"], lines: lines)
    #expect(shared.exitCode == 1)
    #expect(shared.stdoutLines.count == 30_000)
    #expect(shared.stdout == alone.stdout)
    #expect(shared.stdoutLines.first?.hasPrefix("ok\t") == true)
  }
}
