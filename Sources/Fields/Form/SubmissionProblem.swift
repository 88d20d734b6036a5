/// What is wrong with one field of a submitted form, or with the submission as a whole.
///
/// ```swift
/// // {"email": "jo@", "nickname": "J"} against Examples/signup.json:
/// SubmissionProblem(
///   field: "email", states: [.typeMismatch],
///   message: "Gib eine E-Mail-Adresse wie name@example.com ein.")
/// SubmissionProblem(
///   field: "nickname", states: [.unknownField],
///   message: "Das Formular hat kein Feld 'nickname'.")
/// ```
///
/// A submission that is not a JSON object at all has one problem with the empty field name and
/// the state ``State/badInput``, and its message says where the JSON went wrong:
/// `line 1, column 5: Expected ':' after the key 'email', found '}'.`
public struct SubmissionProblem: Sendable, Hashable {
  /// The field's name as submitted; empty for the submission as a whole.
  public let field: String
  /// The broken constraints, in HTML's order, or the submission's own state.
  public let states: [State]
  /// The message for the first state, in the checker's language.
  public let message: String

  /// Makes a problem.
  ///
  /// - Parameters:
  ///   - field: The field's name; empty for the submission as a whole.
  ///   - states: The states, in ``State``'s order.
  ///   - message: The message for the first state.
  public init(field: String, states: [State], message: String) {
    self.init(
      field: field, states: states, message: message, fieldKey: JSONText.string(field) + ":",
      messageJSON: JSONText.string(message))
  }

  /// Makes a problem from the JSON of its field's key (with its colon) and of its message,
  /// which a checker keeps from one submission to the next.
  init(field: String, states: [State], message: String, fieldKey: String, messageJSON: String) {
    self.field = field
    self.states = states
    self.message = message
    var member = fieldKey + #"{"state":["#
    for (index, state) in states.enumerated() {
      if index > 0 { member += "," }
      member += state.json
    }
    member += #"],"message":"#
    member += messageJSON
    member += "}"
    jsonMember = member
  }

  /// The problem as one JSON member, `"email":{"state":["typeMismatch"],"message":"…"}`: made
  /// with the problem, since `fieldcli check` writes every problem it makes.
  let jsonMember: String
}
