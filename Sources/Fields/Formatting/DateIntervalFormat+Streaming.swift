// MARK: - Package API for streaming

extension DateIntervalFormat {
  /// The same format with an ICU formatter of its own, for one worker thread of a stream: a
  /// shared formatter serves one thread at a time.
  package func withOwnICUObject() throws(FormattingError) -> DateIntervalFormat {
    DateIntervalFormat(self, handle: try DateIntervalFormatHandle(configuration))
  }

  /// Formats the range between two instants (milliseconds since 1970, `from` not after `to`)
  /// as UTF-8 into `buffer`, for the CLI's output stream.
  ///
  /// - Returns: The bytes the text needs; when that is more than `buffer.count` nothing usable
  ///   was written, and the caller should use the `String` result of `format(from:to:)`.
  package func format(
    from: Double, to: Double, into buffer: UnsafeMutableRawBufferPointer
  ) -> Int {
    handle.format(from: from, to: to, into: buffer)
  }

  /// Formats the range between two instants, for text too long for the stream's buffer.
  package func format(from: Double, to: Double) -> String {
    handle.format(from: from, to: to)
  }

  /// Formats the range between two days (the starts of the days in UTC, `from` not after
  /// `to`), or returns `nil` when the layout shows no date fields.
  package func formatPlain(from: Double, to: Double) -> String? {
    handle.formatPlain(from: from, to: to)
  }
}
