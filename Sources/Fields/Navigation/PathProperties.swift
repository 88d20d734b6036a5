/// The merged properties of every rule that matches a path, as the app reads them.
///
/// ```swift
/// let properties = try configuration.match("/signin").properties
/// properties.context         // .modal
/// properties.defaultToolbar  // false
/// properties.string("controller")  // a custom property, or nil
/// ```
///
/// Rules are checked when the configuration loads, so a known property always has the right
/// type and a known value; the typed accessors give the native libraries' defaults for a
/// property no rule sets.
public struct PathProperties: Sendable, Hashable {
  /// Every property by key, known and custom.
  public var values: [String: PathPropertyValue]

  /// Makes properties from values by key.
  public init(_ values: [String: PathPropertyValue] = [:]) {
    self.values = values
  }

  /// The value of a property, known or custom.
  public subscript(key: String) -> PathPropertyValue? {
    values[key]
  }

  /// A custom property's string, or `nil` when it is missing or not a string.
  public func string(_ key: String) -> String? { values[key]?.stringValue }

  /// A custom property's Boolean, or `nil` when it is missing or not `true` or `false`.
  public func bool(_ key: String) -> Bool? { values[key]?.boolValue }

  /// Sets the properties of a later rule over these: its values win.
  mutating func merge(_ later: PathProperties) {
    values.merge(later.values) { _, new in new }
  }
}
