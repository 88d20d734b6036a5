// MARK: - Help

extension Session {
  /// `help` lists every command; `help NAME` the lines of the commands named NAME.
  func help(_ words: [String]) throws(SessionError) -> [String] {
    guard let name = words.first else { return Self.help }
    guard words.count == 1 else {
      throw SessionError("'help' takes at most one command, as in 'help show'.")
    }
    let lines = zip(Self.commands, Self.help).filter { command, _ in
      // `tick ROW | untick ROW` is the line of both commands.
      command.usage.components(separatedBy: " | ").contains {
        $0.prefix { $0 != " " } == name
      }
    }
    guard !lines.isEmpty else {
      throw SessionError("There is no command \(quoted(name)); type 'help' for the commands.")
    }
    return lines.map(\.1)
  }
}
