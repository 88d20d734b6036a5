// MARK: - Package API for streaming

extension RelativeTimeFormat {
  /// The same format with an ICU formatter of its own, for one worker thread of a stream: a
  /// shared formatter serves one thread at a time.
  package func withOwnICUObject() throws(FormattingError) -> RelativeTimeFormat {
    RelativeTimeFormat(self, handle: try RelativeTimeFormatHandle(configuration))
  }
}
