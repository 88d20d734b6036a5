import Fields
import Foundation
import Testing

/// How `--stdin` treats lines: bytes that are not text, odd line ends, huge lines, and lines
/// that arrive one at a time.
struct StreamingTests {
  static let command = [
    "format", "date", "--stdin", "--locale", "en_US", "--pattern", "yyyy-MM-dd",
  ]

  @Test func stdin_invalidUTF8AndNUL_areInvalidLinesNotCrashes() throws {
    var input = Data("2024-09-14T13:00:00Z\n".utf8)
    input.append(contentsOf: [0xFF, 0xFE, 0x41, 0x0A])  // not UTF-8
    input.append(contentsOf: Array("2024-09-14T13:00:00Z".utf8) + [0x00, 0x0A])  // a NUL byte
    input.append(Data("2024-09-15T13:00:00Z\n".utf8))
    let result = try FieldCLIProcess.run(Self.command, stdin: input)
    expectRun(
      result,
      stdout: """
        2024-09-14
        invalid\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.
        invalid\tbadInput\tThe line holds a NUL byte; values are text.
        2024-09-15

        """, exitCode: 1)
  }

  /// Lines are checked eight bytes at a time: a NUL or a byte of invalid UTF-8 is found in
  /// any place of a word, and a valid non-ASCII character anywhere still reads as text.
  @Test func stdin_nulAndNonASCIIAtEveryPlaceOfAWord_areFound() throws {
    var input = Data()
    var expected = ""
    for place in 0..<20 {
      var value = Array(String(repeating: "x", count: 20).utf8)
      value[place] = 0x00
      input.append(contentsOf: value + [0x0A])
      expected += "invalid\tbadInput\tThe line holds a NUL byte; values are text.\n"
      value[place] = 0xFF
      input.append(contentsOf: value + [0x0A])
      expected += "invalid\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.\n"
      let text =
        String(repeating: "x", count: place) + "é" + String(repeating: "x", count: 19 - place)
      input.append(Data((text + "\n").utf8))
      expected += "ok\t" + text + "\n"
    }
    let result = try FieldCLIProcess.run(["validate", "text", "--stdin"], stdin: input)
    expectRun(result, stdout: expected, exitCode: 1)
  }

  @Test func stdin_manyLinesAcrossReads_keepTheirOrderWithInvalidLinesInPlace() throws {
    // 20,000 lines span many 64 KiB reads, so lines straddle reads and batches are split
    // between workers; every result must still land on its own line's position.
    var lines: [String] = []
    var expected: [String] = []
    for day in 0..<20_000 {
      if day % 7 == 3 {
        lines.append("bad \(day)")
        expected.append("invalid\tbadInput\t'bad \(day)' is not an instant")
      } else {
        let date = ISO8601Instant.format(Date(timeIntervalSince1970: Double(day) * 86_400))
        lines.append(String(date.prefix(10)) + "T12:00:00Z")
        expected.append(String(date.prefix(10)))
      }
    }
    let result = try FieldCLIProcess.run(Self.command + ["--jobs", "3"], lines: lines)
    let oneThread = try FieldCLIProcess.run(Self.command + ["--jobs", "1"], lines: lines)
    #expect(result.exitCode == 1)
    #expect(result.stdout == oneThread.stdout)
    let output = result.stdoutLines
    #expect(output.count == expected.count)
    for (index, (line, want)) in zip(output, expected).enumerated() where !line.hasPrefix(want) {
      Issue.record("line \(index + 1): '\(line)' should start with '\(want)'")
      break
    }
  }

  @Test func stdin_crlfAndMissingFinalNewline_readAsLines() throws {
    let input = Data("2024-09-14T13:00:00Z\r\n2024-09-15T13:00:00Z".utf8)
    let result = try FieldCLIProcess.run(Self.command, stdin: input)
    expectRun(result, stdout: "2024-09-14\n2024-09-15\n", exitCode: 0)
  }

  @Test func stdin_emptyInput_printsNothingAndExits0() throws {
    let result = try FieldCLIProcess.run(Self.command, stdin: Data())
    expectRun(result, stdout: "", exitCode: 0)
  }

  @Test func stdin_lineOverOneMebibyte_isInvalidAndTheRunGoesOn() throws {
    var input = Data(repeating: UInt8(ascii: "7"), count: 3 << 20)
    input.append(Data("\n2024-09-14T13:00:00Z\n".utf8))
    let result = try FieldCLIProcess.run(Self.command, stdin: input)
    expectRun(
      result,
      stdout: """
        invalid\tbadInput\tThe line is 3145728 bytes long; a value is at most 1048576 bytes.
        2024-09-14

        """, exitCode: 1)
  }

  @Test func stdin_lineJustUnderTheLimit_isReadAndQuotedShort() throws {
    var input = Data(repeating: UInt8(ascii: "7"), count: 1 << 20)
    input.append(0x0A)
    let result = try FieldCLIProcess.run(Self.command, stdin: input)
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.hasPrefix(
        "invalid\tbadInput\t'" + String(repeating: "7", count: 64)
          + "…' (1048576 characters) is not an instant"))
    #expect(result.stdout.count < 400)
  }

  @Test func argument_withTabAndNewline_staysOnOneResultLine() throws {
    let result = try FieldCLIProcess.run(["format", "date", "--locale", "en_US", "--", "a\tb\nc"])
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines.count == 1)
    #expect(result.stdout.hasPrefix("invalid\tbadInput\t'a\\tb\\nc' is not an instant"))
  }

  @Test func stdin_resultIsWrittenBeforeTheNextLineArrives() throws {
    let process = Process()
    process.executableURL = FieldCLIProcess.executable
    process.arguments = Self.command
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    input.fileHandleForWriting.write(Data("2024-09-14T13:00:00Z\n".utf8))
    // The pipe stays open: fieldcli must answer the first line without waiting for more.
    let answered = DispatchSemaphore(value: 0)
    let reader = output.fileHandleForReading
    let received = Received()
    DispatchQueue.global().async {
      received.data = reader.availableData
      answered.signal()
    }
    #expect(answered.wait(timeout: .now() + 20) == .success)
    #expect(String(decoding: received.data, as: UTF8.self) == "2024-09-14\n")
  }

  /// With several jobs the next batch is read while the workers go through one; a large
  /// batch's results must still come out before a read that waits for more.
  @Test func stdin_largeBatchWithJobs_isWrittenBeforeTheNextLineArrives() throws {
    let process = Process()
    process.executableURL = FieldCLIProcess.executable
    process.arguments = ["validate", "text", "--stdin", "--jobs", "2"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    let lineCount = 3_000
    let lines = (0..<lineCount).map { "line \($0)\n" }.joined()
    input.fileHandleForWriting.write(Data(lines.utf8))
    // The pipe stays open: every line written so far must be answered without more input.
    let answered = DispatchSemaphore(value: 0)
    let reader = output.fileHandleForReading
    let received = Received()
    DispatchQueue.global().async {
      while received.data.count(where: { $0 == 0x0A }) < lineCount {
        let more = reader.availableData
        if more.isEmpty { break }
        received.data.append(more)
      }
      answered.signal()
    }
    #expect(answered.wait(timeout: .now() + 20) == .success)
    let expected = (0..<lineCount).map { "ok\tline \($0)\n" }.joined()
    #expect(String(decoding: received.data, as: UTF8.self) == expected)
  }

  /// Written by the reader thread before it signals, read after the wait: ordered.
  private final class Received: @unchecked Sendable { var data = Data() }
}
