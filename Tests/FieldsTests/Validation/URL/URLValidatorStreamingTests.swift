import Fields
import Foundation
import Testing

/// The byte-level path of `fieldcli validate url --stdin` must give exactly what the full parser
/// gives, or defer to it.
struct URLValidatorStreamingTests {
  /// What the fast path writes for `text`, or `nil` when it defers.
  static func plain(_ text: String, _ validator: URLValidator) -> String? {
    let bytes = Array(text.utf8)
    var output = [UInt8](repeating: 0, count: bytes.count + 1)
    let written = bytes.withUnsafeBytes { input in
      output.withUnsafeMutableBytes { validator.normalizedPlainASCII(input, into: $0) }
    }
    return written.map { String(decoding: output.prefix($0), as: UTF8.self) }
  }

  /// Checks one input: the fast path's answer, when it gives one, is the full parser's href.
  static func expectAgreement(
    _ text: String, _ validator: URLValidator, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let fast = plain(text, validator) else { return }
    let full = validator.validate(text)
    #expect(
      full.state.isValid, "fast path took \(text.debugDescription)", sourceLocation: sourceLocation)
    #expect(full.normalized == fast, "\(text.debugDescription)", sourceLocation: sourceLocation)
  }

  @Test func normalizedPlainASCII_commonURLs_takeTheFastPathWithTheParsersHref() throws {
    let validator = try URLValidator()
    let cases = [
      ("https://example.com/a/b?q=1#top", "https://example.com/a/b?q=1#top"),
      ("HTTP://WWW.Example.COM", "http://www.example.com/"),
      ("https://example.com:443/", "https://example.com/"),
      ("https://example.com:0443/x", "https://example.com/x"),
      ("http://example.com:8080?x", "http://example.com:8080/?x"),
      ("ws://chat.example:80#f", "ws://chat.example/#f"),
      ("ftp://files.example:21/pub//x", "ftp://files.example/pub//x"),
      ("https://a-b.c-d.example/%7Euser/it's|ok", "https://a-b.c-d.example/%7Euser/it's|ok"),
      ("https://h.example/?a=|b^{}`", "https://h.example/?a=|b^{}`"),
    ]
    for (input, href) in cases {
      #expect(Self.plain(input, validator) == href, "\(input)")
      #expect(validator.validate(input).normalized == href, "\(input)")
    }
  }

  @Test func normalizedPlainASCII_anythingTheParserChanges_defers() throws {
    let validator = try URLValidator()
    let deferred = [
      "https://ex ample.com/", " https://a.example/", "https://a.example/ ",
      "https://user@a.example/", "https://[::1]/", "https://192.168.0.1/", "https://a.0x10/",
      "https://xn--bcher-kva.example/", "https://a.example./", "https://a..example/",
      "https://-a.example/", "https://a.example/./b", "https://a.example/b/..",
      "https://a.example/%2E%2e/", "https://a.example/a\\b", "https://a.example/a b",
      "https://a.example/{x}", "https://a.example/?it's", "https://a.example/#a`b",
      "https://a.example:/", "https://a.example:65536/", "https://a.example:8x/",
      "file:///etc/passwd", "mailto:a@b.example", "http:/a.example", "https://bücher.example/",
      "https://a.example/é", "https:///x", "httpsx://a.example/", "",
      "https://a.example/?a\\b", "https://a.example/#a\\b",
    ]
    for input in deferred {
      #expect(Self.plain(input, validator) == nil, "\(input)")
    }
  }

  @Test func normalizedPlainASCII_schemesOption_defersForOtherSchemes() throws {
    let https = try URLValidator(schemes: ["https"])
    #expect(Self.plain("https://a.example/", https) == "https://a.example/")
    #expect(Self.plain("http://a.example/", https) == nil)
    // An absolute URL ignores the base, even one with its scheme.
    let based = try URLValidator(base: "https://a.example/dir/")
    #expect(Self.plain("https://b.example/x", based) == "https://b.example/x")
    Self.expectAgreement("https://b.example/x", based)
    let constrained = try URLValidator(constraints: TextConstraints(maximumLength: 5))
    #expect(Self.plain("https://a.example/", constrained) == nil)
  }

  @Test func normalizedPlainASCII_everyConformanceInput_agreesWithTheParser() throws {
    let validator = try URLValidator()
    for object in try Conformance.objects("url/urltestdata.json") {
      guard let input = object["input"] as? String,
        object["base"] == nil || object["base"] is NSNull
      else { continue }
      Self.expectAgreement(input, validator)
    }
  }

  @Test func normalizedPlainASCII_randomNearMisses_agreeWithTheParser() throws {
    let validator = try URLValidator()
    // Pieces of URLs and the characters the fast path must notice, shuffled together.
    let pieces = [
      "http", "https", "HTTPS", "ws", "ftp", "file", ":", "//", "/", "\\", "a", "B", "xn--", "-",
      ".", "..", "%2e", "%2E", "0", "9", "0x", ":80", ":443", ":", "?", "#", "@", "[", "]", " ",
      "'", "`", "^", "{", "}", "\"", "<", ">", "|", "%", "é", "\t", "example", "com",
    ]
    var generator = SplitMix64(seed: 0x5EED)
    var taken = 0
    for _ in 0..<30_000 {
      var text = ["http://", "https://", "HTTP://", "ws://", "ftp://"][Int(generator.next() % 5)]
      for _ in 0..<Int(generator.next() % 12) {
        text += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      if Self.plain(text, validator) != nil { taken += 1 }
      Self.expectAgreement(text, validator)
    }
    // The mix is near enough to real URLs that the fast path answers a fair share of it.
    #expect(taken > 1_000)
  }
}

