import Fields
import Foundation
import Testing

struct AccessoryBarTests {
  static let chain = """
    {"fields": [{"name": "a", "kind": "text"}, {"name": "b", "kind": "text"},
                {"name": "c", "kind": "text", "disabled": true}, {"name": "d", "kind": "date"},
                {"name": "e", "kind": "text", "disabled": true}]}
    """

  func form(_ json: String = chain, locale: String? = nil) throws -> Form {
    try Form(
      spec: FormSpec(json: json), locale: locale, now: Date(timeIntervalSince1970: 1_726_272_000))
  }

  func shown(_ form: Form) -> String? {
    form.toolbar.map { $0.map(\.description).joined(separator: " ") }
  }

  @Test(arguments: [
    ("a", "(Previous) [Next] <space> [Done]"),
    ("b", "[Previous] [Next] <space> [Done]"),
    ("d", "[Previous] (Next) <space> [Done]"),
  ])
  func toolbar_defaultBar_disablesPreviousOnFirstAndNextOnLastEnabledField(
    field: String, expected: String
  ) throws {
    let form = try form()
    try form.focus(field)
    #expect(shown(form) == expected)
  }

  @Test func toolbar_onlyEnabledField_disablesBoth() throws {
    let form = try form(
      """
      {"fields": [{"name": "a", "kind": "text", "disabled": true}, {"name": "b", "kind": "text"}]}
      """)
    #expect(form.toolbar == nil)
    try form.focus("b")
    #expect(shown(form) == "(Previous) (Next) <space> [Done]")
  }

  @Test(arguments: [
    ("de_DE", "(Zurück) [Weiter] <space> [Fertig]"),
    ("ja_JP", "(前へ) [次へ] <space> [完了]"),
    ("ar_EG", "(السابق) [التالي] <space> [تم]"),
    ("fr_FR", "(Précédent) [Suivant] <space> [OK]"),
    ("ru_RU", "(Назад) [Далее] <space> [Готово]"),
  ])
  func toolbar_labels_comeFromTheCatalogOfTheFormsLanguage(locale: String, expected: String)
    throws
  {
    let form = try form(locale: locale)
    try form.focus("a")
    #expect(shown(form) == expected)
  }

  static let custom = """
    {"locale": "de_DE",
     "accessory": {"items": [{"button": "cancel"}, {"space": "flexible"}, {"title": "Zahlung"},
                             {"button": "clear", "title": "Leeren"}, {"button": "done"}]},
     "fields": [{"name": "name", "kind": "text", "default": "Jo"},
                {"name": "day", "kind": "date",
                 "accessory": {"items": [{"button": "today"}, {"button": "previous"}]}},
                {"name": "plain", "kind": "text", "accessory": "none"},
                {"name": "terms", "kind": "boolean"},
                {"name": "tags", "kind": "choice", "multiple": true, "options": ["x", "y"]}]}
    """

  @Test func toolbar_customBars_showTheirItemsAndFieldOverridesForm() throws {
    let form = try form(Self.custom)
    try form.focus("name")
    #expect(shown(form) == "[Abbrechen] <space> 'Zahlung' [Leeren] [Fertig]")
    try form.focus("day")
    #expect(shown(form) == "[Heute] [Zurück]")
    try form.focus("plain")
    #expect(form.toolbar == nil)
    #expect(form.accessoryBar(of: try form.field(named: "plain")) == .none)
  }

  @Test func tap_cancel_restoresTheValueAtFocusAndResigns() throws {
    let form = try form(Self.custom)
    try form.focus("name")
    try form.router.type("hannes")
    try form.tap(.cancel)
    #expect(try form.field(named: "name").text.value == "Jo")
    #expect(try form.field(named: "name").input?.buffer.value.text == "Jo")
    #expect(form.focusedField == nil)
  }

  @Test func tap_cancelOnSwitchAndList_restoresThem() throws {
    let form = try form(Self.custom)
    try form.focus("terms")
    try form.field(named: "terms").toggle()
    try form.tap(.cancel)
    #expect(try form.field(named: "terms").isOn == nil)
    try form.focus("tags")
    try form.field(named: "tags").choiceList?.tick(1)
    try form.tap(.cancel)
    #expect(form.valuesJSON().hasSuffix(#""terms":null,"tags":[]}"#))
  }

  @Test func tap_clear_emptiesTheField() throws {
    let form = try form(Self.custom)
    try form.focus("name")
    try form.tap(.clear)
    #expect(try form.field(named: "name").text.value == "")
    #expect(form.focusedField?.name == "name")
    try form.focus("tags")
    try form.field(named: "tags").choiceList?.tick(0)
    try form.tap(.clear)
    #expect(try form.field(named: "tags").jsonValue == "[]")
  }

  @Test func tap_todayAndPrevious_onTheDateFieldsOwnBar() throws {
    let form = try form(Self.custom)
    try form.focus("day")
    let day = try form.field(named: "day")
    try day.datePicker?.turn(component: 0, by: 3)
    #expect(day.text.value == "17.09.2024")
    try form.tap(.today)
    #expect(day.text.value == "14.09.2024")
    #expect(day.value.value == "2024-09-14")
    try form.tap(.previous)
    #expect(form.focusedField?.name == "name")
    try form.tap(.done)
    #expect(form.focusedField == nil)
  }

