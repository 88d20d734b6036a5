import Fields
import Testing

struct KeySetLayoutTests {
  static let layouts: [(keyboard: KeyboardType, locale: String, rows: [String])] = [
    (.numberPad, "ar_EG", ["١ ٢ ٣", "٤ ٥ ٦", "٧ ٨ ٩", "٠ ⌫"]),
    (.decimalPad, "de_DE", ["1 2 3", "4 5 6", "7 8 9", ", 0 ⌫"]),
    (.phonePad, "en_US", ["1 2 3", "4 5 6", "7 8 9", "+*# 0 ⌫"]),
    (
      .default, "fr_FR",
      ["a z e r t y u i o p", "q s d f g h j k l m", "⇧ w x c v b n ⌫", "123 space return"]
    ),
    (
      .default, "de_DE",
      ["q w e r t z u i o p ü", "a s d f g h j k l ö ä", "⇧ y x c v b n m ⌫", "123 space return"]
    ),
    (
      .emailAddress, "de_DE",
      ["q w e r t z u i o p", "a s d f g h j k l", "⇧ y x c v b n m ⌫", "123 space @ . return"]
    ),
    (
      .url, "en_US",
      ["q w e r t y u i o p", "a s d f g h j k l", "⇧ z x c v b n m ⌫", "123 / .com return"]
    ),
  ]

  @Test(arguments: layouts.indices)
  func rows_showTheLocalesKeysForEachKeyboard(index: Int) throws {
    let row = Self.layouts[index]
    let keySet = try row.keyboard.keySet(locale: row.locale)
    #expect(keySet.rows().map { $0.joined(separator: " ") } == row.rows)
  }

  @Test func rows_returnKeyLabel_followsTheTraits() throws {
    let keySet = try KeyboardType.webSearch.keySet(locale: "en_US")
    #expect(keySet.rows().last == ["123", "space", ".", "go"])
    #expect(keySet.rows(returnKey: .search).last == ["123", "space", ".", "search"])
  }
}
