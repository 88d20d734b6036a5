// MARK: - Matching typed text

extension FormFiller {
  /// Text as answers are matched against option titles: without case, accents and width, so
  /// that `munchen` finds `München` (for Tab completion and a picker's filter).
  ///
  /// - Parameter text: Typed text or a title.
  /// - Returns: The folded text.
  package static func foldedForMatching(_ text: String) -> String { Form.fold(text) }
}
