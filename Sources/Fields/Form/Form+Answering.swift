import FoundationEssentials

/// What became of a text answer given to a field: see ``Form/answer(_:to:)``.
///
/// ```swift
/// form.answer("13", to: try form.field(named: "age"))   // .accepted
/// form.answer("zwölf", to: age)
/// // .invalid(badInput, message: "Gib eine ganze Zahl ein.")
/// ```
public enum FieldAnswer: Sendable, Equatable {
  /// The field took the answer, and is valid.
  case accepted
  /// The answer is not valid for the field, which was left as it was: the broken constraints
  /// and the message in the form's language, as `show validity` prints it.
  case invalid(ValidityState, message: String)
}

// MARK: - Answering with text

extension Form {
  /// Sets a field from text a person typed at a prompt, in the form's locale: the same rules
  /// as typing into the field.
  ///
  /// - Text, e-mail, URL and phone fields take the text as typed.
  /// - Integer, decimal and number fields take a number as the locale writes it (`1.234,5` in
  ///   `de_DE`), or else in HTML's machine form (`1234.5`), which the field then shows in the
  ///   locale's form.
  /// - Date, time and datetime fields take the locale's short to full formats or HTML's ISO
  ///   forms (`2000-01-31`, `13:30`, `2000-01-31T13:30`); their picker moves to the date, so
  ///   ``valuesJSON()`` gives the ISO form.
  /// - Choice fields take an option's title, matched without regard to case, accents and
  ///   width (`munchen` is `München`), or its number from 1; a title that reads as a number
  ///   wins over the option of that number.
  /// - Multiple-choice fields take titles or numbers separated by commas (`1,3`,
  ///   `Käse, Oliven`), which become the whole selection; `、`, `，` and `،` separate too. An
  ///   option named twice (`1,1`, `Käse, käse`) is refused with the message a submission
  ///   that ticks a title twice gets, as `fieldcli check` refuses it.
  /// - Boolean fields take the language's yes and no (`ja`/`nein`, `oui`/`non`, `はい`/`いいえ`,
  ///   from the catalogs' `answer.yes` and `answer.no`), or `y`/`n`, `yes`/`no`,
  ///   `true`/`false`, `1`/`0`, in any case.
  ///
  /// An empty answer (or spaces only) keeps what the field has, its default or nothing; it is
  /// `valueMissing` when the field is required and has nothing. An answer that is not valid
  /// leaves the field as it was.
  ///
  /// Costs time linear in the answer's length and, for choices, in the options' lengths.
  ///
  /// - Parameters:
  ///   - text: The answer, one line.
  ///   - field: A field of this form.
  /// - Returns: ``FieldAnswer/accepted``, or the broken constraints and their message.
  public func answer(_ text: String, to field: Field) -> FieldAnswer {
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty else { return verdict(field.validation, kind: field.spec.kind) }
    switch field.spec.kind {
    case .date, .time, .datetime:
      return answerDate(trimmed, to: field)
    case .choice where field.choiceList != nil:
      return answerChoices(trimmed, to: field)
    case .choice:
      return answerChoice(trimmed, to: field)
    case .boolean:
      return answerBoolean(trimmed, to: field)
    case .integer, .decimal, .number:
      return answerText(number(trimmed, for: field) ?? text, to: field)
    default:
      return answerText(text, to: field)
    }
  }

  /// Empties a field, as the accessory bar's Clear button does: no text, no switch position,
  /// nothing ticked.
  ///
  /// A field that may not be empty (required, or a multiple choice with a minimum) is left as
  /// it was, and the answer is `valueMissing` with its message.
  ///
  /// - Parameter field: A field of this form.
  /// - Returns: ``FieldAnswer/accepted``, or the broken constraints and their message.
  public func clearAnswer(of field: Field) -> FieldAnswer {
    let snapshot = field.snapshot()
    field.clear()
    let result = verdict(field.validation, kind: field.spec.kind)
    if result != .accepted { field.restore(snapshot) }
    return result
  }

  /// The first enabled field that is not valid, in the form's order, or `nil` when the form
  /// can be submitted: what Done checks before it ends a form.
  ///
  /// Disabled fields are left out, as HTML bars them from constraint validation.
  public var firstInvalidField: Field? {
    fields.first { $0.isEnabled.value && !$0.validation.state.isValid }
  }

  /// The message for a field's first broken constraint in the form's language, or `nil` when
  /// the field is valid.
  ///
  /// - Parameter field: A field of this form.
  /// - Returns: The message `show validity` prints.
  public func validityMessage(of field: Field) -> String? {
    message(for: field.validation, kind: field.spec.kind)
  }

  // MARK: - Internals

  func message(for result: ValidationResult, kind: FieldKind) -> String? {
    guard !result.state.isValid else { return nil }
    // Every catalog pattern is compiled by a test; a failure here would be a catalog bug, and
    // the states still say what is wrong.
    return (try? catalog.message(for: result, kind: kind)) ?? result.state.description
  }

  func verdict(_ result: ValidationResult, kind: FieldKind) -> FieldAnswer {
    guard let message = message(for: result, kind: kind) else { return .accepted }
    return .invalid(result.state, message: message)
  }

  private func answerText(_ text: String, to field: Field) -> FieldAnswer {
    let result = field.validator.validate(text)
    guard result.state.isValid else { return verdict(result, kind: field.spec.kind) }
    field.text.value = text
    return verdict(field.validation, kind: field.spec.kind)
  }

