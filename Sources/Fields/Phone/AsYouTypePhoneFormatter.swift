internal import CPhoneNumber

/// Formats a phone number while it is typed, one character at a time, as libphonenumber does.
///
/// ```swift
/// let formatter = try AsYouTypePhoneFormatter(region: "US")
/// for character in "6502530000" { _ = formatter.input(character) }
/// formatter.text  // "(650) 253-0000"
/// ```
///
/// ## Thread safety
/// Not `Sendable`: libphonenumber's AsYouTypeFormatter keeps the digits typed so far, so one
/// formatter belongs to one field and is used from one thread.
public final class AsYouTypePhoneFormatter {
  /// The region whose formats national numbers take.
  public let region: String
  /// The text as formatted after the last character.
  public private(set) var text = ""
  private let handle: OpaquePointer

  /// Opens a formatter for a region.
  ///
  /// - Parameter region: A region code such as `US` or `de`.
  /// - Throws: ``PhoneNumberError/unknownRegion(_:)`` when libphonenumber has no metadata for it.
  public init(region: String) throws(PhoneNumberError) {
    let format = try PhoneFormat(region: region)
    guard let handle = cphn_as_you_type_open(format.region) else {
      throw .unknownRegion(region)
    }
    self.region = format.region
    self.handle = handle
  }

  deinit { cphn_as_you_type_close(handle) }

  /// Feeds one typed character and returns the whole text as now formatted.
  ///
  /// Digits (in any script), `+`, `*` and `#` shape the number; other characters make
  /// libphonenumber give up formatting and echo what was typed.
  @discardableResult
  public func input(_ character: Character) -> String {
    input(CollectionOfOne(character))
  }

  /// Feeds typed characters in order and returns the whole text as formatted after the last.
  ///
  /// This gives the text that feeding them one by one gives, and reads it once.
  @discardableResult
  func input(_ characters: some Sequence<Character>) -> String {
    var fed = false
    for character in characters {
      for scalar in character.unicodeScalars {
        cphn_as_you_type_input(handle, scalar.value, false)
        fed = true
      }
    }
    guard fed else { return text }
    text = readText()
    return text
  }

  /// Forgets everything typed.
  public func clear() {
    cphn_as_you_type_clear(handle)
    text = ""
  }

  /// Copies the formatted text out of the handle, with a larger buffer when it did not fit:
  /// copying has no side effect, unlike feeding a character, so it can be repeated.
  private func readText() -> String {
    var capacity: Int32 = 64
    while true {
      var needed: Int32 = 0
      let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(capacity)) {
        buffer -> String in
        guard let base = buffer.baseAddress else { return "" }
        needed = cphn_as_you_type_text(handle, base, capacity)
        let bytes = UnsafeRawBufferPointer(buffer).prefix(Int(min(needed, capacity)))
        return String(decoding: bytes, as: UTF8.self)
      }
      if needed < capacity { return text }
      capacity = needed + 1
    }
  }
}
