import CPhoneNumber
import CPhoneNumberTesting
import Testing

/// The shim reads plainly written numbers and checks validity with its own matchers over
/// libphonenumber's metadata; these tests hold it to exactly libphonenumber's answers.
struct PlainNumberAgreementTests {
  /// Every region libphonenumber has metadata for.
  static let regions: [String] = {
    let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Character(UnicodeScalar($0)) }
    return letters.flatMap { first in letters.map { String([first, $0]) } }
      .filter { cphn_region_is_supported($0) }
  }()

  /// Calling codes to write after `+` or an international prefix, a few of them unassigned.
  static let callingCodes = [
    "1", "7", "20", "27", "30", "33", "34", "39", "44", "49", "52", "54", "55", "61", "64", "81",
    "86", "91", "212", "352", "358", "380", "800", "808", "870", "878", "881", "882", "883",
    "888", "979", "0", "28", "999",
  ]

  static let prefixes = ["", "", "", "0", "00", "011", "010", "1", "8", "810", "0011", "06"]

  /// A number in the plain shape: optional plus or prefix, digits, separators.
  static func plainNumber(region: String, using generator: inout SplitMix64) -> String {
    var digits = ""
    switch generator.next() % 4 {
    case 0:
      digits = "+" + callingCodes[Int(generator.next() % UInt64(callingCodes.count))]
    case 1:
      digits = prefixes[Int(generator.next() % UInt64(prefixes.count))]
    default:
      break
    }
    let length = 1 + Int(generator.next() % 16)
    for _ in 0..<length { digits += String(generator.next() % 10) }
    var text = ""
    for character in digits {
      if generator.next() % 5 == 0 {
        text += [" ", "-", ".", "(", ")", " ("][Int(generator.next() % 6)]
      }
      text.append(character)
    }
    return text
  }

  static func parse(
    _ text: String, _ region: String, libraryOnly: Bool
  ) -> (cphn_parse_result, cphn_number) {
    var number = cphn_number()
    let result = text.withCString {
      libraryOnly
        ? cphn_parse_with_libphonenumber($0, Int32(text.utf8.count), region, &number)
        : cphn_parse($0, Int32(text.utf8.count), region, &number)
    }
    return (result, number)
  }

  static func same(_ left: cphn_number, _ right: cphn_number) -> Bool {
    left.country_code == right.country_code && left.national_number == right.national_number
      && left.italian_leading_zero == right.italian_leading_zero
      && left.number_of_leading_zeros == right.number_of_leading_zeros
      && extensionText(left) == extensionText(right)
  }

  static func extensionText(_ number: cphn_number) -> String {
    withUnsafeBytes(of: number.extension) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// Extensions and their lookalikes, in the forms the fast path reads and some it declines.
  static let extensions = [
    ";ext=", " ext. ", " ext ", "ext", " extn ", " Extension: ", " EXT.", " xt ", " xtn.",
    " x", "x", " X ", " x-", " #", "#", ";", ",,", " ,", " ~", " int ", " anexo ", " ex ", " x:",
    "/x", " next ", "-", " - ", ";ext",
  ]

  /// Words written with letters, for the keypad reading; a few are short or contain labels.
  static let words = [
    "FLOWERS", "flowers", "GOT-JUNK", "CALL-NOW", "AB", "Ext", "TEXT", "x", "xyz",
  ]

  /// A number in one of the forms beyond the plain shape: `tel:`, an extension, letters.
  static func numberInOtherForm(region: String, using generator: inout SplitMix64) -> String {
    var text = plainNumber(region: region, using: &generator)
    if generator.next() % 3 == 0 {
      text = ["tel:", "TEL:", "tel:+"][Int(generator.next() % 3)] + text
    }
    switch generator.next() % 3 {
    case 0:
      let digits = (0..<(1 + Int(generator.next() % 22))).map { _ in String(generator.next() % 10) }
      text += extensions[Int(generator.next() % UInt64(extensions.count))] + digits.joined()
      if generator.next() % 8 == 0 { text += ["#", " ", "a"][Int(generator.next() % 3)] }
    case 1:
      text +=
        ["-", " ", "", "."][Int(generator.next() % 4)]
        + words[Int(generator.next() % UInt64(words.count))]
      if generator.next() % 6 == 0 { text += String(generator.next() % 100) }
    default:
      text += ";phone-context=" + ["+1", "example.com", "+44-20", ""][Int(generator.next() % 4)]
    }
    return text
  }

  @Test func parseAndValidity_generatedPlainNumbersInEveryRegion_matchLibphonenumber() {
    #expect(Self.regions.count > 200)
    var generator = SplitMix64(seed: 42)
    var parsed = 0
    var valid = 0
    var elsewhere = 0
    for region in Self.regions {
      for _ in 0..<120 {
        let text = Self.plainNumber(region: region, using: &generator)
        let (ours, number) = Self.parse(text, region, libraryOnly: false)
        let (library, expected) = Self.parse(text, region, libraryOnly: true)
        #expect(ours == library, "\(region) \(text)")
        guard ours == library, ours == CPHN_PARSE_OK else { continue }
        #expect(Self.same(number, expected), "\(region) \(text)")
        parsed += 1
        var mine = number
        var theirs = expected
        #expect(
          cphn_possibility_of(&mine) == cphn_possibility_of_with_libphonenumber(&theirs),
          "\(region) \(text)")
        let isValid = cphn_is_valid(&mine)
        #expect(isValid == cphn_is_valid_with_libphonenumber(&theirs), "\(region) \(text)")
        let isValidForRegion = cphn_is_valid_for_region(&mine, region)
        #expect(
          isValidForRegion == cphn_is_valid_for_region_with_libphonenumber(&theirs, region),
          "\(region) \(text)")
        // Asked knowing the number is not valid for the region, the answer is the same.
        if !isValidForRegion {
          #expect(cphn_is_valid_elsewhere(&mine, region) == isValid, "\(region) \(text)")
          elsewhere += 1
        }
        if isValid { valid += 1 }
      }
    }
    // Enough of the mix parses, and enough is valid, for the comparison to mean something.
    #expect(parsed > 15_000)
    #expect(valid > 1_000)
    #expect(elsewhere > 10_000)
  }

  @Test func parse_generatedTelExtensionAndLetterFormsInEveryRegion_matchLibphonenumber() {
    var generator = SplitMix64(seed: 28)
    var parsed = 0
    var extensions = 0
    for region in Self.regions {
      for _ in 0..<60 {
        let text = Self.numberInOtherForm(region: region, using: &generator)
        let (ours, number) = Self.parse(text, region, libraryOnly: false)
        let (library, expected) = Self.parse(text, region, libraryOnly: true)
        #expect(ours == library, "\(region) \(text)")
        guard ours == library, ours == CPHN_PARSE_OK else { continue }
        #expect(Self.same(number, expected), "\(region) \(text)")
        parsed += 1
        if !Self.extensionText(expected).isEmpty { extensions += 1 }
      }
    }
    // Enough of the mix parses, with extensions, for the comparison to mean something.
    #expect(parsed > 5_000)
    #expect(extensions > 1_000)
  }

  @Test func parse_textsOutsideThePlainShape_stillGetLibphonenumbersAnswer() {
    let texts = [
      "+1 650 253 0000 ext. 12", "(650) 253-0000 x12", "tel:+1-650-253-0000", "1-800-FLOWERS",
      "650/253/0000", "+1 (650) 253-0000;ext=3", "٠١٢٣٤٥٦٧٨٩", "++1 650 253 0000", "+", "12",
      "1 2", "+0 650 253 0000", "+999 123 456", "011 0 44 20 7946 0000", "", "   ",
      String(repeating: "1", count: 300), "0049 30 123456", "+44 (0) 20 7946 0000",
      "tel:+1-650-253-0000;ext=123", "TEL:650 253 0000", "650 253 0000 EXT. 12",
      "650 253 0000 extension: 12", "650 253 0000 #12", "650 253 0000 - 12#", "1-800-GOT-JUNK",
      "1-800-flowers", "1-800-FL", "1-800-FLOWERS x12", "18-FLOWERS", "650 253 0000 x1234567890",
      "650 253 0000 ext 123456789012345678901", "tel:650-253-0000;phone-context=+1",
      "tel:650-253-0000;isub=12", "650 253 0000 next 12", "1-800-TEXT-123", "+1-800-NEXT x 1",
    ]
    for region in ["US", "DE", "GB", "BR", "AR", "IT", "RU", "JP", "AU", "MX"] {
      for text in texts {
        let (ours, number) = Self.parse(text, region, libraryOnly: false)
        let (library, expected) = Self.parse(text, region, libraryOnly: true)
        #expect(ours == library, "\(region) \(text)")
        if ours == CPHN_PARSE_OK { #expect(Self.same(number, expected), "\(region) \(text)") }
      }
    }
  }
}
