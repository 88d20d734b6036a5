import CPhoneNumberTesting
import Testing

@testable import Fields

/// fieldcli writes E.164 itself rather than through libphonenumber; these hold it to exactly the
/// library's E164 format for every number a parse can give.
struct PhoneNumberE164Tests {
  /// The number as libphonenumber's own Format writes it in E.164.
  static func libphonenumbersE164(_ number: PhoneNumber) -> String {
    var raw = number.raw
    var buffer = [CChar](repeating: 0, count: 64)
    let length = cphn_format_with_libphonenumber(&raw, CPHN_E164, &buffer, 64)
    return String(
      decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  @Test func e164_generatedNumbersInEveryRegion_matchLibphonenumbersFormat() throws {
    var generator = SplitMix64(seed: 164)
    var compared = 0
    for region in PlainNumberAgreementTests.regions {
      let format = try PhoneFormat(region: region, style: .e164)
      var texts = (0..<40).map { _ in
        PlainNumberAgreementTests.plainNumber(region: region, using: &generator)
      }
      texts += ["+39 06 1234 5678", "+39 0000 12345", "+225 01 02 03 04 05", "030 123456 ext. 12"]
      for text in texts {
        guard let number = try? format.parse(text) else { continue }
        compared += 1
        #expect(
          format.format(number) == Self.libphonenumbersE164(number),
          "\(region) \(text)")
      }
    }
    #expect(compared > 5_000)
  }

  @Test func e164_italianNumber_keepsItsLeadingZero() throws {
    let format = try PhoneFormat(region: "IT", style: .e164)
    #expect(try format.format("06 1234 5678") == "+390612345678")
  }
}
