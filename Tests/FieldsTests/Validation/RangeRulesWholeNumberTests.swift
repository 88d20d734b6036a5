import Testing

@testable import Fields

/// Holds the machine-word range check to the exact one, over limits and amounts chosen where
/// `Int64` arithmetic could go wrong: at the limits, at `Int64`'s ends and at 10^18.
struct RangeRulesWholeNumberTests {
  static func decimal(_ text: String) -> ExactDecimal? {
    (try? DecimalNumber(text)).map(ExactDecimal.init)
  }

  /// Limits: whole ones near zero, at `Int64`'s ends and 10^18, and ones the word path must
  /// decline (fractions, beyond `Int64`).
  static let limits: [ExactDecimal?] =
    [nil]
    + [
      "0", "13", "-13", "130", "1000000", "-1000", "1000000000000000000", "-1000000000000000000",
      "9223372036854775807", "-9223372036854775808", "9223372036854775806",
      "-9223372036854775807", "12.5", "-0.25", "1e30", "-1e30", "9223372036854775808",
      "-9223372036854775809",
    ].map(decimal)

  static let steps: [ExactDecimal?] =
    [nil]
    + [
      "1", "2", "3", "7", "10", "60000", "86400000", "1000000000000000000", "4611686018427387904",
      "9223372036854775807", "0.5", "2.5", "1e25", "9223372036854775808",
    ].map(decimal)

  /// Amounts near the rules' limits and at the ends of `Int64` and 10^18, and random ones.
  static func amounts(for rules: RangeRules, using generator: inout SplitMix64) -> [Int64] {
    var anchors: [Int64] = [0, .max, .min, 1_000_000_000_000_000_000, -1_000_000_000_000_000_000]
    anchors += [rules.minimum, rules.maximum].compactMap { $0?.int64 }
    var amounts: [Int64] = []
    for anchor in anchors {
      for offset in Int64(-2)...2 {
        let (amount, overflow) = anchor.addingReportingOverflow(offset)
        if !overflow { amounts.append(amount) }
      }
    }
    for _ in 0..<4 {
      amounts.append(Int64(bitPattern: generator.next()))
      amounts.append(Int64(truncatingIfNeeded: generator.next() % 2_000_001) - 1_000_000)
    }
    return amounts
  }

  static func showExactly(_ value: ExactDecimal) -> String {
    value.decimalNumber?.description ?? value.description
  }

  /// A kind whose amounts lie within ±10^18, as days and milliseconds lie within what HTML
  /// writes: neighbours past it are not named, by either path.
  static let kindLimit: Int64 = 1_000_000_000_000_000_000

  static func admits(_ amount: Int64) -> Bool { amount.magnitude <= kindLimit.magnitude }

  static func admitsExactly(_ amount: ExactDecimal) -> Bool {
    !(amount < ExactDecimal(-kindLimit)) && !(ExactDecimal(kindLimit) < amount)
  }

  @Test func checkWhole_generatedLimitsAndAmounts_agreeWithCheckExactly() throws {
    var generator = SplitMix64(seed: 0x5A4E_6E5)
    var wordAnswers = 0
    var declined = 0
    for minimum in Self.limits {
      for step in Self.steps {
        // Every minimum and step, with a few of the maximums each, keeps the run short; a
        // periodic domain makes a maximum below the minimum a reversed range.
        for index in 0..<4 {
          let maximum = Self.limits[Int(generator.next() % UInt64(Self.limits.count))]
          let rules = RangeRules(
            minimum: minimum, maximum: maximum, step: step, periodic: index % 2 == 1)
          let isWhole = [minimum, maximum, step].allSatisfy { $0 == nil || $0?.int64 != nil }
          #expect((rules.whole != nil) == isWhole)
          for amount in Self.amounts(for: rules, using: &generator) {
            let exact = rules.checkExactly(
              ExactDecimal(amount), show: Self.showExactly, admits: Self.admitsExactly)
            let combined = rules.check(
              amount, show: { String($0) }, showExactly: Self.showExactly, admits: Self.admits,
              admitsExactly: Self.admitsExactly)
            #expect(combined == exact, "\(String(describing: rules)) \(amount)")
            if let word = rules.checkWhole(amount, show: { String($0) }, admits: Self.admits) {
              wordAnswers += 1
              #expect(word == exact, "\(String(describing: rules)) \(amount)")
            } else {
              declined += 1
            }
          }
        }
      }
    }
    // Both paths are taken often: neither side of the comparison is vacuous.
    #expect(wordAnswers > 10_000)
    #expect(declined > 10_000)
  }

  @Test func checkWhole_neighbourBeyondInt64_declines() throws {
    let rules = RangeRules(minimum: ExactDecimal(-2), maximum: nil, step: ExactDecimal(Int64.max))
    // Int64.max - 1 is 2^63 + 1 above the base: no Int64, and neither is the upper neighbour.
    #expect(rules.checkWhole(.max - 1, show: { String($0) }, admits: { _ in true }) == nil)
    let (state, arguments) = rules.check(
      .max - 1, show: { String($0) }, showExactly: Self.showExactly, admits: { _ in true },
      admitsExactly: { _ in true })
    #expect(state == ValidityState([.stepMismatch]))
    #expect(arguments == ["lower": "9223372036854775805", "upper": "18446744073709551612"])
  }

  @Test func checkWhole_fractionalStep_declines() throws {
    let rules = RangeRules(minimum: nil, maximum: nil, step: Self.decimal("0.5"))
    #expect(rules.whole == nil)
    #expect(rules.checkWhole(3, show: { String($0) }, admits: { _ in true }) == nil)
  }
}
