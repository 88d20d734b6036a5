// MARK: - Checking a decoded field

extension FieldSpec {
  /// Checks what JSON types alone cannot: that the keys suit the kind, that `dependsOn` names
  /// an earlier choice field, and that constraints, limits and the default are valid.
  ///
  /// - Parameters:
  ///   - reader: The reader of the field's object, for the places of errors.
  ///   - earlier: The field of a name among those before this one, if any.
  ///   - offset: Where the field's object starts, in bytes.
  ///   - locale: The form's locale.
  /// - Throws: ``FormSpecError`` naming the first problem.
  func check(
    reader: JSONObjectReader, earlier: (String) -> FieldSpec?, at offset: Int,
    locale: String?
  ) throws(FormSpecError) {
    func fail(_ key: String?, _ message: String) -> FormSpecError {
      let place = key.flatMap { key in reader.members.first { $0.key == key }?.value.offset }
      return reader.error(at: place ?? offset, message)
    }
    let isDateKind = [.date, .time, .datetime].contains(kind)
    if picker != nil, !isDateKind {
      throw fail(
        "picker",
        "Only date, time and datetime fields take a 'picker'; \(quoted(name)) is a \(kind.rawValue) field."
      )
    }
    if keyboard != nil || hidesKeyboard, kind.defaultKeyboard == nil {
      let shown = kind == .boolean ? "a switch" : multiple ? "a list of options" : "a picker"
      throw fail(
        "keyboard",
        "A \(kind.rawValue) field shows \(shown), not a keyboard; remove 'keyboard' from \(quoted(name))."
      )
    }
    // HTML ignores readonly on a checkbox and a select, which a person changes without typing.
    if readOnly, kind == .boolean || kind == .choice {
      let control = kind == .boolean ? "a checkbox" : "a select or radio buttons"
      throw fail(
        "readonly",
        "A \(kind.rawValue) field cannot be readonly: HTML ignores readonly on \(control); remove 'readonly' from \(quoted(name))."
      )
    }
    if let mode = picker?.mode, !Self.modes(for: kind).contains(mode) {
      let allowed = Self.modes(for: kind).map { "'\($0.rawValue)'" }.joined(separator: " or ")
      throw fail(
        "picker", "A \(kind.rawValue) field's picker mode is \(allowed), not '\(mode.rawValue)'.")
    }
    try checkChoice(fail: fail, earlier: earlier)
    // Limits and steps are machine values, read the same in any locale, so a validator
    // without the locale checks them (a phone field's region comes from the locale). The
    // locale's number and date formats (for dates, calendars and time zones: megabytes of ICU
    // data) are opened only to read a default: `fieldcli check`, which reads machine values
    // only, never needs them. A date field reads HTML's ISO forms before the locale's, so an
    // ISO default needs no formats either; a number field in a locale reads only its format.
    let readsLocale = locale != nil && (isDateKind || [.integer, .decimal, .number].contains(kind))
    func validator(locale: String?) throws(FormSpecError) -> FieldValidator {
      do {
        return try makeValidator(locale: locale)
      } catch let error as ValidationError {
        // A pattern's error is placed at its string, where the person has to look.
        switch error {
        case .invalidPattern, .patternTooDeep:
          throw fail("pattern", "The field \(quoted(name)) has a bad pattern: \(error)")
        default:
          throw fail(nil, "The field \(quoted(name)) has a bad option: \(error)")
        }
      } catch {
        throw fail(nil, "The field \(quoted(name)) has a bad option: \(error)")
      }
    }
    let machine = try validator(locale: readsLocale ? nil : locale)
    if let defaultValue, kind != .choice {
      var result = machine.validate(defaultValue)
      if readsLocale, !isDateKind || !result.state.isValid {
        result = try validator(locale: locale).validate(defaultValue)
      }
      // A required switch may start off, as a required checkbox starts unchecked: it is then
      // `valueMissing` until it is turned on.
      let startsOff = kind == .boolean && result.state == ValidityState(flag: .valueMissing)
      guard result.state.isValid || startsOff else {
        throw fail(
          "default",
          "The default \(quoted(defaultValue)) of \(quoted(name)) is not valid (\(result.state)); give a valid value or none."
        )
      }
    }
  }

  /// The picker modes a date kind allows.
  static func modes(for kind: FieldKind) -> [DatePickerModel.Mode] {
    switch kind {
    case .date: return [.date, .yearAndMonth]
    case .time: return [.time, .countDownTimer]
    default: return [.dateAndTime]
    }
  }

