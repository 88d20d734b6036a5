import Testing

@testable import Fields

/// `readonly` and `inputmode=none`, written by `html` and read back from a page.
struct HTMLReadOnlyTests {
  @Test(
    arguments: [
      "<input name=x readonly>", "<input type=email name=x readonly>",
      "<input type=number name=x readonly>", "<input type=date name=x readonly>",
      "<textarea name=x readonly></textarea>",
    ])
  func read_readonlyTextLikeControl_isAReadonlyField(control: String) throws {
    let reading = try readPage("<!DOCTYPE html><html lang=en-US><form>\(control)</form>")
    #expect(reading.spec.fields.first?.readOnly == true)
    #expect(reading.warnings.isEmpty)
  }

  @Test(
    arguments: [
      "<input type=checkbox name=x readonly>",
      "<select name=x readonly><option>a</option></select>",
      "<input type=radio name=x value=a readonly>",
    ])
  func read_readonlyOnAChoiceOrCheckbox_isIgnoredAsABrowserDoes(control: String) throws {
    let reading = try readPage("<!DOCTYPE html><html lang=en-US><form>\(control)</form>")
    #expect(reading.spec.fields.first?.readOnly == false)
    #expect(reading.warnings.isEmpty)
  }

  @Test(arguments: ["text", "email", "number", "tel"])
  func read_inputmodeNone_hidesTheKeyboard(type: String) throws {
    let read = try #require(try field("<input type=\(type) name=x inputmode=none>"))
    #expect(read.hidesKeyboard)
    #expect(read.keyboard == nil)
  }

  @Test func write_readonlyAndKeyboardNone_areAttributes() throws {
    let spec = try FormSpec(
      json: """
        {"locale": "en_US", "fields": [
          {"name": "id", "kind": "text", "readonly": true, "default": "A-17"},
          {"name": "bio", "kind": "text", "multiline": true, "readonly": true},
          {"name": "pin", "kind": "integer", "keyboard": "none"},
          {"name": "code", "kind": "text", "keyboard": "none"}]}
        """)
    let page = try spec.html(locale: "en_US")
    #expect(page.contains(#"<input id="field-id" name="id" type="text" readonly value="A-17">"#))
    #expect(page.contains(#"<textarea id="field-bio" name="bio" readonly></textarea>"#))
    #expect(page.contains(#"<input id="field-pin" name="pin" type="number" inputmode="none">"#))
    #expect(page.contains(#"<input id="field-code" name="code" type="text" inputmode="none">"#))
    let back = try readPage(page).spec
    #expect(back.fields.map(\.readOnly) == [true, true, false, false])
    #expect(back.fields.map(\.hidesKeyboard) == [false, false, true, true])
    #expect(back.pageJSON.contains(#""readonly": true"#))
    #expect(back.pageJSON.contains(#""keyboard": "none""#))
  }
}
