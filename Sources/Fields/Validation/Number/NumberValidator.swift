import FoundationEssentials

/// Validates numbers as a browser validates `<input type="number">`, or as a person writes them
/// in a locale.
///
/// ```swift
/// let age = try NumberValidator(kind: .integer, minimum: "13", maximum: "130")
/// age.validate("12").state     // rangeUnderflow
/// age.validate("2.5").state    // stepMismatch: integers step by 1
/// let price = try NumberValidator(kind: .decimal, locale: "de_DE", step: "0.01")
/// price.validate("1.234,50").normalized  // "1234.5"
/// ```
///
/// Without a locale a value must be HTML's "valid floating-point number" (what a browser
/// submits: `-12.5`, `1e3`, no `+`, no grouping). With a locale it is parsed strictly with ICU
/// as the locale writes numbers. Integers step by 1 unless told otherwise; decimal and number
/// fields take any step. The step base is the minimum, or 0, as in HTML.
public struct NumberValidator: Sendable, Hashable {
  /// integer, decimal or number.
  public let kind: FieldKind
  /// The locale's format, or `nil` for HTML's machine format.
  public let format: NumberFormat?
  /// The smallest valid value.
  public let minimum: DecimalNumber?
  /// The largest valid value.
  public let maximum: DecimalNumber?
  /// The step, or `nil` for any.
  public let step: DecimalNumber?
  /// Whether an empty value is `valueMissing`.
  public let required: Bool
  /// The format limits and neighbours are written in for messages: ``format``, else the
  /// messages' locale's, else `nil` for the plain form.
  let shownFormat: NumberFormat?
  /// The limits and step as exact decimals.
  let rules: RangeRules

  /// Makes a validator.
  ///
  /// - Parameters:
  ///   - kind: `.integer`, `.decimal` or `.number`.
  ///   - locale: Parse as this locale writes numbers; HTML's machine format when `nil`.
  ///   - minimum: A plain decimal number.
  ///   - maximum: A plain decimal number.
  ///   - step: A number above zero, or `any`; 1 for integers and any otherwise by default.
  ///   - required: Whether an empty value is `valueMissing`.
  /// - Throws: ``ValidationError`` for options that are not numbers, or
  ///   ``FormattingError`` (wrapped) for an unknown locale.
  public init(
    kind: FieldKind, locale: String? = nil, minimum: String? = nil, maximum: String? = nil,
    step: String? = nil, required: Bool = false
  ) throws {
    try self.init(
      kind: kind, locale: locale, messageLocale: nil, minimum: minimum, maximum: maximum,
      step: step, required: required)
  }

  /// Makes a validator whose messages write limits in `messageLocale` when it reads values
  /// without a locale: a submission's machine values, with messages for the person who sent
  /// them.
  ///
  /// With `ownICUObjects`, its formats have ICU formatters of their own, not the shared ones,
  /// for one worker thread of a stream: a shared formatter serves one thread at a time.
  init(
    kind: FieldKind, locale: String?, messageLocale: String?, minimum: String?,
    maximum: String?, step: String?, required: Bool, ownICUObjects: Bool = false
  ) throws {
    self.kind = kind
    func format(_ locale: String) throws(FormattingError) -> NumberFormat {
      let shared = try NumberFormat(locale: locale, maximumFractionDigits: 20)
      return ownICUObjects ? try shared.withOwnICUObject() : shared
    }
    self.format = try locale.map(format)
    shownFormat = try self.format ?? messageLocale.map(format)
    // HTML reads each option to a double; its shortest decimal is the limit.
    func number(_ name: String, _ text: String?) throws(ValidationError) -> BrowserNumber? {
      guard let text else { return nil }
      // A limit beyond a double's range is no number HTML has; refusing it beats ignoring it.
      guard let value = BrowserNumber(attribute: text) else {
        throw .invalidNumberOption(name: name, value: text)
      }
      return value
    }
    // A minimum above the maximum is taken as it is, as HTML takes it: no value is then in
    // range (HTML §4.10.5.3.7; see ``RangeRules``).
    let low = try number("minimum", minimum)
    let high = try number("maximum", maximum)
    var stride: BrowserNumber?
    switch step {
    case nil: stride = kind == .integer ? BrowserNumber(1.0) : nil
    case "any"?: stride = nil
    case let text?:
      guard let value = BrowserNumber(attribute: text), value.double > 0 else {
        throw ValidationError.invalidStep(text)
      }
      stride = value
    }
    self.minimum = low?.decimalNumber
    self.maximum = high?.decimalNumber
    self.step = stride?.decimalNumber
    self.required = required
    rules = RangeRules(minimum: low?.exact, maximum: high?.exact, step: stride?.exact)
  }

