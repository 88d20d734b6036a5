import Testing

@testable import Fields

/// Holds the date validator's machine-word range check to the exact one: whole
/// ``ValidationResult``s for values around the limits, with steps that divide or not, and with
/// steps the word path must decline (fractions of a millisecond, beyond `Int64`).
struct DateTimeValidatorRangeAgreementTests {
  static let limits: [FieldKind: [String?]] = [
    .date: [nil, "1900-01-01", "2000-02-29", "0001-01-01", "999999-12-31", "1969-12-31"],
    .time: [nil, "00:00", "08:00", "13:30:05.25", "23:59:59.999"],
    .datetime: [nil, "1900-01-01T00:00", "2014-01-01T11:11:05.5", "0001-01-01T00:00"],
  ]
  static let steps: [String?] = [
    nil, "any", "1", "7", "60", "900", "86400", "0.5", "0.001", "0.0001", "1e15", "1e30", "1.5",
    "60.0001", "9223372036854775000",
  ]

  @Test(arguments: [FieldKind.date, .time, .datetime])
  func validate_generatedValues_agreeWithTheExactPath(kind: FieldKind) throws {
    var generator = SplitMix64(seed: 0xDA7E)
    let limits = Self.limits[kind] ?? []
    var compared = 0
    for minimum in limits {
      for maximum in limits {
        for step in Self.steps {
          guard
            let validator = try? DateTimeValidator(
              kind: kind, minimum: minimum, maximum: maximum, step: step)
          else { continue }
          var anchors: [HTMLDateTime.Amount] = [0]
          anchors += [validator.minimum, validator.maximum].compactMap { $0 }
          for anchor in anchors {
            for _ in 0..<6 {
              // Days for dates; for times, milliseconds to hours away.
              let scale: Int64 =
                kind == .date ? 1 : [1, 1000, 60_000, 3_600_000][Int(generator.next() % 4)]
              let offset = (Int64(generator.next() % 9) - 4) * scale
              let amount = anchor + offset
              guard HTMLDateTime.isWritable(amount, kind: kind) else { continue }
              let text = HTMLDateTime.serialize(amount, kind: kind)
              #expect(
                validator.validate(text) == validator.validate(text, exactly: true),
                "\(kind) \(String(describing: minimum)) \(String(describing: maximum)) \(String(describing: step)) \(text)"
              )
              compared += 1
            }
          }
        }
      }
    }
    #expect(compared > 500)
  }

  @Test func validate_dateOffStepFromTheMinimum_showsTheNeighbours() throws {
    let validator = try DateTimeValidator(kind: .date, minimum: "2024-01-01", step: "7")
    let result = validator.validate("2024-01-10")
    #expect(result.state == ValidityState([.stepMismatch]))
    #expect(result.arguments == ["lower": "2024-01-08", "upper": "2024-01-15"])
    #expect(result == validator.validate("2024-01-10", exactly: true))
  }

  @Test func validate_timeWithAStepBelowAMillisecond_takesTheExactPath() throws {
    let validator = try DateTimeValidator(kind: .time, step: "0.0001")
    #expect(validator.rules.whole == nil)
    #expect(validator.validate("13:30:05.25").state.isValid)
  }
}
