import Synchronization

/// The ICU display names behind one ``DisplayNames/Configuration``.
///
/// `@unchecked Sendable` is safe: the pointer is used only inside `lock`, and closed once, in
/// `deinit`, when no other reference exists.
final class DisplayNamesHandle: @unchecked Sendable {
  static let cache = FormatterCache<DisplayNames.Configuration, DisplayNamesHandle>()

  private let names: OpaquePointer
  private let lock = Mutex(())

  init(_ configuration: DisplayNames.Configuration) throws(FormattingError) {
    var status: Int32 = 0
    let opened = ICU.LocaleDisplayNames.open(
      locale: configuration.locale.identifier, short: configuration.style == .short,
      status: &status)
    guard let opened, !ICU.failed(status) else {
      throw .icuFailure(
        context: "open display names for '\(configuration.locale)'", code: ICU.name(of: status))
    }
    names = opened
  }

  deinit { ICU.LocaleDisplayNames.close(names) }

  /// The name of a code, or the unknown-code error with the nearest known code.
  func name(of code: String, kind: DisplayNames.Kind) throws(FormattingError) -> String {
    let result = lock.withTSanVisibleLock { _ in
      ICU.LocaleDisplayNames.name(names, kind: kind.icuValue, code: code)
    }
    let name = try ICU.text(result, "name \(kind.rawValue) code '\(code)'")
    guard name.isEmpty else { return name }
    throw .unknownCode(
      code, kind: kind.rawValue, suggestion: DisplayNames.nearestCode(to: code, kind: kind))
  }
}
