// MARK: - JSON text

extension PathPropertyValue {
  /// The value as compact JSON text, an object's keys sorted by their Unicode scalars, so the
  /// same value always reads the same.
  ///
  /// ```swift
  /// PathPropertyValue.object(["b": true, "a": .number("1.50")]).jsonText  // {"a":1.50,"b":true}
  /// ```
  ///
  /// A number keeps the text it was written with.
  public var jsonText: String {
    var text = ""
    write(to: &text)
    return text
  }

  func write(to text: inout String) {
    switch self {
    case .string(let string): text += JSONText.string(string)
    case .number(let number): text += number
    case .bool(let flag): text += flag ? "true" : "false"
    case .null: text += "null"
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.write(to: &text)
      }
      text += "]"
    case .object(let members):
      Self.write(members, to: &text)
    }
  }

  /// Writes an object with its keys in Unicode scalar order.
  static func write(_ members: [String: PathPropertyValue], to text: inout String) {
    text += "{"
    let keys = members.keys.sorted {
      $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
    }
    for (index, key) in keys.enumerated() {
      if index > 0 { text += "," }
      text += JSONText.string(key) + ":"
      members[key]?.write(to: &text)
    }
    text += "}"
  }
}
