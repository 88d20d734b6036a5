extension SubmissionProblem {
  /// Why a submitted field is not valid: one of HTML's validity flags, or a state of the
  /// submission itself; the raw value is how `fieldcli check` writes it.
  ///
  /// The cases are in the order they are reported: HTML's, then the submission's own.
  public enum State: String, CaseIterable, Sendable, Hashable {
    /// A required field is missing, `null` or empty.
    case valueMissing
    /// The value is not of the field's type, is of the wrong JSON type, is no option, or
    /// names an option twice.
    case typeMismatch
    /// The value does not match the field's pattern.
    case patternMismatch
    /// The value is longer than the maximum length.
    case tooLong
    /// The value is shorter than the minimum length.
    case tooShort
    /// The value is below the minimum.
    case rangeUnderflow
    /// The value is above the maximum.
    case rangeOverflow
    /// The value is not on a step from the step base.
    case stepMismatch
    /// The value cannot be read as a value of the field's kind at all; for the submission as
    /// a whole, it is no JSON object.
    case badInput
    /// The form has no field of this name.
    case unknownField

    /// The state as a JSON string: its name in quotes.
    var json: String { "\"" + rawValue + "\"" }

    /// The state of one of HTML's validity flags.
    public init(_ flag: ValidityState.Flag) {
      switch flag {
      case .valueMissing: self = .valueMissing
      case .typeMismatch: self = .typeMismatch
      case .patternMismatch: self = .patternMismatch
      case .tooLong: self = .tooLong
      case .tooShort: self = .tooShort
      case .rangeUnderflow: self = .rangeUnderflow
      case .rangeOverflow: self = .rangeOverflow
      case .stepMismatch: self = .stepMismatch
      case .badInput: self = .badInput
      }
    }
  }
}
