import Testing

@testable import Fields

/// The byte path of `fieldcli validate email --stdin` against ``EmailValidator/validate(_:)``:
/// it may leave any line to the full validator, but what it decides must be what that gives.
struct EmailValidatorStreamingTests {
  static let lines = [
    "jo@example.com", "Jo.Smith+tag@EXAMPLE.Co.Uk", "a@b", "a@B", "A@Z.Z", "jo@-x.com",
    "jo@x-.com", "jo@x-", "jo@x.-y", "jo@x..com", "jo@x.com.", "jo@.x.com", "@x.com", "@", "jo@",
    "jo", "jo.example.com", "", " ", " jo@x.com", "jo@x.com ", "j o@x.com", "jo@x.com\t",
    "\tjo@x.com", "jo@x.com\r", "jo\u{0C}@x.com", "jo@x_y.com", "jo@x y.com", "(jo)@x.com",
    "jo@[1.2.3.4]", "\"jo\"@x.com", "jo@x.com,jo@y.com",
    "jo@" + String(repeating: "a", count: 63) + ".com",
    "jo@" + String(repeating: "a", count: 64) + ".com",
    "jo@" + String(repeating: "a", count: 63), "jo@" + String(repeating: "a", count: 64),
    "a@b@c.com", "a@@b.com", "weird!#$%&'*+/=?^_`{|}~-@x.y", "jo@x.y@", "jo@x.y!",
    "jo@xn--bcher-kva.example", "jo@Bücher.example", "jö@example.com", "jo@例え.jp",
    "jo@x.com\u{7F}", "\u{7F}", "jo@x.com\u{00}", "\u{01}jo@x.com", "~@~", "-@-", "a@1", "a@1-",
    "a@0.0.0.0", "---@a--b", "a@-", "a@a.-",
  ]

  @Test(arguments: lines)
  func plainASCIIVerdict_line_agreesWithValidate(line: String) {
    let validator = EmailValidator()
    let expected = validator.validate(line)
    var bytes = Array(line.utf8)
    var output = [UInt8](repeating: 0, count: bytes.count)
    let verdict = bytes.withUnsafeMutableBytes { input in
      output.withUnsafeMutableBytes {
        validator.plainASCIIVerdict(UnsafeRawBufferPointer(input), into: $0)
      }
    }
    let printable = !line.isEmpty && line.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    switch verdict {
    case .written(let written):
      #expect(expected.normalized == String(decoding: output.prefix(written), as: UTF8.self))
    case .invalid(let state):
      #expect(state == ValidityState([.typeMismatch]))
      #expect(expected.state == state)
      #expect(expected.arguments.isEmpty)
    case .undecided:
      // Printable ASCII is always decided; anything else always left to the full validator.
      #expect(!printable)
    }
    if !printable { #expect(verdict == .undecided) }
  }

  @Test func plainASCIIVerdict_multipleOrConstraints_isUndecided() throws {
    let bytes = Array("jo@example.com".utf8)
    var output = [UInt8](repeating: 0, count: bytes.count)
    for validator in [
      EmailValidator(multiple: true),
      EmailValidator(constraints: try TextConstraints(required: true)),
    ] {
      let verdict = bytes.withUnsafeBytes { input in
        output.withUnsafeMutableBytes { validator.plainASCIIVerdict(input, into: $0) }
      }
      #expect(verdict == .undecided)
    }
  }

  @Test func plainASCIIVerdict_outputTooSmall_isUndecided() {
    let bytes = Array("jo@example.com".utf8)
    var output = [UInt8](repeating: 0, count: bytes.count - 1)
    let verdict = bytes.withUnsafeBytes { input in
      output.withUnsafeMutableBytes { EmailValidator().plainASCIIVerdict(input, into: $0) }
    }
    #expect(verdict == .undecided)
  }

  @Test(arguments: 0...255)
  func byteClasses_byte_matchTheGrammar(byte: Int) {
    let byte = UInt8(byte)
    let alphanumeric = EmailValidator.isAlphanumeric(byte)
    #expect(
      EmailValidator.isLocalPartByte(byte)
        == (alphanumeric || EmailValidator.localPartSymbols.utf8.contains(byte)))
    #expect(EmailValidator.isLabelByte(byte) == (alphanumeric || byte == UInt8(ascii: "-")))
  }
}
