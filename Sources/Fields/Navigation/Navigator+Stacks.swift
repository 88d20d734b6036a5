extension Navigator {
  /// The two stacks as two lines of text, root first: `main: /posts /posts/1` and `modal:`.
  ///
  /// Each screen is one word: its path and query, then a custom screen's name in brackets
  /// (`/numbers[Numbers]`). An empty stack's line is its name and colon alone.
  ///
  /// - Returns: The main stack's line, then the modal stack's.
  public func stackLines() -> [String] {
    [line(.main, mainStack), line(.modal, modalStack)]
  }

  private func line(_ stack: Stack, _ screens: [Screen]) -> String {
    ([stack.rawValue + ":"] + screens.map(\.token)).joined(separator: " ")
  }
}
