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

  /// Like ``string(_:)``, throwing ``FormattingError/icuFailure(context:code:)`` on failure.
  static func string(
    _ context: @autoclosure () -> String,
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
  ) throws(FormattingError) -> String {
    switch string(body) {
    case .success(let text): return text
    case .failure(let status): throw .icuFailure(context: context(), code: name(of: status.code))
    }
  }
}
