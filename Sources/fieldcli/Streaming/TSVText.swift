import Fields

/// A field of a tab-separated result line, as `validate --format tsv` writes it.
enum TSVText {
  /// The text with backslash, tab, carriage return and line feed written as `\\`, `\t`, `\r`
  /// and `\n`, so that a value holding them stays one field on one line.
  static func field(_ text: String) -> String { QuotedText.oneLine(text) }
}
