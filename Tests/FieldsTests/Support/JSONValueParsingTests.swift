import Testing

@testable import Fields

/// The parser reads by bytes and keeps each value's byte offset, which `JSONSource` turns into
/// a line and column, and counts an error's from the start; these pin both against the parser
/// that counted them for every byte, and the member-by-member reading of submissions against
/// the parsed tree.
struct JSONValueParsingTests {
  /// A small deterministic generator, so a failure names a run that repeats it.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
  }

  static let names = [
    "email", "age", "city", "toppings", "", "e\\u006dail", "ag\u{E9}", "日本", "a\\\"b", "x",
  ]
  static let values = [
    #""jo@example.com""#, #""Jo@Bücher.example""#, "42", "-0", "1.5e3", "12.", "01", "-", "1e",
    #""1990-05-01""#, #""a\nb""#, #""a\u2028b""#, "\"tab\tin\"", "true", "false", "null", "nul",
    "[]", #"["Schinken", "Käse"]"#, "[1, null, true]", "[[]]", #"{"a": 1, "b": [2]}"#, "{}",
    #""""#, #"""#, "[", #""\"quoted\"""#, #""ends with \\""#, #""😀 \u00e9""#, #""\ud83d\ude00""#,
    #""\x""#, #""\é""#, #""\u12G4""#, "\"long plain text of more than eight bytes, é and 😀 too\"",
  ]
  static let spaces = ["", " ", "\t", "\n", "\r\n", "  ", "\n\n "]

  /// An object-like text, some of it broken on purpose.
  static func text(_ generator: inout Generator) -> String {
    var text = generator.pick(spaces) + (generator.chance(95) ? "{" : generator.pick(values))
    let count = Int(generator.next() % 8)
    for index in 0..<count {
      if index > 0 { text += generator.chance(98) ? "," : "" }
      text += generator.pick(spaces) + "\"" + generator.pick(names) + "\"" + generator.pick(spaces)
      text += generator.chance(98) ? ":" : ""
      text += generator.pick(spaces) + generator.pick(values) + generator.pick(spaces)
    }
    text += generator.chance(97) ? "}" : ""
    return text + (generator.chance(95) ? generator.pick(spaces) : " x")
  }

  /// A value's kind, content and offset, every nested one too, as one line.
  static func describe(_ value: JSONValue) -> String {
    let place = "@\(value.offset)"
    switch value.kind {
    case .object(let members):
      let inner = members.map { "\($0.key)@\($0.keyOffset)=\(describe($0.value))" }
      return "{" + inner.joined(separator: ",") + "}" + place
    case .array(let elements):
      return "[" + elements.map(describe).joined(separator: ",") + "]" + place
    case .string(let text): return "s(\(text))" + place
    case .number(let text): return "n(\(text))" + place
    case .bool(let flag): return "\(flag)" + place
    case .null: return "null" + place
    }
  }

  /// The keys and described values `readObject` hands over; a key given twice is refused.
  struct Reader: JSONMemberReader {
    var names: [String] = []
    var keys: [String] = []
    var described: [String] = []

    mutating func key(_ utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
      let name = String(decoding: utf8, as: UTF8.self)
      guard !names.contains(name) else { return false }
      names.append(name)
      keys.append(name + "@\(offset)")
      return true
    }

    mutating func value(_ value: JSONValue) {
      described.append(JSONValueParsingTests.describe(value))
    }
  }

  @Test func parse_generatedTexts_readObjectAgreesWithTheTree() {
    var generator = Generator(state: 2026)
    var objects = 0
    for run in 0..<20_000 {
      var text = Self.text(&generator)
      let parsed: Result<JSONValue, FormSpecError> = Result { () throws(FormSpecError) in
        try JSONValue.parse(text, file: "", unit: "submission")
      }
      var reader = Reader()
      let read = text.withUTF8 { bytes in
        Result { () throws(FormSpecError) -> JSONValue? in
          try JSONValue.readObject(bytes, file: "", unit: "submission", into: &reader)
        }
      }
      let (keys, described) = (reader.keys, reader.described)
      switch (parsed, read) {
      case (.failure(let expected), .failure(let error)):
        #expect(error == expected, "run \(run): \(text)")
      case (.success(let top), .success(nil)):
        objects += 1
        guard case .object(let members) = top.kind else {
          Issue.record("run \(run): read as an object, parsed as \(top.kindName): \(text)")
          continue
        }
        #expect(members.map { "\($0.key)@\($0.keyOffset)" } == keys, "run \(run): \(text)")
        #expect(members.map { Self.describe($0.value) } == described, "run \(run): \(text)")
      case (.success(let top), .success(let other?)):
        #expect(Self.describe(top) == Self.describe(other), "run \(run): \(text)")
      default:
        Issue.record("run \(run): parsed \(parsed), read \(read): \(text)")
      }
    }
    // Objects and errors were both exercised.
    #expect(objects > 3_000)
    #expect(objects < 17_000)
  }

  @Test func parse_generatedTexts_equalsTheReferenceParser() {
    var generator = Generator(state: 7)
    for run in 0..<20_000 {
      let text = Self.text(&generator)
      let parsed = Result { () throws(FormSpecError) in try JSONValue.parse(text, file: "f") }
      let reference = Result { () throws(FormSpecError) in
        try JSONValue.referenceParse(text, file: "f")
      }
      switch (parsed, reference) {
      case (.success(let value), .success(let expected)):
        #expect(Self.describe(value) == Self.describe(expected.value), "run \(run): \(text)")
        let source = JSONSource(file: "f", text: text)
        for (offset, position) in expected.places {
          #expect(source.position(of: offset) == position, "run \(run), offset \(offset): \(text)")
        }
      case (.failure(let error), .failure(let expected)):
        #expect(error == expected, "run \(run): \(text)")
      default:
        Issue.record("run \(run): parsed \(parsed), the reference \(reference): \(text)")
      }
    }
  }

  @Test(arguments: [
    ("{\"a\": 1, \"a\": 2}", "f:1:10: The key 'a' appears twice in this object."),
    ("{\n  \"é\": \"日本\", \"b\": tru }", "f:2:22: Expected 'true', found ' '."),
    (
      "{\"a\": \"x\\q\"}",
      "f:1:11: Expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found 'q'."
    ),
    (
      "[1,\n\"😀\u{1}\"]",
      "f:2:3: Expected '\\n' or another escape instead of a control character (U+1) in a string."
    ),
    ("{\"a\" 1}", "f:1:6: Expected ':' after the key 'a', found '1'."),
  ])
  func parse_brokenText_isTheErrorAtItsPlace(text: String, expected: String) {
    do {
      _ = try JSONValue.parse(text, file: "f")
      Issue.record("parsed \(text)")
    } catch {
      #expect(error.description == expected)
    }
  }
}
