import BigInt
import FoundationEssentials

/// Validates dates, times and local date-times as a browser validates `type="date"`,
/// `type="time"` and `type="datetime-local"`, or as a person writes them in a locale.
///
/// ```swift
/// let birthday = try DateTimeValidator(kind: .date, minimum: "1900-01-01")
/// birthday.validate("2000-01-31").normalized        // "2000-01-31"
/// birthday.validate("1899-12-31").state             // rangeUnderflow
/// let call = try DateTimeValidator(kind: .datetime)
/// call.validate("2014-01-01 11:11").normalized      // "2014-01-01T11:11"
/// try DateTimeValidator(kind: .date, locale: "de_DE").validate("31.01.2000").normalized
/// // "2000-01-31"
/// ```
///
/// Values normalize to HTML's normalized forms. Steps count days for dates (1 by default) and
/// seconds for times and date-times (60 by default), from the minimum or else from 1970-01-01
/// and midnight, as in HTML. With a locale, the locale's short, medium, long and full formats
/// are read with ICU, and the ISO forms still are.
///
/// ## A picker's minute interval
/// A time or date-time picker whose minute wheel turns in steps (`minuteInterval: 15` shows
/// the minutes 00, 15, 30 and 45) cannot hold a value between them, so its interval is a step
/// as HTML's `step` is: a value must be on the interval (whole minutes, on the wheel's minutes)
/// and on `step` as well, which makes the step the least common multiple of the two. The
/// minimum, the step base, must lie on the interval; a message names the nearest values on
/// both.
///
/// ```swift
/// let call = try DateTimeValidator(kind: .time, minuteInterval: 15)
/// call.validate("13:31").state   // stepMismatch: the nearest are 13:30 and 13:45
/// ```
public struct DateTimeValidator: Sendable, Hashable {
  /// date, time or datetime.
  public let kind: FieldKind
  /// The locale's formats tried in order, or empty for the machine forms only.
  let formats: [DateFormat]
  /// The formats limits and neighbours are written in for messages: ``formats``, else the
  /// messages' locale's, else empty for ISO.
  let shownFormats: [DateFormat]
  let minimum: HTMLDateTime.Amount?
  let maximum: HTMLDateTime.Amount?
  /// The step in the kind's amount unit (days, or milliseconds), or `nil` for any.
  let step: ExactDecimal?
  /// Whether an empty value is `valueMissing`.
  public let required: Bool
  /// The limits and step as range rules, made once: making them maps each limit to an exact
  /// decimal, which cost more than the check itself when it was done per value.
  let rules: RangeRules

  /// Makes a validator.
  ///
  /// - Parameters:
  ///   - kind: `.date`, `.time` or `.datetime`.
  ///   - locale: Also read what a person writes in this locale.
  ///   - minimum: The earliest valid value, in the kind's ISO form.
  ///   - maximum: The latest valid value, in the kind's ISO form.
  ///   - step: Days for dates, seconds otherwise, or `any`.
  ///   - minuteInterval: Times and date-times: the step of a picker's minute wheel, a divisor
  ///     of 60 from 1 to 30; a value must be on it as well as on `step`. Dates ignore it.
  ///   - required: Whether an empty value is `valueMissing`.
  /// - Throws: ``ValidationError`` for options in the wrong form, a minute interval a wheel
  ///   cannot have, or a minimum off the interval; ``FormattingError`` for an unknown locale.
  public init(
    kind: FieldKind, locale: String? = nil, minimum: String? = nil, maximum: String? = nil,
    step: String? = nil, minuteInterval: Int = 1, required: Bool = false
  ) throws {
    try self.init(
      kind: kind, locale: locale, messageLocale: nil, minimum: minimum, maximum: maximum,
      step: step, minuteInterval: minuteInterval, required: required)
  }

  /// Makes a validator whose messages write limits in `messageLocale` when it reads values
  /// without a locale: a submission's machine values, with messages for the person who sent
  /// them.
  ///
  /// With `ownICUObjects`, its formats have ICU formatters of their own, not the shared ones,
  /// for one worker thread of a stream: a shared formatter serves one thread at a time.
  init(
    kind: FieldKind, locale: String?, messageLocale: String?, minimum: String?,
    maximum: String?, step: String?, minuteInterval: Int, required: Bool,
    ownICUObjects: Bool = false
  ) throws {
    self.kind = kind
    func amount(_ name: String, _ text: String?) throws(ValidationError) -> HTMLDateTime.Amount? {
      guard let text else { return nil }
      guard let value = HTMLDateTime.parse(text, kind: kind) else {
        throw .invalidDateOption(name: name, value: text, kind: kind.rawValue)
      }
      return value
    }
    self.minimum = try amount("minimum", minimum)
    // A minimum above the maximum is taken as it is, as HTML takes it: for dates no value is
    // then in range, and for times the range wraps around midnight (HTML §4.10.5.3.7, "has a
    // reversed range"; see ``RangeRules``).
    self.maximum = try amount("maximum", maximum)
    let unit: BigInt = kind == .date ? 1 : 1000
    var stepAmount: ExactDecimal?
    switch step {
    case nil: stepAmount = ExactDecimal(kind == .date ? 1 : 60_000)
    case "any"?: stepAmount = nil
    case let text?:
      // HTML reads the step to a double, as a number input's; its shortest decimal is the step.
      guard let value = BrowserNumber(html: text), value.double > 0 else {
        throw ValidationError.invalidStep(text)
      }
      stepAmount = value.exact * unit
    }
    if kind != .date, minuteInterval != 1 {
      guard (1...30).contains(minuteInterval), 60 % minuteInterval == 0 else {
        throw ValidationError.invalidMinuteInterval(minuteInterval)
      }
      let interval = ExactDecimal(Int64(minuteInterval) * 60_000)
      // The wheel's minutes count from the hour, the step from the minimum: with a minimum on
      // the wheel's minutes, a value is on both when it is on their common multiple.
      if let low = self.minimum, !ExactDecimal(low).flooredQuotient(dividingBy: interval).isExact {
        throw ValidationError.minimumOffMinuteInterval(
          minimum: minimum ?? "", minuteInterval: minuteInterval)
      }
      stepAmount = stepAmount.map { $0.leastCommonMultiple(with: interval) } ?? interval
    }
    self.step = stepAmount
    self.required = required
    rules = RangeRules(
      minimum: self.minimum.map(ExactDecimal.init), maximum: self.maximum.map(ExactDecimal.init),
      step: self.step, wholeAmounts: true, periodic: kind == .time)
    let styles: [(DateFormat.Style, DateFormat.Style)]
    switch kind {
    case .date: styles = [(.short, .none), (.medium, .none), (.long, .none), (.full, .none)]
    case .time: styles = [(.none, .short), (.none, .medium)]
    default: styles = [(.short, .short), (.medium, .short), (.short, .medium), (.medium, .medium)]
    }
    func formats(_ locale: String?) throws -> [DateFormat] {
      try locale.map { locale in
        try styles.map {
          // HTML's dates are proleptic Gregorian; ICU's would read "10.03.1500" as Julian.
          let shared = try DateFormat(
            locale: locale, layout: .styles(date: $0.0, time: $0.1), prolepticGregorian: true)
          return ownICUObjects ? try shared.withOwnICUObject() : shared
        }
      } ?? []
    }
    self.formats = try formats(locale)
    shownFormats = locale == nil ? try formats(messageLocale) : self.formats
  }

