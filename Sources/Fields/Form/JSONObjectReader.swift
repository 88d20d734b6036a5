/// Reads the members of one JSON object by key, type-checked, and insists at the end that no
/// other key was given: an unknown key is an error that suggests the nearest known one.
struct JSONObjectReader {
  let members: [JSONValue.Member]
  let position: JSONValue.Position
  let file: String
  /// What the object is, for messages: "the form", "the field 'age'".
  let context: String
  private var known: [String] = []

  init(_ value: JSONValue, file: String, context: String) throws(FormSpecError) {
    guard case .object(let members) = value.kind else {
      throw FormSpecError(
        file: file, at: value.position, "Expected \(context) as an object, found \(value.kindName)."
      )
    }
    self.members = members
    self.position = value.position
    self.file = file
    self.context = context
  }

  func error(at position: JSONValue.Position, _ message: String) -> FormSpecError {
    FormSpecError(file: file, at: position, message)
  }

  /// The member for `key`, noting the key as known.
  mutating func member(_ key: String) -> JSONValue.Member? {
    known.append(key)
    return members.first { $0.key == key }
  }

  mutating func value(_ key: String) -> JSONValue? { member(key)?.value }

  func mismatch(_ key: String, _ value: JSONValue, _ expected: String) -> FormSpecError {
    error(
      at: value.position,
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
        at: value.position,
        "Unknown \(key) \(quoted(text)) in \(context); expected one of \(allowed).")
    }
    return choice
  }

  /// Throws for the first key that was not read, suggesting the nearest known key.
  func finish() throws(FormSpecError) {
    for member in members where !known.contains(member.key) {
      var message = "Unknown key \(quoted(member.key)) in \(context)."
      let limit = max(2, member.key.count / 3)
      if let nearest = Self.nearest(to: member.key, in: known, within: limit) {
        message += " Did you mean \(quoted(nearest))?"
      } else {
        message += " Known keys: " + known.joined(separator: ", ") + "."
      }
      throw error(at: member.keyPosition, message)
    }
  }

  /// The first of `candidates` nearest to `key`, ignoring case, if it is at most `limit`
  /// edits away.
  ///
  /// Each candidate costs time linear in the lengths, not their product: candidates whose
  /// length alone is too far are skipped, and the distance is computed only within `limit`
  /// of the diagonal. (A name of a megabyte compared whole with another took minutes.)
  static func nearest(
    to key: String, in candidates: some Sequence<String>, within limit: Int
  ) -> String? {
    let target = Array(key.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      // Only a nearer candidate than the best so far counts, so the first of equals is kept.
      let bound = best.map { $0.distance - 1 } ?? limit
      guard bound >= 0, abs(candidate.count - target.count) <= bound,
        let distance = distance(Array(candidate.lowercased()), target, atMost: bound)
      else { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// The Levenshtein distance between two texts in characters, or `nil` when it is more than
  /// `limit`; only cells within `limit` of the diagonal are computed.
  static func distance(_ left: [Character], _ right: [Character], atMost limit: Int) -> Int? {
    guard abs(left.count - right.count) <= limit else { return nil }
    let beyond = limit + 1
    var previous = [Int](repeating: beyond, count: right.count + 1)
    var current = previous
    for column in 0...min(right.count, limit) { previous[column] = column }
    for row in left.indices.map({ $0 + 1 }) {
      let low = max(0, row - limit)
      let high = min(right.count, row + limit)
      guard low <= high else { return nil }
      if low == 0 { current[0] = row } else { current[low - 1] = beyond }
      if max(1, low) <= high {
        for column in max(1, low)...high {
          let substitution = previous[column - 1] + (left[row - 1] == right[column - 1] ? 0 : 1)
          current[column] = min(previous[column] + 1, current[column - 1] + 1, substitution, beyond)
        }
      }
      // The next row reads one cell past this band: outside it, the distance is too far.
      if high < right.count { current[high + 1] = beyond }
      swap(&previous, &current)
    }
    return previous[right.count] <= limit ? previous[right.count] : nil
  }
}
