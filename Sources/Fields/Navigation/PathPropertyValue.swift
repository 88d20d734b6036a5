/// The value of one path-configuration property, as JSON spells it.
///
/// ```swift
/// let properties: [String: PathPropertyValue] = [
///   "historical_location": true, "query_string_presentation": "replace",
/// ]
/// ```
///
/// A visit proposal carries the properties its rules merged, so that a route override can read
/// custom ones (`"controller": "new_session"`) and the navigator can read the few it acts on.
public enum PathPropertyValue: Sendable, Hashable {
  /// A string.
  case string(String)
  /// A number as written, so that `0.1` stays exactly `0.1`.
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([PathPropertyValue])
  /// An object.
  case object([String: PathPropertyValue])
}

extension PathPropertyValue: ExpressibleByStringLiteral {
  /// Makes a string value.
  ///
  /// - Parameter value: The string.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension PathPropertyValue: ExpressibleByBooleanLiteral {
  /// Makes `true` or `false`.
  ///
  /// - Parameter value: The Boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension PathPropertyValue {
  /// The value as a message shows it: a string as it is, anything else as JSON would spell it.
  var text: String {
    switch self {
    case .string(let text): return text
    case .number(let text): return text
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      return "{"
        + members.keys.sorted().map { "\($0):\(members[$0]?.text ?? "")" }
        .joined(separator: ",") + "}"
    }
  }
}
