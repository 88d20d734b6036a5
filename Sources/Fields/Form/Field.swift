import FoundationEssentials
import Synchronization

/// One field of a form: its text, its keyboard or input view, and its validity.
///
/// The field's ``text`` is what it shows. A keyboard field's text follows its ``input``'s
/// buffer both ways; a date field's follows its ``datePicker`` and a choice field's its
/// ``picker``, through bindings, once the field has a value (a default, or the input view was
/// shown); a dependent choice is emptied when its parent's value changes, since the row it
/// showed names another option in the new parent's list. A multiple-choice field's text is
/// the titles ticked in its ``choiceList``, joined with `, `; a boolean field's is `true` or
/// `false` once its switch was set (see ``toggle()``). Validity is the field's validator run
/// on the text, or for a multiple choice its selection rules run on the ticked titles.
///
/// ## Thread safety
/// `Sendable`: its state is in observable properties.
public final class Field: Sendable {
  /// What the spec says of the field.
  public let spec: FieldSpec
  /// What the field shows.
  public let text: ObservableProperty<String>
  /// The field's value in its normalized form (E.164, HTML's date forms, a plain number),
  /// or `nil` while the field is empty or not valid; it follows the text.
  public let value = ObservableProperty<String?>(nil)
  /// Whether focus stops at the field.
  public let isEnabled: ObservableProperty<Bool>
  /// Counts presses of Return in the field; the form moves focus on each.
  public let returnPresses = ObservableProperty(0)
  /// The text input keys reach, for keyboard fields.
  public let input: TextInput?
  /// The keyboard shown, or `nil` when an input view replaces it or none shows (a readonly
  /// field, or ``FieldSpec/hidesKeyboard``).
  public let keyboard: KeyboardType?
  /// The keyboard's traits with the spec's overrides.
  public let traits: TextInputTraits?
  /// The date picker shown instead of a keyboard, for date, time and datetime fields.
  public let datePicker: DatePicker?
  /// The picker shown instead of a keyboard, for choice fields.
  public let picker: PickerModel?
  /// The list of options to tick shown instead of a keyboard, for multiple-choice fields.
  public let choiceList: ChoiceList?
  let validator: FieldValidator
  let selectionRules: SelectionRules?
  let dateFormat: DateFormat?
  let links = Mutex<[ObservationToken]>([])
  private let inputViewLinked = Mutex(false)
  /// The connections of the text to the input view, ended when a dependent choice is emptied.
  private let inputViewLinks = Mutex<[ObservationToken]>([])

  /// The field's name.
  public var name: String { spec.name }

  /// The field's validity now.
  ///
  /// A disabled field is barred from constraint validation, as in HTML: it is valid, with no
  /// value, since a browser never submits it (see ``isBarredFromValidation``). A readonly field
  /// is barred too, but a browser submits its value: it is valid with its text as the value,
  /// normalized when its constraints hold.
  public var validation: ValidationResult {
    guard isEnabled.value else {
      return ValidationResult(
        value: "", state: ValidityState(), normalized: nil,
        reason: "disabled: barred from constraint validation")
    }
    if let choiceList, let selectionRules {
      return selectionRules.validate(choiceList.tickedTitles)
    }
    let result = validator.validate(text.value)
    guard spec.readOnly, !result.state.isValid else { return result }
    return ValidationResult(
      value: text.value, state: ValidityState(), normalized: nil,
      reason: "readonly: barred from constraint validation")
  }

  /// Whether the field is barred from constraint validation: disabled or readonly.
  ///
  /// HTML bars both from constraint validation: never asked, always valid. A disabled field
  /// is also left out of the form's values (`null` whatever it shows); a readonly one is
  /// submitted as it is.
  public var isBarredFromValidation: Bool { !isEnabled.value || spec.readOnly }

