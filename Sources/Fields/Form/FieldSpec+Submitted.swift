// MARK: - Submitted values

extension FieldSpec {
  /// The value a ticked checkbox of a boolean field submits: its `value`, else HTML's `on`.
  public var submittedCheckboxValue: String { checkboxValue ?? "on" }

  /// The value a submission gives for a choice field's option: the option's own value when
  /// the spec gives it one, else its title.
  ///
  /// A person picks an option by its title; a browser submits its `<option value>`, so a spec
  /// whose page is in several languages keeps one value (`pro`) for a title in each
  /// (`Pro`, `Profi`).
  ///
  /// - Parameter title: One of the field's option titles.
  /// - Returns: The value submitted for it.
  public func submittedValue(ofOption title: String) -> String {
    optionValues[title] ?? title
  }
}

// MARK: - Decoding

extension FieldSpec {
  /// Reads one option of `options`: a title, or an object `{"title": "Pro", "value": "pro"}`.
  static func option(
    _ element: JSONValue, reader: JSONObjectReader
  ) throws(FormSpecError) -> (title: String, value: String?) {
    switch element.kind {
    case .string(let title):
      return (title, nil)
    case .object:
      var option = try JSONObjectReader(element, source: reader.source, context: "an option")
      let title = try option.string("title")
      let value = try option.string("value")
      // An unknown key is named, with the nearest known one, before a missing one.
      try option.finish()
      guard let title else {
        throw reader.error(
          at: element.offset, "Expected a 'title' in the option object, such as \"Pro\".")
      }
      guard let value else {
        throw reader.error(
          at: element.offset,
          "Expected a 'value' in the option \(quoted(title)), or give the option as its title alone."
        )
      }
      guard !value.isEmpty else {
        throw reader.error(
          at: element.offset,
          "The option \(quoted(title)) has an empty 'value'; an empty value is no choice, so give a non-empty one."
        )
      }
      return (title, value)
    default:
      throw reader.error(
        at: element.offset,
        "Expected an option title as a string, or an object such as {\"title\": \"Pro\", \"value\": \"pro\"}, found \(element.kindName)."
      )
    }
  }

  /// Checks that no two options of one list submit the same value, and that a title has one
  /// value wherever it appears, then records the values of their own in `values`.
  ///
  /// A submission names an option by its value, so two options submitting `pro` could not be
  /// told apart.
  static func checkSubmittedValues(
    _ options: [(title: String, value: String?, offset: Int)],
    reader: JSONObjectReader, values: inout [String: String]
  ) throws(FormSpecError) {
    var submitted: [String: String] = [:]
    for option in options {
      let value = option.value ?? option.title
      if let other = submitted[value], other != option.title {
        throw reader.error(
          at: option.offset,
          "The options \(quoted(other)) and \(quoted(option.title)) both submit \(quoted(value)); give each option a value of its own."
        )
      }
      submitted[value] = option.title
      guard let own = option.value else { continue }
      if let earlier = values[option.title], earlier != own {
        throw reader.error(
          at: option.offset,
          "The option \(quoted(option.title)) has the values \(quoted(earlier)) and \(quoted(own)); give a title one value."
        )
      }
      values[option.title] = own
    }
  }

  /// Reads `value`, what a boolean field's ticked checkbox submits.
  func decodeCheckboxValue(reader: inout JSONObjectReader) throws(FormSpecError) -> String? {
    guard let member = reader.member("value") else { return nil }
    guard kind == .boolean else {
      throw reader.error(
        at: member.value.offset,
        "Only boolean fields take 'value' (what a ticked checkbox submits); \(quoted(name)) is a \(kind.rawValue) field."
      )
    }
    guard case .string(let value) = member.value.kind else {
      throw reader.mismatch("value", member.value, "a string")
    }
    guard !value.isEmpty else {
      throw reader.error(
        at: member.value.offset,
        "The 'value' of \(quoted(name)) is empty; an empty value is no answer, so give a non-empty one such as 'yes'."
      )
    }
    return value
  }
}
