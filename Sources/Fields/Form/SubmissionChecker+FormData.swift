// MARK: - API

extension SubmissionChecker {
  /// Checks one submission in any encoding: JSON, urlencoded or multipart (see ``Submission``
  /// for how a form body's entries are read).
  ///
  /// ```swift
  /// let submission = try Submission(body: body, contentType: request.contentType)
  /// switch checker.check(submission) {
  /// case .valid(let values): print(values)  // {"email":"jo@example.com","terms":true,...}
  /// case .invalid(let problems): print(problems.map(\.message))
  /// }
  /// ```
  ///
  /// Safe to call from several threads at once, as ``check(_:)-(String)`` is.
  ///
  /// - Parameter submission: The submission.
  /// - Returns: The typed values when every field is valid, else every problem.
  public func check(_ submission: Submission) -> SubmissionResult {
    switch submission.body {
    case .json(let json):
      return check(json)
    case .form(let entries):
      var workspace = memory.take()
      var members = workspace.takeMembers(ruleCount: rules.count)
      defer {
        workspace.members = members
        memory.putBack(workspace)
      }
      read(entries, into: &members)
      return result(of: members, in: &workspace)
    }
  }

  /// Checks one application/x-www-form-urlencoded body and appends what
  /// ``SubmissionResult/json`` would be to `output`: the path of
  /// `fieldcli check --stdin --body urlencoded`.
  ///
  /// - Parameters:
  ///   - urlencoded: The body's bytes.
  ///   - output: Where the values' or the problems' JSON object is appended.
  /// - Returns: Whether every field is valid.
  package func check(
    urlencoded: UnsafeRawBufferPointer, appendingJSONTo output: inout [UInt8]
  ) -> Bool {
    var notCollected: [SubmissionProblem]?
    var workspace = memory.take()
    var members = workspace.takeMembers(ruleCount: rules.count)
    defer {
      workspace.members = members
      memory.putBack(workspace)
    }
    read(URLEncoded.parse(urlencoded), into: &members)
    return check(members, appendingJSONTo: &output, collecting: &notCollected, in: &workspace)
  }

  // MARK: - Internals

  /// Reads a form body's entries into `members`, which come with no value for any rule and no
  /// unknown name, as HTML's form submission writes them: repeated names for a multiple
  /// choice, no entry for an unticked checkbox, the first entry of any other repeated name.
  func read(_ entries: [FormEntry], into members: inout SubmittedMembers) {
    members.fromForm = true
    // A form body has no JSON positions: its values all stand at the start.
    let start = 0
    var selections: [Int: [JSONValue]] = [:]
    var unknownNames: Set<String> = []
    for entry in entries {
      guard let index = indices[entry.name] else {
        if unknownNames.insert(entry.name).inserted { members.unknown.append(entry.name) }
        continue
      }
      let value = JSONValue(kind: .string(entry.value), offset: start)
      if rules[index].selectionRules != nil {
        selections[index, default: []].append(value)
      } else if members.submitted[index] == nil {
        members.submitted[index] = value
      }
    }
    for (index, values) in selections {
      members.submitted[index] = JSONValue(kind: .array(values), offset: start)
    }
    // A checkbox that is not ticked sends nothing: it is off.
    for index in rules.indices
    where rules[index].spec.kind == .boolean && members.submitted[index] == nil {
      members.submitted[index] = JSONValue(kind: .bool(false), offset: start)
    }
  }
}

extension SubmissionChecker.Rule {
  /// The verdict on a checkbox that sent a value other than its own: the body did not come
  /// from the form, so the value is `badInput`, with a message naming both values.
  func checkboxMismatch(_ found: String) -> Verdict {
    let result = ValidationResult(
      value: found, state: ValidityState(flag: .badInput), normalized: nil,
      reason: "not the checkbox's value")
    return .invalid(
      result,
      message: OwnMessage(
        key: "submission.checkboxValue",
        arguments: ["value": .text(quoted(checkboxValue)), "found": .text(quoted(found))]))
  }
}
