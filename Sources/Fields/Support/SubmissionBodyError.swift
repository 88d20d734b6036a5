/// Why a request body cannot be read as a submission: its content type, its size, or a
/// multipart/form-data body that breaks RFC 7578.
///
/// ```swift
/// do {
///   let submission = try Submission(body: body, contentType: "multipart/form-data; boundary=x")
/// } catch .filePart(let field, _) {
///   // 422: the form has no file fields, and 'photo' came as a file.
/// } catch {
///   // 400, with error.description
/// }
/// ```
public enum SubmissionBodyError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The content type is none of the three a submission comes in.
  case unsupportedContentType(String)
  /// A multipart content type without a usable `boundary` parameter (missing, empty, longer
  /// than RFC 2046's 70 characters).
  case badBoundary(contentType: String)
  /// The body is longer than the limit.
  case tooLarge(length: Int, limit: Int)
  /// The body has more parts than the limit.
  case tooManyParts(limit: Int)
  /// A JSON body that is not UTF-8.
  case notUTF8
  /// The body does not start with its boundary (after an optional preamble).
  case missingOpeningBoundary
  /// The body ends before its closing boundary, `--BOUNDARY--`.
  case missingClosingBoundary
  /// A part with a `filename`: a file, which no field of a form spec takes.
  case filePart(field: String, filename: String)
  /// A part that is not a form-data part with a name; `part` counts from 1.
  case badPart(part: Int, reason: String)

  /// One sentence naming the input and what is expected.
  public var description: String {
    switch self {
    case .unsupportedContentType(let type):
      return
        "The content type \(quoted(type)) is not a form submission; send 'application/x-www-form-urlencoded', 'multipart/form-data' or 'application/json'."
    case .badBoundary(let type):
      return
        "The content type \(quoted(type)) has no usable boundary; give 'boundary=' 1 to 70 characters."
    case .tooLarge(let length, let limit):
      return "The body is \(length) bytes long; a submission is at most \(limit) bytes."
    case .tooManyParts(let limit):
      return "The body has more than \(limit) parts; a submission has at most \(limit)."
    case .notUTF8:
      return "The JSON body is not valid UTF-8; please send UTF-8."
    case .missingOpeningBoundary:
      return "The multipart body does not start with its boundary; check the boundary parameter."
    case .missingClosingBoundary:
      return "The multipart body ends before its closing boundary; send the whole body."
    case .filePart(let field, let filename):
      return
        "The field \(quoted(field)) was sent as the file \(quoted(filename)); the form takes no files, so send its value as text."
    case .badPart(let part, let reason):
      return "Part \(part) of the multipart body cannot be read: \(reason)"
    }
  }
}
