/// Checks whole submitted forms against their spec: what a server receives from a browser form,
/// judged by the rules the app's fields use.
///
/// ```swift
/// var checker = try SubmissionChecker(spec: FormSpec(contentsOf: "Examples/signup.json"))
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
/// names the form has no field for, values of the wrong JSON type, and values submitted for a
/// disabled field (browsers do not submit those). Values never depend on the messages'
/// locale: only the spec decides how they are read (a phone field without a region takes the
/// country of the spec's locale).
///
/// ## Cost and thread safety
/// The validators are made once, in `init`; a check costs time linear in the submission's
/// length and the number of fields. The checker is a `Sendable` value that keeps the messages
/// it made, so ``check(_:)`` is `mutating`: give each thread its own copy.
public struct SubmissionChecker: Sendable {
  /// The spec submissions are checked against.
  public let spec: FormSpec
  /// The messages' catalog.
  public let catalog: MessageCatalog
  let rules: [Rule]
  /// Each field's place in ``rules`` by name.
  let indices: [String: Int]
  /// The same as UTF-8, for reading flat submissions.
  let names: [Name]
  /// The messages made so far, with their JSON: most invalid submissions share a handful.
  private var messages: [MessageKey: Message] = [:]

  /// The most messages kept, so that memory stays flat whatever the submissions hold.
  static let keptMessageLimit = 256

  /// Makes a checker for a spec.
  ///
  /// - Parameters:
  ///   - spec: The form spec.
  ///   - locale: The locale of the messages; by default the spec's, else English. It does not
  ///     change how values are read.
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
      let rule = try Rule(spec: field, formLocale: spec.locale) { indices[$0] }
      // A spec built in code may repeat a name; the first field of a name is the one found.
      if indices[field.name] == nil { indices[field.name] = rules.count }
      rules.append(rule)
    }
    self.rules = rules
    self.indices = indices
    names = indices.map { Name(bytes: Array($0.key.utf8), index: $0.value) }.sorted {
      $0.index < $1.index
    }
  }

  /// Checks one submission.
  ///
  /// - Parameter json: One JSON object of values by field name.
  /// - Returns: The typed values when every field is valid, else every problem.
  public mutating func check(_ json: String) -> SubmissionResult {
    check(json, readingFlat: true)
  }

  /// Checks one submission given as UTF-8 that is known to be valid, such as a line that was
  /// checked before: a flat submission is read from the bytes without making a `String`.
  ///
  /// - Parameter utf8: One JSON object of values by field name, as valid UTF-8.
  /// - Returns: The typed values when every field is valid, else every problem.
  package mutating func check(validUTF8 utf8: UnsafeRawBufferPointer) -> SubmissionResult {
    let bytes = utf8.assumingMemoryBound(to: UInt8.self)
    if let flat = readFlat(bytes) { return check(flat) }
    return check(String(decoding: bytes, as: UTF8.self), readingFlat: false)
  }

  /// Checks one submission; without `readingFlat`, every submission goes through the full
  /// JSON parser, for tests that compare the two readings.
  mutating func check(_ json: String, readingFlat: Bool) -> SubmissionResult {
    var text = json
    if readingFlat, let flat = text.withUTF8({ readFlat($0) }) { return check(flat) }
    switch read(json) {
    case .members(let members): return check(members)
    case .problem(let problem): return .invalid([problem])
    }
  }

  /// Checks the members of a submission.
  private mutating func check(_ members: SubmittedMembers) -> SubmissionResult {
    let submitted = members.submitted
    let unknown = members.unknown
    // The title each choice field was given, for the choices that depend on it.
    var titles = [String?](repeating: nil, count: rules.count)
    var values: [String] = []
    values.reserveCapacity(rules.count)
    var problems: [SubmissionProblem] = []
    for (index, rule) in rules.enumerated() {
      let parentTitle = rule.parent.flatMap { titles[$0] }
      switch rule.check(submitted[index], parentTitle: parentTitle) {
      case .valid(let json, let title):
        values.append(json)
        titles[index] = title
      case .invalid(let result, let own):
        let states = ValidityState.Flag.allCases.filter(result.state.contains).map {
          SubmissionProblem.State($0)
        }
        let (key, arguments) =
          own ?? MessageCatalog.messageKey(for: result, kind: rule.spec.kind)
          ?? ("validity.typeMismatch", ["kind": .text(rule.spec.kind.rawValue)])
        problems.append(
          problem(rule, states, message(key, arguments, fallback: states)))
      case .wrongType(let expected, let found):
        problems.append(
          problem(
            rule, [.typeMismatch],
            message(
              "submission.wrongType", ["expected": .text(expected), "found": .text(found)],
              fallback: [.typeMismatch])))
      case .disabled:
        problems.append(
          problem(
            rule, [.disabledField],
            message(
              "submission.disabledField", ["name": .text(quoted(rule.spec.name))],
              fallback: [.disabledField], keep: false)))
      }
    }
    for name in unknown {
      let made = message(
        "submission.unknownField", ["name": .text(quoted(name))], fallback: [.unknownField],
        keep: false)
      problems.append(
        SubmissionProblem(
          field: name, states: [.unknownField], message: made.text,
          fieldKey: JSONText.string(name) + ":", messageJSON: made.json))
    }
    guard problems.isEmpty else { return .invalid(problems) }
    var object = "{"
    for (index, rule) in rules.enumerated() {
      if index > 0 { object += "," }
      object += rule.key
      object += values[index]
    }
    return .valid(valuesJSON: object + "}")
  }

  // MARK: - Internals

  /// A field's name as UTF-8 and its place in ``rules``.
  struct Name: Sendable {
    var bytes: [UInt8]
    var index: Int
  }

  /// What reading a submission gave.
  enum Reading {
    case members(SubmittedMembers)
    /// The text is no JSON object: the submission's one problem.
    case problem(SubmissionProblem)
  }

  /// Reads any submission with the full JSON parser.
  func read(_ json: String) -> Reading {
    let top: JSONValue
    do {
      top = try JSONValue.parse(json, file: "", unit: "submission")
    } catch {
      return .problem(Self.badInput(line: error.line, column: error.column, error.message))
    }
    guard case .object(let members) = top.kind else {
      return .problem(
        Self.badInput(
          line: top.position.line, column: top.position.column,
          "Expected the submission as an object of values by field name, found \(top.kindName).")
      )
    }
    var read = SubmittedMembers(
      submitted: [JSONValue?](repeating: nil, count: rules.count), unknown: [])
    for member in members {
      if let index = indices[member.key] {
        read.submitted[index] = member.value
      } else {
        read.unknown.append(member.key)
      }
    }
    return .members(read)
  }

  /// What decides a message: its catalog key and arguments.
  struct MessageKey: Hashable {
    var key: String
    var arguments: [String: MessageArgument]
  }

  /// A message and its JSON string.
  struct Message {
    var text: String
    var json: String
  }

  /// The message for a key, from those made before when `keep` allows.
  private mutating func message(
    _ key: String, _ arguments: [String: MessageArgument], fallback: [SubmissionProblem.State],
    keep: Bool = true
  ) -> Message {
    let messageKey = MessageKey(key: key, arguments: arguments)
    if keep, let known = messages[messageKey] { return known }
    // Every catalog pattern is compiled by a test; should one fail, the states still say what
    // is wrong.
    let text =
      (try? catalog.message(key, arguments))
      ?? fallback.map(\.rawValue).joined(separator: ",")
    let made = Message(text: text, json: JSONText.string(text))
    if keep, messages.count < Self.keptMessageLimit { messages[messageKey] = made }
    return made
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
