/// A JSON value in a path configuration: a setting, or a rule's property.
///
/// ```swift
/// let properties = try PathConfiguration(json: text).match("/new").properties
/// properties["context"]                      // .string("modal")
/// properties["isModalNavigationBarHidden"]  // .bool(true)
/// ```
///
/// Numbers keep the text they were written with (`1.50` stays `1.50`), so nothing is rounded on
/// the way through. An object's keys have no order; ``json`` writes them sorted.
public enum PathValue: Sendable, Hashable {
  /// A string.
  case string(String)
  /// A number, as written.
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([PathValue])
  /// An object.
  case object([String: PathValue])

  /// The string, when this is one.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The Boolean, when this is one.
  public var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }
}

// MARK: - Internals

extension PathValue {
  /// The value of parsed JSON, without its positions.
  init(_ value: JSONValue) {
    switch value.kind {
    case .string(let text): self = .string(text)
    case .number(let text): self = .number(text)
    case .bool(let flag): self = .bool(flag)
    case .null: self = .null
    case .array(let elements): self = .array(elements.map(PathValue.init))
    case .object(let members):
      var object: [String: PathValue] = [:]
      for member in members { object[member.key] = PathValue(member.value) }
      self = .object(object)
    }
  }
}
