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
/// does (its UTF-8, the result's JSON written as bytes) or as a library caller does; the full
/// JSON parser agrees with the flat reading; valid values checked again are the same values.
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let spec, var checker = kept, var fresh = try? SubmissionChecker(spec: spec) else {
    require(false, "the fuzz form does not load")
    return 0
  }
  let input = FuzzInput(data, size)
  let text = input.text
  let expected = fresh.check(text, readingFlat: false)
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
  if case .valid(let values) = result {
    require(
      fresh.check(values) == .valid(valuesJSON: values),
      "the values \(values) of \(show(text)) do not check as themselves")
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzSubmission {
  static func main() { runFuzzer(test) }
}
