/// Writes a form spec as an HTML page; ``FormSpec/html(locale:action:)`` is its public face.
///
/// The page is plain lines without indentation, so that it is the same bytes for the same
/// spec and reads well in a diff.
struct HTMLFormWriter {
  /// The form.
  let spec: FormSpec
  /// The page's own words.
  let catalog: MessageCatalog
  /// The locale the spec's defaults and phone regions are read in.
  let formLocale: String
  /// The answers a person gave, by field name, shown instead of the spec's defaults; `nil` for
  /// a blank form.
  var answers: [String: [String]]? = nil
  /// A message beside each field by name, such as why its answer was refused.
  var messages: [String: String] = [:]

  /// One attribute: a name and a value, or `nil` for a boolean attribute written bare.
  typealias Attribute = (name: String, value: String?)

  /// The styles of the page: readable without them, a little tidier with them.
  static let style = """
    body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem}
    .field{border:0;margin:0 0 1rem;padding:0}
    label,legend{display:block;font-weight:600;padding:0}
    .option label,.check label{display:inline;font-weight:normal}
    input:not([type=checkbox]),select,textarea{box-sizing:border-box;font:inherit;width:100%}
    .hint{color:#555;display:block;font-size:.875rem}
    .required{color:#a00;font-weight:normal}
    """

  /// The style of the messages beside refused answers, on a page that has some.
  static let errorStyle = ".error{color:#a00;display:block;font-weight:600}"