  private func checkChoice(
    fail: (String?, String) -> FormSpecError, earlier: (String) -> FieldSpec?
  ) throws(FormSpecError) {
    guard kind == .choice else {
      if options != nil {
        throw fail(
          "options",
          "Only choice fields take 'options'; \(quoted(name)) is a \(kind.rawValue) field.")
      }
      if dependsOn != nil {
        throw fail(
          "dependsOn",
          "Only choice fields take 'dependsOn'; \(quoted(name)) is a \(kind.rawValue) field."
        )
      }
      return
    }
    guard let options else {
      throw fail(nil, "Expected 'options' in the choice field \(quoted(name)).")
    }
    if multiple {
      try checkMultiple(options, fail: fail)
      return
    }
    for key in ["min", "max"] where (key == "min" ? min : max) != nil {
      throw fail(
        key,
        "Only a choice field with \"multiple\": true takes '\(key)', a count of selections; remove it from \(quoted(name))."
      )
    }
    switch (options, dependsOn) {
    case (.list(let titles), nil):
      if let defaultValue, !titles.contains(defaultValue) {
        throw fail(
          "default",
          "The default \(quoted(defaultValue)) of \(quoted(name)) is not one of its options.")
      }
    case (.list, .some):
      throw fail(
        "options",
        "A field with 'dependsOn' takes options keyed by the other field's titles, such as {\"France\": [\"Paris\"]}."
      )
    case (.byParent, nil):
      throw fail(
        "options",
        "Options keyed by titles need 'dependsOn' naming the field whose titles they are.")
    case (.byParent(let byParent), .some(let parentName)):
      guard let parent = earlier(parentName) else {
        throw fail(
          "dependsOn",
          "'dependsOn' names \(quoted(parentName)), which is no field before \(quoted(name)).")
      }
      guard parent.kind == .choice, case .list(let parentTitles)? = parent.options else {
        throw fail(
          "dependsOn",
          "\(quoted(parentName)) must be a choice field with a list of options for \(quoted(name)) to depend on it."
        )
      }
      // A set of the titles, and the least stray key rather than the first of all keys sorted:
      // looking up each key in the list of titles cost keys × titles comparisons.
      let titles = Set(parentTitles)
      if let stray = byParent.keys.filter({ !titles.contains($0) }).min() {
        throw fail("options", "\(quoted(stray)) is not an option of \(quoted(parentName)).")
      }
    }
  }

  /// Checks a multiple-choice field: no `dependsOn`, `min` and `max` whole counts in order,
  /// and a default of its own titles within them.
  private func checkMultiple(
    _ options: ChoiceOptions, fail: (String?, String) -> FormSpecError
  ) throws(FormSpecError) {
    guard case .list(let titles) = options, dependsOn == nil else {
      throw fail(
        "dependsOn",
        "A choice field with \"multiple\": true cannot depend on another field; remove 'dependsOn' from \(quoted(name)) or make it a single choice."
      )
    }
    let (minimum, maximum) = try selectionLimits(fail: fail)
    if let minimum, let maximum, minimum > maximum {
      throw fail(
        "min",
        "'min' (\(minimum)) is above 'max' (\(maximum)) in \(quoted(name)); give a 'min' of at most \(maximum)."
      )
    }
    if let minimum, minimum > titles.count {
      throw fail(
        "min",
        "'min' (\(minimum)) asks for more selections than \(quoted(name)) has options (\(titles.count)); give at most \(titles.count)."
      )
    }
    guard let defaultChoices else { return }
    let known = Set(titles)
    if let stray = defaultChoices.first(where: { !known.contains($0) }) {
      throw fail(
        "default", "The default \(quoted(stray)) of \(quoted(name)) is not one of its options.")
    }
    let count = Set(defaultChoices).count
    let rules = SelectionRules(required: required, minimum: minimum, maximum: maximum)
    let result = rules.validate(titles.filter(Set(defaultChoices).contains))
    guard result.state.isValid || count == 0 else {
      throw fail(
        "default",
        "The default of \(quoted(name)) ticks \(count) options, which is not valid (\(result.state)); give a valid selection or none."
      )
    }
  }

  /// A multiple-choice field's `min` and `max` as counts of selections.
  ///
  /// - Throws: ``FormSpecError`` for a limit that is not a whole number of 0 or more.
  func selectionLimits(
    fail: (String?, String) -> FormSpecError
  ) throws(FormSpecError) -> (minimum: Int?, maximum: Int?) {
    func count(_ key: String, _ text: String?) throws(FormSpecError) -> Int? {
      guard let text else { return nil }
      guard let number = Int(text), number >= 0 else {
        throw fail(
          key,
          "Expected '\(key)' of \(quoted(name)) to count selections as a whole number of 0 or more, not \(quoted(text))."
        )
      }
      return number
    }
    return (try count("min", min), try count("max", max))
  }

  /// The validator of this field in a locale.
  ///
  /// A time or date-time picker's `minuteInterval` is a step as `step` is: the wheels hold
  /// no value between its minutes, so a value must be on both.
  ///
  /// - Parameters:
  ///   - locale: Read numbers and dates as this locale writes them; `nil` for machine values.
  ///   - messageLocale: With no `locale`, write limits in messages as this locale does.
  /// - Returns: The validator.
  /// - Throws: ``ValidationError`` or ``FormattingError`` for bad options.
  func makeValidator(locale: String?, messageLocale: String? = nil) throws -> FieldValidator {
    let constraints = try TextConstraints(
      required: required, minimumLength: minLength, maximumLength: maxLength, pattern: pattern,
      lengthUnit: lengthUnit)
    return try FieldValidator(
      kind: kind, locale: locale, messageLocale: messageLocale, constraints: constraints,
      multiple: multiple, schemes: schemes, base: nil,
      minimum: picker?.min ?? min, maximum: picker?.max ?? max, step: step,
      minuteInterval: kind == .date ? 1 : picker?.minuteInterval ?? 1, region: region)
  }
}
