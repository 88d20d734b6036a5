/// Validates phone numbers with libphonenumber: valid per the region's metadata, normalized to
/// E.164.
///
/// ```swift
/// let validator = try PhoneValidator(region: "US")
/// validator.validate("(650) 253-0000").normalized  // "+16502530000"
/// validator.validate("650 253 00").reason          // "it has too few digits"
/// ```
public struct PhoneValidator: Sendable, Hashable {
  /// The format that reads national numbers for its region.
  public let format: PhoneFormat
  /// Whether an empty value is `valueMissing`.
  public let required: Bool

  /// Makes a validator for a region, or for the region of a locale.
  ///
  /// - Parameters:
  ///   - region: A region code such as `US`; when `nil`, the locale's region.
  ///   - locale: A locale whose region is used when `region` is `nil`.
  ///   - required: Whether an empty value is `valueMissing`.
  /// - Throws: ``PhoneNumberError`` for an unknown region, ``FormattingError`` for an unknown
  ///   locale, ``ValidationError`` when
  ///   neither names a region.
  public init(region: String? = nil, locale: String? = nil, required: Bool = false) throws {
    var chosen = region
    if chosen == nil, let locale {
      let identifier = try LocaleIdentifier(locale).identifier
      let parts = identifier.split(separator: "@")[0].split(separator: "_")
      chosen = parts.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isUppercase) }
        .map(String.init)
    }
    guard let chosen else { throw ValidationError.noPhoneRegion }
    format = try PhoneFormat(region: chosen, style: .e164)
    self.required = required
  }

  /// Sanitizes and checks a value.
  public func validate(_ raw: String) -> ValidationResult {
    let value = HTMLSanitization.machineValue(raw)
    guard !value.isEmpty else { return .empty(required: required) }
    var state = ValidityState()
    do {
      let number = try format.parseValid(value)
      return ValidationResult(
        value: value, state: state, normalized: format.format(number), reason: nil)
    } catch {
      state.insert(.typeMismatch)
      guard case .invalidPhoneNumber(_, let problem) = error else {
        return ValidationResult(value: value, state: state, normalized: nil, reason: nil)
      }
      // The catalogs' phone message selects on the problem's case name, such as "tooShort".
      return ValidationResult(
        value: value, state: state, normalized: nil, reason: problem.description,
        arguments: ["problem": .text(problem.selector)])
    }
  }
}
