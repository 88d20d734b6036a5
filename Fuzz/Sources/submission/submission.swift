import FuzzSupport

@testable import Fields

/// A form with a field of every kind and every constraint a kept problem can depend on.
let spec: FormSpec? = try? FormSpec(
  json: """
    { "title": "Fuzz", "locale": "de_DE", "fields": [
      { "name": "email", "kind": "email", "required": true },
      { "name": "emails", "kind": "email", "multiple": true, "maxLength": 40 },
      { "name": "website", "kind": "url", "schemes": ["https"] },
      { "name": "age", "kind": "integer", "min": 13, "max": 130, "step": 2 },
      { "name": "price", "kind": "decimal", "min": "0.5", "step": "0.25" },
      { "name": "phone", "kind": "phone", "region": "DE" },
      { "name": "birthday", "kind": "date", "min": "1900-01-01" },
      { "name": "call", "kind": "time", "step": 900 },
      { "name": "at", "kind": "datetime" },
      { "name": "country", "kind": "choice", "options": ["Deutschland", "France"] },
      { "name": "city", "kind": "choice", "dependsOn": "country",
        "options": { "Deutschland": ["Berlin"], "France": ["Paris", "Lyon"] } },
      { "name": "toppings", "kind": "choice", "multiple": true, "min": 1, "max": 2,
        "options": ["Käse", "Schinken", "Oliven"] },
      { "name": "terms", "kind": "boolean" },
      { "name": "code", "kind": "text", "pattern": "[A-Z]{2}[0-9]+", "minLength": 3 },
      { "name": "bio", "kind": "text", "maxLength": 12, "multiline": true },
      { "name": "off", "kind": "text", "disabled": true } ] }
    """)

/// The checker every input goes through: it keeps the problems it made from input to input.
nonisolated(unsafe) var kept: SubmissionChecker? = spec.flatMap { try? SubmissionChecker(spec: $0) }

/// Submissions: any text is checked without a crash; a checker that has kept the problems of
/// every earlier input answers as a new one does, whether it reads the text as `fieldcli check`
/// does (its UTF-8, the result's JSON written as bytes) or as a library caller does; the JSON
/// parser's member-by-member reading, which the checker uses, agrees with the tree it parses;
/// valid values checked again are the same values.
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let spec, let checker = kept, let fresh = try? SubmissionChecker(spec: spec) else {
    require(false, "the fuzz form does not load")
    return 0
  }
  let input = FuzzInput(data, size)
  let text = input.text
  let expected = fresh.check(text)
  let result = checker.check(text)
  require(result == expected, "the kept checker says \(result.json) of \(show(text))")
  // The CLI hands the checker lines that are valid UTF-8.
  if String(validating: input.bytes, as: UTF8.self) != nil {
    var output: [UInt8] = []
    let isValid = checker.check(validUTF8: input.bytes, appendingJSONTo: &output)
    require(
      isValid == expected.isValid && String(decoding: output, as: UTF8.self) == expected.json,
      "the CLI's path wrote \(String(decoding: output, as: UTF8.self)) for \(show(text))")
  }
  kept = checker
  requireReadingAgreesWithTree(text)
  if case .valid(let values) = result {
    require(
      fresh.check(values) == .valid(valuesJSON: values),
      "the values \(values) of \(show(text)) do not check as themselves")
  }
  return 0
}

/// The members `JSONValue.readObject` hands over, or its error, equal what `JSONValue.parse`
/// makes of the same text.
func requireReadingAgreesWithTree(_ text: String) {
  var copy = text
  var reader = MembersRead()
  let read = copy.withUTF8 { bytes in
    Result { () throws(FormSpecError) -> JSONValue? in
      try JSONValue.readObject(bytes, file: "", unit: "submission", into: &reader)
    }
  }
  let (keys, values) = (reader.keys, reader.values)
  let parsed = Result { () throws(FormSpecError) in
    try JSONValue.parse(text, file: "", unit: "submission")
  }
  if case .success(let top) = parsed { requirePlacesAreCounted(top, in: text) }
  switch (read, parsed) {
  case (.failure(let error), .failure(let expected)):
    require(error == expected, "reading \(show(text)) says \(error), parsing it \(expected)")
  case (.success(nil), .success(let top)):
    guard case .object(let members) = top.kind else {
      require(false, "read \(show(text)) as an object, parsed it as \(top.kindName)")
      return
    }
    require(
      members.map { "\($0.key)@\($0.keyOffset)" } == keys
        && members.map { describe($0.value) } == values,
      "reading \(show(text)) gives other members than parsing it")
  case (.success(let other?), .success(let top)):
    require(describe(other) == describe(top), "reading \(show(text)) gives another top value")
  default:
    require(false, "reading \(show(text)) gives \(read), parsing it \(parsed)")
  }
}

/// `JSONSource` places every value and key of a parsed text where counting its bytes from the
/// start places it.
func requirePlacesAreCounted(_ top: JSONValue, in text: String) {
  let source = JSONSource(file: "", text: text)
  var copy = text
  copy.withUTF8 { bytes in
    func visit(_ value: JSONValue) {
      check(value.offset)
      switch value.kind {
      case .object(let members):
        for member in members {
          check(member.keyOffset)
          visit(member.value)
        }
      case .array(let elements): elements.forEach(visit)
      default: break
      }
    }
    func check(_ offset: Int) {
      require(
        source.position(of: offset) == JSONSource.position(of: offset, in: bytes),
        "JSONSource places offset \(offset) of \(show(text)) elsewhere than counting does")
    }
    visit(top)
  }
}

/// The keys, with their offsets, and described values `readObject` hands over; a key given
/// twice is refused.
struct MembersRead: JSONMemberReader {
  var names: [String] = []
  var keys: [String] = []
  var values: [String] = []

  mutating func key(_ utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    let name = String(decoding: utf8, as: UTF8.self)
    guard !names.contains(name) else { return false }
    names.append(name)
    keys.append(name + "@\(offset)")
    return true
  }

  mutating func value(_ value: JSONValue) { values.append(describe(value)) }
}

/// A value's kind, content and offset, every nested one too, as one line.
func describe(_ value: JSONValue) -> String {
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

/// Hands the command line to libFuzzer.
@main
enum FuzzSubmission {
  static func main() { runFuzzer(test) }
}
