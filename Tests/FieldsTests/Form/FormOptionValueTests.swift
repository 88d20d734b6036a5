import Testing

@testable import Fields

/// A choice's value in `values` and `fill`'s output is what a submission carries for it.
struct FormOptionValueTests {
  @Test func valuesJSON_optionWithAValueOfItsOwn_isThatValueNotTheTitle() throws {
    let spec = try FormSpec(
      json: #"""
        {"fields": [
          {"name": "plan", "kind": "choice", "default": "Pro",
           "options": [{"title": "Pro", "value": "pro"}, "Free"]},
          {"name": "extras", "kind": "choice", "multiple": true, "default": ["Ham", "Olives"],
           "options": [{"title": "Ham", "value": "h"}, "Olives"]}]}
        """#)
    let form = try Form(spec: spec, now: Form.referenceDate)
    #expect(form.valuesJSON() == #"{"plan":"pro","extras":["h","Olives"]}"#)
    // Fed to `check`, the values are valid again and come back the same.
    let checked = try SubmissionChecker(spec: spec).check(form.valuesJSON())
    #expect(checked == .valid(valuesJSON: form.valuesJSON()))
  }
}
