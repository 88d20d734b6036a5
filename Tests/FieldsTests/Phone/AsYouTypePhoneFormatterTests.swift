import Fields
import Testing

struct AsYouTypePhoneFormatterTests {
  @Test func input_usDigits_formatAsTheyArrive() throws {
    let formatter = try AsYouTypePhoneFormatter(region: "US")
    let steps = "6502530000".map { formatter.input($0) }
    #expect(steps.first == "6")
    #expect(steps[2] == "650")
    #expect(steps[3] == "650-2")
    #expect(steps.last == "(650) 253-0000")
    #expect(formatter.text == "(650) 253-0000")
  }

  @Test func input_internationalNumber_takesItsCountrysFormat() throws {
    let formatter = try AsYouTypePhoneFormatter(region: "US")
    for character in "+4930123456" { formatter.input(character) }
    #expect(formatter.text == "+49 30 123456")
  }

  @Test func input_arabicIndicDigits_areReadAsDigits() throws {
    let formatter = try AsYouTypePhoneFormatter(region: "EG")
    for character in "٠١٠٠١٢٣٤٥٦٧" { formatter.input(character) }
    #expect(formatter.text == "0100 123 4567")
  }

  @Test func clear_forgetsWhatWasTyped() throws {
    let formatter = try AsYouTypePhoneFormatter(region: "DE")
    for character in "030" { formatter.input(character) }
    formatter.clear()
    #expect(formatter.text == "")
    #expect(formatter.input("0") == "0")
  }

  @Test func init_unknownRegion_throws() {
    #expect(throws: PhoneNumberError.unknownRegion("XX")) {
      try AsYouTypePhoneFormatter(region: "XX")
    }
  }

  /// The text of 64 characters no longer fit the first buffer, and reading it again fed the
  /// character again, for ever.
  @Test func input_64thCharacterAndBeyond_returnsEveryDigit() throws {
    let formatter = try AsYouTypePhoneFormatter(region: "US")
    let digits = String(repeating: "6502530000", count: 10)
    var last = ""
    for digit in digits { last = formatter.input(digit) }
    #expect(last.filter(\.isWholeNumber) == digits)
    #expect(formatter.text == last)
  }
}
