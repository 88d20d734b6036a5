import Fields
import Testing

/// What a person answers (``Form/answer(_:to:)``, as `fieldcli fill` asks), what the form's
/// values say (`session`'s `values`) and what a submission is judged (``SubmissionChecker``,
/// as `fieldcli check`) follow one rule for each of these: none of them changes or loses an
/// answer without a word.
struct FormAgreementTests {
  static let spec = """
    {"locale": "en_US", "fields": [
      {"name": "call", "kind": "time", "picker": {"mode": "time", "minuteInterval": 15}},
      {"name": "meet", "kind": "datetime", "step": 600,
       "picker": {"mode": "dateAndTime", "minuteInterval": 15}},
      {"name": "id", "kind": "text", "disabled": true, "required": true, "default": "A-1"},
      {"name": "terms", "kind": "boolean", "required": true, "default": false},
      {"name": "toppings", "kind": "choice", "multiple": true, "options": ["Cheese", "Olives"]}]}
    """

  func form() throws -> Form { try Form(spec: FormSpec(json: Self.spec), now: Form.referenceDate) }
  func checker() throws -> SubmissionChecker {
    try SubmissionChecker(spec: FormSpec(json: Self.spec))
  }

  // MARK: - A picker's minute interval

  @Test func answer_timeBetweenThePickersMinutes_isStepMismatchNotRounded() throws {
    let form = try form()
    let call = try form.field(named: "call")
    #expect(
      form.answer("13:31", to: call)
        == .invalid(
          ValidityState([.stepMismatch]),
          message: "Enter a valid value: the nearest are 1:30\u{202F}PM and 1:45\u{202F}PM."))
    #expect(call.jsonValue == "null")
    #expect(form.answer("13:45", to: call) == .accepted)
    #expect(call.jsonValue == #""13:45""#)
  }

  @Test func check_timeBetweenThePickersMinutes_isStepMismatch() throws {
    let checker = try checker()
    #expect(
      checker.check(#"{"terms": true, "call": "13:31"}"#).json
        == #"{"call":{"state":["stepMismatch"],"message":"Enter a valid value: the nearest are 13:30 and 13:45."}}"#
    )
  }

  @Test func answerAndCheck_dateTimeWithItsOwnStep_mustBeOnBoth() throws {
    let form = try form()
    let meet = try form.field(named: "meet")
    // 10 minutes and 15: on the half hours only.
    guard case .invalid(let state, _) = form.answer("2024-09-14T13:15", to: meet) else {
      Issue.record("13:15 was accepted")
      return
    }
    #expect(state == ValidityState([.stepMismatch]))
    #expect(form.answer("2024-09-14T13:30", to: meet) == .accepted)
    let checker = try checker()
    #expect(
      checker.check(#"{"terms": true, "meet": "2024-09-14T13:20"}"#).json
        == #"{"meet":{"state":["stepMismatch"],"message":"Enter a valid value: the nearest are 2024-09-14T13:00 and 2024-09-14T13:30."}}"#
    )
  }

  @Test func spec_minimumBetweenThePickersMinutes_isRefused() {
    let spec = """
      {"fields": [{"name": "call", "kind": "time", "min": "09:05",
        "picker": {"minuteInterval": 15}}]}
      """
    #expect(throws: FormSpecError.self) { try FormSpec(json: spec) }
  }

  // MARK: - Disabled fields

  @Test func values_disabledFieldWithADefault_isNullAndBarredFromValidation() throws {
    let form = try form()
    let id = try form.field(named: "id")
    #expect(id.text.value == "A-1")
    #expect(id.isBarredFromValidation)
    #expect(id.validation.state.isValid)
    #expect(id.jsonValue == "null")
    #expect(form.valuesJSON().contains(#""id":null"#))
  }

  @Test func check_valueForADisabledField_isIgnoredAndNull() throws {
    let checker = try checker()
    #expect(
      checker.check(#"{"id": "A-2", "terms": true}"#)
        == .valid(
          valuesJSON:
            #"{"call":null,"meet":null,"id":null,"terms":true,"toppings":[]}"#))
  }

  // MARK: - Required switches

  @Test func answer_requiredSwitchAnsweredNo_isValueMissingAndStaysOff() throws {
    let form = try form()
    let terms = try form.field(named: "terms")
    #expect(
      form.answer("no", to: terms)
        == .invalid(ValidityState([.valueMissing]), message: "Check this box if you want to go on.")
    )
    #expect(form.answer("", to: terms) != .accepted)
    #expect(form.firstInvalidField === terms)
    #expect(form.answer("yes", to: terms) == .accepted)
  }

  @Test func check_requiredSwitchFalse_isValueMissing() throws {
    let checker = try checker()
    #expect(
      checker.check(#"{"terms": false}"#).json
        == #"{"terms":{"state":["valueMissing"],"message":"Check this box if you want to go on."}}"#
    )
  }

  // MARK: - Repeated options

  @Test func answerAndCheck_optionNamedTwice_isRefusedWithOneMessage() throws {
    let form = try form()
    let toppings = try form.field(named: "toppings")
    let message = "The option 'Cheese' is chosen more than once; choose each option at most once."
    #expect(
      form.answer("1,1", to: toppings) == .invalid(ValidityState([.typeMismatch]), message: message)
    )
    #expect(toppings.jsonValue == "[]")
    let checker = try checker()
    #expect(
      checker.check(#"{"terms": true, "toppings": ["Cheese", "Cheese"]}"#).json
        == #"{"toppings":{"state":["typeMismatch"],"message":"\#(message)"}}"#)
  }
}
