import Fields
import Foundation
import Hummingbird
import NIOCore

/// The routes: the form, its check, and the thanks page.
struct FormRoutes: Sendable {
  let spec: FormSpec
  let checkers = Checkers()
  let thanks = ThanksStore()

  func router() -> Router<BasicRequestContext> {
    let router = Router()
    router.get("/") { request, _ in try await form(request) }
    router.post("/") { request, _ in try await submit(request) }
    router.get("/thanks") { request, _ in try await thanksPage(request) }
    return router
  }

  /// The locale of a request's messages, or `nil` for the form's own.
  func messageLocale(_ request: Request) -> String? {
    request.headers[.acceptLanguage].flatMap {
      AcceptLanguage($0).messageLocale(formLocale: spec.locale)
    }
  }

  /// GET /: the blank form in the request's language.
  func form(_ request: Request) async throws -> Response {
    .html(try spec.html(locale: messageLocale(request), action: "/"))
  }

  /// POST /: reads the body by its content type and checks it.
  func submit(_ request: Request) async throws -> Response {
    let limit = Submission.maximumBodyLength
    if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
      return .text(.contentTooLarge, "The body is longer than \(limit) bytes.\n")
    }
    let contentType = request.headers[.contentType] ?? ""
    let buffer: ByteBuffer
    do {
      // One byte past the limit, so that a body without a length that is too long is known.
      buffer = try await request.body.collect(upTo: limit + 1)
    } catch {
      return .text(.contentTooLarge, "The body is longer than \(limit) bytes.\n")
    }
    let submission: Submission
    do {
      submission = try Submission(body: buffer.readableBytesView, contentType: contentType)
    } catch {
      switch error {
      case .tooLarge: return .text(.contentTooLarge, "\(error)\n")
      case .unsupportedContentType: return .text(.unsupportedMediaType, "\(error)\n")
      default: return .text(.badRequest, "\(error)\n")
      }
    }
    let locale = messageLocale(request)
    let result = try await checkers.checker(spec: spec, locale: locale).check(submission)
    let wantsJSON = request.headers[.accept]?.contains("application/json") ?? false
    switch result {
    case .valid(let values) where wantsJSON:
      return .json(.ok, values)
    case .invalid where wantsJSON:
      return .json(.unprocessableContent, result.json)
    case .valid(let values):
      let id = await thanks.keep(values)
      var headers = HTTPFields()
      headers[.location] = "/thanks"
      headers[.setCookie] = "thanks=\(id); Path=/thanks; HttpOnly; SameSite=Lax"
      return Response(status: .seeOther, headers: headers)
    case .invalid(let problems):
      let page = try spec.html(
        locale: locale, action: "/", values: submission.formEntries ?? [],
        messages: problems.map { ($0.field, $0.message) })
      return .html(page, status: .unprocessableContent)
    }
  }

  /// GET /thanks: the values of the last valid post of this browser.
  func thanksPage(_ request: Request) async throws -> Response {
    let cookie = request.headers[.cookie] ?? ""
    let id = cookie.split(separator: ";").lazy
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .first { $0.hasPrefix("thanks=") }
      .map { String($0.dropFirst("thanks=".count)) }
    guard let id, let values = await thanks.values(id) else {
      var headers = HTTPFields()
      headers[.location] = "/"
      return Response(status: .seeOther, headers: headers)
    }
    return .html(ThanksPage(spec: spec, valuesJSON: values).html)
  }
}

extension Response {
  static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
      status: status, headers: [.contentType: "text/html; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: page)))
  }

  static func json(_ status: HTTPResponse.Status, _ text: String) -> Response {
    Response(
      status: status, headers: [.contentType: "application/json"],
      body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
  }

  static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}
