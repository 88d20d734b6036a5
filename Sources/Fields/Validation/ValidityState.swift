/// Which of HTML's constraints a value breaks, as `ValidityState` in the DOM reports them.
///
/// ```swift
/// let result = try EmailValidator().validate("not an address")
/// result.state.contains(.typeMismatch)  // true
/// result.state.isValid                  // false
/// ```
public struct ValidityState: Sendable, Hashable, CustomStringConvertible {
  /// The broken constraints; empty when the value is valid.
  public private(set) var flags: Set<Flag>

  /// A state with the given flags set.
  public init(_ flags: Set<Flag> = []) { self.flags = flags }

  /// Whether no constraint is broken (the DOM's `valid`).
  public var isValid: Bool { flags.isEmpty }

  /// Whether `flag` is set.
  public func contains(_ flag: Flag) -> Bool { flags.contains(flag) }

  /// Sets `flag`.
  public mutating func insert(_ flag: Flag) { flags.insert(flag) }

  /// The first flag in HTML's order, which is the one a browser reports first.
  public var firstFlag: Flag? { Flag.allCases.first(where: flags.contains) }

  /// `valid`, or the set flags in HTML's order joined with commas.
  public var description: String {
    isValid ? "valid" : Flag.allCases.filter(flags.contains).map(\.rawValue).joined(separator: ",")
  }
}
