// MARK: - Package API for streaming

extension DateFormat {
  /// The same format with an ICU formatter of its own, for one worker thread of a stream: a
  /// shared formatter serves one thread at a time.
  package func withOwnICUObject() throws(FormattingError) -> DateFormat {
    DateFormat(self, handle: try DateFormatHandle(configuration))
  }

  /// Formats milliseconds since 1970 as UTF-8 into `buffer`, for the CLI's output stream.
  ///
  /// - Returns: The bytes the text needs; when that is more than `buffer.count` nothing usable
  ///   was written, and the caller should use ``format(milliseconds:)`` instead.
  package func format(milliseconds: Double, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    handle.format(milliseconds: milliseconds, into: buffer)
  }

  /// Formats milliseconds since 1970, for text too long for the stream's buffer.
  package func format(milliseconds: Double) -> String {
    handle.format(milliseconds: milliseconds)
  }

  /// ``format(milliseconds:into:)`` as a function holding only the ICU formatter, for a
  /// stream's worker: calling a method of the whole format from a worker's closure copied the
  /// format (its strings and handle, five retains and releases) on every line.
  package var streamingWriter: @Sendable (Double, UnsafeMutableRawBufferPointer) -> Int {
    let handle = handle
    return { handle.format(milliseconds: $0, into: $1) }
  }
}
