extension URLValidator {
  /// What the byte path of `fieldcli validate url --stdin` decides about a line.
  package enum ByteVerdict: Sendable, Hashable {
    /// The href, TSV-escaped, is in the output: this many bytes.
    case written(Int)
    /// ``URLValidator/validate(_:)`` refuses the line with this state, and no constraint
    /// arguments, so its message is the one any other line with this state gets.
    case invalid(ValidityState)
    /// Only ``URLValidator/validate(_:)`` can say; nothing usable is in the output.
    case undecided
  }
}
