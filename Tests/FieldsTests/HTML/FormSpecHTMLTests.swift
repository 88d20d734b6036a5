import Foundation
import Testing

@testable import Fields

/// `FormSpec.html(locale:action:)`: each kind's control with its constraints and keyboard,
/// escaping, the page's language, and every example page well formed.
struct FormSpecHTMLTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

  /// The page of a form of one field, in en_US.
  static func page(field: String, locale: String? = nil) throws -> String {
    let spec = try FormSpec(json: #"{"locale": "en_US", "fields": [\#(field)]}"#)
    return try spec.html(locale: locale)
  }

  /// The line of the page's first control: an input, a textarea, a select or an option box.
  static func controlLine(of page: String) -> String? {
    page.split(separator: "\n").map(String.init).first {
      $0.hasPrefix("<input") || $0.hasPrefix("<textarea") || $0.hasPrefix("<select")
        || $0.hasPrefix("<div class=\"option\">")
    }
  }

  /// One row of the table of kinds: a field and its control's line.
  struct Row: CustomTestStringConvertible, Sendable {
    var id: String
    var field: String
    var line: String
    var testDescription: String { id }
  }

  /// The table of kinds: blocks of three lines (an id, a field, its control's line).
  static let table = #"""
    text
    {"name": "a", "kind": "text", "required": true, "minLength": 2, "maxLength": 5, "pattern": "[a-z]+"}
    <input id="field-a" name="a" type="text" required minlength="2" maxlength="5" pattern="[a-z]+">

    text multiline
    {"name": "a", "kind": "text", "multiline": true, "maxLength": 9, "pattern": "x"}
    <textarea id="field-a" name="a" maxlength="9"></textarea>

    text secure
    {"name": "pw", "kind": "text", "traits": {"contentType": "current-password"}}
    <input id="field-pw" name="pw" type="password" autocomplete="current-password">

    text webSearch
    {"name": "q", "kind": "text", "keyboard": "webSearch"}
    <input id="field-q" name="q" type="text" inputmode="search" enterkeyhint="search">

    text namePhonePad
    {"name": "n", "kind": "text", "keyboard": "namePhonePad", "traits": {"returnKey": "next"}}
    <input id="field-n" name="n" type="text" enterkeyhint="next" autocomplete="name" autocapitalize="words">

    email multiple
    {"name": "to", "kind": "email", "multiple": true, "pattern": ".+@example\\.com"}
    <input id="field-to" name="to" type="email" pattern=".+@example\.com" multiple autocomplete="email" autocapitalize="none" autocorrect="off" spellcheck="false">

    url
    {"name": "site", "kind": "url", "schemes": ["https"], "traits": {"returnKey": "go"}}
    <input id="field-site" name="site" type="url" enterkeyhint="go" autocomplete="url" autocapitalize="none" autocorrect="off" spellcheck="false">

    integer
    {"name": "age", "kind": "integer", "min": 13, "max": 130, "pattern": "1.*"}
    <input id="field-age" name="age" type="number" min="13" max="130" inputmode="numeric">

    integer step
    {"name": "n", "kind": "integer", "step": 5, "keyboard": "asciiCapableNumberPad"}
    <input id="field-n" name="n" type="number" step="5" inputmode="numeric">

    decimal
    {"name": "price", "kind": "decimal", "min": "0", "step": "0.01"}
    <input id="field-price" name="price" type="number" min="0" step="0.01" inputmode="decimal">

    decimal any step
    {"name": "x", "kind": "decimal"}
    <input id="field-x" name="x" type="number" step="any" inputmode="decimal">

    number
    {"name": "x", "kind": "number", "max": 1e3}
    <input id="field-x" name="x" type="number" max="1e3" step="any">

    number default keyboard
    {"name": "x", "kind": "number", "keyboard": "default"}
    <input id="field-x" name="x" type="number" step="any" inputmode="text">

    phone
    {"name": "tel", "kind": "phone", "region": "US", "maxLength": 20}
    <input id="field-tel" name="tel" type="tel" maxlength="20" autocomplete="tel" autocapitalize="none" autocorrect="off" spellcheck="false" aria-describedby="field-tel-hint">

    date
    {"name": "d", "kind": "date", "min": "2000-01-01", "picker": {"max": "2030-12-31"}, "step": 7, "default": "2000-01-08"}
    <input id="field-d" name="d" type="date" min="2000-01-01" max="2030-12-31" step="7" value="2000-01-08">

    time minuteInterval
    {"name": "t", "kind": "time", "picker": {"minuteInterval": 15}}
    <input id="field-t" name="t" type="time" step="900">

    time step and minuteInterval
    {"name": "t", "kind": "time", "step": 120, "picker": {"minuteInterval": 15, "min": "09:00"}}
    <input id="field-t" name="t" type="time" min="09:00" step="1800">

    time any step and minuteInterval
    {"name": "t", "kind": "time", "step": "any", "picker": {"minuteInterval": 10}}
    <input id="field-t" name="t" type="time" step="600">

    datetime
    {"name": "at", "kind": "datetime", "required": true, "max": "2030-01-01T00:00", "picker": {"minuteInterval": 30}}
    <input id="field-at" name="at" type="datetime-local" required max="2030-01-01T00:00" step="1800">

    choice
    {"name": "c", "kind": "choice", "required": true, "options": ["A", "B"]}
    <select id="field-c" name="c" required>

    choice multiple
    {"name": "c", "kind": "choice", "multiple": true, "options": ["A", "B"], "default": ["A"]}
    <div class="option"><input id="field-c-1" name="c" type="checkbox" value="A" checked> <label for="field-c-1">A</label></div>

    boolean
    {"name": "ok", "kind": "boolean", "required": true, "default": true}
    <input id="field-ok" name="ok" type="checkbox" required checked> <label for="field-ok">ok <span class="required">(required)</span></label>

    disabled
    {"name": "a", "kind": "text", "disabled": true}
    <input id="field-a" name="a" type="text" disabled>

    name not an id
    {"name": "first name", "kind": "text"}
    <input id="f-1" name="first name" type="text">
    """#

  static let rows: [Row] = table.split(separator: "\n\n").map { block in
    let lines = block.split(separator: "\n").map(String.init)
    return Row(id: lines[0], field: lines[1], line: lines[2])
  }

  @Test(arguments: rows)
  func html_fieldOfAKind_writesItsControlWithTheSpecsConstraints(row: Row) throws {
    let page = try Self.page(field: row.field)
    #expect(Self.controlLine(of: page) == row.line, "\(page)")
  }

  @Test(arguments: FieldKind.allCases)
  func html_everyKind_hasALabelForItsControl(kind: FieldKind) throws {
    let options = kind == .choice ? #", "options": ["A"]"# : ""
    let page = try Self.page(field: #"{"name": "x", "kind": "\#(kind.rawValue)"\#(options)}"#)
    #expect(page.contains(#"<label for="field-x">x</label>"#), "\(page)")
    #expect(page.contains(#"id="field-x""#))
  }

  @Test func html_labelsOptionsAndDefaults_escapeMarkupCharacters() throws {
    let page = try Self.page(
      field: #"""
        {"name": "c", "kind": "choice", "label": "<b>\"Fish\" & 'Chips'</b>",
         "options": ["a<b", "\"q\" & 'r'"], "default": "a<b"}
        """#)
    #expect(
      page.contains(
        #"<label for="field-c">&lt;b&gt;&quot;Fish&quot; &amp; &#39;Chips&#39;&lt;/b&gt;</label>"#))
    #expect(page.contains(#"<option value="a&lt;b" selected>a&lt;b</option>"#))
    #expect(
      page.contains(
        #"<option value="&quot;q&quot; &amp; &#39;r&#39;">&quot;q&quot; &amp; &#39;r&#39;</option>"#
      ))
    let title = try FormSpec(
      json:
        #"{"title": "</title><script>", "fields": [{"name": "a", "kind": "text", "default": "\"><x>", "pattern": "[<>\"x]+"}]}"#
    ).html()
    #expect(title.contains("<title>&lt;/title&gt;&lt;script&gt;</title>"))
    #expect(title.contains(#"pattern="[&lt;&gt;&quot;x]+" value="&quot;&gt;&lt;x&gt;">"#))
    #expect(!title.contains("<script>"))
  }

  @Test func html_escaping_writesCarriageReturnsAndNULAsReferences() {
    #expect(HTMLEscaping.attribute("a\r\nb\u{0}") == "a&#13;\nb&#xFFFD;")
    #expect(HTMLEscaping.text("plain") == "plain")
  }

  @Test func html_textareaDefaultStartingWithALineFeed_keepsIt() throws {
    let page = try Self.page(
      field: #"{"name": "a", "kind": "text", "multiline": true, "default": "\nhi"}"#)
    #expect(page.contains("<textarea id=\"field-a\" name=\"a\">\n\nhi</textarea>"))
  }

  @Test func html_defaultsInTheFormsLocale_areWrittenInHTMLsMachineForm() throws {
    let spec = try FormSpec(
      json: #"""
        {"locale": "de_DE", "fields": [
          {"name": "n", "kind": "decimal", "default": "1.234,5"},
          {"name": "d", "kind": "date", "default": "31.01.2000"}]}
        """#)
    let page = try spec.html()
    #expect(
      page.contains(#"name="n" type="number" step="any" inputmode="decimal" value="1234.5">"#))
    #expect(page.contains(#"name="d" type="date" value="2000-01-31">"#))
  }

  @Test func html_dependentChoice_groupsOptionsByTheParentsTitles() throws {
    let page = try String(
      contentsOf: Self.examples.appendingPathComponent("signup.json"), encoding: .utf8)
    let html = try FormSpec(json: page).html(locale: "en")
    #expect(html.contains("<optgroup label=\"France\">\n<option value=\"Paris\">Paris</option>"))
  }

  @Test func html_multipleChoiceWithLimits_describesThemInItsLocale() throws {
    let html = try FormSpec(contentsOf: Self.examples.appendingPathComponent("order.json").path)
      .html()
    #expect(html.contains(#"<fieldset class="field" aria-describedby="field-toppings-hint">"#))
    #expect(
      html.contains(
        #"<span id="field-toppings-hint" class="hint">Wähle mindestens 1 Option. Wähle höchstens 2 Optionen.</span>"#
      ))
  }

  @Test(arguments: [
    ("en", #"<html lang="en">"#, "Send"), ("de_AT", #"<html lang="de-AT">"#, "Senden"),
    ("ar_EG", #"<html lang="ar-EG" dir="rtl">"#, "إرسال"),
    ("he_IL", #"<html lang="he-IL" dir="rtl">"#, "Send"),
    ("ja-JP", #"<html lang="ja-JP">"#, "送信"),
  ])
  func html_locale_setsLangDirectionAndThePagesWords(
    locale: String, html: String, submit: String
  ) throws {
    let page = try Self.page(field: #"{"name": "a", "kind": "text"}"#, locale: locale)
    #expect(page.contains(html + "\n"), "\(page)")
    #expect(page.contains("<button type=\"submit\">\(submit)</button>"))
  }

  @Test func html_action_isTheFormsAction() throws {
    let spec = try FormSpec(json: #"{"fields": [{"name": "a", "kind": "text"}]}"#)
    #expect(
      try spec.html(action: "/x?a=1&b=2").contains(#"<form method="post" action="/x?a=1&amp;b=2">"#)
    )
    #expect(try spec.html().contains("<form method=\"post\">\n"))
    #expect(try spec.html().contains("<title>Form</title>"))
  }

  @Test func html_unknownLocale_throws() throws {
    let spec = try FormSpec(json: #"{"fields": [{"name": "a", "kind": "text"}]}"#)
    #expect(throws: FormattingError.self) { try spec.html(locale: "xx_YY") }
  }

  static let exampleSpecs = [
    "signup.json", "order.json", "payment.json", "shipping.json", "appointment.json",
    "signin.json", "post.json",
  ]

  @Test(arguments: exampleSpecs)
  func html_example_isWellFormedAndLabelsEveryControl(name: String) throws {
    let spec = try FormSpec(contentsOf: Self.examples.appendingPathComponent(name).path)
    let page = try spec.html()
    let problems = HTMLShape.problems(in: page)
    #expect(problems.isEmpty, "\(problems)")
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\""))
    #expect(page.contains("<meta charset=\"utf-8\">"))
    for field in spec.fields {
      #expect(page.contains(#"name="\#(field.name)""#), "\(field.name)")
    }
  }
}

/// A small check of a page's shape: tags nest and close, every `id` is unique, and every
/// `<label for>` names an `id`, and every control has a label.
enum HTMLShape {
  static let void: Set<String> = ["meta", "input", "br", "link"]

  static func problems(in page: String) -> [String] {
    var problems: [String] = []
    var open: [String] = []
    var ids: [String] = []
    var labelled: [String] = []
    var controls: [String] = []
    let tags = page.matches(of: /<(\/?)([a-zA-Z0-9!]+)([^>]*)>/)
    for tag in tags {
      let name = String(tag.2).lowercased()
      let attributes = String(tag.3)
      if name == "!doctype" { continue }
      if let id = attributes.firstMatch(of: /\sid="([^"]*)"/) { ids.append(String(id.1)) }
      if name == "label", let target = attributes.firstMatch(of: /\sfor="([^"]*)"/) {
        labelled.append(String(target.1))
      }
      if ["input", "select", "textarea"].contains(name), tag.1.isEmpty {
        controls.append(String(attributes.firstMatch(of: /\sid="([^"]*)"/)?.1 ?? "?"))
      }
      if tag.1.isEmpty {
        if !void.contains(name) { open.append(name) }
      } else if open.last == name {
        open.removeLast()
      } else {
        problems.append("</\(name)> closes <\(open.last ?? "nothing")>")
      }
    }
    if !open.isEmpty { problems.append("never closed: \(open)") }
    if Set(ids).count != ids.count { problems.append("repeated ids: \(ids)") }
    for target in labelled where !ids.contains(target) {
      problems.append("label for '\(target)' names no id")
    }
    for control in controls where !labelled.contains(control) {
      problems.append("control '\(control)' has no label")
    }
    return problems
  }
}
