import Testing

@testable import Fields

struct ChoiceTerminalPickerTests {
  static let cities = [
    "Amsterdam", "Berlin", "Bern", "Kraków", "Lisboa", "Madrid", "Paris", "Roma", "Wien",
    "Zürich",
  ]

  static func form(locale: String = "en_US", titles: [String] = cities, extra: String = "")
    throws -> Form
  {
    let options = titles.map { "\"" + $0 + "\"" }.joined(separator: ", ")
    return try pickerForm(
      """
      {"locale": "\(locale)", "fields": [
        {"name": "city", "kind": "choice", "options": [\(options)]\(extra)},
        {"name": "note", "kind": "text"}]}
      """)
  }

  struct DrawCase: CustomTestStringConvertible, Sendable {
    let id: String
    let locale: String
    let keys: [TerminalKey]
    let width: Int
    let lines: [String]
    var testDescription: String { id }

    init(
      _ id: String, locale: String = "en_US", _ keys: [TerminalKey], width: Int = 40,
      _ lines: [String]
    ) {
      (self.id, self.locale, self.keys, self.width, self.lines) = (id, locale, keys, width, lines)
    }
  }

  static let draws: [DrawCase] = [
    DrawCase(
      "start_firstRowMarked_restBelow", [TerminalKey](),
      [
        "▸ Amsterdam", "  Berlin", "  Bern", "  Kraków", "  Lisboa", "  Madrid", "  Paris",
        "↓ 3 more",
      ]),
    DrawCase(
      "down_stopsAtTheEnd_scrolled", [TerminalKey](repeating: .down, count: 12),
      [
        "↑ 3 more", "  Kraków", "  Lisboa", "  Madrid", "  Paris", "  Roma", "  Wien",
        "▸ Zürich",
      ]),
    DrawCase(
      "pageDownThenUp_windowKeepsTheMark", [.pageDown, .up, .up],
      [
        "↑ 1 more", "  Berlin", "  Bern", "  Kraków", "  Lisboa", "▸ Madrid", "  Paris",
        "  Roma", "↓ 2 more",
      ]),
    DrawCase(
      "endThenHome_backAtTheTop", [.end, .home, .up],
      [
        "▸ Amsterdam", "  Berlin", "  Bern", "  Kraków", "  Lisboa", "  Madrid", "  Paris",
        "↓ 3 more",
      ]),
    DrawCase("filter_foldedContains", [.text("BER")], ["Filter: BER", "▸ Berlin", "  Bern"]),
    DrawCase("filter_withoutAccents", [.text("krako")], ["Filter: krako", "▸ Kraków"]),
    DrawCase("filter_fullwidth", [.text("ｚｕ")], ["Filter: ｚｕ", "▸ Zürich"]),
    DrawCase(
      "filter_markStaysOnAMatchingRow", [.down, .down, .text("r")],
      [
        "Filter: r", "  Amsterdam", "  Berlin", "▸ Bern", "  Kraków", "  Madrid", "  Paris",
        "  Roma", "↓ 1 more",
      ]),
    DrawCase(
      "backspace_removesTheLastCharacter", [.text("bex"), .backspace],
      ["Filter: be", "▸ Berlin", "  Bern"]),
    DrawCase("noMatch_saysSo", [.text("xyz")], ["Filter: xyz", "No option matches."]),
    DrawCase(
      "escape_clearsTheFilter", [.end, .text("i"), .escape],
      [
        "↑ 3 more", "  Kraków", "  Lisboa", "  Madrid", "  Paris", "  Roma", "  Wien",
        "▸ Zürich",
      ]),
    DrawCase(
      "german_hintsAndFilter", locale: "de_DE", [.text("r"), .end],
      [
        "Filter: r", "↑ 1 weitere", "  Berlin", "  Bern", "  Kraków", "  Madrid", "  Paris",
        "  Roma", "▸ Zürich",
      ]),
    DrawCase(
      "narrow_cutWithEllipsis", [.text("a"), .down], width: 8,
      ["Filter:…", "  Amste…", "▸ Kraków", "  Lisboa", "  Madrid", "  Paris", "  Roma"]),
  ]

  @Test(arguments: draws)
  func lines_afterKeys_showTheWindow(_ test: DrawCase) throws {
    let form = try Self.form(locale: test.locale)
    var picker = try picker(of: "city", in: form)
    press(test.keys, on: &picker)
    expectLines(picker, width: test.width, test.lines)
  }

  @Test func lines_japanese_wideTitlesCutByColumns() throws {
    let form = try Self.form(locale: "ja_JP", titles: ["東京", "大阪", "京都"])
    var picker = try picker(of: "city", in: form)
    press([.text("京")], on: &picker)
    expectLines(picker, ["絞り込み：京", "▸ 東京", "  京都"])
    expectLines(picker, width: 5, ["絞り…", "▸ 東…", "  京…"])
    press([.text("x")], on: &picker)
    expectLines(picker, ["絞り込み：京x", "一致する選択肢はありません。"])
  }

  @Test func lines_emojiTitles_twoColumnsEach() throws {
    let form = try Self.form(titles: ["🍕 Pizza", "👨‍👩‍👧 Family"])
    let picker = try picker(of: "city", in: form)
    expectLines(picker, width: 8, ["▸ 🍕 Pi…", "  👨‍👩‍👧 Fa…"])
  }