  @Test func tap_absentOrDisabledButton_throwsAndChangesNothing() throws {
    let form = try form(Self.custom)
    try form.focus("day")
    #expect(throws: FormError.noToolbarItem("next", field: "day")) { try form.tap(.next) }
    let chain = try self.form()
    try chain.focus("a")
    #expect(throws: FormError.toolbarItemDisabled("Previous", field: "a")) {
      try chain.tap(.previous)
    }
    #expect(chain.focusedField?.name == "a")
    #expect(
      FormError.toolbarItemDisabled("Previous", field: "a").description
        == "'Previous' is disabled in the toolbar of 'a' now.")
    chain.resignFocus()
    #expect(throws: FormError.noFocus) { try chain.tap(.done) }
  }

  static let badSpecs: [(id: String, json: String, error: String)] = [
    (
      "unknown string",
      #"{"accessory": "nnoe", "fields": [{"name": "a", "kind": "text"}]}"#,
      "form.json:1:15: Unknown accessory 'nnoe' in the form. Did you mean 'none'?"
    ),
    (
      "far string",
      #"{"fields": [{"name": "a", "kind": "text", "accessory": "toolbar"}]}"#,
      "form.json:1:56: Unknown accessory 'toolbar' in the field 'a'. Give 'default', 'none' or {\"items\": [...]}."
    ),
    (
      "not a string or object",
      #"{"fields": [{"name": "a", "kind": "text", "accessory": false}]}"#,
      "form.json:1:56: Expected the accessory of the field 'a' as 'default', 'none' or {\"items\": [...]}, found true or false."
    ),
    (
      "unknown key",
      #"{"accessory": {"itmes": []}, "fields": [{"name": "a", "kind": "text"}]}"#,
      "form.json:1:16: Unknown key 'itmes' in the accessory of the form. Did you mean 'items'?"
    ),
    (
      "no items",
      #"{"accessory": {}, "fields": [{"name": "a", "kind": "text"}]}"#,
      "form.json:1:15: Expected 'items' in the accessory of the form, an array such as [{\"button\": \"done\"}]."
    ),
    (
      "unknown button",
      #"{"accessory": {"items": [{"button": "nxet"}]}, "fields": [{"name": "a", "kind": "text"}]}"#,
      "form.json:1:37: Unknown button 'nxet' in item 1 of the accessory of the form. Did you mean 'next'?"
    ),
    (
      "unknown item key",
      #"{"accessory": {"items": [{"space": "flexible"}, {"titel": "x"}]}, "fields": [{"name": "a", "kind": "text"}]}"#,
      "form.json:1:50: Unknown key 'titel' in item 2 of the accessory of the form. Did you mean 'title'?"
    ),
    (
      "fixed space",
      #"{"accessory": {"items": [{"space": "fixed"}]}, "fields": [{"name": "a", "kind": "text"}]}"#,
      "form.json:1:36: Unknown space 'fixed' in item 1 of the accessory of the form; the one space is 'flexible'."
    ),
    (
      "space and button",
      #"{"accessory": {"items": [{"space": "flexible", "button": "done"}]}, "fields": [{"name": "a", "kind": "text"}]}"#,
      "form.json:1:26: An item is a label, a space or a button, not two of them; split item 1 of the accessory of the form into two items."
    ),
    (
      "empty item",
      #"{"accessory": {"items": [{}]}, "fields": [{"name": "a", "kind": "text"}]}"#,
      "form.json:1:26: Expected 'title', 'space' or 'button' in item 1 of the accessory of the form, such as {\"button\": \"done\"}."
    ),
    (
      "today on a text field",
      #"{"fields": [{"name": "a", "kind": "text", "accessory": {"items": [{"button": "today"}]}}]}"#,
      "form.json:1:67: 'today' sets a date, but 'a' is a text field; put it on a date or datetime field's accessory."
    ),
    (
      "today on the form with a time field",
      #"{"accessory": {"items": [{"button": "today"}]}, "fields": [{"name": "d", "kind": "date"}, {"name": "t", "kind": "time"}]}"#,
      "form.json:1:26: 'today' sets a date, but 't' is a time field that uses the form's accessory; give 't' an accessory of its own or remove 'today'."
    ),
  ]

  @Test(arguments: badSpecs.map(\.id))
  func decode_badAccessory_namesFileLineColumnAndWhatToGive(id: String) throws {
    let row = try #require(Self.badSpecs.first { $0.id == id })
    do {
      _ = try FormSpec(json: row.json)
      Issue.record("\(id) decoded")
    } catch {
      #expect(error.description == row.error)
    }
  }

  @Test func decode_todayOnTheFormWithOnlyDateFieldsOrOverrides_isFine() throws {
    let spec = try FormSpec(
      json: """
        {"accessory": {"items": [{"button": "today"}]},
         "fields": [{"name": "d", "kind": "datetime"},
                    {"name": "t", "kind": "time", "accessory": "default"}]}
        """)
    #expect(spec.accessory == .custom([.button(.today, title: nil)]))
    #expect(spec.fields[1].accessory == .default)
  }
}
