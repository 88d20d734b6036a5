import Testing

@testable import Fields

/// Reads a page given as text; the form's spec and warnings.
func readPage(
  _ html: String, form: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) throws -> HTMLPage.Reading {
  try HTMLPage(bytes: Array(html.utf8), file: "page.html").formSpec(form)
}

/// The one field of a page whose form holds `controls`.
func field(
  _ controls: String, lang: String = "en-US", sourceLocation: SourceLocation = #_sourceLocation
) throws -> FieldSpec? {
  let reading = try readPage(
    "<!DOCTYPE html><html lang=\"\(lang)\"><title>T</title><form>\(controls)</form>")
  return reading.spec.fields.first
}

/// A page's forms, mapping control by control, and its warnings.
struct HTMLPageTests {
  // MARK: - Kinds

  struct KindCase: CustomTestStringConvertible, Sendable {
    let id: String
    let control: String
    let kind: FieldKind
    var keyboard: KeyboardType? = nil
    var multiple = false
    var multiline = false
    var testDescription: String { id }
  }

  @Test(
    arguments: [
      KindCase(id: "no type", control: "<input name=x>", kind: .text),
      KindCase(id: "unknown type", control: "<input type=bogus name=x>", kind: .text),
      KindCase(id: "text", control: "<input type=text name=x>", kind: .text),
      KindCase(
        id: "search", control: "<input type=search name=x>", kind: .text, keyboard: .webSearch),
      KindCase(id: "email", control: "<input type=email name=x>", kind: .email),
      KindCase(id: "url", control: "<input type=url name=x>", kind: .url),
      KindCase(id: "tel", control: "<input type=tel name=x>", kind: .phone),
      KindCase(
        id: "number", control: "<input type=number name=x>", kind: .integer,
        keyboard: .numbersAndPunctuation),
      KindCase(
        id: "number numeric", control: "<input type=number inputmode=numeric name=x>",
        kind: .integer),
      KindCase(
        id: "number decimal", control: "<input type=number inputmode=decimal name=x>",
        kind: .decimal),
      KindCase(
        id: "number step any", control: "<input type=number step=any name=x>", kind: .number),
      KindCase(id: "date", control: "<input type=date name=x>", kind: .date),
      KindCase(id: "time", control: "<input type=time name=x>", kind: .time),
      KindCase(
        id: "datetime-local", control: "<input type=datetime-local name=x>", kind: .datetime),
      KindCase(id: "checkbox", control: "<input type=checkbox name=x>", kind: .boolean),
      KindCase(
        id: "textarea", control: "<textarea name=x></textarea>", kind: .text, multiline: true),
      KindCase(
        id: "select", control: "<select name=x><option>a</option></select>", kind: .choice),
      KindCase(
        id: "select multiple", control: "<select multiple name=x><option>a</option></select>",
        kind: .choice, multiple: true),
      KindCase(
        id: "radios", control: "<input type=radio name=x value=a><input type=radio name=x value=b>",
        kind: .choice),
      KindCase(
        id: "checkboxes sharing a name",
        control: "<input type=checkbox name=x value=a><input type=checkbox name=x value=b>",
        kind: .choice, multiple: true),
    ])
  func control_kind_isTheSpecsKind(_ item: KindCase) throws {
    let read = try #require(try field(item.control))
    #expect(read.kind == item.kind)
    #expect(read.keyboard == item.keyboard)
    #expect(read.multiple == item.multiple)
    #expect(read.multiline == item.multiline)
  }

