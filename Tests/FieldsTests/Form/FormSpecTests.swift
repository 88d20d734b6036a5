import Fields
import Foundation
import Testing

struct FormSpecTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

  @Test func decode_designExample_readsEveryKindAndSetting() throws {
    let spec = try FormSpec(contentsOf: Self.examples.appendingPathComponent("signup.json").path)
    #expect(spec.title == "Sign up")
    #expect(spec.locale == "de_DE")
    #expect(
      spec.fields.map(\.kind.rawValue) == [
        "email", "url", "integer", "phone", "date", "time", "choice", "choice", "text",
      ])
    let age = spec.fields[2]
    #expect(age.min == "13" && age.max == "130")
    #expect(spec.fields[1].schemes == ["https"])
    #expect(spec.fields[4].picker?.min == "1900-01-01")
    #expect(spec.fields[4].defaultValue == "2000-01-31")
    #expect(spec.fields[5].picker?.minuteInterval == 15)
    #expect(spec.fields[7].dependsOn == "country")
    #expect(
      spec.fields[7].options
        == .byParent(["Deutschland": ["Berlin", "Hamburg"], "France": ["Paris", "Lyon"]]))
    #expect(spec.fields[8].multiline && spec.fields[8].maxLength == 160)
  }

  @Test func decode_keyboardAndTraitOverrides() throws {
    let spec = try FormSpec(
      json: """
        {"fields": [{"name": "pin", "kind": "text", "keyboard": "numberPad",
          "traits": {"secure": true, "contentType": "one-time-code", "returnKey": "done"}}]}
        """)
    #expect(spec.fields[0].keyboard == .numberPad)
    #expect(spec.fields[0].traits.secure == true)
    #expect(spec.fields[0].traits.returnKey == .done)
  }

  static let badSpecs: [(id: String, json: String, error: String)] = [
    (
      "misspelled key",
      """
      {"fields": [
        {"name": "email", "kind": "email", "requried": true}]}
      """, "form.json:2:38: Unknown key 'requried' in the field 'email'. Did you mean 'required'?"
    ),
    (
      "wrong type",
      """
      {"fields": [{"name": "age", "kind": "integer", "min": true}]}
      """,
      "form.json:1:55: Expected a number or a string for 'min' in the field 'age', found true or false."
    ),
    (
      "unknown kind",
      """
      {"fields": [{"name": "x", "kind": "colour"}]}
      """,
      "form.json:1:35: Unknown kind 'colour' in the field 'x'; expected one of 'text', 'email', 'url', 'integer', 'decimal', 'number', 'phone', 'date', 'time', 'datetime', 'choice', 'boolean'."
    ),
    (
      "broken JSON",
      """
      {"fields": [{"name": "x" "kind": "text"}]}
      """, "form.json:1:26: Expected ',' or '}' after the value of 'name', found '\"'."
    ),
    ("no fields", "{\"title\": \"t\"}", "form.json:1:1: Expected a 'fields' array in the form."),
    (
      "duplicate names",
      """
      {"fields": [{"name": "a", "kind": "text"}, {"name": "a", "kind": "text"}]}
      """, "form.json:1:44: Two fields are named 'a'; names must differ."
    ),
    (
      "dependsOn unknown",
      """
      {"fields": [{"name": "city", "kind": "choice", "dependsOn": "country", "options": {"A": ["a"]}}]}
      """, "form.json:1:61: 'dependsOn' names 'country', which is no field before 'city'."
    ),
    (
      "picker on text",
      """
      {"fields": [{"name": "x", "kind": "text", "picker": {"mode": "date"}}]}
      """,
      "form.json:1:53: Only date, time and datetime fields take a 'picker'; 'x' is a text field."
    ),
    (
      "bad default",
      """
      {"fields": [{"name": "age", "kind": "integer", "min": 13, "default": "7"}]}
      """,
      "form.json:1:70: The default '7' of 'age' is not valid (rangeUnderflow); give a valid value or none."
    ),
    (
      "bad pattern",
      """
      {"fields": [{"name": "x", "kind": "text", "pattern": "("}]}
      """, "form.json:1:54: The field 'x' has a bad pattern: "
    ),
    (
      "pattern that does not compile",
      """
      {"fields": [{"name": "x", "kind": "text", "pattern": "((a"}]}
      """,
      "form.json:1:54: The field 'x' has a bad pattern: The pattern '((a' does not compile: unterminated group at character 4. Please give a JavaScript regular expression such as '[A-Z]{2}[0-9]+'."
    ),
    (
      "deeply nested pattern",
      #"{"fields": [{"name": "x", "kind": "text", "pattern": ""#
        + String(repeating: "[", count: 2115) + #""}]}"#,
      "form.json:1:54: The field 'x' has a bad pattern: The pattern '"
        + String(repeating: "[", count: 60)
        + "…' nests groups and sets 2115 deep. Please nest them at most 64 deep."
    ),
    (
      "unknown locale",
      """
      {"locale": "xx_YY", "fields": [{"name": "x", "kind": "text"}]}
      """, "form.json:1:12: "
    ),
    (
      "choice without options",
      """
      {"fields": [{"name": "x", "kind": "choice"}]}
      """, "form.json:1:13: Expected 'options' in the choice field 'x'."
    ),
    (
      "boolean default not a bool",
      """
      {"fields": [{"name": "x", "kind": "boolean", "default": "yes"}]}
      """, "form.json:1:57: Expected true or false for 'default' in the field 'x', found a string."
    ),
    (
      "bool default on text",
      """
      {"fields": [{"name": "x", "kind": "text", "default": true}]}
      """,
      "form.json:1:54: Expected a number or a string for 'default' in the field 'x', found true or false."
    ),
    (
      "keyboard on boolean",
      """
      {"fields": [{"name": "x", "kind": "boolean", "keyboard": "default"}]}
      """,
      "form.json:1:58: A boolean field shows a switch, not a keyboard; remove 'keyboard' from 'x'."
    ),
    (
      "multiple default not an array",
      """
      {"fields": [{"name": "x", "kind": "choice", "multiple": true, "options": ["a"], "default": "a"}]}
      """,
      "form.json:1:92: Expected an array of option titles for 'default' in the field 'x', found a string."
    ),
    (
      "multiple default not an option",
      """
      {"fields": [{"name": "x", "kind": "choice", "multiple": true, "options": ["a"], "default": ["b"]}]}
      """, "form.json:1:92: The default 'b' of 'x' is not one of its options."
    ),
    (
      "multiple default too many",
      """
      {"fields": [{"name": "x", "kind": "choice", "multiple": true, "max": 1, "options": ["a", "b"],
                   "default": ["a", "b"]}]}
      """,
      "form.json:2:25: The default of 'x' ticks 2 options, which is not valid (rangeOverflow); give a valid selection or none."
    ),
    (
      "multiple min above max",
      """
      {"fields": [{"name": "x", "kind": "choice", "multiple": true, "min": 3, "max": 2,
                   "options": ["a", "b", "c"]}]}
      """, "form.json:1:70: 'min' (3) is above 'max' (2) in 'x'; give a 'min' of at most 2."
    ),
    (
      "multiple min negative",
      """
      {"fields": [{"name": "x", "kind": "choice", "multiple": true, "min": -1, "options": ["a"]}]}
      """,
      "form.json:1:70: Expected 'min' of 'x' to count selections as a whole number of 0 or more, not '-1'."
    ),
    (
      "multiple max fraction",
      """
      {"fields": [{"name": "x", "kind": "choice", "multiple": true, "max": 1.5, "options": ["a"]}]}
      """,
      "form.json:1:70: Expected 'max' of 'x' to count selections as a whole number of 0 or more, not '1.5'."
    ),
    (
      "multiple min above options",
      """
      {"fields": [{"name": "x", "kind": "choice", "multiple": true, "min": 2, "options": ["a"]}]}
      """,
      "form.json:1:70: 'min' (2) asks for more selections than 'x' has options (1); give at most 1."
    ),
    (
      "min on single choice",
      """
      {"fields": [{"name": "x", "kind": "choice", "min": 1, "options": ["a"]}]}
      """,
      "form.json:1:52: Only a choice field with \"multiple\": true takes 'min', a count of selections; remove it from 'x'."
    ),
    (
      "multiple with dependsOn",
      """
      {"fields": [{"name": "a", "kind": "choice", "options": ["a"]},
                  {"name": "x", "kind": "choice", "multiple": true, "dependsOn": "a", "options": {"a": ["b"]}}]}
      """,
      "form.json:2:76: A choice field with \"multiple\": true cannot depend on another field; remove 'dependsOn' from 'x' or make it a single choice."
    ),
    (
      "unterminated string", "{\"fields\": [{\"name\": \"x",
      "form.json:1:24: Expected '\"' to end the string, found the end of the file."
    ),
  ]

  @Test(arguments: badSpecs.map(\.id))
  func decode_badSpec_namesFileLineColumnAndWhatWasExpected(id: String) throws {
    let row = try #require(Self.badSpecs.first { $0.id == id })
    do {
      _ = try FormSpec(json: row.json)
      Issue.record("\(id) decoded")
    } catch {
      #expect(error.description.hasPrefix(row.error), "\(error.description)")
    }
  }

  /// Each key used to be compared with every earlier one: 100,000 keys took 22 s.
  @Test func decode_objectWithManyKeys_parsesAndStillRejectsDuplicates() throws {
    let keys = (0..<100_000).map { "\"k\($0)\": 1" }.joined(separator: ", ")
    let spec = #"{"fields": [{"name": "a", "kind": "text"}], "extra": {"# + keys
    do {
      _ = try FormSpec(json: spec + "}}")
      Issue.record("an unknown key was accepted")
    } catch {
      // The whole object was read: what is wrong is the key the form does not know.
      #expect(error.description.hasPrefix("form.json:1:45: Unknown key 'extra' in the form."))
    }
    let duplicated = spec + #", "k99999": 2}}"#
    do {
      _ = try FormSpec(json: duplicated)
      Issue.record("a duplicate key was accepted")
    } catch {
      let column = duplicated.count - #""k99999": 2}}"#.count + 1
      #expect(
        error.description == "form.json:1:\(column): The key 'k99999' appears twice in this object."
      )
    }
  }

  /// Each field's name used to be compared with every earlier one: 100,000 fields took 26 s.
  @Test func decode_manyFields_stillRejectsARepeatedName() throws {
    let fields = (0..<50_000).map { #"{"name": "f\#($0)", "kind": "text"}"# }
    let json = #"{"fields": ["# + fields.joined(separator: ", ") + #", {"name": "f0"}]}"#
    do {
      _ = try FormSpec(json: json)
      Issue.record("a repeated name was accepted")
    } catch {
      let column = json.count - #"{"name": "f0"}]}"#.count + 1
      #expect(
        error.description == "form.json:1:\(column): Two fields are named 'f0'; names must differ.")
    }
  }

  /// Each key of the options was looked up in the list of the parent's titles: 100,000 took
  /// 41 s.
  @Test func decode_dependentOptionsWithManyKeys_loadsAndNamesTheLeastStrayKey() throws {
    let titles = (0..<100_000).map { "t\($0)" }
    func json(extra: [String]) -> String {
      let options = (titles + extra).map { #""\#($0)": ["x"]"# }.joined(separator: ", ")
      return #"{"fields": [{"name": "country", "kind": "choice", "options": ["#
        + titles.map { #""\#($0)""# }.joined(separator: ", ")
        + #"]}, {"name": "city", "kind": "choice", "dependsOn": "country", "options": {"#
        + options + "}}]}"
    }
    let spec = try FormSpec(json: json(extra: []))
    guard case .byParent(let byParent)? = spec.fields.last?.options else {
      Issue.record("the options are not keyed by the parent's titles")
      return
    }
    #expect(byParent.count == 100_000)
    do {
      _ = try FormSpec(json: json(extra: ["zz", "t100000x", "zy"]))
      Issue.record("a stray key was accepted")
    } catch {
      #expect(error.description.hasSuffix(": 't100000x' is not an option of 'country'."))
    }
  }

  /// The suggestion for an unknown key compared it whole with each known key.
  @Test func decode_hugeUnknownKey_listsTheKnownKeys() throws {
    let key = String(repeating: "k", count: 1_000_000)
    do {
      _ = try FormSpec(json: #"{"fields": [{"name": "a", "kind": "text", "\#(key)": 1}]}"#)
      Issue.record("an unknown key was accepted")
    } catch {
      #expect(
        error.description.hasSuffix(
          "…' (1000000 characters) in the field 'a'. Known keys: name, kind, label, required, disabled, readonly, minLength, maxLength, count, pattern, min, max, step, schemes, multiple, region, default, dependsOn, keyboard, multiline, accessory, picker, options, value, traits."
        ))
    }
  }

  @Test func load_missingFile_saysSo() {
    #expect(throws: FormSpecError.self) { try FormSpec(contentsOf: "/no/such/form.json") }
  }
}