  /// The page.
  func page(locale: LocaleIdentifier, action: String?) throws(FormattingError) -> String {
    // `??` would throw any error from its closure; the catalog throws FormattingError.
    let untitled = spec.title == nil ? try catalog.message("html.untitled") : ""
    let title = spec.title ?? untitled
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"\(Self.languageTag(locale))\"\(Self.isRightToLeft(locale) ? " dir=\"rtl\"" : "")>",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>\(HTMLEscaping.text(title))</title>",
      "<style>", messages.isEmpty ? Self.style : Self.style + "\n" + Self.errorStyle, "</style>",
      "</head>",
      "<body>",
      "<main>",
      "<h1>\(HTMLEscaping.text(title))</h1>",
      "<form" + Self.attributes([("method", "post")] + (action.map { [("action", $0)] } ?? []))
        + ">",
    ]
    for hidden in spec.hidden {
      lines.append(
        "<input"
          + Self.attributes([("type", "hidden"), ("name", hidden.name), ("value", hidden.value)])
          + ">")
    }
    // A message for a name the form has no field for (a hostile or stale post) has no field to
    // stand beside; it stands above them.
    let names = Set(spec.fields.map(\.name))
    // Its message names it (`The form has no field 'x'.`).
    for (name, message) in messages.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
      lines.append("<p class=\"error\" role=\"alert\">" + HTMLEscaping.text(message) + "</p>")
    }
    for (index, field) in spec.fields.enumerated() {
      lines += try self.lines(of: field, id: Self.id(of: field.name, index: index))
    }
    lines += [
      "<button type=\"submit\">\(HTMLEscaping.text(try catalog.message("html.submit")))</button>",
      "</form>", "</main>", "</body>", "</html>",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Fields

  /// A field's lines: its control, label, hint and message.
  func lines(of field: FieldSpec, id: String) throws(FormattingError) -> [String] {
    let control = field.htmlControl
    let label = try labelText(of: field)
    let hint = try self.hint(of: field)
    let hintID = id + "-hint"
    let errorID = id + "-error"
    let message = messages[field.name]
    var notes = hint.map {
      "<span id=\"\(hintID)\" class=\"hint\">\(HTMLEscaping.text($0))</span>"
    }
    if let message {
      notes =
        (notes.map { $0 + "\n" } ?? "")
        + "<span id=\"\(errorID)\" class=\"error\">\(HTMLEscaping.text(message))</span>"
    }
    let hintLine = notes
    let describedIDs = (hint == nil ? [] : [hintID]) + (message == nil ? [] : [errorID])
    let described: [Attribute] =
      describedIDs.isEmpty
      ? []
      : [("aria-describedby", describedIDs.joined(separator: " "))]
        + (message == nil ? [] : [("aria-invalid", "true")])
    let answer = answers.map { $0[field.name] ?? [] }
    let disabled: [Attribute] = field.disabled ? [("disabled", nil)] : []
    switch control.element {
    case .checkboxes:
      var lines = [
        "<fieldset" + Self.attributes([("class", "field")] + described + disabled) + ">",
        "<legend>\(label)</legend>",
      ]
      lines += hintLine.map { [$0] } ?? []
      let ticked = Set(field.defaultChoices ?? [])
      for (number, title) in titles(of: field).enumerated() {
        let optionID = "\(id)-\(number + 1)"
        let value = field.submittedValue(ofOption: title)
        var attributes: [Attribute] = [
          ("id", optionID), ("name", field.name), ("type", "checkbox"), ("value", value),
        ]
        if answer.map({ $0.contains(value) }) ?? ticked.contains(title) {
          attributes.append(("checked", nil))
        }
        lines.append(
          "<div class=\"option\"><input" + Self.attributes(attributes) + "> <label for=\""
            + HTMLEscaping.attribute(optionID) + "\">" + HTMLEscaping.text(title)
            + "</label></div>")
      }
      return lines + ["</fieldset>"]
    case .input where control.type == "checkbox":
      var attributes: [Attribute] = [("id", id), ("name", field.name), ("type", "checkbox")]
      // Without a value attribute a ticked box sends HTML's `on`, which is also the default.
      if field.checkboxValue != nil { attributes.append(("value", field.submittedCheckboxValue)) }
      if field.required { attributes.append(("required", nil)) }
      if answer.map({ !$0.isEmpty }) ?? (field.defaultValue == "true") {
        attributes.append(("checked", nil))
      }
      let input = "<input" + Self.attributes(attributes + described + disabled) + ">"
      return ["<div class=\"field check\">", "\(input) <label for=\"\(id)\">\(label)</label>"]
        + (hintLine.map { [$0] } ?? []) + ["</div>"]
    case .select:
      let attributes: [Attribute] =
        [("id", id), ("name", field.name)] + (field.required ? [("required", nil)] : [])
      var lines = [
        "<div class=\"field\">", "<label for=\"\(id)\">\(label)</label>",
        "<select" + Self.attributes(attributes + described + disabled) + ">",
      ]
      // The first option is empty, so that nothing is chosen until a person chooses, and a
      // required choice left so is valueMissing (HTML's placeholder label option).
      let chosen = field.defaultValue
      // An answer names its option by the value submitted, a default by its title.
      func isChosen(_ title: String) -> Bool {
        guard let answer else { return title == chosen }
        return answer.first == field.submittedValue(ofOption: title)
      }
      let noneChosen = answer.map { ($0.first ?? "").isEmpty } ?? (chosen == nil)
      lines.append(
        "<option value=\"\"" + (noneChosen ? " selected" : "") + ">"
          + HTMLEscaping.text(try catalog.message("html.choose")) + "</option>")
      func option(_ title: String) -> String {
        "<option" + Self.attributes([("value", field.submittedValue(ofOption: title))])
          + (isChosen(title) ? " selected" : "") + ">" + HTMLEscaping.text(title) + "</option>"
      }
      switch field.options {
      case .list(let titles)?:
        lines += titles.map(option)
      case .byParent(let byParent)?:
        // Without a script a page cannot change the options when the parent's answer does;
        // each parent title's options are a group of their own.
        for parent in parentTitles(of: field) {
          guard let titles = byParent[parent] else { continue }
          lines.append("<optgroup" + Self.attributes([("label", parent)]) + ">")
          lines += titles.map(option)
          lines.append("</optgroup>")
        }
      case nil:
        break
      }
      return lines + ["</select>"] + (hintLine.map { [$0] } ?? []) + ["</div>"]
    case .input, .textarea:
      let attributes =
        [("id", id), ("name", field.name)] + constraintAttributes(of: field, control: control)
        + keyboardAttributes(of: control) + described + disabled
        + (field.readOnly ? [("readonly", nil)] : [])
      var element: String
      if control.element == .textarea {
        let text = answer.map { $0.first ?? "" } ?? field.defaultValue ?? ""
        // The parser drops one line feed right after `<textarea>`; a value that starts with
        // one keeps it behind another.
        let lead = text.hasPrefix("\n") || text.hasPrefix("\r") ? "\n" : ""
        element =
          "<textarea" + Self.attributes(attributes) + ">" + lead + HTMLEscaping.text(text)
          + "</textarea>"
      } else {
        let shown = answer.map { $0.first } ?? defaultValue(of: field)
        let value: [Attribute] = shown.map { [("value", $0)] } ?? []
        element = "<input" + Self.attributes(attributes + value) + ">"
      }
      return ["<div class=\"field\">", "<label for=\"\(id)\">\(label)</label>", element]
        + (hintLine.map { [$0] } ?? []) + ["</div>"]
    }
  }

  /// The label's content: the spec's label (or the field's name), and the note of a required
  /// field.
  func labelText(of field: FieldSpec) throws(FormattingError) -> String {
    var text = HTMLEscaping.text(field.label ?? field.name)
    // A multiple choice's "required" is a count a browser cannot check; its hint says it.
    if field.required, !(field.kind == .choice && field.multiple) {
      text +=
        " <span class=\"required\">"
        + HTMLEscaping.text(try catalog.message("html.required")) + "</span>"
    }
    return text
  }

  /// The hint under a field: how many options a multiple choice takes, or an example of a
  /// phone number in its region.
  func hint(of field: FieldSpec) throws(FormattingError) -> String? {
    switch field.kind {
    case .choice where field.multiple:
      let minimum = field.min.flatMap { Int($0) } ?? (field.required ? 1 : nil)
      let maximum = field.max.flatMap { Int($0) }
      var sentences: [String] = []
      if let minimum, minimum > 0 {
        sentences.append(
          try catalog.message(
            "validity.rangeUnderflow", ["kind": "choice", "minimum": .number(Double(minimum))]))
      }
      if let maximum {
        sentences.append(
          try catalog.message(
            "validity.rangeOverflow", ["kind": "choice", "maximum": .number(Double(maximum))]))
      }
      return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    case .phone:
      guard let validator = try? PhoneValidator(region: field.region, locale: formLocale),
        let example = try? PhoneFormat(region: validator.format.region, style: .national)
          .exampleNumber
      else { return nil }
      return try catalog.message("html.example", ["example": .text(example)])
    default:
      return nil
    }
  }

  /// The attributes of the spec's constraints that HTML has for this control.
  ///
  /// HTML's length limits and `pattern` apply only to controls that hold text, and `pattern`
  /// not to a `<textarea>`; a number or date input ignores them, so they are left out there.
  func constraintAttributes(of field: FieldSpec, control: HTMLControl) -> [Attribute] {
    var attributes: [Attribute] = [("type", control.type)].compactMap { name, value in
      value.map { (name, $0) }
    }
    if field.required { attributes.append(("required", nil)) }
    let isDate = [.date, .time, .datetime].contains(field.kind)
    let isNumber = [.integer, .decimal, .number].contains(field.kind)
    if isDate || isNumber {
      let minimum = isDate ? field.picker?.min ?? field.min : field.min
      let maximum = isDate ? field.picker?.max ?? field.max : field.max
      if let minimum { attributes.append(("min", minimum)) }
      if let maximum { attributes.append(("max", maximum)) }
      if let step = htmlStep(of: field) { attributes.append(("step", step)) }
    }
    if control.holdsText {
      if let minimum = field.minLength { attributes.append(("minlength", String(minimum))) }
      if let maximum = field.maxLength { attributes.append(("maxlength", String(maximum))) }
      if let pattern = field.pattern, control.element == .input {
        attributes.append(("pattern", pattern))
      }
    }
    if field.kind == .email, field.multiple { attributes.append(("multiple", nil)) }
    return attributes
  }

  /// The `step` attribute, or `nil` where HTML's default step is the spec's.
  ///
  /// Integers step by 1 as a number input does; decimals and numbers take any step unless the
  /// spec gives one, which a number input must be told. A time or date-time picker's minute
  /// interval is a step too: the step is the least common multiple of the two, in seconds.
  func htmlStep(of field: FieldSpec) -> String? {
    switch field.kind {
    case .integer: return field.step
    case .decimal, .number: return field.step ?? "any"
    case .time, .datetime:
      guard let interval = field.picker?.minuteInterval, interval != 1 else { return field.step }
      guard
        let validator = try? DateTimeValidator(
          kind: field.kind, minimum: field.picker?.min ?? field.min, step: field.step,
          minuteInterval: interval),
        let milliseconds = validator.step,
        let seconds = ExactDecimal(
          significand: milliseconds.significand, exponent: milliseconds.exponent - 3
        ).decimalNumber
      else { return String(interval * 60) }
      return seconds.description
    default: return field.step
    }
  }

  /// The attributes of the keyboard and its return key.
  func keyboardAttributes(of control: HTMLControl) -> [Attribute] {
    [
      ("inputmode", control.inputMode), ("enterkeyhint", control.enterKeyHint),
      ("autocomplete", control.autocomplete), ("autocapitalize", control.autocapitalize),
      ("autocorrect", control.autocorrect), ("spellcheck", control.spellcheck),
    ].compactMap { name, value in value.map { (name, $0) } }
  }

  /// The value an input starts with: a number or date in HTML's machine form, whichever form
  /// the spec wrote it in.
  func defaultValue(of field: FieldSpec) -> String? {
    guard let value = field.defaultValue else { return nil }
    guard [.integer, .decimal, .number, .date, .time, .datetime].contains(field.kind) else {
      return value
    }
    // As the spec's check reads a default: HTML's machine form first, then the form's locale.
    for locale in [nil, formLocale] {
      guard let result = try? field.makeValidator(locale: locale).validate(value),
        result.state.isValid
      else { continue }
      return result.normalized ?? value
    }
    return value
  }

  /// A choice's titles in order; a dependent choice's are all of its parent's options'.
  func titles(of field: FieldSpec) -> [String] {
    switch field.options {
    case .list(let titles)?: return titles
    case .byParent(let byParent)?: return parentTitles(of: field).flatMap { byParent[$0] ?? [] }
    case nil: return []
    }
  }

  /// The titles of the choice a dependent choice depends on, in that choice's order.
  func parentTitles(of field: FieldSpec) -> [String] {
    guard let parent = spec.fields.first(where: { $0.name == field.dependsOn }),
      case .list(let titles)? = parent.options
    else { return [] }
    return titles
  }

  // MARK: - Markup

  /// Attributes as markup, each after a space.
  static func attributes(_ attributes: [Attribute]) -> String {
    attributes.map { name, value in
      value.map { " \(name)=\"\(HTMLEscaping.attribute($0))\"" } ?? " \(name)"
    }.joined()
  }

  /// A field's `id`: `field-NAME` for a name of ASCII letters, digits and `_`, else
  /// `f-NUMBER`, its place in the form, since an id cannot hold spaces and `-` ends the
  /// name in the ids derived from it (`field-city-hint`, `field-toppings-2`).
  static func id(of name: String, index: Int) -> String {
    let plain =
      !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
      }
    return plain ? "field-" + name : "f-\(index + 1)"
  }

  /// The BCP 47 tag of a locale, for `lang`: ICU's `de_DE` is `de-DE`; keywords are dropped.
  static func languageTag(_ locale: LocaleIdentifier) -> String {
    String(locale.identifier.prefix { $0 != "@" }).replacing("_", with: "-")
  }

  /// Whether the locale's language is written right to left.
  ///
  /// The languages CLDR writes in Arabic, Hebrew, Syriac and Thaana script.
  static func isRightToLeft(_ locale: LocaleIdentifier) -> Bool {
    let parts = locale.identifier.prefix { $0 != "@" }.split(separator: "_")
    if parts.contains(where: { ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm"].contains($0) }) {
      return true
    }
    if parts.contains(where: { ["Latn", "Cyrl"].contains($0) }) { return false }
    let rightToLeft: Set<Substring> = [
      "ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "syr", "ks", "mzn", "lrc",
    ]
    return parts.first.map(rightToLeft.contains) ?? false
  }
}
