/// Reads the members of one JSON object by key, type-checked, and insists at the end that no
/// other key was given: an unknown key is an error that suggests the nearest known one.
struct JSONObjectReader {
  let members: [JSONValue.Member]
  /// The text the object is in, for the places of errors.
  let source: JSONSource
  /// What the object is, for messages: "the form", "the field 'age'".
  let context: String
  private var known: [String] = []

  init(_ value: JSONValue, source: JSONSource, context: String) throws(FormSpecError) {
    guard case .object(let members) = value.kind else {
      throw FormSpecError(
        in: source, at: value.offset, "Expected \(context) as an object, found \(value.kindName).")
    }
    self.members = members
    self.source = source
    self.context = context
  }

  /// An error at a value's or key's byte offset.
  func error(at offset: Int, _ message: String) -> FormSpecError {
    FormSpecError(in: source, at: offset, message)
  }

  /// The member for `key`, noting the key as known.
  mutating func member(_ key: String) -> JSONValue.Member? {
    known.append(key)
    return members.first { $0.key == key }
  }

  mutating func value(_ key: String) -> JSONValue? { member(key)?.value }

  func mismatch(_ key: String, _ value: JSONValue, _ expected: String) -> FormSpecError {
    error(
      at: value.offset,
      "Expected \(expected) for \(quoted(key)) in \(context), found \(value.kindName).")
  }

  mutating func string(_ key: String) throws(FormSpecError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value.kind else { throw mismatch(key, value, "a string") }
    return text
  }

  mutating func bool(_ key: String) throws(FormSpecError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value.kind else { throw mismatch(key, value, "true or false") }
    return flag
  }

  mutating func integer(_ key: String) throws(FormSpecError) -> Int? {
    guard let value = value(key) else { return nil }
    guard case .number(let text) = value.kind, let number = Int(text) else {
      throw mismatch(key, value, "a whole number")
    }
    return number
  }

  /// A number or a string, as text: `min`, `max` and `step` take either.
  mutating func numberOrString(_ key: String) throws(FormSpecError) -> String? {
    guard let value = value(key) else { return nil }
    switch value.kind {
    case .number(let text), .string(let text): return text
    default: throw mismatch(key, value, "a number or a string")
    }
  }

  mutating func strings(_ key: String) throws(FormSpecError) -> [String]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value.kind else {
      throw mismatch(key, value, "an array of strings")
    }
    var texts: [String] = []
    for element in elements {
      guard case .string(let text) = element.kind else {
        throw mismatch(key, element, "strings only in the array")
      }
      texts.append(text)
    }
    return texts
  }

  /// A string that must be one of an enumeration's raw values.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ key: String, of: Choice.Type
  ) throws(FormSpecError) -> Choice? where Choice.RawValue == String {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value.kind else { throw mismatch(key, value, "a string") }
    guard let choice = Choice(rawValue: text) else {
      let allowed = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw error(
        at: value.offset,
        "Unknown \(key) \(quoted(text)) in \(context); expected one of \(allowed).")
    }
    return choice
  }

  /// Throws for the first key that was not read, suggesting the nearest known key.
  func finish() throws(FormSpecError) {
    for member in members where !known.contains(member.key) {
      var message = "Unknown key \(quoted(member.key)) in \(context)."
      let limit = max(2, member.key.count / 3)
      if let nearest = Suggestion.nearest(to: member.key, in: known, within: limit) {
        message += " Did you mean \(quoted(nearest))?"
      } else {
        message += " Known keys: " + known.joined(separator: ", ") + "."
      }
      throw error(at: member.keyOffset, message)
    }
  }
}