  /// A number in HTML's machine form that the locale does not read, written as the locale
  /// writes it; `nil` when the locale reads the text or it is no machine number.
  private func number(_ text: String, for field: Field) -> String? {
    guard field.validator.validate(text).state.contains(.badInput),
      NumberValidator.isValidFloatingPointNumber(text),
      let number = try? DecimalNumber(text),
      let format = try? NumberFormat(locale: locale, maximumFractionDigits: 20)
    else { return nil }
    return format.format(number)
  }

  private func answerDate(_ text: String, to field: Field) -> FieldAnswer {
    let result = field.validator.validate(text)
    guard result.state.isValid, let normalized = result.normalized else {
      return verdict(result, kind: field.spec.kind)
    }
    field.showDate(normalized)
    return verdict(field.validation, kind: field.spec.kind)
  }

  private func answerChoice(_ text: String, to field: Field) -> FieldAnswer {
    guard let picker = field.picker else { return notAnOption(text, kind: field.spec.kind) }
    let titles = (0..<picker.numberOfRows(inComponent: 0)).map {
      picker.title(forRow: $0, inComponent: 0) ?? ""
    }
    guard let row = OptionIndex(titles).row(for: text) else {
      return notAnOption(text, kind: field.spec.kind)
    }
    try? picker.selectRow(row, inComponent: 0)
    field.showInputView()
    return verdict(field.validation, kind: field.spec.kind)
  }

  private func answerChoices(_ text: String, to field: Field) -> FieldAnswer {
    guard let list = field.choiceList, let rules = field.selectionRules else {
      return notAnOption(text, kind: field.spec.kind)
    }
    var ticked = [Bool](repeating: false, count: list.titles.count)
    let separators: Set<Character> = [",", "、", "，", "،"]
    // One index of the titles for all the parts: looking each part up among the titles cost
    // parts × titles.
    let index = OptionIndex(list.titles)
    for part in text.split(whereSeparator: separators.contains) {
      let answer = part.trimmingSpaces()
      guard !answer.isEmpty else { continue }
      guard let row = index.row(for: answer) else {
        return notAnOption(answer, kind: field.spec.kind)
      }
      guard !ticked[row] else { return repeatedOption(list.titles[row]) }
      ticked[row] = true
    }
    let rows = ticked.indices.filter { ticked[$0] }
    let result = rules.validate(rows.map { list.titles[$0] })
    guard result.state.isValid else { return verdict(result, kind: field.spec.kind) }
    try? list.select(rows)
    return verdict(field.validation, kind: field.spec.kind)
  }

  private func answerBoolean(_ text: String, to field: Field) -> FieldAnswer {
    let folded = Self.fold(text)
    let yes = ["y", "yes", "true", "1"] + ((try? catalog.message("answer.yes")).map { [$0] } ?? [])
    let no = ["n", "no", "false", "0"] + ((try? catalog.message("answer.no")).map { [$0] } ?? [])
    let value: String
    if yes.contains(where: { Self.fold($0) == folded }) {
      value = "true"
    } else if no.contains(where: { Self.fold($0) == folded }) {
      value = "false"
    } else {
      return verdict(
        ValidationResult(
          value: text, state: ValidityState(flag: .typeMismatch), normalized: nil,
          reason: "not yes or no"), kind: .boolean)
    }
    // A required switch refuses no, and is left as it was.
    return answerText(value, to: field)
  }

  /// An option named twice in one answer: `typeMismatch`, with the message
  /// ``SubmissionChecker`` gives a title submitted twice.
  private func repeatedOption(_ title: String) -> FieldAnswer {
    let arguments: [String: MessageArgument] = ["title": .text(quoted(title))]
    // Every catalog pattern is compiled by a test; the state still says what is wrong.
    let message = (try? catalog.message("submission.repeatedOption", arguments)) ?? "typeMismatch"
    return .invalid(ValidityState(flag: .typeMismatch), message: message)
  }

  func notAnOption(_ text: String, kind: FieldKind) -> FieldAnswer {
    verdict(
      ValidationResult(
        value: text, state: ValidityState(flag: .typeMismatch), normalized: nil,
        reason: "not an option"), kind: kind)
  }

  /// The options' titles by their text and their folded text, built once in time linear in
  /// the titles' lengths, so that each answer is found in time linear in its own length.
  struct OptionIndex {
    let count: Int
    var exact: [String: Int] = [:]
    var folded: [String: Int] = [:]

    init(_ titles: [String]) {
      count = titles.count
      // The first of equal titles is the one an answer names.
      for (row, title) in titles.enumerated().reversed() {
        exact[title] = row
        folded[Form.fold(title)] = row
      }
    }

    /// The row of the option an answer names: a title as written, then a title folded, then
    /// a number from 1.
    func row(for answer: String) -> Int? {
      if let row = exact[answer] { return row }
      if let row = folded[Form.fold(answer)] { return row }
      if let number = Form.wholeNumber(answer), number >= 1, number <= count { return number - 1 }
      return nil
    }
  }

  /// Text without case, accents and width, so that `MÜNCHEN` and `munchen` are `München`.
  static func fold(_ text: String) -> String {
    let folded = ICU.fold(text)
    // Folding fails only when memory runs out; the text as it is still matches itself.
    return (try? folded.get()) ?? text
  }

  /// A whole number in any script's decimal digits (`3`, `٣`), of at most 9 digits.
  static func wholeNumber(_ text: some StringProtocol) -> Int? {
    guard !text.isEmpty, text.count <= 9 else { return nil }
    var number = 0
    for character in text {
      guard character.isNumber, let digit = character.wholeNumberValue, digit < 10,
        character.unicodeScalars.first?.properties.numericType == .decimal
      else { return nil }
      number = number * 10 + digit
    }
    return number
  }
}
