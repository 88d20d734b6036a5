import Fields
import Foundation
import Testing

/// Where a form's pickers start: the current time unless the caller gives an instant.
struct FormNowTests {
  static let spec = """
    {"fields": [{"name": "call", "kind": "time", "picker": {"mode": "time"}}]}
    """

  @Test func init_withoutNow_startsPickersAtTheCurrentTime() throws {
    let before = Date()
    let form = try Form(spec: FormSpec(json: Self.spec), locale: "en_US")
    let after = Date()
    #expect(before <= form.now && form.now <= after)
    let picked = try #require(form.field(named: "call").datePicker?.model.value.date)
    // The picker rounds to its minute interval; it starts on today, not in 2000.
    #expect(abs(picked.timeIntervalSince(form.now)) < 60)
  }

  @Test func init_withReferenceDate_startsEveryRunAtTheSameInstant() throws {
    let first = try Form(spec: FormSpec(json: Self.spec), now: Form.referenceDate)
    let second = try Form(spec: FormSpec(json: Self.spec), now: Form.referenceDate)
    #expect(first.now == Form.referenceDate)
    let picked = try [first, second].map {
      try #require($0.field(named: "call").datePicker?.model.value.date)
    }
    #expect(picked == [Form.referenceDate, Form.referenceDate])
  }
}
