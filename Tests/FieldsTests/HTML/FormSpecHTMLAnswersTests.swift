import Testing

@testable import Fields

/// `FormSpec.html(locale:action:values:messages:)`: the page a server answers a refused post
/// with, its answers kept and each message beside its field.
struct FormSpecHTMLAnswersTests {
  static let spec = #"""
    {"locale": "en_US", "fields": [
      {"name": "email", "kind": "email", "required": true, "default": "x@example.com"},
      {"name": "bio", "kind": "text", "multiline": true},
      {"name": "size", "kind": "choice", "options": ["S", "M"], "default": "S"},
      {"name": "toppings", "kind": "choice", "multiple": true, "options": ["Ham", "Egg"]},
      {"name": "terms", "kind": "boolean"}
    ]}
    """#

  static func page(
    values: [(name: String, value: String)], messages: [(field: String, message: String)]
  ) throws -> [String] {
    try FormSpec(json: spec).html(values: values, messages: messages)
      .split(separator: "\n").map(String.init)
  }

  @Test func html_answers_replaceDefaultsInEveryControl() throws {
    let lines = try Self.page(
      values: [
        ("email", "jo@"), ("bio", "<hi>"), ("size", "M"), ("toppings", "Egg"), ("terms", "on"),
      ], messages: [])
    #expect(
      lines.contains(
        #"<input id="field-email" name="email" type="email" required autocomplete="email" autocapitalize="none" autocorrect="off" spellcheck="false" value="jo@">"#
      ))
    #expect(lines.contains { $0.hasPrefix("<textarea") && $0.hasSuffix(">&lt;hi&gt;</textarea>") })
    #expect(lines.contains(#"<option value="M" selected>M</option>"#))
    #expect(lines.contains(#"<option value="S">S</option>"#))
    #expect(lines.contains { $0.contains(#"value="Egg" checked>"#) })
    #expect(lines.contains { $0.contains(#"value="Ham">"#) })
    #expect(lines.contains { $0.hasPrefix(#"<input id="field-terms""#) && $0.contains(" checked") })
  }

  @Test func html_nothingSent_showsFieldsEmptyNotDefaults() throws {
    let lines = try Self.page(values: [], messages: [])
    #expect(
      lines.contains(
        #"<input id="field-email" name="email" type="email" required autocomplete="email" autocapitalize="none" autocorrect="off" spellcheck="false">"#
      ))
    #expect(lines.contains { $0.hasPrefix(#"<option value="" selected>"#) })
    #expect(!lines.contains { $0.contains(" checked") })
  }

  @Test func html_message_standsBesideItsFieldEscapedAndNamed() throws {
    let lines = try Self.page(
      values: [("email", "jo@")],
      messages: [("email", "Enter <an> address."), ("bogus", "Unknown.")])
    #expect(
      lines.contains(
        #"<input id="field-email" name="email" type="email" required autocomplete="email" autocapitalize="none" autocorrect="off" spellcheck="false" aria-describedby="field-email-error" aria-invalid="true" value="jo@">"#
      ))
    let input = try #require(lines.firstIndex { $0.hasPrefix(#"<input id="field-email""#) })
    #expect(
      lines[input + 1]
        == #"<span id="field-email-error" class="error">Enter &lt;an&gt; address.</span>"#)
    #expect(lines.contains(#"<p class="error" role="alert">Unknown.</p>"#))
  }

  @Test func html_noAnswersNoMessagesNoDefaults_isThePlainPageByteForByte() throws {
    let spec = try FormSpec(
      json: #"{"locale": "en_US", "fields": [{"name": "a", "kind": "text"}, "#
        + #"{"name": "c", "kind": "choice", "options": ["X"]}, {"name": "b", "kind": "boolean"}]}"#)
    #expect(try spec.html(values: [], messages: []) == spec.html())
  }
}
