import Fields
import Testing

struct DateTimeValidatorTests {
  @Test(arguments: [
    (FieldKind.date, "2000-01-31", "2000-01-31"),
    (.date, "2024-02-29", "2024-02-29"),
    (.date, "275760-09-13", "275760-09-13"),
    (.time, "13:30", "13:30"),
    (.time, "13:30:00", "13:30"),
    (.time, "13:30:05.250", "13:30:05.25"),
    (.datetime, "2014-01-01 11:11", "2014-01-01T11:11"),
    (.datetime, "2014-01-01T11:11:00.000", "2014-01-01T11:11"),
  ])
  func validate_isoForm_normalizesAsHTMLDoes(kind: FieldKind, input: String, normalized: String)
    throws
  {
    let result = try DateTimeValidator(kind: kind, step: "any").validate(input)
    #expect(result.state.isValid)
    #expect(result.normalized == normalized)
  }

  @Test(arguments: [
    (FieldKind.date, "2023-02-29"), (.date, "2000-1-31"), (.date, "0000-01-01"),
    (.date, "2000-01-31T00:00"), (.time, "24:00"), (.time, "13:60"), (.time, "13:30:00.1234"),
    (.time, "1:30"), (.datetime, "2014-01-01"), (.datetime, "2014-01-01t11:11"),
    (.datetime, "2014-01-01T11:11Z"),
  ])
  func validate_notTheISOForm_isBadInput(kind: FieldKind, input: String) throws {
    #expect(try DateTimeValidator(kind: kind).validate(input).state == ValidityState([.badInput]))
  }

  @Test func validate_defaultSteps_areADayAnd60Seconds() throws {
    #expect(
      try DateTimeValidator(kind: .time).validate("10:00:30").state
        == ValidityState([.stepMismatch]))
    #expect(try DateTimeValidator(kind: .time).validate("10:01").state.isValid)
    let weekly = try DateTimeValidator(kind: .date, minimum: "2024-09-02", step: "7")
    #expect(weekly.validate("2024-09-16").state.isValid)
    let tuesday = weekly.validate("2024-09-17")
    #expect(tuesday.state == ValidityState([.stepMismatch]))
    #expect(tuesday.arguments == ["lower": "2024-09-16", "upper": "2024-09-23"])
  }

  @Test func validate_range_namesTheLimitInTheLocalesFormat() throws {
    let german = try DateTimeValidator(kind: .date, locale: "de_DE", minimum: "1900-01-01")
    let early = german.validate("31.12.1899")
    #expect(early.state == ValidityState([.rangeUnderflow]))
    #expect(early.arguments == ["minimum": "01.01.1900"])
    #expect(german.validate("31.01.2000").normalized == "2000-01-31")
    #expect(german.validate("2000-01-31").normalized == "2000-01-31")
    #expect(german.validate("31. Januar 2000").normalized == "2000-01-31")
  }

  @Test func validate_localeTime_readsTwelveHourClocks() throws {
    let english = try DateTimeValidator(kind: .time, locale: "en_US")
    #expect(english.validate("1:30 PM").normalized == "13:30")
    #expect(english.validate("1:30\u{202F}PM").normalized == "13:30")
  }

  @Test func init_badOptions_throw() {
    #expect(
      throws: ValidationError.invalidDateOption(name: "minimum", value: "1.1.1900", kind: "date")
    ) {
      try DateTimeValidator(kind: .date, minimum: "1.1.1900")
    }
    #expect(throws: ValidationError.invalidStep("0")) {
      try DateTimeValidator(kind: .time, step: "0")
    }
  }

  /// A browser sets a date, time or datetime-local input to "" unless its value is in the ISO
  /// form, so surrounding whitespace is no submitted value.
  @Test(arguments: [
    (FieldKind.date, "2024-09-14"), (.time, "13:30"), (.datetime, "2024-09-14T13:30"),
  ])
  func validate_surroundingWhitespaceWithoutLocale_isBadInput(kind: FieldKind, value: String)
    throws
  {
    let validator = try DateTimeValidator(kind: kind)
    #expect(validator.validate(value).state.isValid)
    for space in [" ", "\t", "\n", "\u{0C}", "\r"] {
      #expect(validator.validate(space + value).state == ValidityState([.badInput]))
      #expect(validator.validate(value + space).state == ValidityState([.badInput]))
    }
  }

  @Test func validate_surroundingWhitespaceWithLocale_isTrimmedAsAPersonTypes() throws {
    let validator = try DateTimeValidator(kind: .date, locale: "de_DE")
    #expect(validator.validate(" 14.09.24 ").normalized == "2024-09-14")
  }
}
