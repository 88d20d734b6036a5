// MARK: - Decoding

extension FormSpec {
  init(decoding value: JSONValue, source: JSONSource) throws(FormSpecError) {
    var reader = try JSONObjectReader(value, source: source, context: "the form")
    let title = try reader.string("title")
    let locale = try reader.string("locale")
    if let locale, let member = reader.members.first(where: { $0.key == "locale" }) {
      do {
        _ = try LocaleIdentifier(locale)
      } catch {
        throw reader.error(at: member.value.offset, error.description)
      }
    }
    let path = try reader.string("path")
    var accessory: (bar: AccessoryBar, today: Int?)?
    if let accessoryValue = reader.value("accessory") {
      accessory = try AccessoryBar.decode(accessoryValue, source: source, owner: "the form")
    }
    let hiddenValue = reader.value("hidden")
    guard let fieldsValue = reader.value("fields") else {
      throw reader.error(at: value.offset, "Expected a 'fields' array in the form.")
    }
    try reader.finish()
    guard case .array(let elements) = fieldsValue.kind, !elements.isEmpty else {
      throw reader.error(
        at: fieldsValue.offset, "Expected 'fields' to be an array of at least one field.")
    }
    var fields: [FieldSpec] = []
    fields.reserveCapacity(elements.count)
    // Fields by name, so that each field finds a namesake or its parent at once rather than by
    // a search of every field before it.
    var indices: [String: Int] = [:]
    for element in elements {
      let field = try FieldSpec(decoding: element, source: source, locale: locale) { name in
        indices[name].map { fields[$0] }
      }
      if let today = accessory?.today, field.accessory == nil, !field.takesToday {
        throw reader.error(
          at: today,
          "'today' sets a date, but \(quoted(field.name)) is a \(field.kind.rawValue) field that uses the form's accessory; give \(quoted(field.name)) an accessory of its own or remove 'today'."
        )
      }
      indices[field.name] = fields.count
      fields.append(field)
    }
    var hidden: [HiddenValue] = []
    if let hiddenValue {
      guard case .object(let members) = hiddenValue.kind else {
        throw reader.error(
          at: hiddenValue.offset,
          "Expected 'hidden' to be an object of names and string values, such as {\"authenticity_token\": \"…\"}."
        )
      }
      for member in members {
        guard case .string(let text) = member.value.kind else {
          throw reader.error(
            at: member.value.offset,
            "Expected the hidden value of \(quoted(member.key)) to be a string.")
        }
        if indices[member.key] != nil {
          throw reader.error(
            at: member.value.offset,
            "\(quoted(member.key)) is a field of the form, so it cannot also be hidden; remove it from 'hidden' or rename it."
          )
        }
        hidden.append(HiddenValue(name: member.key, value: text))
      }
    }
    self.init(
      title: title, locale: locale, path: path, fields: fields, accessory: accessory?.bar,
      hidden: hidden)
  }
}

extension FieldSpec {
  /// Decodes a field.
  ///
  /// - Parameters:
  ///   - value: The field's object.
  ///   - source: The text the field is in, for the places of errors.
  ///   - locale: The form's locale.
  ///   - earlier: The field of a name among those before this one, if any.
  /// - Throws: ``FormSpecError`` naming the first problem.
  init(
    decoding value: JSONValue, source: JSONSource, locale: String?,
    earlier: (String) -> FieldSpec?
  ) throws(FormSpecError) {
    var reader = try JSONObjectReader(value, source: source, context: "a field")
    guard let name = try reader.string("name"), !name.isEmpty else {
      throw reader.error(at: value.offset, "Expected a non-empty 'name' in every field.")
    }
    if earlier(name) != nil {
      throw reader.error(
        at: value.offset, "Two fields are named \(quoted(name)); names must differ.")
    }
    reader = try JSONObjectReader(value, source: source, context: "the field \(quoted(name))")
    _ = try reader.string("name")
    guard let kind = try reader.choice("kind", of: FieldKind.self) else {
      throw reader.error(at: value.offset, "Expected a 'kind' in the field \(quoted(name)).")
    }
    self.init(name: name, kind: kind)
    label = try reader.string("label")
    required = try reader.bool("required") ?? false
    disabled = try reader.bool("disabled") ?? false
    readOnly = try reader.bool("readonly") ?? false
    minLength = try reader.integer("minLength")
    maxLength = try reader.integer("maxLength")
    lengthUnit = try reader.choice("count", of: TextConstraints.LengthUnit.self) ?? .graphemes
    pattern = try reader.string("pattern")
    min = try reader.numberOrString("min")
    max = try reader.numberOrString("max")
    step = try reader.numberOrString("step")
    schemes = try reader.strings("schemes") ?? []
    multiple = try reader.bool("multiple") ?? false
    region = try reader.string("region")
    let defaultMember = reader.value("default")
    dependsOn = try reader.string("dependsOn")
    (keyboard, hidesKeyboard) = try Self.keyboard(reader: &reader)
    multiline = try reader.bool("multiline") ?? false
    if let accessoryValue = reader.value("accessory") {
      let (bar, today) = try AccessoryBar.decode(
        accessoryValue, source: source, owner: "the field \(quoted(name))")
      if let today, !takesToday {
        throw reader.error(
          at: today,
          "'today' sets a date, but \(quoted(name)) is a \(kind.rawValue) field; put it on a date or datetime field's accessory."
        )
      }
      accessory = bar
    }
    if let pickerValue = reader.value("picker") {
      picker = try DatePickerSpec(decoding: pickerValue, source: source, field: name)
    }
    if let optionsValue = reader.value("options") {
      options = try Self.options(optionsValue, reader: reader, values: &optionValues)
    }
    checkboxValue = try decodeCheckboxValue(reader: &reader)
    if let traitsValue = reader.value("traits") {
      traits = try TraitOverrides(decoding: traitsValue, source: source, field: name)
    }
    try reader.finish()
    if let defaultMember { try decodeDefault(defaultMember, reader: reader) }
    try check(reader: reader, earlier: earlier, at: value.offset, locale: locale)
  }

