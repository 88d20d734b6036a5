/// Checks whole submitted forms against their spec: what a server receives from a browser form,
/// judged by the rules the app's fields use.
///
/// ```swift
/// let checker = try SubmissionChecker(spec: FormSpec(contentsOf: "Examples/signup.json"))
/// checker.check(#"{"email": "jo@example.com", "age": "42", "country": "France"}"#)
/// // .valid(valuesJSON: #"{"email":"jo@example.com","website":null,"age":42,...}"#)
/// checker.check(#"{"email": "jo@", "age": 12}"#)
/// // .invalid([email: typeMismatch, age: rangeUnderflow]), messages in German
/// ```
///
/// A submission is one JSON object of values by field name. Its values are machine values,
/// what a browser submits: numbers as HTML's valid floating-point numbers (a JSON number, or a
/// string holding one), dates and times in HTML's ISO forms, text as JSON strings. `null`, an
/// empty string and a missing field all mean no value: `valueMissing` for a required field,
/// `null` among the values otherwise. A choice takes one of its option titles; a dependent
/// choice one of the titles for the value submitted for the field it depends on; a multiple
/// choice an array of its titles, each at most once, within its `min` and `max` (its value
/// lists them in option order, `[]` for none); a boolean `true` or `false`. Every field
/// that is not valid is reported, each with all its states and the message of the first; so are
/// names the form has no field for and values of the wrong JSON type. A disabled field is
/// `null` among the values and never a problem: a browser neither validates nor submits it,
/// so a value sent for one is ignored. A readonly field is never a problem either, but its
/// value is kept: normalized when its constraints hold, else as it was sent (a JSON string).
/// Values never depend on the messages'
/// locale: only the spec decides how they are read (a phone field without a region takes the
/// country of the spec's locale).
///
/// ## Cost and thread safety
/// The validators are made once, in `init`; a check costs time linear in the submission's
/// length and the number of fields. The pattern matches of one submission share one match's
/// work limit (about 0.15 s), so that a costly pattern costs a submission that once; a field
/// past it is `patternMismatch` with the message that the pattern is too costly, and a costly
/// verdict is reused for a value seen again, with the same answer. The checker keeps the problems it made with their messages
/// (at most 16 a field, each found again by what caused it) and the storage it reads into,
/// behind a lock that each check takes twice, so ``check(_:)-(String)`` is not `mutating`: a `let`
/// checker works, and the checker is `Sendable` and safe to call from any number of threads at
/// once, with the same answers as one at a time. Copies share that memory and the validators.
/// Checks running at the same time on one checker do not wait for each other, but all but one
/// make their problems anew; a thread that checks many submissions is fastest with a checker
/// of its own (`fieldcli check --stdin` makes one per worker).
public struct SubmissionChecker: Sendable {
  /// The spec submissions are checked against.
  public let spec: FormSpec
  /// The messages' catalog.
  public let catalog: MessageCatalog
  let rules: [Rule]
  /// Each field's place in ``rules`` by name.
  let indices: [String: Int]
  /// The same as UTF-8, for finding a submission's keys by their bytes.
  let names: FieldNames
  /// Whether a dependent choice follows the field at each place of ``rules``.
  private let isParent: [Bool]
  /// The spec's hidden names, which a submission may carry with any value.
  private let hiddenNames: Set<String>
  /// The problems made so far and the storage reused from one submission to the next.
  let memory: Memory

  /// The most problems kept for each field; a field whose messages show the value (a length)
  /// may make any number of them, and those past the limit are made anew each time.
  static let keptProblemLimit = 16

  /// Makes a checker for a spec.
  ///
  /// - Parameters:
  ///   - spec: The form spec.
  ///   - locale: The locale of the messages; by default the spec's, else English. It does not
  ///     change how values are read. When given, the limits messages name are written in its
  ///     notation, as `fieldcli validate --locale` writes them (`Gib 1.000 oder weniger ein.`);
  ///     by default as the spec writes them. For a request's `Accept-Language`, pass
  ///     ``AcceptLanguage/messageLocale(formLocale:)``.
  /// - Throws: ``FormattingError`` for an unknown locale, ``ValidationError`` for a field whose
  ///   options cannot be used (a spec built in code; a decoded spec has been checked).
  public init(spec: FormSpec, locale: String? = nil) throws {
    self.spec = spec
    catalog = try MessageCatalog(locale: locale ?? spec.locale ?? "en")
    var rules: [Rule] = []
    rules.reserveCapacity(spec.fields.count)
    var indices: [String: Int] = [:]
    indices.reserveCapacity(spec.fields.count)
    for field in spec.fields {
      let rule = try Rule(
        spec: field, formLocale: spec.locale,
        messageLocale: locale == nil ? nil : catalog.locale.identifier
      ) { indices[$0] }
      // A spec built in code may repeat a name; the first field of a name is the one found.
      if indices[field.name] == nil { indices[field.name] = rules.count }
      rules.append(rule)
    }
    self.rules = rules
    self.indices = indices
    names = FieldNames(indices)
    hiddenNames = Set(spec.hidden.map(\.name))
    var isParent = [Bool](repeating: false, count: rules.count)
    for rule in rules { if let parent = rule.parent { isParent[parent] = true } }
    self.isParent = isParent
    memory = Memory(ruleCount: rules.count)
  }

