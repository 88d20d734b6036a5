extension FormSpec {
  /// A name and value a form sends without a field for it, such as a hidden input.
  public struct HiddenValue: Sendable, Hashable {
    /// The name it is sent under.
    public var name: String
    /// The value the form was given.
    public var value: String

    /// A hidden name and value.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }
}
