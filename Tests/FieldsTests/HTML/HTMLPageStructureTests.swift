import Testing

@testable import Fields

/// Pages with several forms, controls owned through `form=`, broken markup, controls the spec
/// cannot model, bytes that are not UTF-8, and the round trip through `html`.
struct HTMLPageStructureTests {
  static let twoForms = """
    <form id=login><input name=email type=email></form>
    <form name=signup><input name=user></form>
    <input name=remote form=login>
    <form><input name=q></form>
    """

  @Test func forms_areListedByIdNameOrNumber() throws {
    let page = try HTMLPage(bytes: Array(Self.twoForms.utf8), file: "p.html")
    #expect(page.forms.map(\.name) == ["login", "signup", "3"])
    #expect(page.forms.map(\.line) == [1, 2, 4])
  }

  @Test func severalForms_withoutAName_isAnErrorNamingThem() throws {
    let page = try HTMLPage(bytes: Array(Self.twoForms.utf8), file: "p.html")
    #expect(throws: HTMLPageError.severalForms(file: "p.html", forms: ["login", "signup", "3"])) {
      try page.formSpec(nil)
    }
    #expect(
      HTMLPageError.severalForms(file: "p.html", forms: ["login", "signup"]).description
        == "The page 'p.html' has 2 forms, 'login' and 'signup'; choose one by its id or name, such as 'login'."
    )
  }

  @Test func unknownForm_isAnErrorNamingTheForms() throws {
    let page = try HTMLPage(bytes: Array(Self.twoForms.utf8), file: "p.html")
    #expect(
      throws: HTMLPageError.unknownForm(
        file: "p.html", form: "nope", forms: ["login", "signup", "3"])
    ) {
      try page.formSpec("nope")
    }
  }

  @Test func noForm_isAnError() throws {
    let page = try HTMLPage(bytes: Array("<p>Hello".utf8), file: "p.html")
    #expect(throws: HTMLPageError.noForm(file: "p.html")) { try page.formSpec(nil) }
  }

  @Test func formAttribute_ownsAControlOutsideTheForm_inTreeOrder() throws {
    let page = try HTMLPage(bytes: Array(Self.twoForms.utf8), file: "p.html")
    #expect(try page.formSpec("login").spec.fields.map(\.name) == ["email", "remote"])
    #expect(try page.formSpec("signup").spec.fields.map(\.name) == ["user"])
    #expect(try page.formSpec("3").spec.fields.map(\.name) == ["q"])
  }

  @Test func formAttribute_namingAnotherForm_takesTheControlOutOfItsOwn() throws {
    let reading = try readPage(
      "<form id=a><input name=x><input name=y form=b></form><form id=b></form>", form: "a")
    #expect(reading.spec.fields.map(\.name) == ["x"])
  }

  @Test func brokenMarkup_isRecoveredAsBrowsersDo() throws {
    // A form inside a form is dropped by the parser; a stray </form> is ignored; unclosed
    // tags are closed.
    let reading = try readPage(
      """
      </form><form id=outer><p><label>Name <input name=a></label>
      <form id=inner><input name=b></form>
      <div><input name=c
      """)
    #expect(reading.form.name == "outer")
    #expect(reading.spec.fields.map(\.name) == ["a", "b"])
  }

  @Test func unsupportedControls_areWarnedWithLineAndColumn() throws {
    let reading = try readPage(
      """
      <form>
        <input type=file name=f>
      \t<input type=color name=c><input type=range name=r>
        <input type=month name=m> <input type=week name=w>
        <input type=image name=i src=x.png>
        <select name=empty></select>
        <input name=ok>
        <input value=unnamed>
        <input type=hidden name=h><input type=submit><button>Go</button>
      </form>
      """)
    #expect(reading.spec.fields.map(\.name) == ["ok"])
    #expect(
      reading.warnings.map(\.description) == [
        "page.html:2:3: warning: The control 'f' (<input type=file>) is a file picker, which a form spec cannot model; it is left out.",
        "page.html:3:2: warning: The control 'c' (<input type=color>) is a colour well, which a form spec cannot model; it is left out.",
        "page.html:3:27: warning: The control 'r' (<input type=range>) is a slider, which a form spec cannot model; it is left out.",
        "page.html:4:3: warning: The control 'm' (<input type=month>) is a month picker, which a form spec cannot model; it is left out.",
        "page.html:4:29: warning: The control 'w' (<input type=week>) is a week picker, which a form spec cannot model; it is left out.",
        "page.html:5:3: warning: The control 'i' (<input type=image>) is an image submit button, which a form spec cannot model; it is left out.",
        "page.html:6:3: warning: The control 'empty' (<select>) has no option a person can choose; it is left out.",
        "page.html:8:3: warning: The control <input type=text> has no name, so a browser never submits it; it is left out.",
      ])
  }

  @Test func nonUTF8Bytes_areReplaced_notRefused() throws {
    var bytes = Array("<title>Caf".utf8) + [0xE9] + Array("</title><form><label for=a>Gr".utf8)
    bytes += [0xFF, 0xFE] + Array("n</label><input id=a name=a></form>".utf8)
    let reading = try HTMLPage(bytes: bytes, file: "p.html").formSpec(nil)
    #expect(reading.spec.title == "Caf\u{FFFD}")
    #expect(reading.spec.fields[0].label == "Gr\u{FFFD}\u{FFFD}n")
  }

  @Test func tooLarge_isRefusedBeforeParsing() {
    let bytes = [UInt8](repeating: 0x20, count: HTMLPage.maximumSize + 1)
    #expect(throws: HTMLPageError.tooLarge(file: "p.html", size: HTMLPage.maximumSize + 1)) {
      try HTMLPage(bytes: bytes, file: "p.html")
    }
  }

  @Test func nestingAtTheMaximumDepth_isRead() throws {
    // The form and 511 elements in it: 512 deep.
    let html =
      "<form>" + String(repeating: "<span>", count: HTMLPage.maximumDepth - 1)
      + "<input name=deep>"
    #expect(try readPage(html).spec.fields.map(\.name) == ["deep"])
  }

  @Test func nestingPastTheMaximumDepth_isRefusedNamingTheLine() {
    let html =
      "<form>\n" + String(repeating: "<div>", count: HTMLPage.maximumDepth - 1) + "\n<b>"
      + String(repeating: "<div>", count: 100_000)
    #expect(throws: HTMLPageError.tooDeep(file: "page.html", line: 3)) { try readPage(html) }
    #expect(
      HTMLPageError.tooDeep(file: "page.html", line: 3).description
        == "The page 'page.html' nests elements more than 512 deep at line 3; a page is read "
        + "nested at most 512 deep, as browsers build it.")
  }

  @Test func formattingElementsReopened_countTowardTheDepth() {
    // The </div> closes 300 <b>s, which a browser opens again inside the next <div> at its
    // first <i>: with 300 <i>s, 600 deep.
    let html =
      "<form><div>" + (0..<300).map { "<b class=c\($0)>" }.joined() + "</div>\n<div>\n"
      + (0..<300).map { "<i class=c\($0)>" }.joined()
    #expect(throws: HTMLPageError.tooDeep(file: "page.html", line: 3)) { try readPage(html) }
  }

  @Test func formattingElementsReopenedAtEveryBlock_areRefusedNamingTheLine() {
    // 400 <b>s that each <div>x</div> opens again: 400 elements for every 12 bytes.
    let html =
      "<form><div>" + (0..<400).map { "<b class=c\($0)>" }.joined() + "</div>\n"
      + String(repeating: "<div>x</div>", count: 100)
    #expect(throws: HTMLPageError.reopensTooMany(file: "page.html", line: 2)) {
      try readPage(html)
    }
    #expect(
      HTMLPageError.reopensTooMany(file: "page.html", line: 2).description
        == "The page 'page.html' leaves so many formatting elements such as <b> unclosed that a "
        + "browser opens them again more than its length allows, by line 2; close them.")
  }

  @Test func longLabel_isCutAndWarned() throws {
    let label = String(repeating: "word ", count: 1_000)
    let reading = try readPage("<form><label for=a>\(label)</label><input id=a name=a></form>")
    #expect(reading.spec.fields[0].label == String(repeating: "word ", count: 200))
    #expect(
      reading.warnings.map(\.description) == [
        "page.html:1:5028: warning: The control 'a' (<input type=text>) has a label longer than "
          + "1000 characters; the spec keeps its first 1000."
      ])
  }

  @Test func sameNameTwice_isWarnedAndTheSecondLeftOut() throws {
    let reading = try readPage("<form><input name=a>\n<textarea name=a></textarea></form>")
    #expect(reading.spec.fields.count == 1)
    #expect(
      reading.warnings.map(\.description) == [
        "page.html:2:1: warning: The control 'a' (<textarea>) has the name of an earlier control; a form spec's names differ, so it is left out."
      ])
  }

  @Test func json_decodesToTheSameSpec() throws {
    let reading = try readPage(Self.roundTripPage)
    #expect(try FormSpec(json: reading.json) == reading.spec)
  }

  // MARK: - Round trip

  static let roundTripPage = """
    <!DOCTYPE html><html lang=de-DE><title>Anmelden</title>
    <form id=login action=/signin>
    <label for=e>E-Mail</label><input id=e name=email type=email required maxlength=80
      autocomplete=username enterkeyhint=next>
    <label>Passwort <input name=password type=password required minlength=8></label>
    <input name=code inputmode=numeric autocomplete=one-time-code pattern="[0-9]{6}" aria-label=Code>
    <input type=number name=age min=13 max=130 value=30>
    <input type=number name=price step=0.01 inputmode=decimal aria-label=Preis>
    <input type=date name=birthday min=1900-01-01>
    <input type=time name=call step=900>
    <input type=tel name=phone>
    <input type=url name=site>
    <input type=checkbox name=remember value=yes checked>
    <fieldset><legend>Plan</legend>
    <label><input type=radio name=plan value=free checked> Kostenlos</label>
    <label><input type=radio name=plan value=pro> Pro</label></fieldset>
    <select name=country required><option value="">–</option><option value=de>Deutschland</option>
    <option>Österreich</option></select>
    <select name=tags multiple><option selected>a</option><option value=b>Bee</option></select>
    <textarea name=bio maxlength=160>Hallo</textarea>
    <input name=search type=search>
    </form>
    """

  @Test func roundTrip_specThroughHTMLAndBack_isTheSameSpec() throws {
    let first = try readPage(Self.roundTripPage)
    #expect(first.warnings.isEmpty)
    let written = try first.spec.html(locale: nil, action: first.spec.path)
    let second = try HTMLPage(bytes: Array(written.utf8), file: "written.html").formSpec(nil)
    #expect(second.warnings.isEmpty)
    #expect(second.json == first.json)
    #expect(second.spec == first.spec)
  }
}
