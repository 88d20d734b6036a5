// MARK: - Reading

extension PathPropertyValue {
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

  /// The value of parsed JSON, without its positions.
  init(_ value: JSONValue) {
    switch value.kind {
    case .string(let text): self = .string(text)
    case .number(let text): self = .number(text)
    case .bool(let flag): self = .bool(flag)
    case .null: self = .null
    case .array(let elements): self = .array(elements.map(PathPropertyValue.init))
    case .object(let members):
      var object: [String: PathPropertyValue] = [:]
      for member in members { object[member.key] = PathPropertyValue(member.value) }
      self = .object(object)
    }
  }
}
