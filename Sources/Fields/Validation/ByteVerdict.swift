/// What a validator's byte path decides about one line of `fieldcli validate --stdin`.
///
/// The e-mail and URL validators read common lines straight from their bytes
/// (``EmailValidator/plainASCIIVerdict(_:into:)``, ``URLValidator/normalizedBytes(_:into:)``);
/// each answer is what the validator's full path gives for the same line, so the output is the
/// same either way.
package enum ByteVerdict: Sendable, Hashable {
  /// The line is valid; its normalized form, TSV-escaped, is in the output: this many bytes.
  case written(Int)
  /// The full validator refuses the line with this state and no message arguments, so its
  /// message is the one any other line with this state gets.
  case invalid(ValidityState)
  /// Only the full validator can say; nothing usable is in the output.
  case undecided
}
