// MARK: - One control

extension HTMLFormReader {
  /// The field of one `<input>`, `<textarea>` or `<select>`, or `nil` when it is left out.
  mutating func single(_ index: Int, name: String) -> FieldSpec? {
    let element = page.elements[index]
    if element.tag == "select" { return select(index, name: name) }
    let type = element.tag == "textarea" ? "textarea" : inputType(index)
    var field: FieldSpec
    switch type {
    case "checkbox":
      field = FieldSpec(name: name, kind: .boolean)
      if let value = element["value"] {
        if value.isEmpty {
          warn(
            index,
            "\(describe(index)) submits an empty value when ticked, which a form spec cannot "
              + "say; it submits 'on' instead.")
        } else {
          field.checkboxValue = value
        }
      }
      if element.has("checked") { field.defaultValue = "true" }
    case "textarea":
      field = FieldSpec(name: name, kind: .text)
      field.multiline = true
      let text = page.rawText(of: index)
      if !text.isEmpty { field.defaultValue = text }
    case "number":
      field = numberField(index, name: name)
    default:
      field = FieldSpec(name: name, kind: Self.kinds[type] ?? .text)
      if field.kind == .phone, (try? field.makeValidator(locale: formLocale)) == nil {
        // HTML's tel takes any text; a phone field needs a region to read national numbers.
        warn(
          index,
          "\(describe(index)) is read as text on the phone pad: the page's language "
            + "\(quoted(formLocale)) names no region for phone numbers (give <html lang> one, "
            + "such as 'en-US').")
        field.kind = .text
        field.keyboard = .phonePad
      }
      if let value = element["value"], !value.isEmpty { field.defaultValue = value }
      if [.date, .time, .datetime].contains(field.kind) {
        field.min = nonEmpty(element["min"])
        field.max = nonEmpty(element["max"])
        field.step = step(index)
      }
    }
    field.label = label(of: index).flatMap { $0 == name ? nil : $0 }
    field.required = element.has("required")
    field.disabled = page.isDisabled(index)
    // HTML ignores readonly on a checkbox, and the spec refuses it there.
    field.readOnly = element.has("readonly") && type != "checkbox"
    let holdsText = ["text", "search", "password", "email", "url", "tel", "textarea"].contains(type)
    if holdsText {
      field.minLength = length(index, "minlength")
      field.maxLength = length(index, "maxlength")
      if field.minLength != nil || field.maxLength != nil { field.lengthUnit = .utf16 }
      if type != "textarea" { field.pattern = element["pattern"] }
    }
    if type == "email", element.has("multiple") { field.multiple = true }
    if field.kind.defaultKeyboard != nil {
      keyboard(index, type: type, field: &field, holdsText: holdsText)
    }
    checkConstraints(index, field: &field)
    return field
  }

  /// A `type=number` input: an integer when its step and minimum are whole (HTML's default
  /// step is 1) and its keyboard is not the decimal pad, a decimal with `inputmode=decimal`,
  /// else a number.
  ///
  /// An integer keeps a missing step missing (the spec's integers step by 1 too); a decimal's
  /// or number's default step is `any`, so a page's missing step is written as 1 and its `any`
  /// left out.
  mutating func numberField(_ index: Int, name: String) -> FieldSpec {
    let element = page.elements[index]
    let step = self.step(index)
    let minimum = nonEmpty(element["min"])
    let mode = element["inputmode"].map { $0.lowercased() }
    let isWhole = { (text: String?) in text.map { Int($0) != nil } ?? true }
    let kind: FieldKind
    if mode == "decimal" {
      kind = .decimal
    } else if step?.lowercased() != "any", isWhole(step), isWhole(minimum) {
      kind = .integer
    } else {
      kind = .number
    }
    var field = FieldSpec(name: name, kind: kind)
    field.min = minimum
    field.max = nonEmpty(element["max"])
    if kind == .integer {
      field.step = step
    } else {
      field.step = step.map { $0.lowercased() == "any" ? nil : $0 } ?? "1"
    }
    if let value = element["value"], !value.isEmpty { field.defaultValue = value }
    return field
  }

  /// The `step` attribute: `any`, or a number above zero; a browser ignores any other (its
  /// default step applies), so that is warned and left out.
  mutating func step(_ index: Int) -> String? {
    guard let text = nonEmpty(page.elements[index]["step"]) else { return nil }
    if text.lowercased() == "any" { return "any" }
    let isNumber = text.allSatisfy { "0123456789.-+eE".contains($0) }
    guard isNumber, let value = Double(text), value.isFinite, value > 0 else {
      warn(
        index,
        "\(describe(index)) has the step \(quoted(text)), which is no number above zero; a "
          + "browser ignores it, and so does the spec.")
      return nil
    }
    return text
  }

  /// `minlength` or `maxlength`: a whole number of 0 or more; a browser ignores any other.
  mutating func length(_ index: Int, _ attribute: String) -> Int? {
    guard let text = nonEmpty(page.elements[index][attribute]) else { return nil }
    guard let value = Int(text), value >= 0 else {
      warn(
        index,
        "\(describe(index)) has the \(attribute) \(quoted(text)), which is no whole number of 0 "
          + "or more; a browser ignores it, and so does the spec.")
      return nil
    }
    return value
  }

  /// The attribute with HTML's whitespace trimmed, or `nil` when it is missing or empty.
  func nonEmpty(_ text: String?) -> String? {
    guard let text else { return nil }
    let trimmed = HTMLPage.trimmed(text)
    return trimmed.isEmpty ? nil : trimmed
  }

  // MARK: - Keyboard

