import Synchronization

/// The ICU number range formatter behind one ``NumberRangeFormat/Configuration``.
///
/// `@unchecked Sendable` is safe: the pointer is used only inside `lock`, and closed once, in
/// `deinit`, when no other reference exists.
final class NumberRangeFormatHandle: @unchecked Sendable {
  static let cache = FormatterCache<NumberRangeFormat.Configuration, NumberRangeFormatHandle>()

  private let formatter: OpaquePointer
  private let lock = Mutex(())

  init(_ configuration: NumberRangeFormat.Configuration) throws(FormattingError) {
    var status: Int32 = 0
    let opened = ICU.NumberSkeleton.openRange(
      locale: configuration.locale.identifier, style: configuration.style.icuValue,
      currency: configuration.currency, options: configuration.options, status: &status)
    guard let opened, !ICU.failed(status) else {
      throw .icuFailure(
        context: "open a number range format for '\(configuration.locale)'",
        code: ICU.name(of: status))
    }
    formatter = opened
  }

  deinit { ICU.NumberSkeleton.closeRange(formatter) }

  /// Formats two texts in decNumber syntax, which the callers have checked.
  func format(low: String, high: String) -> String {
    lock.withTSanVisibleLock { _ in
      // Formatting checked decimals fails only when memory runs out.
      (try? ICU.NumberSkeleton.formatRange(formatter, low: low, high: high).get()) ?? ""
    }
  }
}
