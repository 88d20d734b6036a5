import Testing

@testable import Fields

/// A flat submission's keys are found among the form's names by their bytes, trying the name
/// after the last one found first.
struct SubmissionCheckerFieldNamesTests {
  static let indices = ["email": 0, "age": 1, "bio": 2, "b": 3, "": 4, "ag\u{E9}": 5]

  static func find(_ names: SubmissionChecker.FieldNames, _ key: String, hint: Int) -> Int? {
    var key = key
    return key.withUTF8 { names.find($0, tryingFirst: hint)?.index }
  }

  @Test func find_everyNameFromEveryHint_givesItsPlace() {
    let names = SubmissionChecker.FieldNames(Self.indices)
    #expect(names.count == Self.indices.count)
    for (name, index) in Self.indices {
      for hint in 0...(Self.indices.count + 1) {
        #expect(Self.find(names, name, hint: hint) == index, "\(name) from \(hint)")
      }
    }
  }

  @Test func find_keysNoNameSpells_areNotFound() {
    let names = SubmissionChecker.FieldNames(Self.indices)
    for key in ["Email", "emai", "emails", "ag", "age ", "bi", "ag\u{E8}", "x"] {
      for hint in 0...Self.indices.count {
        #expect(Self.find(names, key, hint: hint) == nil, "\(key) from \(hint)")
      }
    }
  }

  @Test func find_setsThePositionAfterTheNameFound() {
    let names = SubmissionChecker.FieldNames(Self.indices)
    var key = "bio"
    let found = key.withUTF8 { names.find($0, tryingFirst: 0) }
    #expect(found?.position == 2)
    #expect(found?.index == 2)
  }
}
