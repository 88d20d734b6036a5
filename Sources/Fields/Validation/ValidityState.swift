/// Which of HTML's constraints a value breaks, as `ValidityState` in the DOM reports them.
///
/// ```swift
/// let result = try EmailValidator().validate("not an address")
/// result.state.contains(.typeMismatch)  // true
/// result.state.isValid                  // false
/// ```
public struct ValidityState: Sendable, Hashable, CustomStringConvertible {
  /// One bit per flag, in HTML's order from the lowest: every value validated makes a state,
  /// and a set of flags would be a hashed allocation for each.
  private(set) var bits: UInt16

  /// The broken constraints; empty when the value is valid.
  public var flags: Set<Flag> { Set(Flag.allCases.filter(contains)) }

  /// A state with no flag set: a valid value's.
  public init() { bits = 0 }

  /// A state with the given flags set.
  public init(_ flags: Set<Flag>) {
    bits = 0
    for flag in flags { insert(flag) }
  }

  /// A state with one flag set.
  init(flag: Flag) { bits = flag.bit }

  /// Whether no constraint is broken (the DOM's `valid`).
  public var isValid: Bool { bits == 0 }

  /// Whether `flag` is set.
  public func contains(_ flag: Flag) -> Bool { bits & flag.bit != 0 }

  /// Sets `flag`.
  public mutating func insert(_ flag: Flag) { bits |= flag.bit }

  /// Clears `flag`.
  mutating func remove(_ flag: Flag) { bits &= ~flag.bit }

  /// Sets every flag of `other`.
  mutating func formUnion(_ other: ValidityState) { bits |= other.bits }

  /// The first flag in HTML's order, which is the one a browser reports first.
  public var firstFlag: Flag? {
    bits == 0 ? nil : Flag(bitIndex: bits.trailingZeroBitCount)
  }

  /// The flag whose message a browser shows: the first, except that `badInput` wins over
  /// `valueMissing`.
  ///
  /// A required number or date field holding text that is no number or date has both flags
  /// (its value is empty for HTML), but what the person must do is mend what they typed, so
  /// the message is badInput's ("Enter a whole number.", "Too many digits …"), as Chromium
  /// shows it. Other flags keep HTML's order.
  public var messageFlag: Flag? {
    contains(.valueMissing) && contains(.badInput) ? .badInput : firstFlag
  }

  /// The set flags in HTML's order.
  var orderedFlags: [Flag] { Flag.allCases.filter(contains) }

  /// `valid`, or the set flags in HTML's order joined with commas.
  public var description: String {
    isValid ? "valid" : orderedFlags.map(\.rawValue).joined(separator: ",")
  }
}
