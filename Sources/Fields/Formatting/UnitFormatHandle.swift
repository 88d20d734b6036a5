import Synchronization

/// The ICU unit formatter behind one ``UnitFormat/Configuration``.
///
/// `@unchecked Sendable` is safe: the pointer is used only inside `lock`, and closed once, in
/// `deinit`, when no other reference exists.
final class UnitFormatHandle: @unchecked Sendable {
  static let cache = FormatterCache<UnitFormat.Configuration, UnitFormatHandle>()

  private let formatter: OpaquePointer
  private let lock = Mutex(())

  init(_ configuration: UnitFormat.Configuration) throws(FormattingError) {
    var status: Int32 = 0
    let opened = ICU.NumberSkeleton.open(
      locale: configuration.locale.identifier, unit: configuration.unit,
      width: configuration.width.icuValue, options: configuration.options, status: &status)
    guard let opened, !ICU.failed(status) else {
      throw .icuFailure(
        context: "open a unit format for '\(configuration.unit)' in '\(configuration.locale)'",
        code: ICU.name(of: status))
    }
    formatter = opened
  }

  deinit { ICU.NumberSkeleton.close(formatter) }

  /// Formats text in decNumber syntax, which the callers have checked.
  func format(decimal: String) -> String {
    lock.withTSanVisibleLock { _ in
      // Formatting a checked decimal fails only when memory runs out.
      (try? ICU.NumberSkeleton.format(formatter, decimal: decimal).get()) ?? ""
    }
  }
}
