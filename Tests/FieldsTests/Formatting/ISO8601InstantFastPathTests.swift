import Fields
import Testing

/// `YYYY-MM-DDTHH:MM:SSZ` is read in one step; these hold that step to the field-by-field
/// reader on every edge of each field and on many mutations of a valid instant.
struct ISO8601InstantFastPathTests {
  private static func read(_ text: String) -> (
    fast: Double?, whole: Result<Double, ISO8601Instant.Problem>,
    full: Result<Double, ISO8601Instant.Problem>
  ) {
    var text = text
    return text.withUTF8 {
      let bytes = UnsafeRawBufferPointer($0)
      return (
        ISO8601Instant.plainUTCMilliseconds(bytes), ISO8601Instant.milliseconds(utf8: bytes),
        ISO8601Instant.scannedMilliseconds(utf8: bytes)
      )
    }
  }

  @Test func plainUTCInstant_isReadInOneStep_asTheFullReaderReadsIt() {
    for text in [
      "1970-01-01T00:00:00Z", "2024-02-29T23:59:59Z", "0000-01-01T00:00:00Z",
      "9999-12-31T23:59:59Z", "1968-09-20T23:21:14Z", "2000-02-29T12:00:00Z",
    ] {
      let (fast, whole, full) = Self.read(text)
      #expect(fast != nil, "\(text) should take the one-step path")
      #expect(whole == full, "\(text)")
      #expect(fast.map { Result.success($0) } == full, "\(text)")
    }
  }

  @Test func everyFieldEdge_givesWhatTheFullReaderGives() {
    var texts: [String] = []
    for year in ["1900", "2000", "2023", "2024", "0000", "9999", "19a0", "/999", ":999"] {
      for month in ["00", "01", "02", "04", "12", "13", "1:", "/1"] {
        for day in ["00", "01", "28", "29", "30", "31", "32", "3/"] {
          texts.append("\(year)-\(month)-\(day)T12:00:00Z")
        }
      }
    }
    for time in [
      "23:59:59", "24:00:00", "00:60:00", "00:00:60", "2:00:00", "0a:00:00",
      "00:00:0:", "99:99:99",
    ] {
      texts.append("2024-09-14T\(time)Z")
    }
    for variant in [
      "2024-09-14t13:00:00Z", "2024-09-14T13:00:00z", "2024-09-14 13:00:00Z",
      "2024/09/14T13:00:00Z", "2024-09-14T13-00-00Z", "2024-09-14T13:00:00+", "2024-09-14T13:00:0Z",
      "2024-09-14T13:00:000Z", "2024-09-14T13:00:00ZZ", "@1726318800", "", "2024-09-14T13:00Z",
    ] {
      texts.append(variant)
    }
    for text in texts {
      let (fast, whole, full) = Self.read(text)
      #expect(whole == full, "\(text)")
      if let fast { #expect(Result.success(fast) == full, "\(text)") }
    }
  }

  @Test func mutatedInstants_giveWhatTheFullReaderGives() {
    // Every byte of a valid instant replaced by each byte that matters to the reader.
    let base = Array("2024-02-29T23:59:59Z".utf8)
    let replacements = Array("0123456789-:TtZz +./".utf8) + [0x00, 0x7F, 0xFF]
    for position in base.indices {
      for replacement in replacements {
        var bytes = base
        bytes[position] = replacement
        let (fast, whole, full) = bytes.withUnsafeBytes {
          (
            ISO8601Instant.plainUTCMilliseconds($0), ISO8601Instant.milliseconds(utf8: $0),
            ISO8601Instant.scannedMilliseconds(utf8: $0)
          )
        }
        #expect(whole == full, "\(bytes)")
        if let fast { #expect(Result.success(fast) == full, "\(bytes)") }
      }
    }
  }
}
