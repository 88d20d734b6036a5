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

extension ValidityState.Flag {
  /// The flag's bit in ``ValidityState``: its place in HTML's order.
  var bit: UInt16 {
    switch self {
    case .valueMissing: 1 << 0
    case .typeMismatch: 1 << 1
    case .patternMismatch: 1 << 2
    case .tooLong: 1 << 3
    case .tooShort: 1 << 4
    case .rangeUnderflow: 1 << 5
    case .rangeOverflow: 1 << 6
    case .stepMismatch: 1 << 7
    case .badInput: 1 << 8
    }
  }

  /// The flag whose ``bit`` is `1 << bitIndex`.
  init?(bitIndex: Int) {
    switch bitIndex {
    case 0: self = .valueMissing
    case 1: self = .typeMismatch
    case 2: self = .patternMismatch
    case 3: self = .tooLong
    case 4: self = .tooShort
    case 5: self = .rangeUnderflow
    case 6: self = .rangeOverflow
    case 7: self = .stepMismatch
    case 8: self = .badInput
    default: return nil
    }
  }
}
