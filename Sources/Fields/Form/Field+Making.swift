import FoundationEssentials

// MARK: - Making input views

extension Field {
  static func makeDatePicker(
    spec: FieldSpec, locale: String, now: Date
  ) throws -> (DatePicker?, DateFormat?) {
    guard [.date, .time, .datetime].contains(spec.kind) else { return (nil, nil) }
    let settings = spec.picker ?? DatePickerSpec()
    let timeZone = settings.timeZone ?? "UTC"
    let mode = settings.mode ?? FieldSpec.modes(for: spec.kind)[0]
    var model = try DatePickerModel(
      mode: mode, locale: locale, calendar: settings.calendar, timeZone: timeZone, date: now,
      minuteInterval: settings.minuteInterval ?? 1,
      roundsToMinuteInterval: settings.roundsToMinuteInterval ?? true)
    let minimum = settings.min ?? spec.min
    let maximum = settings.max ?? spec.max
    model.minimumDate = minimum.flatMap { date(fromISO: $0, kind: spec.kind, timeZone: timeZone) }
    model.maximumDate = maximum.flatMap { date(fromISO: $0, kind: spec.kind, timeZone: timeZone) }
    let layout: DateFormat.Layout
    switch spec.kind {
    case .date: layout = .styles(date: .medium, time: .none)
    case .time: layout = .styles(date: .none, time: .short)
    default: layout = .styles(date: .medium, time: .short)
    }
    let format = try DateFormat(
      locale: locale, layout: layout, timeZone: timeZone, calendar: settings.calendar,
      prolepticGregorian: true)
    return (DatePicker(model), format)
  }

  static func makePicker(spec: FieldSpec, parent: Field?) throws -> PickerModel? {
    guard spec.kind == .choice, !spec.multiple, let options = spec.options else { return nil }
    switch options {
    case .list(let titles):
      return PickerModel(PickerColumns([titles]))
    case .byParent(let byParent):
      guard let parent else { return nil }
      return PickerModel(FieldDependentOptions(parent: parent.text, options: byParent))
    }
  }

  static func makeChoiceList(spec: FieldSpec) throws -> (ChoiceList?, SelectionRules?) {
    guard spec.kind == .choice, spec.multiple, case .list(let titles)? = spec.options else {
      return (nil, nil)
    }
    // The spec's check has refused limits that are no counts; a spec built in code meets the
    // same error.
    let (minimum, maximum) = try spec.selectionLimits { key, message in
      FormSpecError(file: "form", at: .init(line: 1, column: 1), message)
    }
    return (
      ChoiceList(titles),
      SelectionRules(required: spec.required, minimum: minimum, maximum: maximum)
    )
  }

  /// A value in its kind's HTML form (`2000-01-31`, `13:30`, `2000-01-31T13:30`) as an
  /// instant in `timeZone`.
  static func date(fromISO text: String, kind: FieldKind, timeZone: String) -> Date? {
    let pattern: String
    var value = text
    switch kind {
    case .date:
      pattern = "yyyy-MM-dd"
    case .time:
      pattern = "yyyy-MM-dd'T'HH:mm"
      value = "1970-01-01T" + text.prefix(5)
    default:
      pattern = "yyyy-MM-dd'T'HH:mm"
      value = String(text.prefix(16))
    }
    let format = try? DateFormat(
      locale: "en_US_POSIX", layout: .pattern(pattern), timeZone: timeZone,
      prolepticGregorian: true)
    return try? format?.parse(value)
  }
}

/// The options of a choice field that depend on another field's value: the cities of the
/// chosen country.
struct FieldDependentOptions: PickerDataSource, PickerDelegate {
  let parent: ObservableProperty<String>
  let options: [String: [String]]

  var numberOfComponents: Int { 1 }

  func numberOfRows(inComponent component: Int, selections: [Int]) -> Int {
    options[parent.value]?.count ?? 0
  }

  func title(forRow row: Int, inComponent component: Int, selections: [Int]) -> String {
    let titles = options[parent.value] ?? []
    return titles.indices.contains(row) ? titles[row] : ""
  }
}

extension TextInputTraits {
  /// Applies a field's overrides.
  mutating func apply(_ overrides: FieldSpec.TraitOverrides) {
    if let value = overrides.contentType { contentType = value }
    if let value = overrides.autocapitalization { autocapitalization = value }
    if let value = overrides.autocorrection { autocorrection = value }
    if let value = overrides.spellChecking { spellChecking = value }
    if let value = overrides.smartQuotes { smartQuotes = value }
    if let value = overrides.smartDashes { smartDashes = value }
    if let value = overrides.secure { isSecureTextEntry = value }
    if let value = overrides.returnKey { returnKey = value }
  }
}