  /// Reads `keyboard`: one of UIKit's keyboards, or `none`, HTML's inputmode=none, for no
  /// keyboard at all.
  private static func keyboard(
    reader: inout JSONObjectReader
  ) throws(FormSpecError) -> (KeyboardType?, hidesKeyboard: Bool) {
    guard let value = reader.value("keyboard") else { return (nil, false) }
    guard case .string(let text) = value.kind else {
      throw reader.mismatch("keyboard", value, "a string")
    }
    if text == "none" { return (nil, true) }
    guard let keyboard = KeyboardType(rawValue: text) else {
      let allowed = (KeyboardType.allCases.map(\.rawValue) + ["none"]).map { "'\($0)'" }
        .joined(separator: ", ")
      throw reader.error(
        at: value.offset,
        "Unknown keyboard \(quoted(text)) in \(reader.context); expected one of \(allowed).")
    }
    return (keyboard, false)
  }

  /// Whether the field's accessory may have a `today` button: date and datetime fields.
  var takesToday: Bool { kind == .date || kind == .datetime }

  /// Reads `default` as the kind takes it: `true` or `false` for a boolean, an array of
  /// titles for a multiple choice, else a number or a string.
  private mutating func decodeDefault(
    _ value: JSONValue, reader: JSONObjectReader
  ) throws(FormSpecError) {
    switch (value.kind, kind, multiple && kind == .choice) {
    case (.bool(let flag), .boolean, _):
      defaultValue = flag ? "true" : "false"
    case (_, .boolean, _):
      throw reader.mismatch("default", value, "true or false")
    case (.array(let elements), _, true):
      var titles: [String] = []
      for element in elements {
        guard case .string(let title) = element.kind else {
          throw reader.mismatch("default", element, "option titles only in the array")
        }
        titles.append(title)
      }
      defaultChoices = titles
    case (_, _, true):
      throw reader.mismatch("default", value, "an array of option titles")
    case (.number(let text), _, _), (.string(let text), _, _):
      defaultValue = text
    default:
      throw reader.mismatch("default", value, "a number or a string")
    }
  }

  private static func options(
    _ value: JSONValue, reader: JSONObjectReader, values: inout [String: String]
  ) throws(FormSpecError) -> ChoiceOptions {
    func titles(_ value: JSONValue) throws(FormSpecError) -> [String] {
      guard case .array(let elements) = value.kind else {
        throw reader.error(
          at: value.offset, "Expected an array of option titles, found \(value.kindName).")
      }
      var texts: [String] = []
      var options: [(title: String, value: String?, offset: Int)] = []
      for element in elements {
        let option = try Self.option(element, reader: reader)
        texts.append(option.title)
        options.append((option.title, option.value, element.offset))
      }
      try Self.checkSubmittedValues(options, reader: reader, values: &values)
      return texts
    }
    switch value.kind {
    case .array: return .list(try titles(value))
    case .object(let members):
      var byParent: [String: [String]] = [:]
      for member in members { byParent[member.key] = try titles(member.value) }
      return .byParent(byParent)
    default:
      throw reader.error(
        at: value.offset,
        "Expected 'options' as an array of titles, or an object of arrays keyed by the titles of 'dependsOn', found \(value.kindName)."
      )
    }
  }
}

extension DatePickerSpec {
  init(decoding value: JSONValue, source: JSONSource, field: String) throws(FormSpecError) {
    var reader = try JSONObjectReader(
      value, source: source, context: "the picker of \(quoted(field))")
    self.init()
    mode = try reader.choice("mode", of: DatePickerModel.Mode.self)
    min = try reader.string("min")
    max = try reader.string("max")
    minuteInterval = try reader.integer("minuteInterval")
    roundsToMinuteInterval = try reader.bool("roundsToMinuteInterval")
    calendar = try reader.choice("calendar", of: CalendarSystem.self)
    timeZone = try reader.string("timeZone")
    try reader.finish()
  }
}

extension FieldSpec.TraitOverrides {
  init(decoding value: JSONValue, source: JSONSource, field: String) throws(FormSpecError) {
    var reader = try JSONObjectReader(
      value, source: source, context: "the traits of \(quoted(field))")
    self.init()
    contentType = try reader.choice("contentType", of: TextContentType.self)
    autocapitalization = try reader.choice(
      "autocapitalization", of: TextInputTraits.Autocapitalization.self)
    autocorrection = try reader.choice("autocorrection", of: TextInputTraits.Setting.self)
    spellChecking = try reader.choice("spellChecking", of: TextInputTraits.Setting.self)
    smartQuotes = try reader.choice("smartQuotes", of: TextInputTraits.Setting.self)
    smartDashes = try reader.choice("smartDashes", of: TextInputTraits.Setting.self)
    secure = try reader.bool("secure")
    returnKey = try reader.choice("returnKey", of: TextInputTraits.ReturnKey.self)
    try reader.finish()
  }
}
