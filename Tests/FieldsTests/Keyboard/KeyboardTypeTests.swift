import Fields
import Testing

struct KeyboardTypeTests {
  @Test func allTwelveUIKitKeyboards_haveTheirUIKitNames() {
    #expect(
      KeyboardType.allCases.map(\.rawValue) == [
        "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
        "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch",
        "asciiCapableNumberPad",
      ])
  }

  struct Typing: CustomTestStringConvertible, Sendable {
    var keyboard: KeyboardType
    var locale: String = "en_US"
    var typable: String
    var refused: String
    var testDescription: String { "\(keyboard.rawValue) \(locale)" }
  }

  static let typing: [Typing] = [
    Typing(keyboard: .numberPad, typable: "0123456789", refused: "a.,-+ ٣"),
    Typing(keyboard: .numberPad, locale: "ar_EG", typable: "0123456789٠١٢٣٤٥٦٧٨٩", refused: "٫.۳"),
    Typing(keyboard: .numberPad, locale: "mr_IN", typable: "09०१२९", refused: "٣a"),
    Typing(keyboard: .decimalPad, typable: "0123456789.", refused: ",-e"),
    Typing(keyboard: .decimalPad, locale: "de_DE", typable: "0123456789,", refused: ".-"),
    Typing(keyboard: .decimalPad, locale: "ar_EG", typable: "٠٩09٫", refused: ".,"),
    Typing(
      keyboard: .asciiCapableNumberPad, locale: "ar_EG", typable: "0123456789", refused: "٠٣."),
    Typing(keyboard: .phonePad, typable: "0123456789+*#", refused: "()- .aP"),
    Typing(keyboard: .emailAddress, typable: "a@b.c +_~-'Z9", refused: "äé\t€"),
    Typing(keyboard: .url, typable: "https://a.b/c?d=e#f~%", refused: " ä"),
    Typing(keyboard: .asciiCapable, typable: "Hello, World! 123", refused: "éß€"),
    Typing(keyboard: .default, typable: "Grüße, 世界 👩‍👩‍👧 €", refused: "\t\u{0}"),
    Typing(keyboard: .twitter, typable: "@user #tag", refused: "\n"),
    Typing(keyboard: .webSearch, typable: "swift é", refused: "\u{7}"),
    Typing(keyboard: .namePhonePad, typable: "José O'Neil-Smith 0123+*#Ωइ", refused: "@!?€_"),
    Typing(keyboard: .numbersAndPunctuation, typable: "-12.5 (3+4)=7 €$", refused: "aZé"),
  ]

  @Test(arguments: typing)
  func canType_eachKeyboard_typesItsKeysAndRefusesTheRest(_ row: Typing) throws {
    let keys = try row.keyboard.keySet(locale: row.locale)
    for character in row.typable {
      #expect(keys.canType(character) == nil, "\(character) should be typable")
    }
    for character in row.refused {
      #expect(keys.canType(character) != nil, "\(character) should be refused")
    }
  }

  @Test func canType_refusal_namesTheCharacterAndWhatTheKeyboardTypes() throws {
    let german = try KeyboardType.decimalPad.keySet(locale: "de_DE")
    #expect(
      german.canType(".")?.description
        == "The decimalPad keyboard in de_DE has no key for '.'; it types 0–9 and ','.")
    let arabic = try KeyboardType.numberPad.keySet(locale: "ar_EG")
    #expect(
      arabic.canType("a")?.description
        == "The numberPad keyboard in ar_EG has no key for 'a'; it types 0–9 and ٠–٩.")
    let phone = try KeyboardType.phonePad.keySet(locale: "en_US")
    #expect(
      phone.canType("(")?.description
        == "The phonePad keyboard in en_US has no key for '('; it types 0–9, '*', '#' and '+'.")
    let url = try KeyboardType.url.keySet(locale: "en_US")
    #expect(url.firstRefusal(in: "a b")?.character == " ")
    #expect(url.canType("\t") != nil)
  }

  @Test func keySet_unknownLocale_throws() {
    #expect(
      throws: FormattingError.unknownLocale("xx_YY", reason: "ICU has no data for language 'xx'")
    ) {
      try KeyboardType.numberPad.keySet(locale: "xx_YY")
    }
  }
}
