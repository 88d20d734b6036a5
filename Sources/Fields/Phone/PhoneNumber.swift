internal import CPhoneNumber

/// A phone number as libphonenumber parsed it: a country calling code and national digits.
///
/// ```swift
/// let number = try PhoneFormat(region: "US").parse("(650) 253-0000")
/// number.countryCode     // 1
/// number.nationalNumber  // 6502530000
/// number.kind            // .fixedLineOrMobile
/// ```
public struct PhoneNumber: Sendable, Hashable {
  /// The country calling code, such as 1 or 49.
  public let countryCode: Int
  /// The national significant number, without leading zeros.
  public let nationalNumber: UInt64
  /// Whether the number keeps a leading zero in international form (Italy and a few others).
  public let italianLeadingZero: Bool
  /// How many leading zeros there are, when `italianLeadingZero` is set.
  public let numberOfLeadingZeros: Int
  /// The extension's digits, or the empty string.
  public let `extension`: String

  init(_ raw: cphn_number) {
    countryCode = Int(raw.country_code)
    nationalNumber = raw.national_number
    italianLeadingZero = raw.italian_leading_zero
    numberOfLeadingZeros = Int(raw.number_of_leading_zeros)
    var extensionBytes = raw.extension
    self.extension = withUnsafeBytes(of: &extensionBytes) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// The number in E.164 form, `+` and digits, as libphonenumber's E164 format writes it: the
  /// calling code, then the national significant number with its leading zeros when it keeps
  /// them (Italy's `+39 06…`); never the extension.
  var e164: String {
    var text = "+" + String(countryCode)
    if italianLeadingZero, numberOfLeadingZeros > 0 {
      text += String(repeating: "0", count: numberOfLeadingZeros)
    }
    return text + String(nationalNumber)
  }

  /// Whether both name the same line: the same country code and national digits, whatever
  /// their extensions.
  func sameLine(as other: PhoneNumber) -> Bool {
    countryCode == other.countryCode && nationalNumber == other.nationalNumber
      && italianLeadingZero == other.italianLeadingZero
      && numberOfLeadingZeros == other.numberOfLeadingZeros
  }

  /// This number with another extension.
  func withExtension(_ digits: String) -> PhoneNumber {
    var raw = raw
    withUnsafeMutableBytes(of: &raw.extension) { bytes in
      bytes.initializeMemory(as: UInt8.self, repeating: 0)
      for (index, byte) in digits.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
    }
    return PhoneNumber(raw)
  }

  /// The C form the shim reads.
  var raw: cphn_number {
    var raw = cphn_number()
    raw.country_code = Int32(clamping: countryCode)
    raw.national_number = nationalNumber
    raw.italian_leading_zero = italianLeadingZero
    raw.number_of_leading_zeros = Int32(clamping: numberOfLeadingZeros)
    withUnsafeMutableBytes(of: &raw.extension) { bytes in
      for (index, byte) in self.extension.utf8.prefix(bytes.count - 1).enumerated() {
        bytes[index] = byte
      }
    }
    return raw
  }

  // MARK: - What the metadata says

  /// True when the digits match a number range in use in the number's region.
  public var isValid: Bool {
    var raw = raw
    return cphn_is_valid(&raw)
  }

  /// ``isValid`` for a number known not to be valid for `region`, which is then not checked
  /// again.
  func isValid(knownInvalidFor region: String) -> Bool {
    var raw = raw
    return cphn_is_valid_elsewhere(&raw, region)
  }

  /// True when the digits match a number range in use in this region in particular.
  public func isValid(forRegion region: String) -> Bool {
    var raw = raw
    return cphn_is_valid_for_region(&raw, region)
  }

  /// Why the length could not make a number, or `nil` when it could.
  public var lengthProblem: PhoneNumberProblem? {
    var raw = raw
    switch cphn_possibility_of(&raw) {
    case CPHN_IS_POSSIBLE, CPHN_IS_POSSIBLE_LOCAL_ONLY: return nil
    case CPHN_INVALID_COUNTRY_CODE: return .invalidCountryCode
    case CPHN_TOO_SHORT: return .tooShort
    case CPHN_TOO_LONG: return .tooLong
    default: return .invalidLength
    }
  }

  /// The region the number belongs to, such as "US"; "ZZ" when none can be told, and "001" for
  /// non-geographic numbers.
  public var region: String {
    var raw = raw
    var code: (CChar, CChar, CChar, CChar) = (0, 0, 0, 0)
    withUnsafeMutablePointer(to: &code) {
      $0.withMemoryRebound(to: CChar.self, capacity: 4) { cphn_region_of(&raw, $0) }
    }
    return withUnsafeBytes(of: code) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }

  /// The kind of line the metadata says this is.
  public var kind: Kind {
    var raw = raw
    return Kind(cphn_type_of(&raw))
  }
}
