/// Fills a form one answer at a time, as `fieldcli fill` asks for them: the walk through the
/// fields, the toolbar's words, and the answers kept for a draft.
///
/// ```swift
/// let filler = FormFiller(form: form, draft: Draft(formDigest: digest, locale: form.locale))
/// filler.currentField?.name          // "email"
/// filler.respond(to: "jo@example.com")  // .accepted(email): save filler.draft now
/// filler.respond(to: ":prev")        // .moved: email is asked again
/// filler.respond(to: ":done")        // .refused("'age' (Alter) has no answer yet.")
/// ```
///
/// Fields are asked in order, skipping disabled and readonly ones; a readonly field is shown
/// instead, as the walk passes it (see ``takePassedReadOnlyFields()``). An accepted answer
/// moves to the next
/// field; past the last one the form is finished when every field is valid, and otherwise the
/// first field that is not is asked again. An answer that is not valid leaves the field as it
/// was and asks it again. Empty answers keep the field's default, or leave an optional field
/// empty (see ``Form/answer(_:to:)``); an empty answer that keeps an earlier answer (after
/// `:prev`) keeps it in the draft too. An answer that changes a choice's value empties the
/// choices that depend on it, and drops their answers from the draft, so they are asked again.
///
/// ## Toolbar words
/// The accessory toolbar's buttons, typed as a whole answer: `:prev` (Previous) asks the
/// previous field, `:next` (Next) skips to the next one, `:done` (Done) ends the form when
/// every field is valid and otherwise says which is not and stays. An answer that starts with
/// `::` is the rest of the line after one colon, so `::done` answers `:done`.
///
/// ## Thread safety
/// Not `Sendable`: one filler is driven by one loop.
public final class FormFiller {
  /// The form being filled.
  public let form: Form
  /// The answers accepted so far, to save after each ``Step/accepted(_:)``.
  public private(set) var draft: Draft
  /// The index in the form's fields of the field being asked, or `nil` when finished.
  public private(set) var position: Int?
  /// The names of the choices that depend on each field, by the field's name.
  private let dependents: [String: [String]]
  /// The readonly fields the walk passed going forward, not yet taken to be shown.
  private var passedReadOnly: [Field] = []

  /// What one line of input did.
  public enum Step: Equatable {
    /// The field took the answer, which is now in ``FormFiller/draft``.
    case accepted(Field)
    /// The answer is not valid for the field; it is asked again, with this message.
    case invalid(Field, message: String)
    /// A toolbar word moved to another field.
    case moved
    /// A toolbar word could not be followed; the field stays, with this message.
    case refused(message: String)
    /// Every field is valid and the walk is over: the values are ready.
    case finished

    public static func == (lhs: Step, rhs: Step) -> Bool {
      switch (lhs, rhs) {
      case (.accepted(let a), .accepted(let b)): return a === b
      case (.invalid(let a, let m), .invalid(let b, let n)): return a === b && m == n
      case (.moved, .moved), (.finished, .finished): return true
      case (.refused(let m), .refused(let n)): return m == n
      default: return false
      }
    }
  }

  /// The toolbar's words, as typed.
  public enum Command: String, CaseIterable, Sendable {
    case previous = ":prev"
    case next = ":next"
    case done = ":done"
    /// Empties the field, as the accessory bar's Clear button does (a required field is
    /// asked again with its message).
    case clear = ":clear"
  }

  /// Starts filling a form, applying a draft's answers first.
  ///
  /// Each answer of the draft is given to its field silently, in the draft's order; one that
  /// is no longer accepted (a field that is gone, a date past a new limit) is dropped, and its
  /// field is asked again. The walk starts at the first field without an answer.
  ///
  /// - Parameters:
  ///   - form: The form.
  ///   - draft: The answers so far; empty to start afresh.
  public init(form: Form, draft: Draft) {
    self.form = form
    var dependents: [String: [String]] = [:]
    for field in form.fields {
      if let parent = field.spec.dependsOn { dependents[parent, default: []].append(field.name) }
    }
    self.dependents = dependents
    var kept = Draft(formDigest: draft.formDigest, locale: draft.locale)
    for answer in draft.answers {
      guard let field = try? form.field(named: answer.field), Self.isAsked(field),
        Self.replay(answer.text, to: field, in: form) == .accepted
      else { continue }
      kept.record(answer.text, for: answer.field)
    }
    self.draft = kept
    position = nil
    if let first = firstUnansweredIndex {
      position = first
    } else if let invalid = firstInvalidIndex {
      position = invalid
    }
    pass(from: 0, to: position)
  }

  // MARK: - State

  /// The field being asked, or `nil` when the form is finished.
  public var currentField: Field? { position.map { form.fields[$0] } }

  /// Whether the walk is over with every field valid.
  public var isFinished: Bool { position == nil }

  /// Whether the values are ready: finished, or every enabled field answered and valid (the
  /// input may end on a field asked again after `:prev`).
  public var isComplete: Bool {
    isFinished || (firstUnansweredIndex == nil && firstInvalidIndex == nil)
  }

  /// The first enabled field without an accepted answer, or `nil`.
  public var firstUnansweredField: Field? { firstUnansweredIndex.map { form.fields[$0] } }

  /// The field that keeps the form from being complete: the first unanswered one, else the
  /// first that is not valid; `nil` when complete.
  public var missingField: Field? {
    guard !isComplete else { return nil }
    return (firstUnansweredIndex ?? firstInvalidIndex ?? position).map { form.fields[$0] }
  }

  // MARK: - Answering

