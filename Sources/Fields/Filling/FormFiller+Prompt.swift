// MARK: - Prompts

extension FormFiller {
  /// The prompt for the field being asked, or `nil` when the form is finished.
  public var prompt: Prompt? { currentField.map(prompt(for:)) }

  /// The line a readonly field is shown with instead of being asked, as a field answered at
  /// a terminal is left: `Kundennummer: 4711`, the label alone when it is empty or secret.
  ///
  /// - Parameter field: A field of the form.
  /// - Returns: The line, without a line end; control characters escaped.
  public func shownLine(for field: Field) -> String {
    let prompt = prompt(for: field)
    return prompt.label + ": " + (prompt.current ?? "")
  }

  /// The prompt for a field of the form.
  ///
  /// The hint comes from the locale: a date's pattern in the locale's own letters with a
  /// four-digit year (`TT.MM.JJJJ` in German, `M/d/yyyy` in American English), a phone
  /// field's region's example number as written there (`030 123456`).
  public func prompt(for field: Field) -> Prompt {
    let isSecure =
      field.traits.map {
        $0.isSecureTextEntry || $0.contentType == .newPassword
          || $0.contentType == .currentPassword
      } ?? false
    var text = field.text.value
    if let isOn = field.isOn { text = message(isOn ? "answer.yes" : "answer.no") }
    return Prompt(
      label: QuotedText.escapingControls(field.spec.label ?? field.name),
      hint: hint(for: field).map(QuotedText.escapingControls),
      options: options(of: field).map(QuotedText.escapingControls),
      current: text.isEmpty || isSecure ? nil : QuotedText.escapingControls(text),
      isSecure: isSecure)
  }

  private func hint(for field: Field) -> String? {
    switch field.spec.kind {
    case .date: return Self.datePatternHint(locale: form.locale, date: .short, time: .none)
    case .time: return Self.datePatternHint(locale: form.locale, date: .none, time: .short)
    case .datetime: return Self.datePatternHint(locale: form.locale, date: .short, time: .short)
    case .boolean: return message("answer.yes") + "/" + message("answer.no")
    case .choice where field.choiceList != nil: return message("fill.severalOptions")
    case .phone:
      guard let validator = try? PhoneValidator(region: field.spec.region, locale: form.locale)
      else { return nil }
      return (try? PhoneFormat(region: validator.format.region, style: .national))?
        .exampleNumber
    default: return nil
    }
  }

  private func options(of field: Field) -> [String] {
    if let list = field.choiceList { return list.titles }
    guard let picker = field.picker else { return [] }
    return (0..<picker.numberOfRows(inComponent: 0)).map {
      picker.title(forRow: $0, inComponent: 0) ?? ""
    }
  }

  /// A style's pattern as a person reads it: the year widened to four digits, since a
  /// two-digit year is a guess at the century, in the locale's pattern letters.
  static func datePatternHint(
    locale: String, date: DateFormat.Style, time: DateFormat.Style
  ) -> String? {
    guard
      let styled = try? DateFormat(locale: locale, layout: .styles(date: date, time: time)),
      let widened = try? DateFormat(
        locale: locale, layout: .pattern(widenedYear(styled.pattern)))
    else { return nil }
    return try? widened.readablePattern()
  }

  /// The pattern with each year field of one or two letters written with four, leaving
  /// quoted literals alone.
  static func widenedYear(_ pattern: String) -> String {
    var result = ""
    var quoted = false
    var run = 0
    func flush() {
      guard run > 0 else { return }
      result += String(repeating: "y", count: run <= 2 ? 4 : run)
      run = 0
    }
    for character in pattern {
      if character == "'" { quoted.toggle() }
      if !quoted, character == "y" {
        run += 1
        continue
      }
      flush()
      result.append(character)
    }
    flush()
    return result
  }
}

extension FormFiller {
  /// How to answer and move between fields, in the form's language, for the start of a run
  /// at a terminal.
  public var helpText: String { message("fill.help") }
}