  @Test func lines_arabic_logicalOrder() throws {
    let form = try Self.form(locale: "ar", titles: ["القاهرة", "دبي", "الرياض"])
    var picker = try picker(of: "city", in: form)
    expectLines(picker, ["▸ القاهرة", "  دبي", "  الرياض"])
    press([.text("ال")], on: &picker)
    expectLines(picker, ["تصفية: ال", "▸ القاهرة", "  الرياض"])
    expectLines(picker, width: 6, ["تصفية…", "▸ الق…", "  الر…"])
  }

  @Test func lines_colour_markInReverseVideoHintsFaint() throws {
    let form = try Self.form(titles: ["Berlin", "Bern"])
    var picker = try picker(of: "city", in: form)
    press([.text("b"), .down], on: &picker)
    #expect(
      picker.lines(width: 12, colour: true) == [
        "\u{1B}[2mFilter: b\u{1B}[0m", "  Berlin", "\u{1B}[7m▸ Bern\u{1B}[0m",
      ])
  }

  @Test func start_defaultOrAnswer_marked() throws {
    let form = try Self.form(extra: ", \"default\": \"Roma\"")
    expectLines(
      try picker(of: "city", in: form),
      [
        "↑ 1 more", "  Berlin", "  Bern", "  Kraków", "  Lisboa", "  Madrid", "  Paris",
        "▸ Roma", "↓ 2 more",
      ])
    #expect(form.answer("wien", to: try form.field(named: "city")) == .accepted)
    expectLines(
      try picker(of: "city", in: form),
      [
        "↑ 2 more", "  Bern", "  Kraków", "  Lisboa", "  Madrid", "  Paris", "  Roma",
        "▸ Wien", "↓ 1 more",
      ])
  }

  @Test func enter_noMatch_messageAndStays() throws {
    let form = try Self.form(locale: "de_DE")
    var picker = try picker(of: "city", in: form)
    #expect(press([.text("xyz"), .enter], on: &picker) == .message("Keine Option passt."))
    try expectAnswer(
      press([.backspace, .backspace, .backspace, .down, .enter], on: &picker), "Berlin",
      field: "city", of: form)
  }

  struct AnswerCase: CustomTestStringConvertible, Sendable {
    let id: String
    let titles: [String]
    let answers: [String]
    var testDescription: String { id }
  }

  static let answers: [AnswerCase] = [
    .init(id: "plainTitles_asTitles", titles: ["Käse", "Oliven"], answers: ["Käse", "Oliven"]),
    .init(id: "numberTitles_titlesWin", titles: ["2", "1"], answers: ["2", "1"]),
    .init(
      id: "numberTitle_ofAnotherRow_number", titles: ["1", "x", "1"], answers: ["1", "x", "3"]),
    .init(id: "duplicateTitles_laterByNumber", titles: ["Bern", "Bern"], answers: ["Bern", "2"]),
    .init(id: "numberTaken_otherScriptDigits", titles: ["2", "2"], answers: ["2", "٢"]),
    .init(id: "foldedDuplicate_number", titles: ["Ärger", "ärger"], answers: ["Ärger", "ärger"]),
    .init(
      id: "colonTitles_escaped", titles: [":prev", "::x", ":y"], answers: ["::prev", ":::x", "::y"]),
    .init(id: "spacesAround_number", titles: [" x", "x"], answers: ["1", "x"]),
    .init(id: "comma_keptInASingleChoice", titles: ["a,b", "c"], answers: ["a,b", "c"]),
  ]

  @Test(arguments: answers)
  func enter_eachRow_answerTypedFromAPipeChoosesIt(_ test: AnswerCase) throws {
    for (row, expected) in test.answers.enumerated() {
      let form = try Self.form(titles: test.titles)
      var picker = try picker(of: "city", in: form)
      let outcome = press([TerminalKey](repeating: .down, count: row) + [.enter], on: &picker)
      try expectAnswer(outcome, expected, field: "city", of: form)
      let chosen = try form.field(named: "city").picker?.selectedRows.first
      #expect(chosen == row, "row \(row)")
    }
  }

  @Test func dependentChoice_rowsOfTheParentsAnswer() throws {
    let form = try pickerForm(
      """
      {"locale": "en_US", "fields": [
        {"name": "country", "kind": "choice", "options": ["Deutschland", "France"]},
        {"name": "city", "kind": "choice", "dependsOn": "country",
         "options": {"Deutschland": ["Berlin", "Hamburg"], "France": ["Paris", "Lyon"]}}]}
      """)
    expectLines(try picker(of: "city", in: form), ["There are no options to choose from."])
    #expect(form.answer("France", to: try form.field(named: "country")) == .accepted)
    var picker = try picker(of: "city", in: form)
    expectLines(picker, ["▸ Paris", "  Lyon"])
    try expectAnswer(press([.down, .enter], on: &picker), "Lyon", field: "city", of: form)
    #expect(try form.field(named: "city").value.value == "Lyon")
  }

  @Test func terminalPicker_textField_none() throws {
    let form = try Self.form()
    #expect(form.terminalPicker(for: try form.field(named: "note")) == nil)
  }
}