  @Test func tel_inALanguageWithoutRegion_isTextOnThePhonePad_warned() throws {
    let reading = try readPage("<html lang=en><form><input type=tel name=t></form>")
    #expect(reading.spec.fields[0].kind == .text)
    #expect(reading.spec.fields[0].keyboard == .phonePad)
    #expect(
      reading.warnings.map(\.description) == [
        "page.html:1:21: warning: The control 't' (<input type=tel>) is read as text on the phone pad: the page's language 'en' names no region for phone numbers (give <html lang> one, such as 'en-US')."
      ])
  }

  @Test func password_isSecureText() throws {
    let read = try #require(try field("<input type=password name=p>"))
    #expect(read.kind == .text)
    #expect(read.traits.secure == true)
  }

  /// The phone screen masks only a secure field, as UIKit does, so `secure` is said even where
  /// the content type already hides the answer from `fill`.
  @Test func password_withCurrentPassword_isSecureAndKeepsItsContentType() throws {
    let read = try #require(
      try field("<input type=password name=p autocomplete=current-password>"))
    #expect(read.traits.secure == true)
    #expect(read.traits.contentType == .currentPassword)
  }

  // MARK: - Constraints

  @Test func textConstraints_areRead_lengthsInUTF16AsBrowsersCount() throws {
    let read = try #require(
      try field("<input name=c required minlength=2 maxlength=6 pattern=\"[a-z]+\">"))
    #expect(read.required)
    #expect(read.minLength == 2)
    #expect(read.maxLength == 6)
    #expect(read.lengthUnit == .utf16)
    #expect(read.pattern == "[a-z]+")
  }

  @Test func numberConstraints_areRead() throws {
    let read = try #require(try field("<input type=number name=n min=1 max=9 step=2 value=3>"))
    #expect(read.kind == .integer)
    #expect([read.min, read.max, read.step, read.defaultValue] == ["1", "9", "2", "3"])
  }

  @Test func decimal_withoutStep_stepsBy1AsHTMLDoes() throws {
    let read = try #require(try field("<input type=number inputmode=decimal name=n>"))
    #expect(read.step == "1")
    let any = try #require(try field("<input type=number inputmode=decimal name=n step=any>"))
    #expect(any.step == nil)
  }

  @Test func fractionalStep_isANumber() throws {
    let read = try #require(try field("<input type=number name=n step=0.5>"))
    #expect(read.kind == .number)
    #expect(read.step == "0.5")
  }

  @Test func dateConstraints_areRead() throws {
    let read = try #require(
      try field("<input type=date name=d min=2000-01-01 max=2030-12-31 value=2024-02-29>"))
    #expect([read.min, read.max, read.defaultValue] == ["2000-01-01", "2030-12-31", "2024-02-29"])
  }

  @Test func emailMultiple_isAList() throws {
    let read = try #require(try field("<input type=email multiple name=e>"))
    #expect(read.multiple)
  }

  @Test func disabled_byAttributeOrFieldset_butNotInTheFirstLegend() throws {
    let reading = try readPage(
      """
      <form><input name=a disabled>
      <fieldset disabled><legend><input name=b></legend><input name=c></fieldset>
      <input name=d></form>
      """)
    #expect(reading.spec.fields.map(\.disabled) == [true, false, true, false])
  }

  // MARK: - Options and defaults

  @Test func select_keepsValuesAndTitles_placeholderLeftOut() throws {
    let read = try #require(
      try field(
        "<select name=plan required><option value=\"\">Choose</option>"
          + "<option value=pro selected>Pro</option><option>Free</option></select>"))
    #expect(read.options == .list(["Pro", "Free"]))
    #expect(read.optionValues == ["Pro": "pro"])
    #expect(read.defaultValue == "Pro")
    #expect(read.required)
  }

  @Test func select_withoutSelected_startsAtItsFirstOptionAsABrowserShows() throws {
    let read = try #require(
      try field("<select name=s><option>a</option><option>b</option></select>"))
    #expect(read.defaultValue == "a")
  }

  @Test func selectMultiple_defaultsAreTheSelectedTitles() throws {
    let read = try #require(
      try field(
        "<select multiple name=s><option selected>a</option><option>b</option>"
          + "<option value=c selected>C</option></select>"))
    #expect(read.defaultChoices == ["a", "C"])
  }

  @Test func radios_titlesFromLabels_lastCheckedWins_legendIsTheLabel() throws {
    let read = try #require(
      try field(
        """
        <fieldset><legend>Plan</legend>
        <label><input type=radio name=plan value=free checked required> Free</label>
        <label><input type=radio name=plan value=pro checked> Pro</label></fieldset>
        """))
    #expect(read.label == "Plan")
    #expect(read.options == .list(["Free", "Pro"]))
    #expect(read.optionValues == ["Free": "free", "Pro": "pro"])
    #expect(read.defaultValue == "Pro")
    #expect(read.required)
  }

  @Test func checkbox_valueAndChecked_areTheBooleansValueAndDefault() throws {
    let read = try #require(try field("<input type=checkbox name=t value=yes checked>"))
    #expect(read.checkboxValue == "yes")
    #expect(read.defaultValue == "true")
  }

  @Test func textarea_textIsItsDefault() throws {
    let read = try #require(try field("<textarea name=b>\nHallo\n Welt</textarea>"))
    #expect(read.defaultValue == "Hallo\n Welt")
  }

  @Test func invalidDefault_isWarnedAndDropped() throws {
    let reading = try readPage("<form>\n<input type=number name=n min=5 value=2></form>")
    #expect(reading.spec.fields[0].defaultValue == nil)
    #expect(
      reading.warnings.map(\.description) == [
        "page.html:2:1: warning: The control 'n' (<input type=number>) starts with '2', which is not valid (rangeUnderflow); a browser shows it, but the spec starts empty."
      ])
  }

  // MARK: - Labels

  @Test(
    arguments: [
      ("<label for=x>Name</label><input id=x name=n>", "Name"),
      ("<label>Name <input name=n></label>", "Name"),
      ("<input name=n aria-label=\"  Your\n name \">", "Your name"),
      (
        "<span id=a>First</span><span id=b>Last</span><input name=n aria-labelledby=\"a b\">",
        "First Last"
      ),
      (
        "<label for=x>E-Mail <span class=required>(required)</span></label><input id=x name=n>",
        "E-Mail"
      ),
      ("<label>Plan <select name=n><option>Pro</option></select></label>", "Plan"),
      ("<label for=x>お名前</label><input id=x name=n>", "お名前"),
      ("<label for=x>الاسم</label><input id=x name=n>", "الاسم"),
      ("<label for=x>Straße 🏠</label><input id=x name=n>", "Straße 🏠"),
    ])
  func label_ofEachKind_isItsCollapsedText(control: String, label: String) throws {
    let read = try #require(try field(control))
    #expect(read.label == label)
  }

  @Test func options_nonASCII_keepTitlesAndValues() throws {
    let read = try #require(
      try field(
        "<select name=s><option value=ja>日本語</option><option value=ar>العربية</option>"
          + "<option value=de>Größe ß</option><option>🍕</option></select>"))
    #expect(read.options == .list(["日本語", "العربية", "Größe ß", "🍕"]))
    #expect(read.optionValues == ["日本語": "ja", "العربية": "ar", "Größe ß": "de"])
  }

  // MARK: - Keyboard and traits

  @Test(
    arguments: [
      ("numeric", KeyboardType.numberPad), ("decimal", .decimalPad), ("tel", .phonePad),
      ("email", .emailAddress), ("url", .url), ("search", .webSearch),
    ])
  func inputmode_picksWebKitsKeyboard(mode: String, keyboard: KeyboardType) throws {
    let read = try #require(try field("<input name=x inputmode=\(mode)>"))
    #expect(read.keyboard == keyboard)
  }

  @Test func enterkeyhintAndAutocomplete_areTheTraits() throws {
    let read = try #require(
      try field("<input name=x enterkeyhint=send autocomplete=\"section-a shipping postal-code\">"))
    #expect(read.traits.returnKey == .send)
    #expect(read.traits.contentType == .postalCode)
  }

  @Test func autocomplete_oneTimeCode_isTheContentType() throws {
    let read = try #require(
      try field("<input name=x inputmode=numeric autocomplete=one-time-code>"))
    #expect(read.traits.contentType == .oneTimeCode)
    #expect(read.keyboard == .numberPad)
  }

  // MARK: - The form

  @Test func form_titleLocaleAndPath_comeFromThePage() throws {
    let reading = try readPage(
      "<html lang=de-DE><title>Anmelden</title><form action=\"/signin?next=%2F\"><input name=a>")
    #expect(reading.spec.title == "Anmelden")
    #expect(reading.spec.locale == "de_DE")
    #expect(reading.spec.path == "/signin")
  }

  @Test func form_relativeAction_hasNoPath() throws {
    let reading = try readPage("<form action=next><input name=a></form>")
    #expect(reading.spec.path == nil)
  }
}
