import Fields
import Foundation
import Testing

/// Answers of a megabyte: each costs time linear in its length.
struct FormAnsweringCostTests {
  static let spec = """
    {"fields": [{"name": "t", "kind": "text"}, {"name": "c", "kind": "choice",
      "options": \(titles)}, {"name": "m", "kind": "choice", "multiple": true,
      "options": \(titles)}, {"name": "b", "kind": "boolean"}]}
    """
  static let titles =
    "[" + (1...1000).map { "\"Stadt Nummer \($0) Ü\"" }.joined(separator: ",") + "]"

  @Test(arguments: [
    ("t", 1 << 20), ("c", 1 << 20), ("m", 1 << 20), ("b", 1 << 20),
  ])
  func answer_megabyteAnswer_endsWithinSeconds(field: String, size: Int) throws {
    let form = try Form(spec: FormSpec(json: Self.spec))
    let text: String
    switch field {
    case "m":
      let part = "stadt nummer 999 u,"
      text = String(repeating: part, count: size / part.utf8.count)
    default:
      text = String(repeating: "é", count: size / 2)
    }
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = form.answer(text, to: try form.field(named: field)) }
    #expect(elapsed < .seconds(3))
  }
}
