extension RelativeTimeFormat {
  /// Whether an offset is always written as a number; the raw value is the CLI's spelling,
  /// JavaScript's `Intl.RelativeTimeFormat` option of the same name.
  public enum Numeric: String, CaseIterable, Sendable, Hashable {
    /// Always the number: `vor 1 Tag`.
    case always
    /// The locale's word for offsets of -2 to 2 where it has one: `gestern`.
    case auto
  }
}
