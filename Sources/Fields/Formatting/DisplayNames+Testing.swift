// MARK: - Test hooks

extension DisplayNames {
  /// The same names with an ICU object of their own that keeps the answers of at most `limit`
  /// codes, so that a test sees it drop them without asking thousands of codes.
  package func withOwnICUObject(keepingAnswers limit: Int) throws(FormattingError) -> DisplayNames {
    DisplayNames(
      self,
      handle: try DisplayNamesHandle(
        Configuration(locale: locale, style: style), answerLimit: limit))
  }
}
