// MARK: - Completion

extension Session {
  /// The words that can come next after `head`, the words of a line typed so far: command
  /// names first, then each command's own words (`show` takes `keyboard`, `picker`, …), and
  /// the loaded form's field names where a command takes a NAME; for Tab at a terminal.
  ///
  /// - Parameter head: The text before the word being typed, ending in a space or empty.
  /// - Returns: The candidates, in the order `help` lists them, without repeats.
  package func completions(after head: String) -> [String] {
    let typed = head.split(separator: " ").map(String.init)
    var found: [String] = []
    func add(_ word: String) {
      if !found.contains(word) { found.append(word) }
    }
    guard let command = typed.first else {
      for usage in Self.usages { add(usage[0]) }
      return found
    }
    if command == "help", typed.count == 1 {
      for usage in Self.usages { add(usage[0]) }
      return found
    }
    for usage in Self.usages where usage[0] == command && usage.count > typed.count {
      // Earlier words must match too: `keyboard events` takes on|off, `keyboard` show|hide.
      let earlier = zip(usage.dropFirst(), typed.dropFirst())
      guard earlier.allSatisfy({ word, given in Self.isPlaceholder(word) || word.contains(given) })
      else { continue }
      let next = usage[typed.count]
      if next == "NAME" {
        for field in form?.fields ?? [] { add(field.name) }
      } else if !Self.isPlaceholder(next) {
        for word in next.split(separator: "|") { add(String(word)) }
      }
    }
    return found
  }

  /// Each command's words as `help` shows them, one list per command (`tick ROW | untick ROW`
  /// is two).
  private static var usages: [[String]] {
    commands.flatMap { command in
      command.usage.components(separatedBy: " | ").map { usage in
        usage.split(separator: " ").map { String($0).trimmingCharacters(in: "[]") }
      }
    }
  }

  /// Whether a word of a usage stands for what a person types (`NAME`, `TEXT`, `+N|-N`).
  private static func isPlaceholder(_ word: String) -> Bool {
    !word.contains(where: \.isLowercase)
  }
}

extension String {
  fileprivate func trimmingCharacters(in characters: String) -> String {
    String(drop(while: characters.contains).reversed().drop(while: characters.contains).reversed())
  }
}
