extension FormFiller {
  /// What a prompt shows for a field: its label, a hint of the form an answer takes, its
  /// options, and what an empty answer keeps.
  ///
  /// ```text
  ///   1) Deutschland  2) France
  /// country:
  /// Geburtstag (TT.MM.JJJJ) [31.01.2000]:
  /// ```
  ///
  /// Every part that comes from the form spec has its control characters escaped, so a prompt
  /// sends a terminal no commands.
  public struct Prompt: Sendable, Hashable {
    /// The field's label, or its name.
    public var label: String
    /// The form an answer takes in the form's locale (`TT.MM.JJJJ`, `030 123456`), or `nil`.
    public var hint: String?
    /// A choice's options, numbered from 1 in the order shown.
    public var options: [String]
    /// What an empty answer keeps (the default or the answer given before), or `nil`.
    public var current: String?
    /// Whether the answer must not be shown as it is typed.
    public var isSecure: Bool

    /// The options on one line, `  1) Deutschland  2) France`, or `nil` without options.
    public var optionsLine: String? {
      guard !options.isEmpty else { return nil }
      let numbered = options.enumerated().map { "\($0.offset + 1)) \($0.element)" }
      return "  " + numbered.joined(separator: "  ")
    }

    /// The prompt itself: `label (hint) [current]: `.
    public var line: String {
      var line = label
      if let hint { line += " (" + hint + ")" }
      if let current { line += " [" + current + "]" }
      return line + ": "
    }
  }
}
