import FuzzSupport

@testable import Fields

/// A form with a field of every kind a form body reads its own way: a checkbox with a value of
/// its own and one without, options with values of their own, a multiple choice, a number.
let spec: FormSpec? = try? FormSpec(
  json: """
    { "title": "Fuzz", "locale": "en", "fields": [
      { "name": "email", "kind": "email", "required": true },
      { "name": "age", "kind": "integer", "min": 13, "max": 130 },
      { "name": "plan", "kind": "choice",
        "options": [{ "title": "Pro", "value": "pro" }, "Free"] },
      { "name": "city", "kind": "choice", "dependsOn": "plan",
        "options": { "Pro": ["Berlin"], "Free": ["Paris", "Lyon"] } },
      { "name": "toppings", "kind": "choice", "multiple": true, "max": 2,
        "options": ["ham", { "title": "Olives", "value": "olives" }, "basil"] },
      { "name": "terms", "kind": "boolean", "required": true },
      { "name": "news", "kind": "boolean", "value": "yes" },
      { "name": "bio", "kind": "text", "maxLength": 12, "multiline": true },
      { "name": "off", "kind": "text", "disabled": true } ] }
    """)

nonisolated(unsafe) var kept: SubmissionChecker? = spec.flatMap { try? SubmissionChecker(spec: $0) }

/// Form bodies, read as urlencoded or multipart by the first byte.
///
/// An even first byte picks urlencoded, an odd one multipart (with the boundary `b`). Any bytes are read without a crash. A urlencoded body checks alike through
/// the library and `fieldcli check --body urlencoded`'s byte path, in a kept checker and a new
/// one, and its entries written as multipart check alike too; the values of a valid body,
/// written back as the urlencoded body a browser would send, read back to the same values. A
/// multipart body that reads writes back (with a boundary its values do not hold) to the same
/// entries.
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let spec, let checker = kept, let fresh = try? SubmissionChecker(spec: spec) else {
    require(false, "the fuzz form does not load")
    return 0
  }
  let input = FuzzInput(data, size)
  guard let first = input.bytes.first else { return 0 }
  let body = UnsafeRawBufferPointer(rebasing: input.bytes.dropFirst())
  if first % 2 == 1 {
    checkMultipart(Array(body), checker: fresh)
    return 0
  }
  let submission = Submission(urlencoded: body)
  let expected = fresh.check(submission)
  let result = checker.check(submission)
  kept = checker
  require(result == expected, "the kept checker says \(result.json) of \(show(submission))")
  var output: [UInt8] = []
  let isValid = checker.check(urlencoded: body, appendingJSONTo: &output)
  require(
    isValid == expected.isValid && String(decoding: output, as: UTF8.self) == expected.json,
    "the CLI's path wrote \(String(decoding: output, as: UTF8.self)) for \(show(submission))")
  let entries = URLEncoded.parse(body)
  let multipart = multipartBody(entries)
  if let multipart,
    let read = try? Submission(multipart: multipart.bytes, boundary: multipart.boundary)
  {
    require(
      fresh.check(read) == expected,
      "multipart says \(fresh.check(read).json), urlencoded \(expected.json) of \(show(submission))"
    )
  } else if multipart != nil {
    require(false, "the multipart body of \(show(submission)) does not read")
  }
  if case .valid(let values) = expected {
    let again = URLEncoded.serialize(browserEntries(values, spec: spec))
    require(
      fresh.check(Submission(urlencoded: again)) == expected,
      "the values \(values) of \(show(submission)), sent as \(again), check as "
        + fresh.check(Submission(urlencoded: again)).json)
  }
  return 0
}

/// Raw bytes read as multipart; what reads writes back to the same entries.
func checkMultipart(_ body: [UInt8], checker: SubmissionChecker) {
  guard let entries = try? MultipartFormData.parse(body, boundary: "b") else { return }
  _ = checker.check(Submission(entries: entries))
  // A name with a line break or a quote is written as HTML escapes it, which does not read
  // back to itself when the name already held such an escape: skip those.
  guard
    !entries.contains(where: { $0.name.utf8.contains { Array("%\\\"\r\n".utf8).contains($0) } }),
    let again = multipartBody(entries)
  else { return }
  let read = try? MultipartFormData.parse(again.bytes, boundary: again.boundary)
  require(read == entries, "the entries \(entries) do not read back from multipart")
}

/// The entries as a browser writes multipart/form-data, with a boundary no value holds; `nil`
/// when a name cannot be written (a line break or a quote, which HTML escapes) or there are
/// more entries than a body may have.
func multipartBody(_ entries: [FormEntry]) -> (bytes: [UInt8], boundary: String)? {
  guard entries.count <= MultipartFormData.partLimit else { return nil }
  var boundary = "----FuzzBoundary"
  // By bytes: a boundary followed by a combining mark is no substring of characters.
  while entries.contains(where: { holds($0.value, boundary) || holds($0.name, boundary) }) {
    boundary += "x"
  }
  guard boundary.utf8.count <= MultipartFormData.boundaryLimit else { return nil }
  var text = ""
  for entry in entries {
    var name = ""
    for character in entry.name.unicodeScalars {
      switch character {
      case "\n": name += "%0A"
      case "\r": name += "%0D"
      case "\"": name += "%22"
      default: name.unicodeScalars.append(character)
      }
    }
    // A name holding an escape HTML writes would read back as the escaped character.
    if entry.name.utf8.contains(UInt8(ascii: "%")) || entry.name.utf8.contains(UInt8(ascii: "\\")) {
      return nil
    }
    text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n"
    text += entry.value + "\r\n"
  }
  text += "--\(boundary)--\r\n"
  return (Array(text.utf8), boundary)
}

/// The entries a browser sends for a form holding `values`, the JSON `check` writes: a text,
/// number or choice as its value, a multiple choice once per value, a ticked box as its
/// value, and nothing for no value or an unticked box.
func browserEntries(_ values: String, spec: FormSpec) -> [FormEntry] {
  guard let object = try? JSONValue.parse(values, file: ""), case .object(let members) = object.kind
  else {
    require(false, "the values \(values) are no JSON object")
    return []
  }
  var entries: [FormEntry] = []
  for member in members {
    let field = spec.fields.first { $0.name == member.key }
    switch member.value.kind {
    case .string(let text): entries.append(FormEntry(name: member.key, value: text))
    case .number(let number): entries.append(FormEntry(name: member.key, value: number))
    case .bool(true):
      entries.append(
        FormEntry(name: member.key, value: field?.submittedCheckboxValue ?? "on"))
    case .array(let elements):
      for case .string(let text) in elements.map(\.kind) {
        entries.append(FormEntry(name: member.key, value: text))
      }
    default: break
    }
  }
  return entries
}

func show(_ submission: Submission) -> String {
  show(
    submission.formEntries.map {
      URLEncoded.serialize($0.map { FormEntry(name: $0.0, value: $0.1) })
    }
  )
}

/// Hands the command line to libFuzzer.
@main
enum FuzzFormBody {
  static func main() { runFuzzer(test) }
}

/// Whether `text`'s UTF-8 holds `part`'s.
func holds(_ text: String, _ part: String) -> Bool {
  let bytes = Array(text.utf8)
  let needle = Array(part.utf8)
  guard bytes.count >= needle.count else { return false }
  return (0...(bytes.count - needle.count)).contains {
    bytes[$0..<($0 + needle.count)].elementsEqual(needle)
  }
}
