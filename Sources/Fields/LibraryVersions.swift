internal import CPhoneNumber

/// The versions of the libraries Fields runs on, read from the loaded libraries themselves.
///
/// ```swift
/// let versions = LibraryVersions.current
/// print(versions.icu, versions.unicode, versions.cldr)  // 72.1 15.0 42.0
/// ```
public struct LibraryVersions: Sendable, Hashable {
  /// The ICU version, such as "72.1".
  public let icu: String
  /// The Unicode version of ICU's character data, such as "15.0": what `\p{…}` and case
  /// folding in form patterns follow.
  public let unicode: String
  /// The version of the CLDR data inside ICU, such as "42.0".
  public let cldr: String
  /// The libphonenumber version, from the loaded library's file name (it declares none).
  public let libphonenumber: String

  /// The versions in this process.
  public static var current: LibraryVersions {
    let versions = ICU.versions
    var phone = [CChar](repeating: 0, count: 64)
    let length = Int(cphn_library_version(&phone, 64))
    func text(_ characters: [CChar], _ count: Int? = nil) -> String {
      let bytes = characters.prefix(count ?? characters.count).prefix { $0 != 0 }
      return String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return LibraryVersions(
      icu: versions.icu, unicode: ICU.unicodeVersion, cldr: versions.cldr,
      libphonenumber: text(phone, min(length, 63)))
  }
}
