/// The validator for a field of any kind, with its constraints: what `fieldcli validate` and a
/// form's fields both use.
///
/// ```swift
/// let age = try FieldValidator(kind: .integer, locale: "de_DE", minimum: "13")
/// age.validate("12").state   // rangeUnderflow
/// ```
public struct FieldValidator: Sendable {
  /// The kind of value checked.
  public let kind: FieldKind
  /// Required, lengths and pattern.
  public let constraints: TextConstraints
  private let check: @Sendable (String, inout PatternBudget) -> ValidationResult

  /// Makes the validator of a kind.
  ///
  /// - Parameters:
  ///   - kind: The kind of value.
  ///   - locale: Read numbers and dates as this locale writes them (dates also in ISO form);
  ///     `nil` for HTML's machine formats. Phones take their region from it when `region` is
  ///     `nil`.
  ///   - constraints: Required, lengths and pattern.
  ///   - multiple: E-mail: a comma-separated list.
  ///   - schemes: URLs: the schemes allowed; empty for any.
  ///   - base: URLs: the base relative values resolve against.
  ///   - minimum: Numbers, dates, times: the smallest value.
  ///   - maximum: Numbers, dates, times: the largest value.
  ///   - step: Numbers, dates, times: the step, or `any`.
  ///   - minuteInterval: Times and date-times: the step of a picker's minute wheel, which a
  ///     value must be on too (see ``DateTimeValidator``).
  ///   - region: Phones: the region of national numbers.
  /// - Throws: ``ValidationError`` for options in the wrong form, ``FormattingError`` for an
  ///   unknown locale or region.
  public init(
    kind: FieldKind, locale: String? = nil, constraints: TextConstraints = .none,
    multiple: Bool = false, schemes: [String] = [], base: String? = nil, minimum: String? = nil,
    maximum: String? = nil, step: String? = nil, minuteInterval: Int = 1, region: String? = nil
  ) throws {
    try self.init(
      kind: kind, locale: locale, messageLocale: nil, constraints: constraints,
      multiple: multiple, schemes: schemes, base: base, minimum: minimum, maximum: maximum,
      step: step, minuteInterval: minuteInterval, region: region)
  }

  /// Makes the validator of a kind whose messages write limits in `messageLocale` when values
  /// are read without a locale (`locale` is `nil`): what a submission checker for a locale
  /// uses, so that `check --locale de_DE` writes `1.000` as `validate --locale de_DE` does.
  ///
  /// With `ownICUObjects`, its number and date formats have ICU formatters of their own, not
  /// the shared ones, for one worker thread of a stream (`fieldcli validate --stdin`): a shared
  /// formatter serves one thread at a time, and two workers waiting on it cost
  /// `validate number --jobs 2` a third more time.
  package init(
    kind: FieldKind, locale: String?, messageLocale: String?, constraints: TextConstraints,
    multiple: Bool, schemes: [String], base: String?, minimum: String?, maximum: String?,
    step: String?, minuteInterval: Int, region: String?, ownICUObjects: Bool = false
  ) throws {
    self.kind = kind
    self.constraints = constraints
    let required = constraints.required
    switch kind {
    case .text, .choice:
      let text = TextValidator(constraints: constraints)
      check = { text.validate($0, budget: &$1) }
    case .email:
      let email = EmailValidator(multiple: multiple, constraints: constraints)
      check = { email.validate($0, budget: &$1) }
    case .url:
      let url = try URLValidator(schemes: schemes, base: base, constraints: constraints)
      check = { url.validate($0, budget: &$1) }
    case .integer, .decimal, .number:
      let number = try NumberValidator(
        kind: kind, locale: locale, messageLocale: messageLocale, minimum: minimum,
        maximum: maximum, step: step, required: required, ownICUObjects: ownICUObjects)
      check = { constraints.applied(to: number.validate($0), budget: &$1) }
    case .phone:
      let phone = try PhoneValidator(region: region, locale: locale, required: required)
      check = { constraints.applied(to: phone.validate($0), budget: &$1) }
    case .boolean:
      let boolean = BooleanValidator(required: required)
      check = { value, _ in boolean.validate(value) }
    case .date, .time, .datetime:
      let dates = try DateTimeValidator(
        kind: kind, locale: locale, messageLocale: messageLocale, minimum: minimum,
        maximum: maximum, step: step, minuteInterval: minuteInterval, required: required,
        ownICUObjects: ownICUObjects)
      check = { constraints.applied(to: dates.validate($0), budget: &$1) }
    }
  }

  /// Sanitizes and checks a value.
  ///
  /// - Parameter value: The value as typed or submitted.
  /// - Returns: Its validity, message arguments and normalized form.
  public func validate(_ value: String) -> ValidationResult {
    var budget = PatternBudget()
    return check(value, &budget)
  }

  /// ``validate(_:)`` within what a submission's pattern budget has left: a submission's
  /// fields share one budget, so that costly patterns cost it one match's limit at most.
  func validate(_ value: String, budget: inout PatternBudget) -> ValidationResult {
    check(value, &budget)
  }
}
