/// One submitted form, whatever its encoding: what ``SubmissionChecker/check(_:)-(Submission)``
/// takes.
///
/// A server reads the request's `Content-Type`, makes the submission from the body, and checks
/// it:
///
/// ```swift
/// let checker = try SubmissionChecker(spec: FormSpec(contentsOf: "signup.json"))
/// // In a request handler, with the body's bytes and the Content-Type header:
/// do {
///   let submission = try Submission(body: body, contentType: contentType)
///   switch checker.check(submission) {
///   case .valid(let values): ...  // store values (JSON), answer 303
///   case .invalid(let problems): ...  // answer 422 with each problem's message
///   }
/// } catch .tooLarge {
///   // 413
/// } catch .unsupportedContentType {
///   // 415
/// } catch {
///   // 400 with error.description; `.filePart` names the field sent as a file
/// }
/// ```
///
/// ## Encodings
/// - ``init(json:)``: one JSON object of values by field name (``SubmissionChecker``
///   describes it).
/// - ``init(urlencoded:)-(String)``: an application/x-www-form-urlencoded body, read as the
///   WHATWG URL Standard's parser reads it.
/// - ``init(multipart:boundary:)``: a multipart/form-data body (RFC 7578).
///
/// ## Form bodies
/// A form body holds what HTML submits for a form, read as a browser sent it:
/// - a multiple choice as one entry per ticked option, the name repeated;
/// - a boolean as a checkbox: its value (`on`, or the field's `value` in the spec) when ticked,
///   no entry when not, which is `false`; another value is `badInput`;
/// - a choice as its option's value: the option's own `value` in the spec, else its title;
/// - an empty text field as an empty value, so a required one is `valueMissing`;
/// - numbers, dates and times in HTML's machine forms, as a JSON submission's strings are.
///
/// A name given twice for a field that takes one value (no browser sends it) takes the first
/// value, as a JSON object's repeated key does; a name the form has no field for is
/// `unknownField`, as in JSON.
///
/// ## Cost and thread safety
/// Making a submission costs time linear in the body's length; it is a `Sendable` value.
public struct Submission: Sendable, Hashable {
  /// The longest body ``init(body:contentType:)`` reads, 1 MiB, as `fieldcli check` does:
  /// far past any form a person fills in, and small enough to refuse before reading more.
  public static let maximumBodyLength = 1 << 20

  /// What the submission holds.
  enum Body: Sendable, Hashable {
    /// A JSON object's text.
    case json(String)
    /// A form body's entries, in order.
    case form([FormEntry])
  }

  let body: Body

  /// Makes a submission of a form body's entries.
  init(entries: [FormEntry]) {
    body = .form(entries)
  }

  // MARK: - API

  /// A JSON submission: one JSON object of values by field name.
  ///
  /// - Parameter json: The object's text.
  public init(json: String) {
    body = .json(json)
  }

  /// An application/x-www-form-urlencoded body, as a browser posts a form by default.
  ///
  /// - Parameter urlencoded: The body's bytes; any bytes are read.
  public init(urlencoded: some Collection<UInt8>) {
    body = .form(URLEncoded.parse(urlencoded))
  }

  /// An application/x-www-form-urlencoded body given as text.
  ///
  /// - Parameter urlencoded: The body, such as `email=jo%40example.com&terms=on`.
  public init(urlencoded: String) {
    self.init(urlencoded: Array(urlencoded.utf8))
  }

  /// A multipart/form-data body, as a form with `enctype="multipart/form-data"` posts.
  ///
  /// - Parameters:
  ///   - multipart: The body's bytes.
  ///   - boundary: The `boundary` parameter of the request's content type, unquoted.
  /// - Throws: ``SubmissionBodyError`` for a body that breaks RFC 7578, a file part
  ///   (``SubmissionBodyError/filePart(field:filename:)``), too many parts, or a body longer
  ///   than ``maximumBodyLength``.
  public init(multipart: some Collection<UInt8>, boundary: String) throws(SubmissionBodyError) {
    guard multipart.count <= Self.maximumBodyLength else {
      throw .tooLarge(length: multipart.count, limit: Self.maximumBodyLength)
    }
    guard (1...MultipartFormData.boundaryLimit).contains(boundary.utf8.count) else {
      throw .badBoundary(contentType: "multipart/form-data; boundary=" + boundary)
    }
    body = .form(try MultipartFormData.parse(Array(multipart), boundary: boundary))
  }

  /// A request body read by its `Content-Type` header: `application/x-www-form-urlencoded`,
  /// `multipart/form-data; boundary=…` or `application/json` (parameters such as `charset`
  /// are not read; bodies are UTF-8).
  ///
  /// - Parameters:
  ///   - body: The body's bytes.
  ///   - contentType: The `Content-Type` header's value.
  /// - Throws: ``SubmissionBodyError``: another content type, a body longer than
  ///   ``maximumBodyLength``, a JSON body that is not UTF-8, or a multipart body that cannot
  ///   be read.
  public init(body: some Collection<UInt8>, contentType: String) throws(SubmissionBodyError) {
    guard body.count <= Self.maximumBodyLength else {
      throw .tooLarge(length: body.count, limit: Self.maximumBodyLength)
    }
    guard let (type, parameters) = HeaderValue.parse(contentType) else {
      throw .unsupportedContentType(contentType)
    }
    switch type {
    case "application/x-www-form-urlencoded":
      self.init(urlencoded: body)
    case "multipart/form-data":
      guard let boundary = MultipartFormData.boundary(parameters: parameters) else {
        throw .badBoundary(contentType: contentType)
      }
      try self.init(multipart: body, boundary: boundary)
    case "application/json":
      guard let text = String(validating: Array(body), as: UTF8.self) else { throw .notUTF8 }
      self.init(json: text)
    default:
      throw .unsupportedContentType(contentType)
    }
  }

  /// A form body's names and values in order, or `nil` for a JSON submission.
  public var formEntries: [(name: String, value: String)]? {
    guard case .form(let entries) = body else { return nil }
    return entries.map { ($0.name, $0.value) }
  }
}
