extension ValidityState {
  /// One of HTML's validity flags; the raw value is the DOM's name.
  public enum Flag: String, CaseIterable, Sendable, Hashable {
    /// A required field is empty.
    case valueMissing
    /// The value is not of the field's type (not an e-mail address, not a URL).
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
    /// The text cannot be read as a value of the field's kind at all.
    case badInput
  }
}