  // MARK: - Validating

  /// Sanitizes and checks a value.
  ///
  /// Without a locale the value is HTML's: a browser sets a number input to the empty string
  /// unless its value is a valid floating-point number, so surrounding whitespace or a line
  /// break makes it `badInput` here. With a locale, what a person types is trimmed first. A
  /// value that is no number is `badInput`, and in a required field `valueMissing` as well:
  /// the browser's value is then empty.
  /// Either way the number is the double HTML reads, measured as its shortest decimal (see
  /// `BrowserNumber`), and the normalized form is that decimal written plainly.
  public func validate(_ raw: String) -> ValidationResult {
    if format == nil, let integer = Self.plainInteger(raw),
      let result = validate(raw, integer: integer.value, isCanonical: integer.isCanonical)
    {
      return result
    }
    return validateExactly(raw)
  }

  /// ``validate(_:)`` through the double and exact decimals, for any value: what it does for all
  /// but plain integers in the machine format.
  func validateExactly(_ raw: String) -> ValidationResult {
    let value = format == nil ? raw : HTMLSanitization.machineValue(raw)
    guard !value.isEmpty else { return .empty(required: required) }
    if format != nil,
      let refusal = ValidationResult.refusingDigits(
        of: value, limit: ParseBounds.numberDigits, required: required)
    {
      return refusal
    }
    guard let number = parse(value) else {
      return .unconvertible(value, required: required)
    }
    let (state, arguments) = rules.checkExactly(
      number.exact, show: show, admits: BrowserNumber.isExact)
    return ValidationResult(
      value: value, state: state, normalized: state.isValid ? number.description : nil,
      reason: nil, arguments: arguments)
  }

  /// The value as a browser's number: HTML's grammar, or the locale's format; `nil` for text
  /// that is neither, or a number beyond a double's range.
  func parse(_ value: String) -> BrowserNumber? {
    if let format { return (try? format.parse(value)).flatMap(BrowserNumber.init) }
    return BrowserNumber(html: value)
  }

  /// Whether the text is HTML's "valid floating-point number".
  ///
  /// That is an optional `-`, then digits with an optional fraction or a fraction alone, then
  /// an optional exponent: no `+`, no spaces, no grouping.
  static func isValidFloatingPointNumber(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let isDigit: (UInt8) -> Bool = { $0 >= 0x30 && $0 <= 0x39 }
    let integer = bytes.prefix(while: isDigit)
    bytes = bytes.dropFirst(integer.count)
    var fraction: ArraySlice<UInt8> = []
    if bytes.first == UInt8(ascii: ".") {
      fraction = bytes.dropFirst().prefix(while: isDigit)
      guard !fraction.isEmpty else { return false }
      bytes = bytes.dropFirst(1 + fraction.count)
    }
    guard !integer.isEmpty || !fraction.isEmpty else { return false }
    if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
        bytes = bytes.dropFirst()
      }
      let exponent = bytes.prefix(while: isDigit)
      guard !exponent.isEmpty else { return false }
      bytes = bytes.dropFirst(exponent.count)
    }
    return bytes.isEmpty
  }

  // MARK: - Range

  /// A limit or neighbour in a message: the locale's format, or else the plain form, in
  /// exponent form (`1e166`) when that would be longer than 21 digits, as JavaScript writes it.
  func show(_ value: ExactDecimal) -> String {
    guard let number = value.decimalNumber else { return value.description }
    if let shownFormat { return shownFormat.format(number) }
    let plain = number.description
    guard plain.utf8.count > 22 else { return plain }
    let digits = number.coefficient
    let power = number.exponent + digits.count - 1
    let mantissa = digits.count == 1 ? digits : "\(digits.prefix(1)).\(digits.dropFirst())"
    return (number.isNegative ? "-" : "") + mantissa + "e\(power)"
  }
}
