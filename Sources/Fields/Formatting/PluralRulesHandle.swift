import Synchronization

/// The ICU plural rules (and the number formatters they read numbers through) behind one
/// ``PluralRules/Configuration``.
///
/// `@unchecked Sendable` is safe: the pointer is used only inside `lock`, and closed once, in
/// `deinit`, when no other reference exists.
final class PluralRulesHandle: @unchecked Sendable {
  static let cache = FormatterCache<PluralRules.Configuration, PluralRulesHandle>()

  private let rules: OpaquePointer
  private let lock = Mutex(())

  init(_ configuration: PluralRules.Configuration) throws(FormattingError) {
    var status: Int32 = 0
    let opened = ICU.PluralSelector.open(
      locale: configuration.locale.identifier, ordinal: configuration.type == .ordinal,
      status: &status)
    guard let opened, !ICU.failed(status) else {
      throw .icuFailure(
        context: "open the plural rules of '\(configuration.locale)'", code: ICU.name(of: status))
    }
    rules = opened
  }

  deinit { ICU.PluralSelector.close(rules) }

  /// The category of a checked number in decNumber syntax, shown with `fractionDigits`
  /// fraction digits.
  func category(decimal: String, fractionDigits: Int) -> PluralRules.Category {
    let keyword = lock.withTSanVisibleLock { _ in
      try? ICU.PluralSelector.select(rules, decimal: decimal, fractionDigits: fractionDigits).get()
    }
    // ICU answers with one of CLDR's six keywords; a failure (memory running out) is "other",
    // the category every locale has.
    return keyword.flatMap(PluralRules.Category.init(rawValue:)) ?? .other
  }
}
