import Testing

@testable import Fields

struct BooleanTerminalPickerTests {
  static func form(locale: String, extra: String = "") throws -> Form {
    try pickerForm(
      """
      {"locale": "\(locale)", "fields": [{"name": "news", "kind": "boolean"\(extra)}]}
      """)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let locale: String
    let keys: [TerminalKey]
    let line: String
    let answer: String
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    .init(id: "start_off", locale: "de_DE", keys: [], line: "( ) ja  (●) nein", answer: "false"),
    .init(
      id: "right_flips", locale: "de_DE", keys: [.right], line: "(●) ja  ( ) nein", answer: "true"),
    .init(
      id: "leftAndSpace_flipBack", locale: "de_DE", keys: [.left, .space],
      line: "( ) ja  (●) nein", answer: "false"),
    .init(
      id: "languageInitial_on", locale: "de_DE", keys: [.text("J")], line: "(●) ja  ( ) nein",
      answer: "true"),
    .init(
      id: "y_on", locale: "de_DE", keys: [.text("y")], line: "(●) ja  ( ) nein", answer: "true"),
    .init(
      id: "n_off", locale: "de_DE", keys: [.text("j"), .text("n")], line: "( ) ja  (●) nein",
      answer: "false"),
    .init(
      id: "french_o_on", locale: "fr_FR", keys: [.text("o")], line: "(●) oui  ( ) non",
      answer: "true"),
    .init(
      id: "otherLetter_nothing", locale: "fr_FR", keys: [.text("x")], line: "( ) oui  (●) non",
      answer: "false"),
    .init(
      id: "japanese_ha_on", locale: "ja_JP", keys: [.text("は")], line: "(●) はい  ( ) いいえ",
      answer: "true"),
    .init(
      id: "japanese_i_off", locale: "ja_JP", keys: [.space, .text("い")], line: "( ) はい  (●) いいえ",
      answer: "false"),
    .init(
      id: "arabic_words", locale: "ar", keys: [.right], line: "(●) نعم  ( ) لا", answer: "true"),
  ]

  @Test(arguments: cases)
  func keys_setTheSwitch_answerTypedFromAPipe(_ test: Case) throws {
    let form = try Self.form(locale: test.locale)
    var picker = try picker(of: "news", in: form)
    press(test.keys, on: &picker)
    expectLines(picker, [test.line])
    try expectAnswer(press([.enter], on: &picker), test.answer, field: "news", of: form)
    #expect(try form.field(named: "news").isOn == (test.answer == "true"))
  }

  @Test func start_fieldsValue() throws {
    let form = try Self.form(locale: "en_US", extra: ", \"default\": true")
    let picker = try picker(of: "news", in: form)
    expectLines(picker, ["(●) yes  ( ) no"])
    expectLines(picker, width: 9, ["(●) yes …"])
    #expect(
      picker.lines(width: 40, colour: true) == ["\u{1B}[7m(●) yes\u{1B}[0m  ( ) no"])
  }
}