  /// Whether a boolean field's switch is on; `nil` for other fields, and while the switch was
  /// never set.
  public var isOn: Bool? {
    guard spec.kind == .boolean else { return nil }
    switch text.value {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }

  /// Flips a boolean field's switch, as a tap does: a switch never set is off, so it turns on.
  ///
  /// - Returns: Whether the field has a switch.
  @discardableResult
  public func toggle() -> Bool {
    guard spec.kind == .boolean else { return false }
    text.value = isOn == true ? "false" : "true"
    return true
  }

  init(spec: FieldSpec, locale: String, parent: Field?, now: Date) throws {
    self.spec = spec
    self.validator = try spec.makeValidator(locale: locale)
    self.text = ObservableProperty("")
    self.isEnabled = ObservableProperty(!spec.disabled)
    let keyboard = spec.keyboard ?? spec.kind.defaultKeyboard
    // A readonly field or one with inputmode=none shows no keyboard. Keys still reach the
    // latter from a hardware keyboard or the page's own keypad, which type any character, so
    // its input has no key set; the screen refuses edits of the former.
    let showsKeyboard = !spec.readOnly && !spec.hidesKeyboard
    self.keyboard = showsKeyboard ? keyboard : nil
    if let keyboard {
      var traits = TextInputTraits.defaults(for: keyboard)
      traits.apply(spec.traits)
      self.traits = traits
      let presses = returnPresses
      let phoneRegion =
        spec.kind == .phone
        ? try PhoneValidator(region: spec.region, locale: locale).format.region : nil
      if let phoneRegion { _ = try AsYouTypePhoneFormatter(region: phoneRegion) }
      input = TextInput(
        name: spec.name,
        keySet: showsKeyboard ? try keyboard.keySet(locale: locale) : nil,
        buffer: TextBuffer(
          isSecureTextEntry: traits.isSecureTextEntry, maximumLength: spec.maxLength,
          lengthUnit: spec.lengthUnit),
        isMultiline: spec.multiline, phoneRegion: phoneRegion,
        onReturn: { presses.update { $0 += 1 } })
    } else {
      traits = nil
      input = nil
    }
    (datePicker, dateFormat) = try Self.makeDatePicker(spec: spec, locale: locale, now: now)
    picker = try Self.makePicker(spec: spec, parent: parent)
    (choiceList, selectionRules) = try Self.makeChoiceList(spec: spec)
    linkInput(parent: parent)
    if let defaultValue = spec.defaultValue { setDefault(defaultValue) }
    if let choiceList, let titles = spec.defaultChoices {
      let ticked = Set(titles)
      try? choiceList.select(
        choiceList.titles.indices.filter { ticked.contains(choiceList.titles[$0]) })
    }
  }

  // MARK: - Input views

  /// Connects the field's text to its input view, once.
  ///
  /// This is what showing the picker does: the field then shows the picker's value.
  public func showInputView() {
    let linked = inputViewLinked.withTSanVisibleLock { linked in
      defer { linked = true }
      return linked
    }
    guard !linked else { return }
    var tokens: [ObservationToken] = []
    if let datePicker, let dateFormat {
      tokens.append(datePicker.text(dateFormat).connect(to: text.binding))
    }
    if let picker {
      let title = picker.titleBinding(component: 0).map(get: { $0 ?? "" }, set: { $0 })
      tokens.append(title.connect(to: text.binding))
    }
    inputViewLinks.withTSanVisibleLock { $0 += tokens }
  }

  /// Whether the field's text follows its input view.
  public var isInputViewShown: Bool { inputViewLinked.withTSanVisibleLock { $0 } }

  /// Moves the date picker to a value in its kind's HTML form and shows it.
  func showDate(_ normalized: String) {
    guard let datePicker else { return }
    if let date = Self.date(
      fromISO: normalized, kind: spec.kind, timeZone: datePicker.model.value.timeZone)
    {
      datePicker.date.value = date
    }
    showInputView()
  }

  private func setDefault(_ value: String) {
    if datePicker != nil {
      let validated = validator.validate(value)
      if let normalized = validated.normalized {
        showDate(normalized)
      } else {
        showInputView()
      }
    } else if let picker {
      // A dependent choice's default is a title for some values of its parent only; for the
      // others the field stays empty rather than show whatever row comes first.
      let rows = 0..<picker.numberOfRows(inComponent: 0)
      guard rows.contains(where: { picker.title(forRow: $0, inComponent: 0) == value }) else {
        return
      }
      picker.titleBinding(component: 0).value = value
      showInputView()
    } else {
      text.value = value
    }
  }

  private func linkInput(parent: Field?) {
    var tokens: [ObservationToken] = []
    // One observer of the text does both the value and the keyboard's buffer: an observation
    // costs a few hundred bytes, and a form may have many thousands of fields.
    let input = self.input
    tokens.append(
      text.observe { [weak self] text in
        guard let self else { return }
        let result = self.validation
        self.value.value =
          result.state.isValid && !result.value.isEmpty ? result.normalized ?? result.value : nil
        if let input, input.buffer.value.text != text { input.setText(text) }
      })
    if let input {
      let text = self.text
      tokens.append(input.buffer.observe { text.value = $0.text })
    }
    if let choiceList {
      let text = self.text
      tokens.append(
        choiceList.ticks.observe { _ in text.value = choiceList.tickedTitles.joined(separator: ", ")
        }
      )
    }
    if let parent, let picker {
      tokens.append(
        parent.text.observe { [weak self] _ in
          picker.reloadComponent(0)
          self?.empty(picker)
        })
    }
    links.withTSanVisibleLock { $0 += tokens }
  }

  /// Empties a dependent choice whose parent's value changed.
  ///
  /// A new parent's rows are another list: the row chosen before would name another option
  /// (Hamburg's row is Lyon's). Its text stops following the picker, which goes back to its first row, until the picker
  /// is shown again; its default applies when it is a row of the new parent.
  private func empty(_ picker: PickerModel) {
    let ended = inputViewLinks.withTSanVisibleLock { links in
      defer { links = [] }
      return links
    }
    inputViewLinked.withTSanVisibleLock { $0 = false }
    for token in ended { token.cancel() }
    if picker.numberOfRows(inComponent: 0) > 0 { try? picker.selectRow(0, inComponent: 0) }
    text.value = ""
    if let defaultValue = spec.defaultValue { setDefault(defaultValue) }
  }
}
