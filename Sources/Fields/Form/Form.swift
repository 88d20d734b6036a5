import FoundationEssentials
import Synchronization

/// A form being filled: its fields, which one has focus, and where typed keys go.
///
/// ```swift
/// let form = try Form(spec: FormSpec(contentsOf: "Examples/signup.json"))
/// try form.focus("email")
/// try form.router.type("jo@example.com")
/// form.focusNext()                  // Return or Next: the next enabled field
/// form.valuesJSON()                 // {"email":"jo@example.com","website":null,...}
/// ```
///
/// Focus is UIKit's first responder: one field at a time; focusing a keyboard field routes
/// keys to it, focusing a date or choice field shows its picker. Next and Previous skip
/// disabled fields, and Return moves to the next field or, on the last, submits.
///
/// ## Thread safety
/// `Sendable`; its state is in observable properties and locks.
public final class Form: Sendable {
  /// The spec the form was made from.
  public let spec: FormSpec
  /// The locale the form is filled in.
  public let locale: String
  /// The messages of the form's language.
  public let catalog: MessageCatalog
  /// The fields, in order.
  public let fields: [Field]
  /// Where typed keys go.
  public let router = InputRouter()
  /// The name of the field with focus, or `nil`.
  public let focusedFieldName = ObservableProperty<String?>(nil)
  /// How many times the form was submitted (Return on its last field).
  public let submissions = ObservableProperty(0)
  /// Where pickers of fields without a default start, and what Today picks.
  public let now: Date
  /// What the focused field held when it got focus, for Cancel.
  let focusSnapshot = Mutex<Field.Snapshot?>(nil)
  /// The observation of Return in the focused field, the only one whose Return the form acts
  /// on: observing every field cost a few hundred bytes a field.
  private let returnObservation = Mutex<ObservationToken?>(nil)
  /// Each field's place in ``fields`` by its name: commands name fields, and a search of the
  /// fields for each would make a script over a large form cost fields × commands.
  private let indices: [String: Int]

  /// A fixed instant to pass as `now` where output must be the same on every run: the
  /// session, `fieldcli fill`, tests and goldens start their pickers here.
  public static let referenceDate = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01

  /// Makes a form.
  ///
  /// Pickers of fields without a default start at `now`, the current time unless given, as
  /// UIKit's date picker does; pass ``referenceDate`` or an instant of your own for output
  /// that is the same on every run.
  ///
  /// - Parameters:
  ///   - spec: The form spec.
  ///   - locale: The locale, instead of the spec's (else `en_US`).
  ///   - now: Where pickers of fields without a default start, and what Today picks.
  /// - Throws: ``FormattingError`` or ``ValidationError`` for a locale the form cannot use.
  public init(spec: FormSpec, locale: String? = nil, now: Date = Date()) throws {
    self.spec = spec
    self.locale = locale ?? spec.locale ?? "en_US"
    self.catalog = try MessageCatalog(locale: self.locale)
    self.now = now
    var fields: [Field] = []
    fields.reserveCapacity(spec.fields.count)
    var indices: [String: Int] = [:]
    indices.reserveCapacity(spec.fields.count)
    for fieldSpec in spec.fields {
      let parent = fieldSpec.dependsOn.flatMap { name in indices[name].map { fields[$0] } }
      // A spec built in code may repeat a name; the first field of a name is the one found.
      if indices[fieldSpec.name] == nil { indices[fieldSpec.name] = fields.count }
      fields.append(try Field(spec: fieldSpec, locale: self.locale, parent: parent, now: now))
    }
    self.fields = fields
    self.indices = indices
  }

  // MARK: - Fields

  /// The field with a name.
  ///
  /// - Throws: ``FormError/unknownField(_:suggestion:)``.
  public func field(named name: String) throws(FormError) -> Field {
    guard let field = indices[name].map({ fields[$0] }) else {
      let close = Suggestion.nearest(to: name, in: fields.lazy.map(\.name), within: 3)
      throw .unknownField(name, suggestion: close)
    }
    return field
  }

  /// The field with focus.
  public var focusedField: Field? {
    focusedFieldName.value.flatMap { name in indices[name].map { fields[$0] } }
  }

  // MARK: - Focus

  /// Makes a field first responder: its keyboard takes the keys, or its picker is shown.
  ///
  /// - Throws: ``FormError`` for an unknown or disabled field.
  public func focus(_ name: String) throws(FormError) {
    let field = try field(named: name)
    guard field.isEnabled.value else { throw .disabled(name) }
    becomeFirstResponder(field)
  }

  /// Takes focus from every field: the keyboard goes away.
  public func resignFocus() {
    router.focus(nil)
    focusedFieldName.value = nil
    focusSnapshot.withTSanVisibleLock { $0 = nil }
    _ = returnObservation.withTSanVisibleLock { observation in
      defer { observation = nil }
      return observation
    }
  }

  /// Moves focus to the next enabled field, as the Next button does.
  ///
  /// - Returns: Whether there was one; at the last, focus stays.
  @discardableResult
  public func focusNext() -> Bool { moveFocus(by: 1) }

  /// Moves focus to the previous enabled field, as the Previous button does.
  ///
  /// - Returns: Whether there was one.
  @discardableResult
  public func focusPrevious() -> Bool { moveFocus(by: -1) }

  /// Whether an enabled field comes after the focused one (Next is enabled).
  public var hasNext: Bool { neighbour(by: 1) != nil }

  /// Whether an enabled field comes before the focused one (Previous is enabled).
  public var hasPrevious: Bool { neighbour(by: -1) != nil }

  private func neighbour(by step: Int) -> Field? {
    guard let name = focusedFieldName.value, let index = indices[name] else { return nil }
    var position = index + step
    while fields.indices.contains(position) {
      if fields[position].isEnabled.value { return fields[position] }
      position += step
    }
    return nil
  }

  private func moveFocus(by step: Int) -> Bool {
    guard let next = neighbour(by: step) else { return false }
    becomeFirstResponder(next)
    return true
  }

  private func becomeFirstResponder(_ field: Field) {
    router.focus(field.input)
    if field.input == nil { field.showInputView() }
    focusSnapshot.withTSanVisibleLock { $0 = field.snapshot() }
    focusedFieldName.value = field.name
    let token = field.returnPresses.observe { [weak self, weak field] _ in
      if let field { self?.returnPressed(in: field) }
    }
    // The previous field's token is handed out and released after the lock, which ends its
    // observation.
    _ = returnObservation.withTSanVisibleLock { observation in
      defer { observation = token }
      return observation
    }
  }

  private func returnPressed(in field: Field) {
    guard focusedField === field else { return }
    if !focusNext() {
      resignFocus()
      submissions.update { $0 += 1 }
    }
  }

  // MARK: - Validity and values

  /// Whether every field is valid.
  public var isValid: Bool { fields.allSatisfy { $0.validation.state.isValid } }

  /// The form's values as one JSON object, typed: numbers as numbers, dates and times in
  /// HTML's forms, phones in E.164, a choice as its option's value (what a submission carries:
  /// the title, unless the option has a value of its own), a multiple choice as an array of
  /// them in option order, a boolean as `true` or `false`, empty fields as `null`, and a value
  /// that is not valid as the text typed.
  public func valuesJSON() -> String {
    let members = fields.map { field in
      JSONText.string(field.name) + ":" + field.jsonValue
    }
    return "{" + members.joined(separator: ",") + "}"
  }
}
