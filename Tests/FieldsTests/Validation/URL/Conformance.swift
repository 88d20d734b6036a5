import Foundation

/// Reads the public conformance data copied into `Tests/Conformance/`, so that a plain clone
/// runs it with nothing beside the package.
enum Conformance {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // URL
    .deletingLastPathComponent()  // Validation
    .deletingLastPathComponent()  // FieldsTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Conformance")

  /// The objects of a JSON array file, skipping the comment strings WPT mixes in.
  static func objects(_ path: String) throws -> [[String: Any]] {
    let raw = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    let data = Data(replacingLoneSurrogates(raw).utf8)
    let array = try JSONSerialization.jsonObject(with: data) as? [Any] ?? []
    return array.compactMap { $0 as? [String: Any] }
  }

  /// Writes each `\uD800`-style escape of a lone surrogate as `\uFFFD`: JavaScript strings may
  /// hold them, a browser turns them into U+FFFD when a string becomes a URL, and Foundation's
  /// JSON parser refuses them.
  static func replacingLoneSurrogates(_ json: String) -> String {
    let escape =
      /\\u([dD][89abAB][0-9a-fA-F]{2})(\\u[dD][c-fC-F][0-9a-fA-F]{2})?|\\u[dD][c-fC-F][0-9a-fA-F]{2}/
    return json.replacing(escape) { match in
      if match.output.1 != nil, match.output.2 != nil { return String(match.output.0) }
      return "\\uFFFD"
    }
  }
}
