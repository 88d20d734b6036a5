internal import CPhoneNumber

/// Parses, checks and formats phone numbers with Google's libphonenumber.
///
/// ```swift
/// let format = try PhoneFormat(region: "DE", style: .international)
/// try format.format("030 1234567")   // "+49 30 1234567"
/// try format.format("+1 650 253 0000")  // "+1 650-253-0000": an international number keeps its country
/// ```
///
/// The region is the default for numbers written nationally; a number written with `+` or an
/// international prefix keeps its own country.
///
/// ## Thread safety
/// `PhoneFormat` is a `Sendable` value; libphonenumber's PhoneNumberUtil is an immutable
/// singleton, safe from any thread.
public struct PhoneFormat: Sendable, Hashable {
  /// The CLDR region code used for national numbers, upper case.
  public let region: String
  /// How formatted numbers are written.
  public let style: Style

  /// Makes a format for a region.
  ///
  /// - Parameters:
  ///   - region: A two-letter region code such as `US` or `de` (case does not matter), or
  ///     `001` for non-geographic numbers.
  ///   - style: How numbers are written; E.164 by default.
  /// - Throws: ``PhoneNumberError/unknownRegion(_:)`` when libphonenumber has no metadata for it.
  public init(region: String, style: Style = .e164) throws(PhoneNumberError) {
    let upper = region.uppercased()
    guard upper.utf8.count <= 3, upper.allSatisfy({ $0.isASCII }),
      cphn_region_is_supported(upper)
    else { throw .unknownRegion(region) }
    self.region = upper
    self.style = style
  }

  // MARK: - Parsing and formatting

  /// Parses a number written nationally for ``region`` or internationally.
  ///
  /// Only the text's shape is checked here; see ``PhoneNumber/isValid``.
  /// - Throws: ``PhoneNumberError/invalidPhoneNumber(_:reason:)`` with libphonenumber's reason.
  public func parse(_ text: String) throws(PhoneNumberError) -> PhoneNumber {
    var raw = cphn_number()
    var text = text
    let result = text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        cphn_parse($0.baseAddress, Int32(clamping: $0.count), region, &raw)
      }
    }
    switch result {
    case CPHN_PARSE_OK: return PhoneNumber(raw)
    case CPHN_PARSE_INVALID_COUNTRY_CODE:
      throw .invalidPhoneNumber(text, reason: .invalidCountryCode)
    case CPHN_PARSE_TOO_SHORT_AFTER_IDD:
      throw .invalidPhoneNumber(text, reason: .tooShortAfterInternationalPrefix)
    case CPHN_PARSE_TOO_SHORT_NSN: throw .invalidPhoneNumber(text, reason: .tooShort)
    case CPHN_PARSE_TOO_LONG_NSN: throw .invalidPhoneNumber(text, reason: .tooLong)
    default: throw .invalidPhoneNumber(text, reason: .notANumber)
    }
  }

  /// Parses a number and insists that it is one in use: of a possible length and matching a
  /// number range of its region's metadata.
  ///
  /// - Throws: ``PhoneNumberError/invalidPhoneNumber(_:reason:)``.
  public func parseValid(_ text: String) throws(PhoneNumberError) -> PhoneNumber {
    var number = try parseValidAsWritten(text)
    // A number must be the one its own E.164 form names, or a value stored normalized would
    // read back as another number. libphonenumber takes prefixes off after `+` for some
    // regions: Mexico's former mobile `1` (`+52 1 743 902 2304` is `+52 743 902 2304`). Each
    // step only drops such a prefix, so two steps reach the number that reads back as itself.
    // Reading the E.164 form back is cheap (digits after `+`); only a number that reads back as
    // another is checked again in full.
    for _ in 0..<2 {
      let written = write(number, style: .e164)
      guard let reread = try? parse(written), !reread.sameLine(as: number),
        let valid = try? parseValidAsWritten(written), !valid.sameLine(as: number)
      else { break }
      number = valid.withExtension(number.extension)
    }
    return number
  }

  /// ``parseValid(_:)`` without checking that the number's E.164 form reads back as it.
  private func parseValidAsWritten(_ text: String) throws(PhoneNumberError) -> PhoneNumber {
    let number = try parse(text)
    // Checking the field's own region first spares a pass over every region that shares the
    // calling code (25 for +1); a number of another of them (a Canadian number in a US field)
    // is still found valid by the full check. A valid number always has a possible length
    // (the main region of a calling code lists every length its regions use), so the length
    // is only asked of the others, to say what is wrong.
    if number.isValid(forRegion: region) || number.isValid(knownInvalidFor: region) {
      return number
    }
    // A number's own E.164 form must read back as that number, or a value stored normalized
    // would be refused when checked again; see cphn_parse_literal_international.
    if let literal = literalInternationalReading(text) { return literal }
    throw .invalidPhoneNumber(text, reason: number.lengthProblem ?? .notAssigned)
  }

  /// The valid number a text written with `+` names when none of its digits is taken as a
  /// national prefix, or `nil`.
  private func literalInternationalReading(_ text: String) -> PhoneNumber? {
    var raw = cphn_number()
    var text = text
    let found = text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        cphn_parse_literal_international($0.baseAddress, Int32(clamping: $0.count), region, &raw)
      }
    }
    return found ? PhoneNumber(raw) : nil
  }

  /// Writes a number in this format's style.
  public func format(_ number: PhoneNumber) -> String {
    write(number, style: style)
  }

  /// Writes a number in a style.
  private func write(_ number: PhoneNumber, style: Style) -> String {
    // E.164 is `+`, the calling code and the national significant number: written here, it
    // spares a trip through libphonenumber for every number validated and read back. Every
    // number comes from a parse, so its calling code is one libphonenumber knows.
    if style == .e164 { return number.e164 }
    return writeFormatted(number, style: style)
  }

  /// Writes a number in a style through the shim's `cphn_format`: libphonenumber's Format, or
  /// the same steps over its metadata in the shim itself.
  private func writeFormatted(_ number: PhoneNumber, style: Style) -> String {
    var raw = number.raw
    let style = style.raw
    var capacity: Int32 = 64
    while true {
      var needed: Int32 = 0
      let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(capacity)) {
        buffer -> String in
        needed = cphn_format(&raw, style, buffer.baseAddress, capacity)
        let bytes = UnsafeRawBufferPointer(buffer).prefix(Int(min(needed, capacity)))
        return String(decoding: bytes, as: UTF8.self)
      }
      if needed < capacity { return text }
      capacity = needed + 1
    }
  }

  /// Parses a valid number and writes it in this format's style.
  ///
  /// - Throws: ``PhoneNumberError/invalidPhoneNumber(_:reason:)``.
  public func format(_ text: String) throws(PhoneNumberError) -> String {
    format(try parseValid(text))
  }
}
