// MARK: - Multiple choices

extension SubmissionChecker.Rule {
  /// Checks the titles submitted for a multiple choice: an array of option titles, each at most
  /// once, as many as the field's limits allow.
  ///
  /// The values list the titles in option order, as ``Form/valuesJSON()`` does; no title is
  /// `[]`, as a list with nothing ticked.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil` when the field was not submitted.
  ///   - rules: The field's selection rules.
  /// - Returns: The titles' JSON, or what is wrong with them.
  func checkSelection(_ value: JSONValue?, rules: SelectionRules) -> Verdict {
    var submitted: [String] = []
    switch value?.kind {
    case nil, .null?:
      break
    case .array(let elements)?:
      submitted.reserveCapacity(elements.count)
      for element in elements {
        guard case .string(let title) = element.kind else {
          return .wrongType(expected: expectedType, found: Self.typeName(element.kind))
        }
        submitted.append(title)
      }
    case let other?:
      return .wrongType(expected: expectedType, found: Self.typeName(other))
    }
    var ticked: Set<String> = []
    var unknown = false
    var repeated: String?
    for title in submitted {
      if options?.contains(title) != true {
        unknown = true
      } else if !ticked.insert(title).inserted, repeated == nil {
        repeated = title
      }
    }
    var result = rules.validate(titles.filter(ticked.contains))
    if unknown || repeated != nil { result = Self.notAnOption(result) }
    guard result.state.isValid else {
      // A title given twice has a message of its own, unless a title is no option at all.
      let message = repeated.flatMap { title in
        unknown
          ? nil
          : OwnMessage(
            key: "submission.repeatedOption", arguments: ["title": .text(quoted(title))])
      }
      return .invalid(result, message: message)
    }
    return .valid(.json(result.normalized ?? "[]"), title: nil)
  }
}
