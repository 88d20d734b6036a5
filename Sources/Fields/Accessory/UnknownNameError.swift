/// A name that is none of a closed set's, such as a device or an orientation a user typed.
public struct UnknownNameError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of thing was named: `device`, `orientation`.
  public let kind: String
  /// The name given.
  public let name: String
  /// The names that would have been accepted, in order.
  public let choices: [String]

  /// An error for a name that is none of the choices.
  public init(kind: String, name: String, choices: [String]) {
    self.kind = kind
    self.name = name
    self.choices = choices
  }

  /// One sentence naming the bad name and the ones to type instead.
  ///
  /// `Unknown device 'iphone-16'; use iphone-se, iphone-15, iphone-15-pro-max or ipad-10.`
  public var description: String {
    let listed =
      choices.count > 1
      ? choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
      : choices.joined()
    return "Unknown \(kind) \(quoted(name)); use \(listed)."
  }
}
