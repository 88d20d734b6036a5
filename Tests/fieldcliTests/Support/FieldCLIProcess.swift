import Foundation
import Testing

/// What one run of the built `fieldcli` printed, and how it exited.
struct CLIResult: Sendable {
  var stdout: String
  var stderr: String
  var exitCode: Int32
  var stdoutLines: [String] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}

/// Runs the `fieldcli` that `swift build` put beside this test bundle.
enum FieldCLIProcess {
  /// The built binary: the test runner and `fieldcli` share the build products folder.
  static let executable: URL = {
    let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = runner.deletingLastPathComponent()
    // On Linux the runner is `Package.xctest`, or a file inside such a bundle.
    while folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent("fieldcli")
  }()

  /// Runs fieldcli with `arguments`, writing `stdin` to it, and reads both pipes while it runs
  /// so that a chatty process never blocks on a full pipe.
  static func run(_ arguments: [String], stdin: Data = Data()) throws -> CLIResult {
    try run(executable: executable, arguments, stdin: stdin)
  }

  /// Runs fieldcli with arguments written as the shell writes them, for bytes a `String` cannot
  /// hold: `#"validate text "$(printf '\377')""#` passes the byte 0xFF alone.
  static func run(shellArguments: String) throws -> CLIResult {
    try run(
      executable: URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" " + shellArguments, executable.path])
  }

  private static func run(executable program: URL, _ arguments: [String], stdin: Data = Data())
    throws -> CLIResult
  {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw MissingBinary(path: executable.path)
    }
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()

    let collected = Collected()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      collected.stdout = output.fileHandleForReading.readDataToEndOfFile()
    }
    DispatchQueue.global().async(group: group) {
      collected.stderr = errors.fileHandleForReading.readDataToEndOfFile()
    }
    input.fileHandleForWriting.write(stdin)
    try input.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return CLIResult(
      stdout: String(decoding: collected.stdout, as: UTF8.self),
      stderr: String(decoding: collected.stderr, as: UTF8.self),
      exitCode: process.terminationStatus)
  }

  /// Runs fieldcli with its stdout sent to a file such as `/dev/full`, and returns what it
  /// wrote to stderr and its exit code.
  static func run(_ arguments: [String], stdoutPath: String) throws -> CLIResult {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw MissingBinary(path: executable.path)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let errors = Pipe()
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
    process.standardError = errors
    try process.run()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      stdout: "", stderr: String(decoding: stderr, as: UTF8.self),
      exitCode: process.terminationStatus)
  }

  /// Runs fieldcli with lines on stdin.
  static func run(_ arguments: [String], lines: [String]) throws -> CLIResult {
    try run(arguments, stdin: Data((lines.map { $0 + "\n" }.joined()).utf8))
  }

  struct MissingBinary: Error, CustomStringConvertible {
    var path: String
    var description: String { "No fieldcli at \(path); build it with 'swift build' first." }
  }

  /// Each field is written by one reader thread and read after `group.wait()`, which orders
  /// the write before the read; that is why `@unchecked Sendable` is safe here.
  private final class Collected: @unchecked Sendable {
    var stdout = Data()
    var stderr = Data()
  }
}

/// Checks a run's stdout, stderr and exit code together, pointing at the caller on failure.
func expectRun(
  _ result: CLIResult, stdout: String? = nil, stderr: String? = "", exitCode: Int32,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let stdout { #expect(result.stdout == stdout, sourceLocation: sourceLocation) }
  if let stderr { #expect(result.stderr == stderr, sourceLocation: sourceLocation) }
  #expect(result.exitCode == exitCode, sourceLocation: sourceLocation)
}

/// Checks that a run failed with exit 2 and one line on stderr that contains `message`.
func expectUsageError(
  _ result: CLIResult, containing message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.exitCode == 2, sourceLocation: sourceLocation)
  #expect(result.stdout == "", sourceLocation: sourceLocation)
  #expect(result.stderr.hasPrefix("fieldcli: "), sourceLocation: sourceLocation)
  #expect(
    result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)",
    sourceLocation: sourceLocation)
  #expect(result.stderr.contains(message), "\(result.stderr)", sourceLocation: sourceLocation)
}
