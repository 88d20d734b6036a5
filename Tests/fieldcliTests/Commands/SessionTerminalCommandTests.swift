import Foundation
import Testing

/// `fieldcli session` typed at a terminal: a prompt, line editing, history and `help NAME`.
struct SessionTerminalCommandTests {
  static let signup = SessionCommandTests.examples.appendingPathComponent("signup.json").path

  @Test func session_atTerminal_promptsRunsCommandsAndEndsAtControlD() throws {
    let terminal = try PTYProcess(["session"])
    // The first prompt may be slow on a machine busy with the rest of the suite.
    try terminal.waitFor("Ctrl-D ends.", seconds: 60)
    try terminal.waitFor("> ", seconds: 60)
    terminal.type("load \(Self.signup)\r")
    try terminal.waitFor("9 fields in de_DE\r\n> ")
    terminal.type("help rotate\r")
    try terminal.waitFor("or the other way by default\r\n> ")
    terminal.type("focus age\r")
    try terminal.waitForEditor("focus age: numberPad keyboard\r\n> ")
    // Up twice recalls `help rotate` from the history.
    terminal.type("\u{1B}[A\u{1B}[A\r")
    let deadline = Date().addingTimeInterval(20)
    // Until the help shows twice and the prompt is back (Ctrl-D typed ahead would be flushed).
    while terminal.transcript.components(separatedBy: "rotate [ORIENTATION]").count < 3
      || !terminal.transcript.hasSuffix("\r\n> "),
      Date() < deadline
    {
      usleep(10_000)
    }
    let shown = terminal.transcript
    #expect(shown.components(separatedBy: "rotate [ORIENTATION]").count == 3)
    #expect(shown.contains("fieldcli session: type 'help' for the commands, 'help NAME' for one"))
    terminal.type("\u{4}")
    #expect(try terminal.exitCode() == 0)
  }

  @Test func session_atTerminal_badCommandSaysSoAndGoesOn() throws {
    let terminal = try PTYProcess(["session"])
    try terminal.waitFor("> ", seconds: 60)
    terminal.type("bogus\r")
    try terminal.waitFor("line 1: Unknown command 'bogus'; type 'help' for the commands.\r\n> ")
    terminal.type("help bogus\r")
    try terminal.waitFor(
      "line 2: There is no command 'bogus'; type 'help' for the commands.\r\n> ")
    terminal.type("load \(Self.signup)\r")
    // Ctrl-D only after the next prompt: libedit flushes what was typed ahead while it puts
    // the terminal back into its own mode.
    try terminal.waitFor("loaded 'Sign up': 9 fields in de_DE\r\n> ")
    terminal.type("\u{4}")
    #expect(try terminal.exitCode() == 1)
  }

  @Test func session_atTerminal_controlCExits130() throws {
    let terminal = try PTYProcess(["session"])
    try terminal.waitFor("> ", seconds: 60)
    terminal.type("\u{3}")
    #expect(try terminal.exitCode() == 130)
  }
}
