import Foundation
import Testing

/// `fieldcli session` typed at a terminal: a prompt, line editing and `help NAME`.
///
/// A terminal is made with util-linux's `script`, which Debian installs on every system
/// (bsdutils is essential).
struct SessionTerminalCommandTests {
  /// What the terminal showed so far, filled by a reader thread.
  final class Screen: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    func append(_ data: Data) { lock.withLock { bytes.append(data) } }
    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
  }

  /// Runs `fieldcli session` on a pseudo-terminal and types `lines` one at a time, each after
  /// its prompt shows (libedit drops what was typed before it takes the terminal), then Ctrl-D.
  ///
  /// - Returns: What the terminal showed (stdout and stderr together) and the exit code; a
  ///   session that has not ended 20 seconds after the last line is killed and recorded as an
  ///   issue.
  func runAtTerminal(_ lines: [String]) throws -> (shown: String, exitCode: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    let command = "'\(FieldCLIProcess.executable.path)' session"
    process.arguments = ["-qec", command, "/dev/null"]
    process.currentDirectoryURL = SessionCommandTests.examples
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm"
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    let screen = Screen()
    let reader = stdout.fileHandleForReading
    reader.readabilityHandler = { handle in screen.append(handle.availableData) }
    func waitFor(prompts: Int) -> Bool {
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline {
        if screen.text.components(separatedBy: "> ").count - 1 >= prompts { return true }
        Thread.sleep(forTimeInterval: 0.02)
      }
      return false
    }
    for (index, line) in (lines + ["\u{4}"]).enumerated() {
      guard waitFor(prompts: index + 1) else {
        Issue.record("No prompt \(index + 1) after 20 seconds; the terminal showed: \(screen.text)")
        break
      }
      stdin.fileHandleForWriting.write(Data((line == "\u{4}" ? line : line + "\n").utf8))
    }
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning {
      Issue.record("The session did not end at Ctrl-D; the terminal showed: \(screen.text)")
      process.terminate()
    }
    process.waitUntilExit()
    reader.readabilityHandler = nil
    try? stdin.fileHandleForWriting.close()
    return (screen.text, process.terminationStatus)
  }

  @Test func session_atTerminal_promptsRunsCommandsAndEndsAtControlD() throws {
    let run = try runAtTerminal(["load signup.json", "help rotate", "focus age"])
    #expect(run.shown.contains("fieldcli session: type 'help' for the commands"))
    #expect(run.shown.contains("> "))
    #expect(run.shown.contains("loaded 'Sign up': 9 fields in de_DE"))
    #expect(run.shown.contains("rotate [ORIENTATION]"))
    #expect(run.shown.contains("focus age: numberPad keyboard"))
    #expect(run.exitCode == 0)
  }

  @Test func session_atTerminal_badCommandSaysSoAndGoesOn() throws {
    let run = try runAtTerminal(["bogus", "help bogus", "load signup.json"])
    #expect(run.shown.contains("line 1: Unknown command 'bogus'; type 'help' for the commands."))
    #expect(
      run.shown.contains("line 2: There is no command 'bogus'; type 'help' for the commands."))
    #expect(run.shown.contains("loaded 'Sign up'"))
    #expect(run.exitCode == 1)
  }
}
