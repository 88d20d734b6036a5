import Testing

@testable import Fields

/// Steps so large that a neighbour lies near or past the end of Int64's days: the validator
/// answers instead of trapping (`fieldcli validate date --step 9223372036854775000 2000-01-02`
/// ended with exit 132), and names only the neighbour that is a date HTML can write (it named
/// `25252734927768522-05-12`).
struct DateTimeValidatorFarStepTests {
  @Test func validate_stepNearInt64sLastDay_namesOnlyTheWritableNeighbour() throws {
    let validator = try DateTimeValidator(kind: .date, step: "9223372036854775000")
    let result = validator.validate("2000-01-02")
    #expect(result.state == ValidityState([.stepMismatch]))
    #expect(result.arguments == ["nearest": "1970-01-01"])
  }

  @Test func validate_stepPastInt64sDays_namesOnlyTheWritableNeighbour() throws {
    let validator = try DateTimeValidator(kind: .date, step: "1e30")
    let result = validator.validate("2000-01-02")
    #expect(result.state == ValidityState([.stepMismatch]))
    #expect(result.arguments == ["nearest": "1970-01-01"])
  }

  @Test(arguments: [Int.min, Int.min + 1, -1 << 62, -719_469, -1, 0, 1 << 62, Int.max])
  func civilDate_anyDayCount_givesADateWithoutTrapping(days: Int) {
    let (_, month, day) = ISO8601Instant.civilDate(daysSince1970: days)
    #expect((1...12).contains(month))
    #expect((1...31).contains(day))
  }

  @Test func civilDate_daysWithinFiftyBits_roundTrip() {
    var generator = SplitMix64(seed: 62)
    for _ in 0..<10_000 {
      let days = Int(Int64(bitPattern: generator.next()) >> 14)
      let (year, month, day) = ISO8601Instant.civilDate(daysSince1970: days)
      #expect(ISO8601Instant.daysSince1970(year: year, month: month, day: day) == days)
    }
  }
}

extension DateTimeValidatorFarStepTests {
  @Test(arguments: [FieldKind.date, .time, .datetime])
  func serialize_int64sEnds_writeWithoutTrapping(kind: FieldKind) {
    for amount in [Int64.min, Int64.min + 1, Int64.max - 1, Int64.max] {
      #expect(!HTMLDateTime.serialize(amount, kind: kind).isEmpty)
    }
  }
}
