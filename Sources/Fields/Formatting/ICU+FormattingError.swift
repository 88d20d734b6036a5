// MARK: - ICU failures as formatting errors

extension ICU {
  /// Throws ``FormattingError/icuFailure(context:code:)`` when `status` is a failure.
  static func check(_ status: Int32, _ context: @autoclosure () -> String) throws(FormattingError) {
    if failed(status) { throw .icuFailure(context: context(), code: name(of: status)) }
  }

  /// Throws ``FormattingError/unknownTimeZone(_:)`` unless ICU knows `zone` as an IANA zone
  /// (never the "Etc/Unknown" it falls back to).
  static func checkTimeZone(_ zone: String) throws(FormattingError) {
    guard isKnownTimeZone(zone) else { throw .unknownTimeZone(zone) }
  }

  /// The text of a result, throwing ``FormattingError/icuFailure(context:code:)`` for its
  /// failing status.
  static func text(
    _ result: Result<String, ICUStatus>, _ context: @autoclosure () -> String
  ) throws(FormattingError) -> String {
    switch result {
    case .success(let text): return text
    case .failure(let status): throw .icuFailure(context: context(), code: name(of: status.code))
    }
  }
}