  /// Checks one submission.
  ///
  /// Safe to call from several threads at once (see "Cost and thread safety" above).
  ///
  /// - Parameter json: One JSON object of values by field name.
  /// - Returns: The typed values when every field is valid, else every problem.
  public func check(_ json: String) -> SubmissionResult {
    var workspace = memory.take()
    var members = workspace.takeMembers(ruleCount: rules.count)
    defer {
      workspace.members = members
      memory.putBack(workspace)
    }
    var text = json
    if let problem = text.withUTF8({ read($0, into: &members) }) { return .invalid([problem]) }
    return result(of: members, in: &workspace)
  }

  /// Checks one submission given as UTF-8 that is known to be valid, such as a line that was
  /// checked before, and appends what ``SubmissionResult/json`` would be to `output`, without
  /// making the result: the path of `fieldcli check --stdin`.
  ///
  /// - Parameters:
  ///   - utf8: One JSON object of values by field name, as valid UTF-8.
  ///   - output: Where the values' or the problems' JSON object is appended.
  /// - Returns: Whether every field is valid.
  package func check(
    validUTF8 utf8: UnsafeRawBufferPointer, appendingJSONTo output: inout [UInt8]
  ) -> Bool {
    let bytes = utf8.assumingMemoryBound(to: UInt8.self)
    // The CLI writes the JSON and needs no problems.
    var notCollected: [SubmissionProblem]?
    var workspace = memory.take()
    var members = workspace.takeMembers(ruleCount: rules.count)
    defer {
      workspace.members = members
      memory.putBack(workspace)
    }
    if let problem = read(bytes, into: &members) {
      output.append(UInt8(ascii: "{"))
      output.append(contentsOf: problem.jsonMember.utf8)
      output.append(UInt8(ascii: "}"))
      return false
    }
    return check(members, appendingJSONTo: &output, collecting: &notCollected, in: &workspace)
  }

  /// The result of a submission's members, made from the JSON that the CLI's path writes, so
  /// that both paths answer alike.
  func result(of members: SubmittedMembers, in workspace: inout Workspace)
    -> SubmissionResult
  {
    var output: [UInt8] = []
    var collected: [SubmissionProblem]? = []
    if check(members, appendingJSONTo: &output, collecting: &collected, in: &workspace) {
      return .valid(valuesJSON: String(decoding: output, as: UTF8.self))
    }
    return .invalid(collected ?? [])
  }