  /// The keyboard WebKit on iOS shows (from `inputmode`, else the type) and the traits of
  /// `enterkeyhint`, `autocomplete`, `autocapitalize`, `autocorrect` and `spellcheck`, each
  /// kept only where it differs from what the keyboard implies, as the spec writes overrides.
  mutating func keyboard(
    _ index: Int, type: String, field: inout FieldSpec, holdsText: Bool
  ) {
    let element = page.elements[index]
    var keyboard = field.keyboard ?? KeyboardType.shown(forInputType: type)
    if let mode = nonEmpty(element["inputmode"])?.lowercased() {
      if let chosen = KeyboardType(htmlInputMode: mode) {
        keyboard = chosen
      } else if mode == "none" {
        field.hidesKeyboard = true
      } else {
        warn(
          index,
          "\(describe(index)) has the inputmode \(quoted(mode)), which WebKit does not know; it "
            + "keeps the keyboard of its type.")
      }
    }
    field.keyboard = keyboard == field.kind.defaultKeyboard || field.hidesKeyboard ? nil : keyboard
    let defaults = TextInputTraits.defaults(for: keyboard)
    var traits = FieldSpec.TraitOverrides()
    if let hint = nonEmpty(element["enterkeyhint"])?.lowercased() {
      if let key = TextInputTraits.ReturnKey(htmlEnterKeyHint: hint) {
        if key != defaults.returnKey { traits.returnKey = key }
      } else {
        warn(
          index,
          "\(describe(index)) has the enterkeyhint \(quoted(hint)), which no UIKit return key "
            + "shows; it keeps the default key.")
      }
    }
    let contentType = self.contentType(index)
    if contentType != defaults.contentType { traits.contentType = contentType }
    // Said even beside a password content type, which `fill` already hides: the phone screen
    // and a session mask only a secure field, as UIKit does.
    if type == "password" { traits.secure = true }
    if holdsText {
      let capitalization: [String: TextInputTraits.Autocapitalization] = [
        "none": .none, "off": .none, "sentences": .sentences, "on": .sentences,
        "words": .words, "characters": .allCharacters,
      ]
      if let text = element["autocapitalize"]?.lowercased(), let value = capitalization[text],
        value != defaults.autocapitalization
      {
        traits.autocapitalization = value
      }
      let correction: [String: TextInputTraits.Setting] = ["off": .no, "on": .yes, "": .yes]
      if let text = element["autocorrect"]?.lowercased(), let value = correction[text],
        value != defaults.autocorrection
      {
        traits.autocorrection = value
      }
      let spelling: [String: TextInputTraits.Setting] = ["false": .no, "true": .yes, "": .yes]
      if let text = element["spellcheck"]?.lowercased(), let value = spelling[text],
        value != defaults.spellChecking
      {
        traits.spellChecking = value
      }
    }
    field.traits = traits
  }

  /// The text content type of `autocomplete`: its first token that names one, past the
  /// section, address and contact tokens; `on` and `off` name none.
  mutating func contentType(_ index: Int) -> TextContentType? {
    guard let text = page.elements[index]["autocomplete"] else { return nil }
    let qualifiers: Set<String> = [
      "on", "off", "shipping", "billing", "home", "work", "mobile", "fax", "pager", "webauthn",
    ]
    var unknown: [String] = []
    for token in text.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init) {
      if let type = TextContentType(rawValue: token) { return type }
      if !qualifiers.contains(token), !token.hasPrefix("section-") { unknown.append(token) }
    }
    if let first = unknown.first {
      warn(
        index,
        "\(describe(index)) has the autocomplete token \(quoted(first)), which names no text "
          + "content type; it is left out.")
    }
    return nil
  }

  // MARK: - Checking

  /// Drops what the spec would refuse, saying so: a constraint the validator cannot take (a
  /// pattern that does not compile, a minimum that is no date), then a default that is not
  /// valid, which a browser shows all the same.
  mutating func checkConstraints(_ index: Int, field: inout FieldSpec) {
    let drops: [(String, (inout FieldSpec) -> Void)] = [
      ("pattern", { $0.pattern = nil }),
      ("min, max and step", { ($0.min, $0.max, $0.step) = (nil, nil, nil) }),
      ("minlength and maxlength", { ($0.minLength, $0.maxLength) = (nil, nil) }),
    ]
    // Each constraint alone, so that the one the validator refuses is the one dropped.
    for (number, (what, drop)) in drops.enumerated() {
      var alone = field
      for (other, (_, dropOther)) in drops.enumerated() where other != number { dropOther(&alone) }
      do {
        _ = try alone.makeValidator(locale: formLocale)
      } catch {
        warn(index, "\(describe(index)) has a \(what) the spec refuses (\(error)); left out.")
        drop(&field)
      }
    }
    var validator = try? field.makeValidator(locale: formLocale)
    if validator == nil {
      // Constraints valid alone that refuse each other, such as a minimum above the maximum.
      warn(index, "\(describe(index)) has constraints that refuse each other; they are left out.")
      for (_, drop) in drops { drop(&field) }
      validator = try? field.makeValidator(locale: formLocale)
    }
    guard let validator, let value = field.defaultValue, field.kind != .boolean else { return }
    // As a spec's default is read: HTML's machine form first, then as the form's locale
    // writes it (a phone number needs the locale's region either way).
    let machine = try? field.makeValidator(locale: nil)
    if machine?.validate(value).state.isValid == true { return }
    let result = validator.validate(value)
    guard !result.state.isValid else { return }
    let states = ValidityState.Flag.allCases.filter(result.state.contains).map(\.rawValue)
      .joined(separator: ", ")
    warn(
      index,
      "\(describe(index)) starts with \(quoted(value)), which is not valid (\(states)); a "
        + "browser shows it, but the spec starts empty.")
    field.defaultValue = nil
  }
}
