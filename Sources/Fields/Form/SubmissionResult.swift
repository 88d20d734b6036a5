/// What ``SubmissionChecker`` says about one submitted form.
///
/// ```swift
/// switch checker.check(#"{"email": "jo@example.com", "age": 42}"#) {
/// case .valid(let values): print(values)      // {"email":"jo@example.com",...,"age":42,...}
/// case .invalid(let problems): print(problems.map(\.field))
/// }
/// ```
public enum SubmissionResult: Sendable, Hashable {
  /// Every field is valid: the values as one JSON object, typed as ``Form/valuesJSON()``
  /// writes them (numbers as numbers, dates and times in HTML's forms, phones in E.164, URLs as
  /// their href, choices by title, multiple choices as arrays of titles in option order,
  /// booleans as `true` or `false`, empty fields as `null`), fields in the spec's order.
  case valid(valuesJSON: String)
  /// Every problem: the form's fields in the spec's order, then fields the form does not have
  /// in the submission's order; or one problem for the whole submission when it is no JSON
  /// object.
  case invalid([SubmissionProblem])

  /// Whether every field is valid.
  public var isValid: Bool {
    if case .valid = self { return true }
    return false
  }

  /// The values, or the problems as one JSON object by field name:
  /// `{"email":{"state":["typeMismatch"],"message":"…"},"age":{…}}`.
  public var json: String {
    switch self {
    case .valid(let values):
      return values
    case .invalid(let problems):
      var object = "{"
      for (index, problem) in problems.enumerated() {
        if index > 0 { object += "," }
        object += problem.jsonMember
      }
      return object + "}"
    }
  }
}
