// MARK: - Package API for streaming

extension ListFormat {
  /// The same format with an ICU formatter of its own, for one worker thread of a stream: a
  /// shared formatter serves one thread at a time.
  package func withOwnICUObject() throws(FormattingError) -> ListFormat {
    ListFormat(self, handle: try ListFormatHandle(configuration))
  }

  /// The list whose items are the UTF-8 text's parts between `separator` bytes (a tab for a
  /// line of `fieldcli format list --stdin`), without copying them into strings.
  ///
  /// The text must be valid UTF-8, and `separator` an ASCII byte.
  package func format(_ text: UnsafeRawBufferPointer, separatedBy separator: UInt8) -> String {
    var starts: [Int32] = []
    var lengths: [Int32] = []
    var start = 0
    for index in 0..<text.count where text[index] == separator {
      starts.append(Int32(clamping: start))
      lengths.append(Int32(clamping: index - start))
      start = index + 1
    }
    starts.append(Int32(clamping: start))
    lengths.append(Int32(clamping: text.count - start))
    return handle.format(text: text, starts: starts, lengths: lengths)
  }
}