  /// Checks the members of a submission and appends the values' JSON object, or the problems'
  /// when a field is not valid, to `output`.
  ///
  /// - Parameters:
  ///   - members: What the submission gave each field.
  ///   - output: Where the JSON object is appended.
  ///   - collected: Where the problems are collected too, unless it is `nil`.
  ///   - workspace: The problems made so far and storage to reuse.
  /// - Returns: Whether every field is valid.
  func check(
    _ members: SubmittedMembers, appendingJSONTo output: inout [UInt8],
    collecting collected: inout [SubmissionProblem]?, in workspace: inout Workspace
  ) -> Bool {
    let start = output.count
    output.append(UInt8(ascii: "{"))
    var problemCount = 0
    // The title each choice field was given, for the choices that depend on it.
    var titles = workspace.titles
    workspace.titles = []
    defer { workspace.titles = titles }
    if titles.count != rules.count { titles = [String?](repeating: nil, count: rules.count) }
    // The fields' patterns share one limit, so that costly ones cost a submission it once.
    var budget = PatternBudget()
    // The first problem replaces the values written so far; each one after it follows a comma.
    func add(_ problem: SubmissionProblem) {
      if problemCount == 0 {
        output.removeSubrange((start + 1)...)
      } else {
        output.append(UInt8(ascii: ","))
      }
      problemCount += 1
      output.append(contentsOf: problem.jsonMember.utf8)
      collected?.append(problem)
    }
    for index in rules.indices {
      let rule = rules[index]
      let parentTitle = rule.parent.flatMap { titles[$0] }
      let cause: ProblemCause
      switch rule.check(
        members.submitted[index], parentTitle: parentTitle, fromForm: members.fromForm,
        budget: &budget)
      {
      case .valid(let value, let title):
        if isParent[index] { titles[index] = title }
        // Once a field is not valid, only problems are written.
        guard problemCount == 0 else { continue }
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output.append(contentsOf: rule.keyBytes)
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .json(let json): output.append(contentsOf: json.utf8)
        case .text(let text): JSONText.append(text, to: &output)
        }
        continue
      case .invalid(let result, let own):
        cause = .invalid(result.state, result.arguments, own)
      case .wrongType(let expected, let found):
        cause = .wrongType(expected: expected, found: found)
      }
      if isParent[index] { titles[index] = nil }
      add(knownProblem(index, cause, in: &workspace.problems))
    }
    for name in members.unknown where !hiddenNames.contains(name) {
      let made = message(
        "submission.unknownField", ["name": .text(quoted(name))], fallback: [.unknownField])
      add(
        SubmissionProblem(
          field: name, states: [.unknownField], message: made.text,
          fieldKey: JSONText.string(name) + ":", messageJSON: made.json))
    }
    output.append(UInt8(ascii: "}"))
    return problemCount == 0
  }

  /// The problem of the rule at `index` for a cause: the one made before for an equal cause
  /// when there is one, so that most problems cost a few comparisons.
  private func knownProblem(
    _ index: Int, _ cause: ProblemCause, in problems: inout [[KnownProblem]]
  ) -> SubmissionProblem {
    for known in problems[index] where known.cause == cause { return known.problem }
    let made = makeProblem(rules[index], cause)
    if problems[index].count < Self.keptProblemLimit {
      problems[index].append(KnownProblem(cause: cause, problem: made))
    }
    return made
  }

  /// Makes the problem of a rule for a cause; the message depends on nothing else.
  private func makeProblem(_ rule: Rule, _ cause: ProblemCause) -> SubmissionProblem {
    switch cause {
    case .invalid(let state, let arguments, let own):
      let states = state.orderedFlags.map { SubmissionProblem.State($0) }
      // The catalog's key reads only the state and the arguments of a result.
      let result = ValidationResult(
        value: "", state: state, normalized: nil, reason: nil, arguments: arguments)
      let (key, arguments) =
        own.map { ($0.key, $0.arguments) }
        ?? MessageCatalog.messageKey(for: result, kind: rule.spec.kind)
        ?? ("validity.typeMismatch", ["kind": .text(rule.spec.kind.rawValue)])
      return problem(rule, states, message(key, arguments, fallback: states))
    case .wrongType(let expected, let found):
      return problem(
        rule, [.typeMismatch],
        message(
          "submission.wrongType", ["expected": .text(expected), "found": .text(found)],
          fallback: [.typeMismatch]))
    }
  }

  // MARK: - Internals

  /// What a problem was made from: equal causes make equal problems.
  enum ProblemCause: Equatable {
    case invalid(ValidityState, [String: MessageArgument], Rule.OwnMessage?)
    case wrongType(expected: String, found: String)
  }

  /// A problem a rule made, and its cause.
  struct KnownProblem: Sendable {
    var cause: ProblemCause
    var problem: SubmissionProblem
  }

  /// A message and its JSON string.
  struct Message {
    var text: String
    var json: String
  }

  /// The message for a key; the problems that keep it are what spares making it again.
  private func message(
    _ key: String, _ arguments: [String: MessageArgument], fallback: [SubmissionProblem.State]
  ) -> Message {
    // Every catalog pattern is compiled by a test; should one fail, the states still say what
    // is wrong.
    let text =
      (try? catalog.message(key, arguments))
      ?? fallback.map(\.rawValue).joined(separator: ",")
    return Message(text: text, json: JSONText.string(text))
  }

  /// A problem of a field of the form.
  private func problem(
    _ rule: Rule, _ states: [SubmissionProblem.State], _ message: Message
  ) -> SubmissionProblem {
    SubmissionProblem(
      field: rule.spec.name, states: states, message: message.text, fieldKey: rule.key,
      messageJSON: message.json)
  }

  /// The problem of a submission that is no JSON object; the parser's messages are English.
  static func badInput(line: Int, column: Int, _ message: String) -> SubmissionProblem {
    SubmissionProblem(
      field: "", states: [.badInput], message: "line \(line), column \(column): \(message)")
  }
}