extension URLValidatorStreamingTests {
  /// The byte path's verdict on `text`, and what it wrote when it wrote the href.
  static func verdict(_ text: String, _ validator: URLValidator, room: Int = 4096)
    -> (ByteVerdict, String?)
  {
    let input = Array(text.utf8)
    var output = [UInt8](repeating: 0, count: room)
    let verdict = input.withUnsafeBytes { input in
      output.withUnsafeMutableBytes { validator.normalizedBytes(input, into: $0) }
    }
    guard case .written(let count) = verdict else { return (verdict, nil) }
    return (verdict, String(decoding: output.prefix(count), as: UTF8.self))
  }

  /// What the byte path writes for `text`, or `nil` when it writes nothing.
  static func bytes(_ text: String, _ validator: URLValidator, room: Int = 4096) -> String? {
    verdict(text, validator, room: room).1
  }

  /// The byte path answers the valid URLs with the TSV field of `validate`'s href, and the
  /// others with `validate`'s state, which must then be one whose message takes no arguments.
  static func expectByteAgreement(
    _ text: String, _ validator: URLValidator, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let full = validator.validate(text)
    let (verdict, written) = verdict(text, validator)
    switch verdict {
    case .written:
      #expect(
        full.state.isValid && written == full.normalized.map(QuotedText.oneLine),
        "\(text.debugDescription)", sourceLocation: sourceLocation)
    case .invalid(let state):
      #expect(
        state == full.state && !state.isValid && full.arguments.isEmpty,
        "\(text.debugDescription)", sourceLocation: sourceLocation)
    case .undecided:
      // Only a blank line, which `validate` finds empty, is left to it.
      #expect(
        full.state.isValid && full.normalized == nil, "\(text.debugDescription)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func normalizedBytes_mixedURLs_giveTheParsersHrefOrDefer() throws {
    let validator = try URLValidator()
    let cases: [(String, String?)] = [
      ("https://[2001:DB8:0:0::1]:443/a", "https://[2001:db8::1]/a"),
      ("http://0x7f.1/x/./y/../z", "http://127.0.0.1/x/z"),
      ("https://Bücher.example/é?é#é", "https://xn--bcher-kva.example/%C3%A9?%C3%A9#%C3%A9"),
      ("https:\\\\h.example\\a\\b", "https://h.example/a/b"),
      ("https://h.example/?a=\\b#\\", "https://h.example/?a=\\\\b#\\\\"),
      ("git+ssh://git@h.example/r.git", "git+ssh://git@h.example/r.git"),
      ("../x", nil), ("https://ex ample.com/", nil), ("", nil), ("http://[::1/", nil),
    ]
    for (input, expected) in cases {
      #expect(Self.bytes(input, validator) == expected, "\(input)")
      Self.expectByteAgreement(input, validator)
    }
  }

  @Test func normalizedBytes_refusedLines_areTypeMismatchButBlankOnesUndecided() throws {
    let validator = try URLValidator()
    let mismatch = ByteVerdict.invalid(validator.validate("../x").state)
    #expect(validator.validate("../x").state == ValidityState([.typeMismatch]))
    for refused in ["../x", "https://ex ample.com/", "http://[::1/", "\u{1}", "a b", "https://a:b"]
    {
      #expect(Self.verdict(refused, validator).0 == mismatch, "\(refused.debugDescription)")
      Self.expectByteAgreement(refused, validator)
    }
    for blank in ["", " ", "\t \u{0C}", "\r\n"] {
      #expect(Self.verdict(blank, validator).0 == .undecided, "\(blank.debugDescription)")
      Self.expectByteAgreement(blank, validator)
    }
    let https = try URLValidator(schemes: ["https"])
    #expect(Self.verdict("http://a.example/", https).0 == mismatch)
    #expect(Self.verdict("mailto:a@b.example", https).0 == mismatch)
    Self.expectByteAgreement("mailto:a@b.example", https)
    let constrained = try URLValidator(constraints: TextConstraints(maximumLength: 5))
    #expect(Self.verdict("../x", constrained).0 == .undecided)
    // With a base the parser would resolve a blank line to the base, where `validate` finds
    // it empty.
    let based = try URLValidator(base: "non-spec:/..//p")
    for blank in ["", " \t "] {
      #expect(Self.verdict(blank, based).0 == .undecided, "\(blank.debugDescription)")
      Self.expectByteAgreement(blank, based)
    }
  }

  @Test func normalizedBytes_backslashesOfAnOpaqueOrNonSpecialURL_areDoubledInPlace() throws {
    let validator = try URLValidator()
    #expect(Self.bytes("sc://h/a\\b?c\\d#\\", validator) == "sc://h/a\\\\b?c\\\\d#\\\\")
    #expect(Self.bytes("x:\\y", validator) == "x:\\\\y")
    // Room for the href but not for the doubled backslash leaves the line to `validate`.
    #expect(Self.verdict("x:\\y", validator, room: 4).0 == .undecided)
    #expect(Self.bytes("x:\\y", validator, room: 5) == "x:\\\\y")
  }

  @Test func normalizedBytes_optionsAndSmallOutput_areHonoured() throws {
    let based = try URLValidator(base: "https://a.example/dir/")
    #expect(Self.bytes("../x?y", based) == "https://a.example/x?y")
    let https = try URLValidator(schemes: ["https"])
    #expect(Self.bytes("HTTPS://a.example/%7e", https) == "https://a.example/%7e")
    #expect(Self.bytes("http://a.example/", https) == nil)
    let constrained = try URLValidator(constraints: TextConstraints(maximumLength: 5))
    #expect(Self.bytes("https://a.example/", constrained) == nil)
    let plain = try URLValidator()
    #expect(Self.bytes("https://a.example/é", plain, room: 20) == nil)
    #expect(Self.bytes("https://a.example/é", plain, room: 24) == "https://a.example/%C3%A9")
  }

  @Test func normalizedBytes_everyConformanceInput_agreesWithTheParser() throws {
    let validator = try URLValidator()
    for object in try Conformance.objects("url/urltestdata.json") {
      guard let input = object["input"] as? String,
        object["base"] == nil || object["base"] is NSNull
      else { continue }
      Self.expectByteAgreement(input, validator)
    }
  }

  @Test func normalizedBytes_randomNearMisses_agreeWithTheParser() throws {
    let validator = try URLValidator()
    let pieces = [
      "http", "https", "sc", "file", ":", "//", "/", "\\", "a", "B", "xn--", "-", ".", "..",
      "%2e", "%", "0x", ":80", "?", "#", "@", "[", "]", "::", "1", " ", "é", "\u{301}", "\t",
      "example", "com",
    ]
    var generator = SplitMix64(seed: 0xB17E5)
    for _ in 0..<20_000 {
      var text = ["http://", "https://", "sc://", "file:", "", "ftp:\\\\"][
        Int(generator.next() % 6)]
      for _ in 0..<Int(generator.next() % 12) {
        text += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      Self.expectByteAgreement(text, validator)
    }
  }
}

/// A small deterministic generator, so a failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
