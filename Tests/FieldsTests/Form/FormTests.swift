import Fields
import Foundation
import Testing

struct FormTests {
  func signup() throws -> Form {
    try Form(
      spec: FormSpec(
        contentsOf: FormSpecTests.examples.appendingPathComponent("signup.json").path),
      now: Form.referenceDate)
  }

  @Test func focus_keyboardField_routesKeysToIt() throws {
    let form = try signup()
    try form.focus("email")
    try form.router.type("jo@example.com")
    #expect(try form.field(named: "email").text.value == "jo@example.com")
    #expect(form.focusedFieldName.value == "email")
  }

  @Test func focusNextAndPrevious_walkTheFieldsAndSkipDisabledOnes() throws {
    let form = try Form(
      spec: FormSpec(
        json: """
          {"fields": [{"name": "a", "kind": "text"}, {"name": "b", "kind": "text", "disabled": true},
                      {"name": "c", "kind": "text"}]}
          """), now: Form.referenceDate)
    try form.focus("a")
    #expect(!form.hasPrevious)
    #expect(form.focusNext())
    #expect(form.focusedFieldName.value == "c")
    #expect(!form.hasNext)
    #expect(!form.focusNext())
    #expect(form.focusedFieldName.value == "c")
    #expect(form.focusPrevious())
    #expect(form.focusedFieldName.value == "a")
    #expect(throws: FormError.disabled("b")) { try form.focus("b") }
    #expect(throws: FormError.unknownField("d", suggestion: "a")) { try form.focus("d") }
    form.resignFocus()
    #expect(form.router.target == nil)
  }

  @Test func returnKey_movesToTheNextFieldAndSubmitsOnTheLast() throws {
    let form = try Form(
      spec: FormSpec(
        json: """
          {"fields": [{"name": "a", "kind": "text"}, {"name": "b", "kind": "text"}]}
          """), now: Form.referenceDate)
    try form.focus("a")
    try form.router.pressReturn()
    #expect(form.focusedFieldName.value == "b")
    try form.router.pressReturn()
    #expect(form.focusedFieldName.value == nil)
    #expect(form.submissions.value == 1)
  }

