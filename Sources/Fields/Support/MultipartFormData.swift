/// A multipart/form-data body (RFC 7578) read into name and value entries: what a browser's
/// form with `enctype="multipart/form-data"` posts.
///
/// ```swift
/// let body = Array("--x\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\njo@example.com\r\n--x--\r\n".utf8)
/// try MultipartFormData.parse(body, boundary: "x")   // [("email", "jo@example.com")]
/// ```
///
/// ## What is read
/// - The body is a preamble (skipped), then parts each opened by `--BOUNDARY` at the start of
///   a line and closed by `--BOUNDARY--`; line breaks are CRLF, as RFC 2046 and every browser
///   write them. A body without the closing boundary is an error: it was cut short.
/// - Each part's headers end with an empty line; `Content-Disposition: form-data; name="…"`
///   names the field (header names and the `form-data` token in any case). A quoted name takes
///   backslash escapes (RFC 2045's quoted-pair), and HTML's `%0A`, `%0D` and `%22`, which
///   browsers write for a line feed, a carriage return and `"` in a name, are undone.
/// - A part with a `filename` (or `filename*`) parameter is a file: it is refused, naming the
///   field, since no field of a form spec takes a file.
/// - A part's content is decoded as UTF-8, each invalid sequence becoming U+FFFD, as a form's
///   text is sent in the page's UTF-8; a part's own `Content-Type` is not read.
///
/// ## Limits
/// At most ``partLimit`` parts and ``headerLimit`` bytes of headers a part; the body's own
/// length is limited by whoever read it (``Submission/maximumBodyLength``).
/// Cost is linear in the body's length times the boundary's (at most 70 bytes).
package enum MultipartFormData {
  /// The most parts a body may have: a form of a thousand fields is far past any real form,
  /// and each part costs two strings.
  package static let partLimit = 1000
  /// The most bytes of one part's headers; a browser writes under 200.
  package static let headerLimit = 8192
  /// The longest boundary, RFC 2046's.
  package static let boundaryLimit = 70

  // MARK: - API

  /// Reads a body.
  ///
  /// - Parameters:
  ///   - body: The body's bytes.
  ///   - boundary: The `boundary` parameter of its content type, unquoted.
  /// - Returns: The entries in the body's order.
  /// - Throws: ``SubmissionBodyError`` for a body that breaks the rules above.
  package static func parse(
    _ body: [UInt8], boundary: String
  ) throws(SubmissionBodyError) -> [FormEntry] {
    let delimiter = Array(("--" + boundary).utf8)
    // The first delimiter starts the body or follows the preamble's last CRLF.
    var position: Int
    if starts(body, with: delimiter, at: 0) {
      position = delimiter.count
    } else if let found = find([13, 10] + delimiter, in: body, from: 0) {
      position = found + 2 + delimiter.count
    } else {
      throw .missingOpeningBoundary
    }
    var entries: [FormEntry] = []
    let nextDelimiter = [13, 10] + delimiter
    while true {
      // After a delimiter: `--` closes the body; else optional spaces, then CRLF.
      if starts(body, with: [45, 45], at: position) { return entries }
      while position < body.count, body[position] == 32 || body[position] == 9 { position += 1 }
      guard starts(body, with: [13, 10], at: position) else {
        throw position >= body.count
          ? .missingClosingBoundary
          : .badPart(
            part: entries.count + 1, reason: "expected a line break after the boundary.")
      }
      position += 2
      guard entries.count < partLimit else { throw .tooManyParts(limit: partLimit) }
      let part = entries.count + 1
      guard let headersEnd = find([13, 10, 13, 10], in: body, from: position - 2) else {
        throw .missingClosingBoundary
      }
      guard headersEnd - position <= headerLimit else {
        throw .badPart(part: part, reason: "its headers are longer than \(headerLimit) bytes.")
      }
      let name = try name(headers: body[position..<max(position, headersEnd)], part: part)
      let contentStart = headersEnd + 4
      guard let contentEnd = find(nextDelimiter, in: body, from: contentStart - 2) else {
        throw .missingClosingBoundary
      }
      let content = body[min(contentStart, contentEnd)..<contentEnd]
      entries.append(FormEntry(name: name, value: String(decoding: content, as: UTF8.self)))
      position = contentEnd + nextDelimiter.count
    }
  }

  /// The `boundary` parameter of a multipart/form-data content type, unquoted; `nil` when it
  /// is missing, empty or longer than 70 characters.
  package static func boundary(parameters: [(name: String, value: String)]) -> String? {
    guard let value = parameters.first(where: { $0.name == "boundary" })?.value,
      (1...boundaryLimit).contains(value.utf8.count)
    else { return nil }
    return value
  }

  // MARK: - Headers

  /// The field name of a part's headers.
  private static func name(headers: ArraySlice<UInt8>, part: Int) throws(SubmissionBodyError)
    -> String
  {
    var disposition: String?
    for line in split(headers) {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        throw .badPart(part: part, reason: "a header line has no colon.")
      }
      let header = String(decoding: line[..<colon], as: UTF8.self)
      guard header.lowercased() == "content-disposition" else { continue }
      guard disposition == nil else {
        throw .badPart(part: part, reason: "it has two Content-Disposition headers.")
      }
      disposition = String(decoding: line[(colon + 1)...], as: UTF8.self)
    }
    guard let disposition else {
      throw .badPart(part: part, reason: "it has no Content-Disposition header.")
    }
    guard let (type, parameters) = HeaderValue.parse(disposition), type == "form-data" else {
      throw .badPart(
        part: part, reason: "its Content-Disposition is not 'form-data; name=\"…\"'.")
    }
    guard let raw = parameters.first(where: { $0.name == "name" })?.value else {
      throw .badPart(part: part, reason: "its Content-Disposition has no name.")
    }
    let name = unescapeHTML(raw)
    if let file = parameters.first(where: { $0.name == "filename" || $0.name == "filename*" }) {
      throw .filePart(field: name, filename: file.value)
    }
    return name
  }

  /// Undoes HTML's escaping of names in multipart/form-data: `%0A`, `%0D` and `%22`.
  ///
  /// By bytes, not characters: `%0A` followed by a combining mark is one character ending in
  /// `A` and a mark, and the escape is still there.
  private static func unescapeHTML(_ name: String) -> String {
    guard name.utf8.contains(UInt8(ascii: "%")) else { return name }
    let bytes = Array(name.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count {
        switch (bytes[index + 1], bytes[index + 2]) {
        case (UInt8(ascii: "0"), UInt8(ascii: "A")):
          output.append(10)
          index += 3
          continue
        case (UInt8(ascii: "0"), UInt8(ascii: "D")):
          output.append(13)
          index += 3
          continue
        case (UInt8(ascii: "2"), UInt8(ascii: "2")):
          output.append(UInt8(ascii: "\""))
          index += 3
          continue
        default:
          break
        }
      }
      output.append(bytes[index])
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The lines of a part's headers, split at CRLF.
  private static func split(_ headers: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = headers.startIndex
    var index = headers.startIndex
    while index < headers.endIndex {
      if headers[index] == 13, index + 1 < headers.endIndex, headers[index + 1] == 10 {
        lines.append(headers[start..<index])
        index += 2
        start = index
      } else {
        index += 1
      }
    }
    if start < headers.endIndex { lines.append(headers[start...]) }
    return lines
  }

  // MARK: - Bytes

  private static func starts(_ body: [UInt8], with prefix: [UInt8], at position: Int) -> Bool {
    guard position >= 0, body.count - position >= prefix.count else { return false }
    for offset in prefix.indices where body[position + offset] != prefix[offset] { return false }
    return true
  }

  /// The first position at or after `start` where `needle` begins.
  private static func find(_ needle: [UInt8], in body: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, body.count >= needle.count else { return nil }
    var position = max(0, start)
    while position <= body.count - needle.count {
      if body[position] == first, starts(body, with: needle, at: position) { return position }
      position += 1
    }
    return nil
  }
}
