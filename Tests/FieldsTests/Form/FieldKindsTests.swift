import Fields
import Testing

/// Boolean and multiple-choice fields: spec, values, validity and answers.
struct FieldKindsTests {
  static let spec = """
    {"locale": "de_DE", "fields": [
      {"name": "newsletter", "kind": "boolean", "default": true},
      {"name": "terms", "kind": "boolean", "required": true},
      {"name": "toppings", "kind": "choice", "multiple": true, "min": 1, "max": 2,
       "options": ["Käse", "Schinken", "Oliven"], "default": ["Oliven"]},
      {"name": "extras", "kind": "choice", "multiple": true, "options": ["Salz", "Pfeffer"]},
      {"name": "sauces", "kind": "choice", "multiple": true, "required": true,
       "options": ["Ketchup", "Senf"]}]}
    """

  func form(locale: String? = nil) throws -> Form {
    try Form(spec: FormSpec(json: Self.spec), locale: locale, now: Form.referenceDate)
  }

  @Test func values_booleanAndMultiple_areTypedWithDefaults() throws {
    let form = try form()
    #expect(
      form.valuesJSON()
        == #"{"newsletter":true,"terms":null,"toppings":["Oliven"],"extras":[],"sauces":[]}"#)
    #expect(form.firstInvalidField?.name == "terms")
    #expect(try form.field(named: "newsletter").keyboard == nil)
    #expect(try form.field(named: "newsletter").picker == nil)
    #expect(try form.field(named: "toppings").picker == nil)
  }

  @Test func toggle_switchNeverSet_turnsOnThenOff() throws {
    let form = try form()
    let terms = try form.field(named: "terms")
    #expect(terms.isOn == nil)
    #expect(terms.toggle())
    #expect(terms.isOn == true)
    #expect(terms.toggle())
    #expect(terms.isOn == false)
    // Required means on, as a required checkbox must be checked.
    #expect(terms.validation.state.description == "valueMissing")
    #expect(!(try form.field(named: "toppings").toggle()))
  }

