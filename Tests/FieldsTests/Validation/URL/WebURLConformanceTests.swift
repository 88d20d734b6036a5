import Fields
import Foundation
import Testing

/// web-platform-tests' URL data, run whole.
struct WebURLConformanceTests {
  /// Cases we fail on purpose or cannot pass, by input, with the reason.
  ///
  /// The test fails if any other case fails, and also if one of these starts passing, so the
  /// list stays true. It is empty: every case passes.
  static let knownFailures: [String: String] = [:]

  @Test func urltestdata_everyCase_matchesBrowsers() throws {
    let cases = try Conformance.objects("url/urltestdata.json")
    #expect(cases.count == 891)
    var failures: [String: String] = [:]
    var comparedFields = 0
    var expectedFailures = 0
    for testCase in cases {
      guard let input = testCase["input"] as? String else { continue }
      let base = testCase["base"] as? String
      let expectFailure = testCase["failure"] as? Bool ?? false
      let parsed: WebURL?
      do {
        let baseURL = try base.map { try WebURL($0) }
        parsed = try WebURL(input, base: baseURL)
      } catch {
        parsed = nil
      }
      let key = input + (base.map { " against " + $0 } ?? "")
      if expectFailure {
        expectedFailures += 1
        if let parsed { failures[key] = "parsed as \(parsed.href) but should fail" }
        continue
      }
      guard let parsed else {
        failures[key] = "failed but should be \(testCase["href"] as? String ?? "")"
        continue
      }
      let actual: [String: String] = [
        "href": parsed.href, "protocol": parsed.protocol, "username": parsed.username,
        "password": parsed.password, "host": parsed.hostWithPort, "hostname": parsed.hostname,
        "port": parsed.portText, "pathname": parsed.pathname, "search": parsed.search,
        "hash": parsed.hash,
      ]
      for (field, value) in actual {
        guard let expected = testCase[field] as? String else { continue }
        comparedFields += 1
        if expected != value {
          failures[key] = "\(field) is '\(value)', expected '\(expected)'"
          break
        }
      }
    }
    // Every one of the 624 parsing cases has its ten fields; the other 267 must fail.
    #expect(expectedFailures == 267)
    #expect(comparedFields >= 6_000)
    let unexpected = failures.filter { Self.knownFailures[$0.key] == nil }
    let nowPassing = Self.knownFailures.keys.filter { failures[$0] == nil }
    for (input, problem) in unexpected.sorted(by: { $0.key < $1.key }) {
      Issue.record("\(input.debugDescription): \(problem)")
    }
    for input in nowPassing.sorted() {
      Issue.record("\(input.debugDescription) passes now; remove it from knownFailures")
    }
  }
}
