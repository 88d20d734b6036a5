import Foundation
import Testing

/// Examples/turbo: a Turbo page's own HTML form filled from a pipe, checked as a browser posts
/// it, and routed from a non-empty stack, with no spec written by hand.
struct TurboExampleCommandTests {
  static let folder = SessionCommandTests.examples.appendingPathComponent("turbo")
  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  @Test func spec_ofTheSignInPage_modelsItsKeyboardsAndHiddenToken() throws {
    let result = try FieldCLIProcess.run(["spec", Self.path("signin.html")])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.contains(#""hidden": {"authenticity_token": "x7Yq"}"#))
    #expect(
      result.stdout.contains(
        #"{"name": "code", "kind": "text", "label": "One-time code", "maxLength": 6, "count": "utf16", "pattern": "[0-9]{6}", "keyboard": "numberPad", "traits": {"contentType": "one-time-code", "returnKey": "go"}}"#
      ))
    #expect(
      result.stdout.contains(#""traits": {"contentType": "current-password", "secure": true"#))
  }

  @Test func fill_fromAPipe_printsTheValues() throws {
    let answers = try Data(contentsOf: URL(fileURLWithPath: Self.path("signin.answers")))
    let result = try FieldCLIProcess.run(["fill", Self.path("signin.html")], stdin: answers)
    #expect(result.exitCode == 0)
    #expect(
      result.stdout
        == #"{"email":"jo@example.com","password":"long-enough","code":"123456","remember":false}"#
        + "\n")
  }

  @Test func check_bodiesAsTheBrowserPostsThem_tokenAndAll() throws {
    let bodies = try Data(contentsOf: URL(fileURLWithPath: Self.path("signin.bodies")))
    let result = try FieldCLIProcess.run(
      ["check", Self.path("signin.html"), "--stdin", "--body", "urlencoded"], stdin: bodies)
    #expect(result.exitCode == 1)
    #expect(
      result.stdoutLines == [
        #"ok\#t{"email":"jo@example.com","password":"long-enough","code":"123456","remember":true}"#,
        #"invalid\#t{"email":{"state":["typeMismatch"],"message":"Enter an e-mail address such as name@example.com."},"password":{"state":["tooShort"],"message":"Use at least 8 characters (you used 5)."},"code":{"state":["patternMismatch"],"message":"Use the format this field asks for."}}"#,
      ])
  }

  @Test func route_fromANonEmptyStack_presentsSignInAndRecedesBack() throws {
    let result = try FieldCLIProcess.run([
      "route", "--config", Self.path("paths.json"), "--stack", #"{"main":["/posts","/posts/1"]}"#,
      "/signin", "/recede_historical_location",
    ])
    #expect(result.exitCode == 0)
    #expect(result.stdoutLines.count == 2)
    #expect(
      result.stdoutLines.first?.hasSuffix(
        #""decision":{"steps":[{"step":"present","stack":"modal","path":"/signin"}]},"stacks":{"main":["/posts","/posts/1"],"modal":["/signin"]}}"#
      ) == true)
    #expect(
      result.stdoutLines.last?.hasSuffix(
        #""stacks":{"main":["/posts"],"modal":[]}}"#) == true)
  }
}
