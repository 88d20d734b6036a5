// MARK: - Package API for streaming

extension DisplayNames {
  /// The same names with an ICU object of their own, for one worker thread of a stream: a
  /// shared object serves one thread at a time.
  package func withOwnICUObject() throws(FormattingError) -> DisplayNames {
    DisplayNames(self, handle: try DisplayNamesHandle(Configuration(locale: locale, style: style)))
  }
}
