import Fields
import Testing

struct TextInputTraitsTests {
  @Test func defaults_addressKeyboards_neitherCapitalizeNorCorrect() {
    for keyboard in [KeyboardType.emailAddress, .url, .phonePad, .numberPad, .decimalPad] {
      let traits = TextInputTraits.defaults(for: keyboard)
      #expect(traits.autocapitalization == .none, "\(keyboard)")
      #expect(traits.autocorrection == .no, "\(keyboard)")
      #expect(traits.spellChecking == .no, "\(keyboard)")
    }
    #expect(TextInputTraits.defaults(for: .emailAddress).contentType == .email)
    #expect(TextInputTraits.defaults(for: .url).contentType == .url)
    #expect(TextInputTraits.defaults(for: .phonePad).contentType == .telephone)
  }

  @Test func defaults_textKeyboards_followUIKitDefaults() {
    let traits = TextInputTraits.defaults(for: .default)
    #expect(traits == TextInputTraits())
    #expect(traits.autocapitalization == .sentences)
    #expect(traits.autocorrection == .default)
    #expect(!traits.isSecureTextEntry)
    #expect(TextInputTraits.defaults(for: .webSearch).returnKey == .search)
    #expect(TextInputTraits.defaults(for: .namePhonePad).autocapitalization == .words)
  }

  @Test func contentType_rawValues_areHTMLAutocompleteTokens() {
    #expect(TextContentType(rawValue: "cc-number") == .creditCardNumber)
    #expect(TextContentType(rawValue: "one-time-code") == .oneTimeCode)
    #expect(TextContentType(rawValue: "bday") == .birthday)
    #expect(TextContentType.allCases.count == 52)
  }
}
