// MARK: - Test hooks

extension DateFormat {
  /// Whether two formats use the same opened ICU formatter.
  package func sharesICUObject(with other: DateFormat) -> Bool { handle === other.handle }
}

extension NumberFormat {
  /// Whether two formats use the same opened ICU formatter.
  package func sharesICUObject(with other: NumberFormat) -> Bool { handle === other.handle }
}
