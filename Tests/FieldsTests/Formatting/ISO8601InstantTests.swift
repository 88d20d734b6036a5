import Fields
import FoundationEssentials
import Testing

struct ISO8601InstantTests {
  @Test(arguments: [
    ("2024-09-14T13:00:00Z", 1_726_318_800.0),
    ("2024-09-14T15:00:00+02:00", 1_726_318_800),
    ("2024-09-14T08:30:00-0430", 1_726_318_800),
    ("2024-09-14T18:00+05", 1_726_318_800),
    ("2024-09-14t13:00:00z", 1_726_318_800),
    ("2024-09-14 13:00:00Z", 1_726_318_800),
    ("2024-09-14T13:00:00.250Z", 1_726_318_800.25),
    ("1970-01-01T00:00:00Z", 0),
    ("1900-01-01T00:00:00Z", -2_208_988_800),
    ("2100-12-31T23:59:59Z", 4_133_980_799),
    ("2024-02-29T00:00:00Z", 1_709_164_800),
    ("@1726318800", 1_726_318_800),
    ("@-1.5", -1.5),
    ("@0", 0),
  ])
  func parse_instant_givesSecondsSince1970(text: String, seconds: Double) throws {
    #expect(try ISO8601Instant.parse(text).timeIntervalSince1970 == seconds)
  }

  @Test(arguments: [
    ("", "it is not in the form YYYY-MM-DDTHH:MM:SS with 'Z' or an offset"),
    ("2024-09-14", "it has no time and offset; add them, as in 'T00:00:00Z'"),
    ("2024-09-14T13:00:00", "it has no UTC offset; add 'Z' for UTC or one such as '+02:00'"),
    ("2023-02-29T00:00:00Z", "day 29 is not in that month"),
    ("2024-13-01T00:00:00Z", "the month must be 01 to 12"),
    ("2024-09-14T24:00:00Z", "the time must be 00:00:00 to 23:59:59"),
    ("2024-09-14T13:00:60Z", "the time must be 00:00:00 to 23:59:59"),
    ("2024-09-14T13:00:00+24:00", "the offset must be -23:59 to +23:59"),
    ("2024-09-14T13:00:00Zjunk", "it is not in the form YYYY-MM-DDTHH:MM:SS with 'Z' or an offset"),
    ("24-09-14T13:00:00Z", "it is not in the form YYYY-MM-DDTHH:MM:SS with 'Z' or an offset"),
    ("@", "'@' must be followed by seconds since 1970, such as '@1726318800'"),
    ("@1e9", "'@' must be followed by seconds since 1970, such as '@1726318800'"),
    ("@99999999999999999", "it is more than 100,000,000 days from 1970"),
  ])
  func parse_malformedInstant_throwsWithReason(text: String, reason: String) {
    #expect(throws: FormattingError.invalidInstant(text, reason: reason)) {
      try ISO8601Instant.parse(text)
    }
  }

  @Test(arguments: [
    (1_726_318_800.0, "2024-09-14T13:00:00Z"),
    (1_726_318_800.25, "2024-09-14T13:00:00.250Z"),
    (-2_208_988_800, "1900-01-01T00:00:00Z"),
    (-0.5, "1969-12-31T23:59:59.500Z"),
    (4_133_980_799, "2100-12-31T23:59:59Z"),
  ])
  func format_instant_writesUTCWithMillisecondsWhenAny(seconds: Double, expected: String) {
    #expect(ISO8601Instant.format(Date(timeIntervalSince1970: seconds)) == expected)
  }
}
