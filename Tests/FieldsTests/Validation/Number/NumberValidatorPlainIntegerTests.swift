import Testing

@testable import Fields

/// Holds the `Int64` path for plain integers to the exact one: the whole ``ValidationResult``,
/// normalized text and message values included.
struct NumberValidatorPlainIntegerTests {
  @Test(arguments: [
    ("007", "7"), ("-0", "0"), ("0", "0"), ("-12", "-12"), ("-007", "-7"), ("000", "0"),
    ("-000", "0"), ("9007199254740992", "9007199254740992"),
    ("-9007199254740992", "-9007199254740992"), ("0000000000000000001", "1"),
    // Past 2^53 the double path decides: the text reads as the nearest double.
    ("9007199254740993", "9007199254740992"), ("999999999999999999", "1000000000000000000"),
    ("-999999999999999999", "-1000000000000000000"),
  ])
  func validate_plainInteger_normalizesAsTheExactPath(input: String, normalized: String) throws {
    let validator = try NumberValidator(kind: .integer)
    #expect(validator.validate(input).normalized == normalized)
    #expect(validator.validate(input) == validator.validateExactly(input))
  }

  @Test(
    arguments: [
      ("5", (5, true)), ("-0", (0, false)), ("007", (7, false)), ("0", (0, true)),
      ("-999999999999999999", (-999_999_999_999_999_999, true)),
    ] as [(String, (Int64, Bool))])
  func plainInteger_htmlInteger_isRead(input: String, expected: (Int64, Bool)) {
    let parsed = NumberValidator.plainInteger(input)
    #expect(parsed?.value == expected.0)
    #expect(parsed?.isCanonical == expected.1)
  }

  @Test(arguments: [
    "", "-", "+5", "1.0", "1e3", "1000000000000000000", "-1000000000000000000", " 7", "7 ",
    "--7", "7-", "١٢", "0x1", "12a",
  ])
  func plainInteger_anythingElse_isDeclined(input: String) {
    #expect(NumberValidator.plainInteger(input) == nil)
  }

  static let limits: [String?] = [
    nil, "13", "130", "-1000", "0", "0.5", "12.75", "-9223372036854775808",
    "9223372036854775807", "1e18", "-1e18", "999999999999999999", "1e30", "-1e30",
  ]
  static let steps: [String?] = [
    nil, "any", "1", "3", "7", "0.01", "2.5", "1e18", "9223372036854775807", "1e25",
  ]

  /// A value near `anchor`, written plainly, with leading zeros or as `-0`, or random digits.
  static func value(near anchor: Int64, using generator: inout SplitMix64) -> String {
    switch generator.next() % 8 {
    case 0: return ["-0", "0", "-000", "00", "-", "1e2", "1.5", "0012"][Int(generator.next() % 8)]
    case 1:
      // Up to 20 random digits, so some take the exact way for their length.
      let count = 1 + Int(generator.next() % 20)
      let digits = (0..<count).map { _ in String(generator.next() % 10) }.joined()
      return (generator.next() % 2 == 0 ? "-" : "") + digits
    default:
      let (amount, _) = anchor.addingReportingOverflow(Int64(generator.next() % 7) - 3)
      let text = String(amount)
      guard generator.next() % 4 == 0 else { return text }
      return amount < 0 ? "-00" + text.dropFirst() : "00" + text
    }
  }

  @Test func validate_generatedIntegers_agreeWithValidateExactly() throws {
    var generator = SplitMix64(seed: 0x1_2E6E)
    var compared = 0
    for kind in [FieldKind.integer, .number] {
      for minimum in Self.limits {
        for maximum in Self.limits {
          for step in Self.steps {
            guard
              let validator = try? NumberValidator(
                kind: kind, minimum: minimum, maximum: maximum, step: step)
            else { continue }
            let anchors: [Int64] = [
              0, 999_999_999_999_999_999, -999_999_999_999_999_999, 1 << 53, -(1 << 53),
              validator.rules.minimum?.int64 ?? 13, validator.rules.maximum?.int64 ?? -13,
            ]
            for anchor in anchors {
              for _ in 0..<3 {
                let text = Self.value(near: anchor, using: &generator)
                #expect(
                  validator.validate(text) == validator.validateExactly(text),
                  "\(kind) \(String(describing: minimum)) \(String(describing: maximum)) \(String(describing: step)) \(text)"
                )
                compared += 1
              }
            }
          }
        }
      }
    }
    #expect(compared > 5000)
  }

  @Test func validate_integerBelowTheMinimumAndOffStep_namesOnlyTheNeighbourInRange() throws {
    let validator = try NumberValidator(kind: .integer, minimum: "-1000", maximum: "130", step: "7")
    let result = validator.validate("-1004")
    #expect(result.state == ValidityState([.rangeUnderflow, .stepMismatch]))
    // -1007 lies below the minimum: no valid value, so it is not named.
    #expect(result.arguments == ["minimum": "-1000", "nearest": "-1000"])
    #expect(result == validator.validateExactly("-1004"))
  }
}
