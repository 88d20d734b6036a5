import Fields
import Testing

/// The server's calls in ValidatingASubmission.md's "Bodies as browsers send them", run as
/// written.
struct SubmissionServerSampleTests {
  static let checker: SubmissionChecker? = try? SubmissionChecker(
    spec: FormSpec(contentsOf: DocSamplesTests.example("order.json")), locale: "en")

  static func handle(body: [UInt8], contentType: String) throws -> (status: Int, json: String) {
    let checker = try #require(Self.checker)
    do {
      let submission = try Submission(body: body, contentType: contentType)
      let result = checker.check(submission)
      return (result.isValid ? 200 : 422, result.json)
    } catch .tooLarge {
      return (413, "")
    } catch .unsupportedContentType {
      return (415, "")
    } catch {
      return (400, error.description)  // a file part names its field: .filePart(field:filename:)
    }
  }

  @Test func handle_eachKindOfRequest_getsItsStatus() throws {
    let form = "application/x-www-form-urlencoded"
    #expect(
      try Self.handle(body: Array("name=Jo&toppings=K%C3%A4se&terms=on".utf8), contentType: form)
        .status == 200)
    #expect(try Self.handle(body: Array("name=Jo".utf8), contentType: form).status == 422)
    #expect(try Self.handle(body: [], contentType: "text/plain").status == 415)
    let large = [UInt8](repeating: 0x61, count: Submission.maximumBodyLength + 1)
    #expect(try Self.handle(body: large, contentType: form).status == 413)
    let file = Array(
      "--b\r\nContent-Disposition: form-data; name=\"name\"; filename=\"a.txt\"\r\n\r\nJo\r\n--b--\r\n"
        .utf8)
    let answer = try Self.handle(body: file, contentType: "multipart/form-data; boundary=b")
    #expect(answer.status == 400)
    #expect(answer.json.hasPrefix("The field 'name' was sent as the file 'a.txt'"))
  }
}
