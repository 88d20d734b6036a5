import Synchronization

/// The ICU relative date-time formatter behind one ``RelativeTimeFormat/Configuration``.
///
/// `@unchecked Sendable` is safe: the pointer is used only inside `lock`, and closed once, in
/// `deinit`, when no other reference exists.
final class RelativeTimeFormatHandle: @unchecked Sendable {
  static let cache = FormatterCache<RelativeTimeFormat.Configuration, RelativeTimeFormatHandle>()

  private let formatter: OpaquePointer
  private let lock = Mutex(())

  init(_ configuration: RelativeTimeFormat.Configuration) throws(FormattingError) {
    var status: Int32 = 0
    let opened = ICU.RelativeTimeFormatter.open(
      locale: configuration.locale.identifier, width: configuration.style.icuValue,
      status: &status)
    guard let opened, !ICU.failed(status) else {
      throw .icuFailure(
        context: "open a relative time format for '\(configuration.locale)'",
        code: ICU.name(of: status))
    }
    formatter = opened
  }

  deinit { ICU.RelativeTimeFormatter.close(formatter) }

  /// Formats a finite offset.
  func format(_ offset: Double, unit: ICU.RelativeTimeFormatter.Unit, numeric: Bool) -> String {
    lock.withTSanVisibleLock { _ in
      // A finite offset fails only when memory runs out; the empty string is then the least
      // harmful answer for a non-throwing call.
      (try? ICU.RelativeTimeFormatter.format(
        formatter, offset: offset, unit: unit, numeric: numeric
      ).get()) ?? ""
    }
  }
}
