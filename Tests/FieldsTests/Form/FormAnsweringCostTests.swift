import Fields
import Foundation
import Testing

/// Answers of a megabyte are answered (each in time linear in its length; the benchmark, not
/// this test, measures it).
struct FormAnsweringCostTests {
  static let spec = """
    {"fields": [{"name": "t", "kind": "text"}, {"name": "c", "kind": "choice",
      "options": \(titles)}, {"name": "m", "kind": "choice", "multiple": true,
      "options": \(titles)}, {"name": "b", "kind": "boolean"}]}
    """
  static let titles =
    "[" + (1...1000).map { "\"Stadt Nummer \($0) Ü\"" }.joined(separator: ",") + "]"

  @Test(arguments: [
    ("t", 1 << 20, true), ("c", 1 << 20, false), ("m", 1 << 20, true), ("b", 1 << 20, false),
  ])
  func answer_megabyteAnswer_isAcceptedOrRefused(field: String, size: Int, accepted: Bool)
    throws
  {
    let form = try Form(spec: FormSpec(json: Self.spec), now: Form.referenceDate)
    let text: String
    switch field {
    case "m":
      // Empty parts between the commas, since an option named twice is refused.
      text = String(repeating: " ,", count: size / 2) + "stadt nummer 999 u"
    default:
      text = String(repeating: "é", count: size / 2)
    }
    let answer = form.answer(text, to: try form.field(named: field))
    #expect((answer == .accepted) == accepted, "\(field): \(answer)")
  }
}
