/// What became of typed keys: what went in and what was refused, and why.
public struct TypingReport: Sendable, Hashable, CustomStringConvertible {
  /// The name of the input the keys went to.
  public var target: String
  /// The characters that went in.
  public var typed = ""
  /// The keys the keyboard does not have.
  public var refusals: [KeyRefusal] = []
  /// Characters a phone input took no notice of.
  public var notDialable = ""
  /// The maximum length, when typing stopped at it.
  public var maximumLengthReached: Int?

  /// Makes an empty report for an input.
  ///
  /// - Parameter target: The input's name.
  public init(target: String) { self.target = target }

  /// Whether every key went in.
  public var isComplete: Bool {
    refusals.isEmpty && notDialable.isEmpty && maximumLengthReached == nil
  }

  /// One line per refusal, or nothing when every key went in.
  public var description: String {
    var lines = refusals.map(\.description)
    if let maximumLengthReached {
      lines.append("\(quoted(target)) is at its limit of \(maximumLengthReached) characters.")
    }
    if !notDialable.isEmpty {
      lines.append(
        "\(quoted(target)) takes only digits, +, * and #; \(quoted(String(notDialable))) left out.")
    }
    return lines.joined(separator: "\n")
  }
}