  @Test func values_areTypedAndEmptyFieldsNull() throws {
    let form = try signup()
    try form.focus("email")
    try form.router.type("Jo@Example.COM")
    try form.focus("age")
    try form.router.type("42")
    try form.focus("phone")
    try form.router.type("030123456")
    try form.focus("country")
    try form.field(named: "country").picker?.selectRow(1, inComponent: 0)
    try form.focus("city")
    #expect(
      form.valuesJSON()
        == #"{"email":"Jo@example.com","website":null,"age":42,"phone":"+4930123456","birthday":"2000-01-31","call":null,"country":"France","city":"Paris","bio":null}"#
    )
    #expect(form.isValid)
  }

  @Test func dependentChoice_parentChanges_isEmptiedAndListsTheNewRows() throws {
    let form = try signup()
    try form.focus("country")
    try form.focus("city")
    let city = try form.field(named: "city")
    try city.picker?.selectRow(1, inComponent: 0)
    #expect(city.text.value == "Hamburg")
    try form.field(named: "country").picker?.selectRow(1, inComponent: 0)
    // Hamburg's row is Lyon's: keeping the row would answer a city no one chose.
    #expect(city.text.value == "")
    #expect(city.jsonValue == "null")
    #expect(city.picker?.numberOfRows(inComponent: 0) == 2)
    try form.focus("city")
    #expect(city.text.value == "Paris")
  }

  @Test func dependentChoice_defaultIsARowOfTheNewParentOnly_appliesThen() throws {
    let form = try Form(
      spec: FormSpec(
        json: """
          {"fields": [{"name": "country", "kind": "choice", "options": ["Germany", "France"]},
            {"name": "city", "kind": "choice", "dependsOn": "country", "default": "Lyon",
             "options": {"Germany": ["Berlin", "Hamburg"], "France": ["Paris", "Lyon"]}}]}
          """), now: Form.referenceDate)
    let country = try form.field(named: "country")
    let city = try form.field(named: "city")
    #expect(city.text.value == "")
    #expect(form.answer("France", to: country) == .accepted)
    #expect(city.text.value == "Lyon")
    #expect(form.answer("Germany", to: country) == .accepted)
    #expect(city.text.value == "")
    #expect(form.valuesJSON() == #"{"country":"Germany","city":null}"#)
  }

  @Test func dateField_showsTheDefaultAndFollowsItsWheels() throws {
    let form = try signup()
    let birthday = try form.field(named: "birthday")
    #expect(birthday.text.value == "31.01.2000")
    try form.focus("birthday")
    try birthday.datePicker?.turn(component: 1, by: 1)  // February: the 31st snaps to the 29th
    #expect(birthday.text.value == "29.02.2000")
    let call = try form.field(named: "call")
    #expect(call.text.value == "")
    try form.focus("call")
    #expect(call.text.value == "00:00")
    try call.datePicker?.turn(component: 1, by: 3)
    #expect(call.text.value == "00:45")
  }

  @Test func validity_perFieldAndForTheWholeForm() throws {
    let form = try signup()
    #expect(!form.isValid)  // email is required
    #expect(try form.field(named: "email").validation.state == ValidityState([.valueMissing]))
    try form.focus("age")
    try form.router.type("7")
    #expect(try form.field(named: "age").validation.state == ValidityState([.rangeUnderflow]))
    #expect(form.valuesJSON().contains(#""age":"7""#))
  }

  @Test func maxLength_bioStopsTypingAtTheLimit() throws {
    let form = try signup()
    try form.focus("bio")
    let report = try form.router.type(String(repeating: "a", count: 170))
    #expect(try form.field(named: "bio").text.value.count == 160)
    #expect(report.maximumLengthReached == 160)
  }

  @Test func value_followsTheTextNormalizedOrNilWhileInvalid() throws {
    let form = try signup()
    let phone = try form.field(named: "phone")
    let seen = Recorder<String?>()
    let token = phone.value.observe { seen.append($0) }
    try form.focus("phone")
    try form.router.type("03012")
    try form.router.type("3456")
    #expect(phone.value.value == "+4930123456")
    try form.router.deleteBackward(9)
    #expect(phone.value.value == nil)
    #expect(seen.elements.contains("+4930123456"))
    #expect(try form.field(named: "birthday").value.value == "2000-01-31")
    _ = token
  }

  /// Each field of a form used to be found by a search of all the fields, in every command and
  /// for every dependent field's parent.
  @Test func form_manyFields_findsEachByNameAndWalksToTheLast() throws {
    let count = 20_000
    var spec = try FormSpec(
      json: #"{"fields": [{"name": "f0", "kind": "choice", "options": ["a"]}]}"#)
    let parent = spec.fields[0]
    for index in 1..<count {
      var field = parent
      field.name = "f\(index)"
      field.dependsOn = "f0"
      field.options = .byParent(["a": ["b"]])
      spec.fields.append(field)
    }
    let form = try Form(spec: spec, now: Form.referenceDate)
    for index in stride(from: count - 1, through: 0, by: -1) {
      #expect(try form.field(named: "f\(index)").name == "f\(index)")
    }
    try form.focus("f\(count - 2)")
    #expect(form.focusNext())
    #expect(form.focusedField?.name == "f\(count - 1)")
    #expect(!form.hasNext)
    #expect(try form.field(named: "f7").picker?.selectedTitle(inComponent: 0) == nil)
  }

  /// A suggestion for an unknown name compared it whole with every field's name: a name of
  /// a megabyte against another took minutes.
  @Test func field_unknownHugeName_suggestsOnlyANameWithinThreeEdits() throws {
    let name = String(repeating: "n", count: 100_000)
    let form = try Form(
      spec: FormSpec(json: #"{"fields": [{"name": "\#(name)", "kind": "text"}]}"#),
      now: Form.referenceDate)
    let near = String(name.dropFirst()) + "m"
    #expect(throws: FormError.unknownField(near, suggestion: name)) { try form.field(named: near) }
    let far = String(repeating: "m", count: 4) + name.dropFirst(4)
    #expect(throws: FormError.unknownField(far, suggestion: nil)) { try form.field(named: far) }
  }
}
