/// What a length counts, for ``TextBuffer/maximumLength`` and a field's length limits.
///
/// ```swift
/// let buffer = TextBuffer("👍🏽", maximumLength: 4, lengthUnit: .utf16)
/// ```
public enum LengthUnit: String, CaseIterable, Sendable, Hashable {
  /// User-perceived characters.
  case graphemes
  /// UTF-16 code units, as browsers count `minlength` and `maxlength`.
  case utf16
}
