import Fields
import Testing

struct FormAnsweringTests {
  static let spec = """
    {"locale": "de_DE", "fields": [
      {"name": "name", "kind": "text", "required": true, "maxLength": 5},
      {"name": "age", "kind": "integer", "min": 13},
      {"name": "price", "kind": "decimal"},
      {"name": "birthday", "kind": "date"},
      {"name": "call", "kind": "time"},
      {"name": "city", "kind": "choice", "options": ["Berlin", "München", "Zürich"]},
      {"name": "size", "kind": "choice", "options": ["10", "1"], "default": "1"}]}
    """

  func form(locale: String? = nil) throws -> Form {
    try Form(spec: FormSpec(json: Self.spec), locale: locale, now: Form.referenceDate)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let field: String
    let answer: String
    let shown: String
    var testDescription: String { "\(field) \(answer)" }
  }

  @Test(arguments: [
    Case(field: "age", answer: "1.234", shown: "1.234"),
    Case(field: "age", answer: "42", shown: "42"),
    Case(field: "price", answer: "1234,5", shown: "1234,5"),
    Case(field: "price", answer: "1234.5", shown: "1.234,5"),
    Case(field: "price", answer: "-1e3", shown: "-1e3"),
    Case(field: "birthday", answer: "31.01.2000", shown: "31.01.2000"),
    Case(field: "birthday", answer: "2000-02-29", shown: "29.02.2000"),
    Case(field: "birthday", answer: "29. Februar 2000", shown: "29.02.2000"),
    Case(field: "call", answer: "13:30", shown: "13:30"),
    Case(field: "city", answer: "München", shown: "München"),
    Case(field: "city", answer: "munchen", shown: "München"),
    Case(field: "city", answer: "MÜNCHEN", shown: "München"),
    Case(field: "city", answer: " zurich ", shown: "Zürich"),
    Case(field: "city", answer: "\u{3000}Ｍｕ\u{0308}ｎｃｈｅｎ\t", shown: "München"),
    Case(field: "city", answer: "\u{00A0}BERLIN", shown: "Berlin"),
    Case(field: "city", answer: "2", shown: "München"),
    Case(field: "city", answer: "٣", shown: "Zürich"),
    Case(field: "size", answer: "1", shown: "1"),
    Case(field: "size", answer: "2", shown: "1"),
    Case(field: "size", answer: "", shown: "1"),
  ])
  func answer_validInGerman_isAcceptedAndShown(_ row: Case) throws {
    let form = try form()
    let field = try form.field(named: row.field)
    #expect(form.answer(row.answer, to: field) == .accepted)
    #expect(field.text.value == row.shown)
  }

  @Test func answer_validAnswers_giveTypedValues() throws {
    let form = try form()
    for (name, answer) in [
      ("name", "Jo"), ("age", "1.234"), ("price", "0.5"), ("birthday", "31.01.2000"),
      ("call", "09:05"), ("city", "zurich"),
    ] {
      #expect(form.answer(answer, to: try form.field(named: name)) == .accepted)
    }
    #expect(
      form.valuesJSON()
        == #"{"name":"Jo","age":1234,"price":0.5,"birthday":"2000-01-31","call":"09:05","city":"Zürich","size":"1"}"#
    )
    #expect(form.firstInvalidField == nil)
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    let field: String
    let answer: String
    let locale: String
    let state: String
    let message: String
    var testDescription: String { "\(field) \(answer) \(locale)" }
  }

  @Test(arguments: [
    Refusal(
      field: "name", answer: "", locale: "de_DE", state: "valueMissing",
      message: "Fülle dieses Feld aus."),
    Refusal(
      field: "name", answer: "Johanna", locale: "en_US", state: "tooLong",
      message: "Use at most 5 characters (you used 7)."),
    Refusal(
      field: "age", answer: "zwölf", locale: "de_DE", state: "badInput",
      message: "Gib eine ganze Zahl ein."),
    Refusal(
      field: "age", answer: "12", locale: "de_DE", state: "rangeUnderflow",
      message: "Gib 13 oder mehr ein."),
    Refusal(
      field: "birthday", answer: "31.02.2000", locale: "de_DE", state: "badInput",
      message: "Gib ein Datum ein."),
    Refusal(
      field: "city", answer: "Muenchen", locale: "de_DE", state: "typeMismatch",
      message: "Wähle eine der Optionen."),
    Refusal(
      field: "city", answer: "4", locale: "en_US", state: "typeMismatch",
      message: "Choose one of the options."),
    Refusal(
      field: "city", answer: "0", locale: "ja_JP", state: "typeMismatch",
      message: "選択肢のいずれかを選んでください。"),
  ])
  func answer_invalid_leavesTheFieldAndSaysWhy(_ row: Refusal) throws {
    let form = try form(locale: row.locale)
    let field = try form.field(named: row.field)
    let before = field.text.value
    guard case .invalid(let state, let message) = form.answer(row.answer, to: field) else {
      Issue.record("accepted \(row.answer)")
      return
    }
    #expect(state.description == row.state)
    #expect(message == row.message)
    #expect(field.text.value == before)
  }

  @Test func answer_numberInEnglish_readsGroupingAndMachineForms() throws {
    let form = try form(locale: "en_US")
    let price = try form.field(named: "price")
    #expect(form.answer("1,234.5", to: price) == .accepted)
    #expect(price.value.value == "1234.5")
    #expect(form.answer("2000-01-31", to: try form.field(named: "birthday")) == .accepted)
    #expect(try form.field(named: "birthday").text.value == "Jan 31, 2000")
  }

  @Test func firstInvalidField_requiredEmpty_isTheFirstSuch() throws {
    let form = try form()
    #expect(form.firstInvalidField?.name == "name")
    #expect(form.validityMessage(of: try form.field(named: "name")) == "Fülle dieses Feld aus.")
    #expect(form.answer("Jo", to: try form.field(named: "name")) == .accepted)
    #expect(form.firstInvalidField == nil)
    #expect(form.validityMessage(of: try form.field(named: "name")) == nil)
  }
}
