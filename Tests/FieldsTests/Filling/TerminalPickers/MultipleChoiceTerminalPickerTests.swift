import Testing

@testable import Fields

struct MultipleChoiceTerminalPickerTests {
  static func form(locale: String = "de_DE", extra: String = "") throws -> Form {
    try pickerForm(
      """
      {"locale": "\(locale)", "fields": [
        {"name": "toppings", "kind": "choice", "multiple": true,
         "options": ["Käse", "Oliven", "1", "a,b", ":prev"]\(extra)}]}
      """)
  }

  @Test func lines_ticksShownInBoxes() throws {
    var picker = try picker(of: "toppings", in: Self.form())
    press([.space, .down, .down, .space, .down], on: &picker)
    expectLines(picker, ["  [x] Käse", "  [ ] Oliven", "  [x] 1", "▸ [ ] a,b", "  [ ] :prev"])
    press([.space], on: &picker)
    expectLines(picker, width: 8, ["  [x] K…", "  [ ] O…", "  [x] 1", "▸ [x] a…", "  [ ] :…"])
  }

  @Test func lines_filter_keepsTicks() throws {
    var picker = try picker(of: "toppings", in: Self.form())
    press([.down, .space, .text("OLI")], on: &picker)
    expectLines(picker, ["Filter: OLI", "▸ [x] Oliven"])
    press([.backspace, .backspace, .backspace, .text("x")], on: &picker)
    expectLines(picker, ["Filter: x", "Keine Option passt."])
    #expect(press([.space], on: &picker) == .redraw)
  }

  @Test func start_fieldsTicks() throws {
    let form = try Self.form(extra: ", \"default\": [\"Oliven\"]")
    expectLines(
      try picker(of: "toppings", in: form),
      ["▸ [ ] Käse", "  [x] Oliven", "  [ ] 1", "  [ ] a,b", "  [ ] :prev"])
  }

  @Test func enter_ticks_answerTypedFromAPipeTicksThem() throws {
    let form = try Self.form()
    var picker = try picker(of: "toppings", in: form)
    let outcome = press(
      [.space, .down, .down, .space, .down, .space, .down, .space, .enter], on: &picker)
    try expectAnswer(outcome, "Käse,1,4,:prev", field: "toppings", of: form)
    #expect(
      try form.field(named: "toppings").choiceList?.tickedTitles == ["Käse", "1", "a,b", ":prev"])
  }

  @Test func enter_onlyAColonTitle_escaped() throws {
    let form = try Self.form()
    var picker = try picker(of: "toppings", in: form)
    try expectAnswer(
      press([.end, .space, .enter], on: &picker), "::prev", field: "toppings", of: form)
  }

  @Test func enter_nothingTicked_emptyAnswer() throws {
    var picker = try picker(of: "toppings", in: Self.form())
    #expect(press([.space, .space, .enter], on: &picker) == .answer(""))
  }

  @Test func limits_messagesAsTypedAnswersGet() throws {
    let form = try Self.form(extra: ", \"min\": 2, \"max\": 3")
    var picker = try picker(of: "toppings", in: form)
    #expect(press([.space, .enter], on: &picker) == .message("Wähle mindestens 2 Optionen."))
    #expect(
      press([.down, .space, .down, .space, .down, .space], on: &picker)
        == .message("Wähle höchstens 3 Optionen."))
    expectLines(picker, ["  [x] Käse", "  [x] Oliven", "  [x] 1", "▸ [ ] a,b", "  [ ] :prev"])
    try expectAnswer(press([.enter], on: &picker), "Käse,Oliven,1", field: "toppings", of: form)
  }

  @Test func limits_requiredAndNothingTicked_valueMissing() throws {
    let form = try Self.form(locale: "en_US", extra: ", \"required\": true")
    var picker = try picker(of: "toppings", in: form)
    #expect(press([.enter], on: &picker) == .message("Choose an option."))
  }
}
