import Fields
import Testing

/// Forms as browsers judge them: a required number answered with text that is no number was
/// `badInput` alone, and a minimum above the maximum was a spec error; HTML makes the first
/// `valueMissing` too and takes the second (a time's range then wraps around midnight).
struct FormBrowserValidityTests {
  static let spec = """
    {"fields": [
      {"name": "age", "kind": "integer", "required": true},
      {"name": "night", "kind": "time", "min": "22:00", "max": "06:00"},
      {"name": "none", "kind": "integer", "min": 10, "max": 5},
      {"name": "day", "kind": "date", "min": "2000-01-02", "max": "2000-01-01"}]}
    """

  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let submission: String
    let json: String
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(
      id: "required number of letters", submission: #"{"age": "abc"}"#,
      json: #"{"age":{"state":["valueMissing","badInput"],"message":"Enter a whole number."}}"#),
    Case(
      id: "time in a reversed range", submission: #"{"age": 1, "night": "23:30"}"#,
      json: #"{"age":1,"night":"23:30","none":null,"day":null}"#),
    Case(
      id: "time outside a reversed range", submission: #"{"age": 1, "night": "12:00"}"#,
      json:
        // A checker for a locale writes limits as the locale does, as the form shows them.
        #"{"night":{"state":["rangeUnderflow","rangeOverflow"],"message":"Choose a time from 10:00\#u{202F}PM to 6:00\#u{202F}AM."}}"#
    ),
    Case(
      id: "number between a minimum above the maximum",
      submission: #"{"age": 1, "none": 7, "day": "2000-01-02"}"#,
      json:
        #"{"none":{"state":["rangeUnderflow","rangeOverflow"],"message":"Enter 10 or more."},"day":{"state":["rangeOverflow"],"message":"Choose Jan 1, 2000 or earlier."}}"#
    ),
  ]

  @Test(arguments: cases)
  func check_browserValidity_isHTMLs(_ row: Case) throws {
    let checker = try SubmissionChecker(spec: FormSpec(json: Self.spec), locale: "en")
    #expect(checker.check(row.submission).json == row.json)
  }

  @Test(arguments: [
    ("age", "abc", ValidityState([.valueMissing, .badInput]), "Enter a whole number."),
    ("age", "1e", ValidityState([.valueMissing, .badInput]), "Enter a whole number."),
    // The form shows times in its locale's format.
    (
      "night", "12:00", ValidityState([.rangeUnderflow, .rangeOverflow]),
      "Choose a time from 10:00\u{202F}PM to 6:00\u{202F}AM."
    ),
  ])
  func answer_browserValidity_isRefusedWithHTMLsFlags(
    field: String, answer: String, state: ValidityState, message: String
  ) throws {
    let form = try Form(spec: FormSpec(json: Self.spec), locale: "en", now: Form.referenceDate)
    let answered = form.answer(answer, to: try form.field(named: field))
    #expect(answered == .invalid(state, message: message))
  }

  @Test func answer_timeInAReversedRange_isAccepted() throws {
    let form = try Form(spec: FormSpec(json: Self.spec), locale: "en", now: Form.referenceDate)
    #expect(form.answer("01:00", to: try form.field(named: "night")) == .accepted)
  }
}