  @Test func choiceList_ticks_keepOptionOrderAndCheckLimits() throws {
    let form = try form()
    let toppings = try form.field(named: "toppings")
    let list = try #require(toppings.choiceList)
    try list.tick(0)
    try list.tick(1)
    #expect(toppings.text.value == "Käse, Schinken, Oliven")
    #expect(toppings.validation.state.description == "rangeOverflow")
    #expect(form.validityMessage(of: toppings) == "Wähle höchstens 2 Optionen.")
    try list.untick(2)
    try list.untick(1)
    try list.untick(0)
    #expect(toppings.validation.state.isValid)
    #expect(form.valuesJSON().contains(#""toppings":[]"#))
    #expect(throws: ChoiceList.RowError.noSuchRow(3, count: 3)) { try list.tick(3) }
    #expect(
      ChoiceList.RowError.noSuchRow(3, count: 3).description
        == "There is no option 3; the list has options 0 to 2.")
  }

  struct Answer: CustomTestStringConvertible, Sendable {
    let locale: String
    let field: String
    let answer: String
    let value: String
    var testDescription: String { "\(locale) \(field) \(answer)" }
  }

  @Test(arguments: [
    Answer(locale: "de_DE", field: "terms", answer: "ja", value: "true"),
    Answer(locale: "de_DE", field: "newsletter", answer: "NEIN", value: "false"),
    Answer(locale: "de_DE", field: "terms", answer: "y", value: "true"),
    Answer(locale: "en_US", field: "terms", answer: "Yes", value: "true"),
    Answer(locale: "en_US", field: "newsletter", answer: "0", value: "false"),
    Answer(locale: "fr_FR", field: "terms", answer: "oui", value: "true"),
    Answer(locale: "es_ES", field: "terms", answer: "si", value: "true"),
    Answer(locale: "ja_JP", field: "newsletter", answer: "いいえ", value: "false"),
    Answer(locale: "ar_EG", field: "terms", answer: "نعم", value: "true"),
    Answer(locale: "ru_RU", field: "newsletter", answer: "Нет", value: "false"),
    Answer(locale: "pl_PL", field: "terms", answer: "tak", value: "true"),
    Answer(locale: "de_DE", field: "newsletter", answer: "", value: "true"),
    Answer(locale: "de_DE", field: "toppings", answer: "1,2", value: #"["Käse","Schinken"]"#),
    Answer(
      locale: "de_DE", field: "toppings", answer: "oliven, kase", value: #"["Käse","Oliven"]"#),
    Answer(locale: "ja_JP", field: "toppings", answer: "3、1", value: #"["Käse","Oliven"]"#),
    Answer(locale: "de_DE", field: "toppings", answer: "2, ,", value: #"["Schinken"]"#),
    Answer(locale: "de_DE", field: "toppings", answer: "", value: #"["Oliven"]"#),
    Answer(locale: "de_DE", field: "extras", answer: "", value: "[]"),
  ])
  func answer_booleanOrMultiple_isAcceptedAndTyped(_ row: Answer) throws {
    let form = try form(locale: row.locale)
    let field = try form.field(named: row.field)
    #expect(form.answer(row.answer, to: field) == .accepted)
    #expect(field.jsonValue == row.value)
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    let locale: String
    let field: String
    let answer: String
    let state: String
    let message: String
    var testDescription: String { "\(locale) \(field) \(answer)" }
  }

  @Test(arguments: [
    Refusal(
      locale: "de_DE", field: "terms", answer: "", state: "valueMissing",
      message: "Setze das Häkchen, wenn du fortfahren möchtest."),
    Refusal(
      locale: "de_DE", field: "terms", answer: "nein", state: "valueMissing",
      message: "Setze das Häkchen, wenn du fortfahren möchtest."),
    Refusal(
      locale: "en_US", field: "terms", answer: "no", state: "valueMissing",
      message: "Check this box if you want to go on."),
    Refusal(
      locale: "fr_FR", field: "terms", answer: "non", state: "valueMissing",
      message: "Cochez cette case si vous souhaitez continuer."),
    Refusal(
      locale: "es_ES", field: "terms", answer: "no", state: "valueMissing",
      message: "Marca esta casilla si quieres continuar."),
    Refusal(
      locale: "ja_JP", field: "terms", answer: "いいえ", state: "valueMissing",
      message: "続けるには、このチェックボックスをオンにしてください。"),
    Refusal(
      locale: "ar_EG", field: "terms", answer: "لا", state: "valueMissing",
      message: "حدّد هذا المربع إذا أردت المتابعة."),
    Refusal(
      locale: "ru_RU", field: "terms", answer: "нет", state: "valueMissing",
      message: "Установите этот флажок, если хотите продолжить."),
    Refusal(
      locale: "pl_PL", field: "terms", answer: "nie", state: "valueMissing",
      message: "Zaznacz to pole, jeśli chcesz kontynuować."),
    Refusal(
      locale: "de_DE", field: "toppings", answer: "2, 2,", state: "typeMismatch",
      message: "Die Option 'Schinken' ist mehrfach gewählt; wähle jede Option höchstens einmal."),
    Refusal(
      locale: "en_US", field: "toppings", answer: "Oliven, 3", state: "typeMismatch",
      message: "The option 'Oliven' is chosen more than once; choose each option at most once."),
    Refusal(
      locale: "de_DE", field: "terms", answer: "vielleicht", state: "typeMismatch",
      message: "Antworte mit ja oder nein."),
    Refusal(
      locale: "en_US", field: "terms", answer: "ja", state: "typeMismatch",
      message: "Answer yes or no."),
    Refusal(
      locale: "ja_JP", field: "terms", answer: "maybe", state: "typeMismatch",
      message: "「はい」か「いいえ」で答えてください。"),
    Refusal(
      locale: "de_DE", field: "toppings", answer: "1,2,3", state: "rangeOverflow",
      message: "Wähle höchstens 2 Optionen."),
    Refusal(
      locale: "en_US", field: "toppings", answer: "1,2,3", state: "rangeOverflow",
      message: "Choose at most 2 options."),
    Refusal(
      locale: "de_DE", field: "toppings", answer: "1, Salami", state: "typeMismatch",
      message: "Wähle eine der Optionen."),
    Refusal(
      locale: "en_US", field: "sauces", answer: "", state: "valueMissing",
      message: "Choose an option."),
    Refusal(
      locale: "ru_RU", field: "toppings", answer: "1,2,3", state: "rangeOverflow",
      message: "Выберите не более 2 вариантов."),
    Refusal(
      locale: "ar_EG", field: "toppings", answer: "1,2,3", state: "rangeOverflow",
      message: "اختر خيارين على الأكثر."),
  ])
  func answer_booleanOrMultipleInvalid_leavesTheFieldAndSaysWhy(_ row: Refusal) throws {
    let form = try form(locale: row.locale)
    let field = try form.field(named: row.field)
    let before = field.jsonValue
    guard case .invalid(let state, let message) = form.answer(row.answer, to: field) else {
      Issue.record("accepted \(row.answer)")
      return
    }
    #expect(state.description == row.state)
    #expect(message == row.message)
    #expect(field.jsonValue == before)
  }

  @Test(arguments: [
    ("en", 1.0, "Choose at least 1 option."),
    ("en", 3, "Choose at least 3 options."),
    ("de", 2, "Wähle mindestens 2 Optionen."),
    ("ru", 2, "Выберите хотя бы 2 варианта."),
    ("ru", 5, "Выберите хотя бы 5 вариантов."),
    ("pl", 2, "Wybierz co najmniej 2 opcje."),
    ("pl", 5, "Wybierz co najmniej 5 opcji."),
    ("ja", 2, "少なくとも2個選んでください。"),
  ])
  func message_choiceUnderflow_isPluralInEachLanguage(
    language: String, minimum: Double, expected: String
  ) throws {
    let catalog = try MessageCatalog(locale: language)
    #expect(
      try catalog.message(
        "validity.rangeUnderflow", ["kind": "choice", "minimum": .number(minimum)]) == expected)
  }

  @Test func selectionRules_tooFew_isRangeUnderflowWithMinimum() throws {
    let form = try Form(
      spec: FormSpec(
        json: """
          {"fields": [{"name": "x", "kind": "choice", "multiple": true, "min": 2,
                       "options": ["a", "b", "c"]}]}
          """), now: Form.referenceDate)
    let x = try form.field(named: "x")
    #expect(
      form.answer("a", to: x)
        == .invalid(ValidityState([.rangeUnderflow]), message: "Choose at least 2 options."))
    #expect(form.answer("a,c", to: x) == .accepted)
    #expect(form.valuesJSON() == #"{"x":["a","c"]}"#)
  }

  @Test func booleanValidator_readsOnlyTrueAndFalse() {
    let validator = BooleanValidator(required: true)
    #expect(validator.validate("true").normalized == "true")
    #expect(validator.validate("").state.description == "valueMissing")
    #expect(validator.validate("yes").state.description == "typeMismatch")
  }
}