  // MARK: - Validating

  /// Sanitizes and checks a value.
  ///
  /// Without a locale the value is HTML's: a browser sets a date or time input to the empty
  /// string unless its value is in the input's ISO form, so surrounding whitespace or a line
  /// break makes it `badInput` here. With a locale, what a person types is trimmed first. A
  /// value that is no date or time is `badInput`, and in a required field `valueMissing` as
  /// well: the browser's value is then empty.
  public func validate(_ raw: String) -> ValidationResult { validate(raw, exactly: false) }

  /// ``validate(_:)``, with the range rules in machine words where they are whole, or
  /// `exactly` in exact decimals throughout: the two give the same results.
  func validate(_ raw: String, exactly: Bool) -> ValidationResult {
    let value = formats.isEmpty ? raw : HTMLSanitization.machineValue(raw)
    guard !value.isEmpty else { return .empty(required: required) }
    if !formats.isEmpty,
      let refusal = ValidationResult.refusingDigits(
        of: value, limit: ParseBounds.dateDigits, required: required)
    {
      return refusal
    }
    guard let amount = parse(value) else {
      return .unconvertible(value, required: required)
    }
    // Closures written in the call, not kept in a variable: a kept one copies `self`. Only
    // amounts HTML can write are named, so every one shown is an `Int64`.
    let kind = kind
    let (state, arguments) =
      exactly
      ? rules.checkExactly(
        ExactDecimal(amount), show: { show($0.int64 ?? $0.int64Clamped) },
        admits: { Self.admits($0, kind: kind) })
      : rules.check(
        amount, show: { show($0) }, showExactly: { show($0.int64 ?? $0.int64Clamped) },
        admits: { HTMLDateTime.isWritable($0, kind: kind) },
        admitsExactly: { Self.admits($0, kind: kind) })
    return ValidationResult(
      value: value, state: state,
      normalized: state.isValid ? HTMLDateTime.serialize(amount, kind: kind) : nil, reason: nil,
      arguments: arguments)
  }

  /// Whether an amount the exact path computed is a value of the kind: a whole day or
  /// millisecond that HTML can write.
  static func admits(_ amount: ExactDecimal, kind: FieldKind) -> Bool {
    guard let whole = amount.int64 else { return false }
    return HTMLDateTime.isWritable(whole, kind: kind)
  }

  func parse(_ value: String) -> HTMLDateTime.Amount? {
    if let amount = HTMLDateTime.parse(value, kind: kind) { return amount }
    for format in formats {
      guard let date = try? format.parse(value) else { continue }
      // The formats read in UTC, so the instant's UTC reading is the wall-clock value.
      let milliseconds = HTMLDateTime.Amount((date.timeIntervalSince1970 * 1000).rounded())
      let amount: HTMLDateTime.Amount
      switch kind {
      case .date:
        amount =
          milliseconds >= 0
          ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
      case .time: amount = ((milliseconds % 86_400_000) + 86_400_000) % 86_400_000
      default: amount = milliseconds
      }
      // A date HTML cannot write (before year 1) is no value a form can submit.
      if HTMLDateTime.isWritable(amount, kind: kind) { return amount }
    }
    return nil
  }

  /// A limit or step neighbour as people read it: the locale's medium format (a time's short
  /// one, without seconds, when it is whole minutes), or ISO.
  private func show(_ amount: HTMLDateTime.Amount) -> String {
    let index = kind == .time && amount % 60_000 == 0 ? 0 : 1
    guard let format = shownFormats.dropFirst(index).first ?? shownFormats.first else {
      return HTMLDateTime.serialize(amount, kind: kind)
    }
    let milliseconds: Double
    switch kind {
    case .date: milliseconds = Double(amount) * 86_400_000
    default: milliseconds = Double(amount)
    }
    return format.format(Date(timeIntervalSince1970: milliseconds / 1000))
  }
}
