import Testing

@testable import Fields

struct TerminalTextTests {
  struct WidthCase: CustomTestStringConvertible, Sendable {
    let id: String
    let text: String
    let width: Int
    var testDescription: String { id }
  }

  static let widths: [WidthCase] = [
    .init(id: "ascii", text: "Berlin", width: 6),
    .init(id: "precomposedAccent", text: "Zürich", width: 6),
    .init(id: "combiningAccent_zero", text: "Zu\u{308}rich", width: 6),
    .init(id: "cjk_two", text: "東京", width: 4),
    .init(id: "fullwidthLetter_two", text: "ＡＢ", width: 4),
    .init(id: "halfwidthKatakana_one", text: "ｱｲ", width: 2),
    .init(id: "hangul_two", text: "서울", width: 4),
    .init(id: "emoji_two", text: "😀", width: 2),
    .init(id: "zwjFamily_two", text: "👨‍👩‍👧", width: 2),
    .init(id: "flag_two", text: "🇩🇪", width: 2),
    .init(id: "textSymbol_one", text: "☺", width: 1),
    .init(id: "variationSelector16_two", text: "☺️", width: 2),
    .init(id: "skinTone_two", text: "👍🏽", width: 2),
    .init(id: "zeroWidthSpace_zero", text: "a\u{200B}b", width: 2),
    .init(id: "arabic_logicalOrder", text: "القاهرة", width: 7),
    .init(id: "arrowsAndBox_one", text: "↑▸●…", width: 4),
  ]

  @Test(arguments: widths)
  func width_text_columns(_ test: WidthCase) {
    #expect(TerminalText.width(test.text) == test.width)
  }

  struct CutCase: CustomTestStringConvertible, Sendable {
    let id: String
    let text: String
    let width: Int
    let cut: String
    var testDescription: String { id }
  }

  static let cuts: [CutCase] = [
    .init(id: "fits_unchanged", text: "Berlin", width: 6, cut: "Berlin"),
    .init(id: "tooLong_ellipsis", text: "Zürich", width: 4, cut: "Zür…"),
    .init(
      id: "combiningMark_keptWithItsLetter", text: "Zu\u{308}rich", width: 3, cut: "Zu\u{308}…"),
    .init(id: "wideCharacter_notSplit", text: "東京都", width: 4, cut: "東…"),
    .init(id: "wideCharacter_fitsExactly", text: "東京都", width: 5, cut: "東京…"),
    .init(id: "emojiCluster_wholeOrNot", text: "a👨‍👩‍👧b", width: 3, cut: "a…"),
    .init(id: "oneColumn_ellipsisOnly", text: "abc", width: 1, cut: "…"),
    .init(id: "noColumns_empty", text: "abc", width: 0, cut: ""),
    .init(id: "arabic_cutAtItsLogicalEnd", text: "القاهرة", width: 4, cut: "الق…"),
  ]

  @Test(arguments: cuts)
  func truncated_toWidth_cutAtClusters(_ test: CutCase) {
    let cut = TerminalText.truncated(test.text, toWidth: test.width)
    #expect(cut == test.cut)
    #expect(TerminalText.width(cut) <= max(test.width, 0))
  }
}