  /// Takes one line of input: an answer to the current field or a toolbar word.
  ///
  /// - Parameter line: The line, without its line end.
  /// - Returns: What happened; after ``Step/accepted(_:)`` save ``draft``.
  public func respond(to line: String) -> Step {
    guard let position else { return .finished }
    if let command = Command(rawValue: line) { return perform(command) }
    let text = line.hasPrefix("::") ? String(line.dropFirst()) : line
    let field = form.fields[position]
    let before = field.text.value
    switch form.answer(text, to: field) {
    case .accepted:
      // An empty answer keeps what the field has; an earlier answer stays its answer. An
      // answer starting with a colon is kept escaped, as typed, so that a draft tells it from
      // `:clear`.
      if !text.trimmingSpaces().isEmpty || draft.answer(for: field.name) == nil {
        draft.record(text.hasPrefix(":") ? ":" + text : text, for: field.name)
      }
      if field.text.value != before { forgetDependents(of: field) }
      advance(after: position)
      return .accepted(field)
    case .invalid(_, let message):
      return .invalid(field, message: message)
    }
  }

  private func perform(_ command: Command) -> Step {
    guard let position else { return .finished }
    switch command {
    case .previous:
      guard let previous = enabledIndex(from: position - 1, by: -1) else {
        return .refused(message: message("fill.firstField"))
      }
      self.position = previous
      return .moved
    case .next:
      guard let next = enabledIndex(from: position + 1, by: 1) else {
        return .refused(message: message("fill.lastField"))
      }
      pass(from: position + 1, to: next)
      self.position = next
      return .moved
    case .clear:
      let field = form.fields[position]
      let before = field.text.value
      switch form.clearAnswer(of: field) {
      case .accepted:
        draft.record(Command.clear.rawValue, for: field.name)
        if field.text.value != before { forgetDependents(of: field) }
        advance(after: position)
        return .accepted(field)
      case .invalid(_, let message):
        return .invalid(field, message: message)
      }
    case .done:
      if let invalid = firstInvalidIndex {
        return .refused(message: problem(of: form.fields[invalid]))
      }
      pass(from: position + 1, to: nil)
      self.position = nil
      return .finished
    }
  }

  /// Moves past an answered field: to the next enabled field, or past the last one to the
  /// first field that is not valid, or to the end.
  private func advance(after index: Int) {
    let next = enabledIndex(from: index + 1, by: 1)
    pass(from: index + 1, to: next)
    position = next ?? firstInvalidIndex
  }

  /// Takes the readonly fields the walk passed going forward since the last call, in order,
  /// so that they are shown (with their values) where a person would see them.
  ///
  /// - Returns: The fields, each once per pass.
  public func takePassedReadOnlyFields() -> [Field] {
    defer { passedReadOnly = [] }
    return passedReadOnly
  }

  /// Whether the walk asks a field: enabled and not readonly.
  static func isAsked(_ field: Field) -> Bool { field.isEnabled.value && !field.spec.readOnly }

  /// Notes the readonly fields from `start` up to `end` (the end of the form for `nil`).
  private func pass(from start: Int, to end: Int?) {
    let end = end ?? form.fields.count
    guard start < end else { return }
    passedReadOnly += form.fields[start..<end].filter { $0.isEnabled.value && $0.spec.readOnly }
  }

  // MARK: - Internals

  /// Gives a draft's answer to its field again: `:clear` empties it, an answer escaped with
  /// `::` is the text after one colon, any other is the text.
  private static func replay(_ text: String, to field: Field, in form: Form) -> FieldAnswer {
    if text == Command.clear.rawValue { return form.clearAnswer(of: field) }
    return form.answer(text.hasPrefix("::") ? String(text.dropFirst()) : text, to: field)
  }

  /// Drops the answers of the choices that depend on a field whose value changed: the form
  /// emptied them (see ``Field``), and a resumed draft must not fill them again.
  private func forgetDependents(of field: Field) {
    guard let names = dependents[field.name],
      names.contains(where: { draft.answer(for: $0) != nil })
    else { return }
    let forgotten = Set(names)
    // The draft keeps its answers in the order first given, which a copy without the
    // forgotten ones keeps too; this costs time linear in the answers, once per change of a
    // parent whose dependents were answered.
    var kept = Draft(formDigest: draft.formDigest, locale: draft.locale)
    for answer in draft.answers where !forgotten.contains(answer.field) {
      kept.record(answer.text, for: answer.field)
    }
    draft = kept
  }

  private var firstUnansweredIndex: Int? {
    form.fields.indices.first { index in
      let field = form.fields[index]
      return Self.isAsked(field) && draft.answer(for: field.name) == nil
    }
  }

  private var firstInvalidIndex: Int? {
    form.fields.indices.first { index in
      let field = form.fields[index]
      return field.isEnabled.value && !field.validation.state.isValid
    }
  }

  private func enabledIndex(from start: Int, by step: Int) -> Int? {
    var index = start
    while form.fields.indices.contains(index) {
      if Self.isAsked(form.fields[index]) { return index }
      index += step
    }
    return nil
  }

  /// Why a field keeps the form from being done, in the form's language.
  func problem(of field: Field) -> String {
    if field.validation.value.isEmpty {
      return message("fill.unanswered", ["field": .text(Self.naming(field))])
    }
    return Self.naming(field) + ": " + (form.validityMessage(of: field) ?? "")
  }

  func message(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    // Every catalog pattern is compiled by a test; the key stands in if one ever fails.
    (try? form.catalog.message(key, arguments)) ?? key
  }

  /// A field as messages name it: `'age' (Alter)`, or `'age'` without a label.
  public static func naming(_ field: Field) -> String {
    let name = quoted(field.name)
    guard let label = field.spec.label, label != field.name else { return name }
    return name + " (" + QuotedText.escapingControls(label) + ")"
  }
}
