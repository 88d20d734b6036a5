import Testing

@testable import Fields

/// The byte path of `fieldcli validate text --stdin` gives what ``TextValidator/validate(_:)``
/// gives, or declines.
struct TextValidatorStreamingTests {
  /// A line and whether the byte path takes it.
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let bytes: [UInt8]
    let taken: Bool
    var testDescription: String { id }

    init(_ id: String, _ text: String, taken: Bool) {
      self.init(id, Array(text.utf8), taken: taken)
    }

    init(_ id: String, _ bytes: [UInt8], taken: Bool) {
      self.id = id
      self.bytes = bytes
      self.taken = taken
    }
  }

  static let cases: [Case] = [
    Case("plain", "Hello, world!", taken: true),
    Case("address", "jo.smith@example.com", taken: true),
    Case("every printable byte but the backslash", printable, taken: true),
    Case("empty", "", taken: true),
    Case("spaces only", "   ", taken: true),
    Case("tab", "a\tb", taken: false),
    Case("tab in the ninth byte", "12345678\t9", taken: false),
    Case("DEL", "a\u{7F}b", taken: false),
    Case("control character", "a\u{01}b", taken: false),
    Case("unit separator", "a\u{1F}b", taken: false),
    Case("carriage return, stripped", "a\rb", taken: false),
    Case("carriage return at the end", "ab\r", taken: false),
    Case("backslash, escaped in TSV", "a\\b", taken: false),
    Case("backslash after eight bytes", "abcdefgh\\", taken: false),
    Case("NUL", [0x61, 0x00, 0x62], taken: false),
    Case("NUL in a whole word", [0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x00, 0x67], taken: false),
    Case("UTF-8", "café", taken: false),
    Case("invalid UTF-8", [0x61, 0xFF, 0xFE, 0x62], taken: false),
    Case(
      "high byte in a whole word", [0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0xC3], taken: false),
    Case("line separator", "a\u{2028}b", taken: false),
    Case("one mebibyte", String(repeating: "abcdefgh", count: 1 << 17), taken: true),
    Case(
      "one mebibyte and a DEL", String(repeating: "abcdefgh", count: 1 << 17) + "\u{7F}",
      taken: false),
  ]

  /// Space to `~` without the backslash.
  static let printable = String(
    decoding: (0x20...0x7E as ClosedRange<UInt8>).filter { $0 != 0x5C }, as: UTF8.self)

  @Test(arguments: cases)
  func normalizedPlainASCII_agreesWithValidateOrDeclines(_ line: Case) {
    let validator = TextValidator()
    let written = Self.bytePath(validator, line.bytes)
    let full = validator.validate(String(decoding: line.bytes, as: UTF8.self))
    #expect((written != nil) == line.taken)
    if let written {
      #expect(full.state.isValid)
      #expect(written == full.normalized)
    }
  }

  @Test func normalizedPlainASCII_withConstraints_declines() throws {
    let validator = TextValidator(constraints: try TextConstraints(maximumLength: 100))
    #expect(Self.bytePath(validator, Array("short".utf8)) == nil)
  }

  @Test func normalizedPlainASCII_outputTooSmall_declines() {
    let bytes = Array("abc".utf8)
    let written = bytes.withUnsafeBytes { input in
      withUnsafeTemporaryAllocation(byteCount: 2, alignment: 1) {
        TextValidator().normalizedPlainASCII(input, into: $0)
      }
    }
    #expect(written == nil)
  }

  /// What the byte path writes for `bytes`, or `nil` when it declines.
  private static func bytePath(_ validator: TextValidator, _ bytes: [UInt8]) -> String? {
    var output = [UInt8](repeating: 0, count: bytes.count)
    let written = bytes.withUnsafeBytes { input in
      output.withUnsafeMutableBytes { validator.normalizedPlainASCII(input, into: $0) }
    }
    return written.map { String(decoding: output.prefix($0), as: UTF8.self) }
  }
}
