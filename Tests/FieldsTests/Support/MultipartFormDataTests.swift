import Testing

@testable import Fields

/// multipart/form-data bodies (RFC 7578) as browsers write them, and the ones they never do.
struct MultipartFormDataTests {
  /// A body of parts with CRLF line breaks and a closing boundary.
  static func body(_ parts: [String], boundary: String = "XyZ", closed: Bool = true) -> [UInt8] {
    var text = ""
    for part in parts { text += "--\(boundary)\r\n" + part + "\r\n" }
    if closed { text += "--\(boundary)--\r\n" }
    return Array(text.utf8)
  }

  static func field(_ name: String, _ value: String) -> String {
    "Content-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)"
  }

  @Test func parse_browserBody_givesEntriesInOrder() throws {
    let body = Self.body([
      Self.field("email", "jo@example.com"), Self.field("toppings", "ham"),
      Self.field("toppings", "olives"), Self.field("bio", "two\r\nlines"),
      Self.field("empty", ""),
    ])
    let entries = try MultipartFormData.parse(body, boundary: "XyZ")
    #expect(
      entries.map { [$0.name, $0.value] } == [
        ["email", "jo@example.com"], ["toppings", "ham"], ["toppings", "olives"],
        ["bio", "two\r\nlines"], ["empty", ""],
      ])
  }

  @Test func parse_preambleEpilogueAndHeaderCase_areRead() throws {
    let text =
      "preamble\r\n--b\r\ncontent-disposition: FORM-DATA; name=a\r\n"
      + "Content-Type: text/plain; charset=utf-8\r\n\r\n1\r\n--b--\r\nepilogue"
    let entries = try MultipartFormData.parse(Array(text.utf8), boundary: "b")
    #expect(entries == [FormEntry(name: "a", value: "1")])
  }

  @Test(arguments: [
    (#"name="a\"b""#, #"a"b"#), (#"name="a\\b""#, #"a\b"#), (#"name="a%22b""#, #"a"b"#),
    (#"name="line%0D%0Abreak""#, "line\r\nbreak"), (#"name="semi;colon""#, "semi;colon"),
    (#"name=plain"#, "plain"),
    // Found by the form-body fuzz target: an escape followed by a combining mark is one
    // character, and still an escape.
    ("name=\"a%0A\u{651}\"", "a\n\u{651}"), (#"NAME="upper""#, "upper"),
  ])
  func parse_quotedName_undoesEscapes(parameter: String, name: String) throws {
    let body = Self.body(["Content-Disposition: form-data; \(parameter)\r\n\r\nv"])
    let entries = try MultipartFormData.parse(body, boundary: "XyZ")
    #expect(entries.map(\.name) == [name])
  }

  @Test func parse_filePart_isRefusedNamingTheField() {
    let body = Self.body([
      Self.field("email", "jo@example.com"),
      "Content-Disposition: form-data; name=\"photo\"; filename=\"me.jpg\"\r\n"
        + "Content-Type: image/jpeg\r\n\r\n\u{FF}",
    ])
    #expect(throws: SubmissionBodyError.filePart(field: "photo", filename: "me.jpg")) {
      try MultipartFormData.parse(body, boundary: "XyZ")
    }
    #expect(
      SubmissionBodyError.filePart(field: "photo", filename: "me.jpg").description
        == "The field 'photo' was sent as the file 'me.jpg'; the form takes no files, so send its value as text."
    )
  }

  struct BadBody: Sendable, CustomTestStringConvertible {
    var id: String
    var body: [UInt8]
    var error: SubmissionBodyError
    var testDescription: String { id }
  }

  static let badBodies: [BadBody] = [
    BadBody(
      id: "noClosingBoundary", body: body([field("a", "1")], closed: false),
      error: .missingClosingBoundary),
    BadBody(
      id: "cutInContent",
      body: Array("--XyZ\r\nContent-Disposition: form-data; name=a\r\n\r\n1".utf8),
      error: .missingClosingBoundary),
    BadBody(
      id: "cutInHeaders", body: Array("--XyZ\r\nContent-Disposition: form-data".utf8),
      error: .missingClosingBoundary),
    BadBody(
      id: "otherBoundary", body: body([field("a", "1")], boundary: "Other"),
      error: .missingOpeningBoundary),
    BadBody(
      id: "noDisposition", body: body(["Content-Type: text/plain\r\n\r\n1"]),
      error: .badPart(part: 1, reason: "it has no Content-Disposition header.")),
    BadBody(
      id: "notFormData", body: body(["Content-Disposition: attachment; name=a\r\n\r\n1"]),
      error: .badPart(part: 1, reason: "its Content-Disposition is not 'form-data; name=\"…\"'.")),
    BadBody(
      id: "noName", body: body([field("a", "1"), "Content-Disposition: form-data\r\n\r\n2"]),
      error: .badPart(part: 2, reason: "its Content-Disposition has no name.")),
    BadBody(
      id: "unclosedQuote", body: body(["Content-Disposition: form-data; name=\"a\r\n\r\n2"]),
      error: .badPart(part: 1, reason: "its Content-Disposition is not 'form-data; name=\"…\"'.")),
    BadBody(
      id: "headerWithoutColon", body: body(["Content-Disposition form-data\r\n\r\n2"]),
      error: .badPart(part: 1, reason: "a header line has no colon.")),
    BadBody(
      id: "junkAfterBoundary", body: Array("--XyZjunk\r\n".utf8),
      error: .badPart(part: 1, reason: "expected a line break after the boundary.")),
  ]

  @Test(arguments: badBodies)
  func parse_badBody_throwsItsError(_ row: BadBody) {
    #expect(throws: row.error) { try MultipartFormData.parse(row.body, boundary: "XyZ") }
  }

  @Test func parse_moreThanThePartLimit_throwsTooManyParts() {
    let parts = Array(repeating: Self.field("a", "1"), count: MultipartFormData.partLimit + 1)
    #expect(throws: SubmissionBodyError.tooManyParts(limit: MultipartFormData.partLimit)) {
      try MultipartFormData.parse(Self.body(parts), boundary: "XyZ")
    }
  }

  @Test func parse_contentNotUTF8_isReplaced() throws {
    var body = Array("--b\r\nContent-Disposition: form-data; name=a\r\n\r\n".utf8)
    body += [0x78, 0xC3] + Array("\r\n--b--".utf8)
    #expect(
      try MultipartFormData.parse(body, boundary: "b") == [FormEntry(name: "a", value: "x\u{FFFD}")]
    )
  }

  @Test(arguments: [
    ("multipart/form-data; boundary=abc", "abc"),
    ("Multipart/Form-Data;Boundary=\"a b;c\"", "a b;c"),
    (
      "multipart/form-data; charset=utf-8; boundary=----WebKitFormBoundary7MA4",
      "----WebKitFormBoundary7MA4"
    ),
  ])
  func headerValue_contentType_givesTheBoundary(contentType: String, boundary: String) throws {
    let (type, parameters) = try #require(HeaderValue.parse(contentType))
    #expect(type == "multipart/form-data")
    #expect(MultipartFormData.boundary(parameters: parameters) == boundary)
  }
}
