import Fields
import Foundation
import Testing

/// web-platform-tests' host data, run whole as WPT runs it: the host of `https://INPUT/x`.
struct IDNAConformanceTests {
  /// Runs host cases; returns the failures by input.
  static func run(_ cases: [[String: Any]], encodingHostEnds: Bool) -> [String: String] {
    var failures: [String: String] = [:]
    for testCase in cases {
      // As IdnaTestV2.window.js does: an empty host cannot be tested through a URL.
      guard let input = testCase["input"] as? String, !input.isEmpty else { continue }
      let expected = testCase["output"] as? String
      var host = input
      if encodingHostEnds {
        // IdnaTestV2.window.js encodes what would end a host, so the case tests the host alone.
        host = input.unicodeScalars.map { scalar in
          switch scalar {
          case ":": return "%3A"
          case "/": return "%2F"
          case "?": return "%3F"
          case "#": return "%23"
          case "\\": return "%5C"
          default: return String(scalar)
          }
        }.joined()
      }
      let parsed = try? WebURL("https://" + host + "/x")
      switch (expected, parsed) {
      case (nil, nil): break
      case (nil, let url?): failures[input] = "gave host '\(url.hostWithPort)' but should fail"
      case (let output?, nil): failures[input] = "failed but should give '\(output)'"
      case (let output?, let url?):
        if url.hostWithPort != output {
          failures[input] = "gave '\(url.hostWithPort)', not '\(output)'"
        }
      }
    }
    return failures
  }

  static func check(_ failures: [String: String], known: [String: String]) {
    for (input, problem) in failures.sorted(by: { $0.key < $1.key }) where known[input] == nil {
      Issue.record("\(input.debugDescription): \(problem)")
    }
    for input in known.keys.sorted() where failures[input] == nil {
      Issue.record("\(input.debugDescription) passes now; remove it from knownFailures")
    }
  }

  @Test func toascii_everyCase_matchesBrowsers() throws {
    let cases = try Conformance.objects("url/toascii.json")
    #expect(cases.count == 87)
    let failures = Self.run(cases, encodingHostEnds: false)
    if let dump = ProcessInfo.processInfo.environment["FIELDS_DUMP_TOASCII_FAILURES"] {
      let data = try JSONSerialization.data(withJSONObject: Array(failures.keys).sorted())
      try data.write(to: URL(fileURLWithPath: dump))
    }
    Self.check(failures, known: Self.toasciiKnownFailures)
  }

  @Test func idnaTestV2_everyCase_matchesBrowsers() throws {
    let cases = try Conformance.objects("url/IdnaTestV2.json")
    #expect(cases.count > 2_600)
    let failures = Self.run(cases, encodingHostEnds: true)
    if let dump = ProcessInfo.processInfo.environment["FIELDS_DUMP_IDNA_FAILURES"] {
      let data = try JSONSerialization.data(withJSONObject: Array(failures.keys).sorted())
      try data.write(to: URL(fileURLWithPath: dump))
    }
    Self.check(failures, known: Self.idnaTestV2KnownFailures)
  }
}
