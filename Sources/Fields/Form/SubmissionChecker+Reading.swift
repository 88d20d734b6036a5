// MARK: - Reading submissions

extension SubmissionChecker {
  /// What a submission gave each field.
  struct SubmittedMembers: Sendable {
    /// The value given for each rule, by the rule's index; `nil` when the field was not given.
    var submitted: [JSONValue?]
    /// The names the form has no field for, in the submission's order.
    var unknown: [String]
    /// Whether the members came from a form body, where a boolean is a checkbox's value.
    var fromForm = false
  }

  /// Reads a submission's members into `members`, which come with no value for any rule and no
  /// unknown name; or returns the submission's one problem when it is no JSON object.
  ///
  /// The parser hands each member over as it reads it, so no object is built: a key is found
  /// among the field names by comparing bytes, and only a value is made.
  ///
  /// - Parameters:
  ///   - bytes: The submission's UTF-8, valid UTF-8.
  ///   - members: Where the members go; when a problem is returned, they hold anything.
  /// - Returns: `nil` when the submission was read, else its problem.
  func read(_ bytes: UnsafeBufferPointer<UInt8>, into members: inout SubmittedMembers)
    -> SubmissionProblem?
  {
    // The reader holds the only reference to the members' storage while it fills them, so
    // that storing a value copies no array.
    var reader = MemberReader(
      names: names, indices: indices, hashesNames: rules.count > Self.comparedUnknownLimit,
      members: members)
    members = SubmittedMembers(submitted: [], unknown: [])
    defer { members = reader.members }
    let top: JSONValue?
    do {
      top = try JSONValue.readObject(bytes, file: "", unit: "submission", into: &reader)
    } catch {
      return Self.badInput(line: error.line, column: error.column, error.message)
    }
    guard let top else { return nil }
    let position = JSONSource.position(of: top.offset, in: bytes)
    return Self.badInput(
      line: position.line, column: position.column,
      "Expected the submission as an object of values by field name, found \(top.kindName).")
  }

  /// The unknown names a submission's new one is compared with one by one; past them, hashed.
  static let comparedUnknownLimit = 16

  /// Puts a submission's members where the checker looks for them, as the parser reads them.
  private struct MemberReader: JSONMemberReader {
    let names: FieldNames
    let indices: [String: Int]
    /// Whether the form has too many fields to compare a key's bytes with each name.
    let hashesNames: Bool
    var members: SubmittedMembers
    /// Where the next key's name is looked for first: after the last one's.
    var nextName = 0
    /// The rule of the key read last, or `nil` for a name the form lacks.
    var index: Int?
    /// The unknown names, hashed once there are more than a few.
    var unknownNames: Set<String> = []

    mutating func key(_ key: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
      index = ruleIndex(of: key)
      if let index { return members.submitted[index] == nil }
      let name = String(decoding: key, as: UTF8.self)
      if members.unknown.count < SubmissionChecker.comparedUnknownLimit {
        guard !members.unknown.contains(name) else { return false }
      } else {
        if unknownNames.isEmpty { unknownNames = Set(members.unknown) }
        guard unknownNames.insert(name).inserted else { return false }
      }
      members.unknown.append(name)
      return true
    }

    mutating func value(_ value: JSONValue) {
      if let index { members.submitted[index] = value }
    }

    /// Finds the rule of the field a key's UTF-8 names, and moves ``nextName`` past its name.
    ///
    /// - Parameter key: The key's UTF-8.
    /// - Returns: The rule's index, or `nil` when the form has no field of that name.
    private mutating func ruleIndex(of key: UnsafeBufferPointer<UInt8>) -> Int? {
      // Comparing the bytes of a few names is cheaper than hashing the key; a large form's
      // names are found by hashing.
      if hashesNames {
        return indices[String(decoding: key, as: UTF8.self)]
      }
      guard let found = names.find(key, tryingFirst: nextName) else { return nil }
      nextName = found.position + 1
      return found.index
    }
  }
}
