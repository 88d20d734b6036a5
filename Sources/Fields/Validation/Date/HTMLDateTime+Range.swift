extension HTMLDateTime {
  /// The days the machine form can write: years of four to six digits above zero, so
  /// 0001-01-01 through 999999-12-31.
  static let writableDays: ClosedRange<Amount> =
    Amount(
      ISO8601Instant.daysSince1970(year: 1, month: 1, day: 1))...Amount(
      ISO8601Instant.daysSince1970(year: 999_999, month: 12, day: 31))

  /// Whether ``serialize(_:kind:)`` writes `amount` in a form ``parse(_:kind:)`` reads back.
  ///
  /// A locale's calendar reaches dates HTML has no form for: year 1 of the Buddhist era is
  /// 543 BC, which would serialize as `-543-...`.
  static func isWritable(_ amount: Amount, kind: FieldKind) -> Bool {
    switch kind {
    case .date:
      return writableDays.contains(amount)
    case .time:
      return (0..<86_400_000).contains(amount)
    default:
      let days = amount >= 0 ? amount / 86_400_000 : (amount - 86_399_999) / 86_400_000
      return writableDays.contains(days)
    }
  }
}
