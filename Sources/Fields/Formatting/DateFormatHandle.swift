import Synchronization

/// The ICU date formatters behind one ``DateFormat/Configuration``.
///
/// ICU's UDateFormat mutates its calendar while it formats or parses, so each call holds the
/// lock. The parser is a second formatter, opened on first use, whose pattern has no-break
/// spaces turned into plain spaces (see ``parse(_:)``).
///
/// `@unchecked Sendable` is safe: the pointers are used only inside `lock`, and closed once, in
/// `deinit`, when no other reference exists.
final class DateFormatHandle: @unchecked Sendable {
  static let cache = FormatterCache<DateFormat.Configuration, DateFormatHandle>()

  private let formatter: OpaquePointer
  private var parser: OpaquePointer?
  private let lock = Mutex(())
  private let icuLocale: String
  private let timeZone: String
  private let isProlepticGregorian: Bool
  /// The pattern ICU applies, resolved once.
  let pattern: String

  init(_ configuration: DateFormat.Configuration) throws(FormattingError) {
    try ICU.checkTimeZone(configuration.timeZone)

    let icuLocale = try configuration.icuLocale()
    var status: Int32 = 0
    let opened: OpaquePointer?
    switch configuration.layout {
    case .styles(let date, let time):
      guard date != .none || time != .none else { throw .nothingToFormat }
      opened = ICU.DateFormatter.open(
        locale: icuLocale, zone: configuration.timeZone, dateStyle: date.icuValue,
        timeStyle: time.icuValue, status: &status)
    case .pattern(let pattern):
      try DateFormat.validatePattern(pattern)
      opened = Self.open(icuLocale, configuration.timeZone, pattern, &status)
    case .skeleton(let skeleton):
      try DateFormat.validateSkeleton(skeleton)
      let pattern = try DateFormat.bestPattern(forSkeleton: skeleton, locale: icuLocale)
      opened = Self.open(icuLocale, configuration.timeZone, pattern, &status)
    }
    guard let opened, !ICU.failed(status) else {
      throw .icuFailure(
        context: "open a date format for '\(configuration.locale)'", code: ICU.name(of: status))
    }
    if configuration.isProlepticGregorian {
      ICU.DateFormatter.useProlepticGregorian(opened, status: &status)
      guard !ICU.failed(status) else {
        ICU.DateFormatter.close(opened)
        throw .icuFailure(context: "make a calendar proleptic", code: ICU.name(of: status))
      }
    }
    self.formatter = opened
    self.isProlepticGregorian = configuration.isProlepticGregorian
    self.icuLocale = icuLocale
    self.timeZone = configuration.timeZone
    self.pattern = (try? ICU.DateFormatter.pattern(opened).get()) ?? ""
  }

  deinit {
    ICU.DateFormatter.close(formatter)
    if let parser { ICU.DateFormatter.close(parser) }
  }

  private static func open(
    _ locale: String, _ zone: String, _ pattern: String, _ status: inout Int32
  ) -> OpaquePointer? {
    ICU.DateFormatter.open(locale: locale, zone: zone, pattern: pattern, status: &status)
  }

  // MARK: - Formatting

  func format(milliseconds: Double) -> String {
    lock.withTSanVisibleLock { _ in
      // Formatting an open UDateFormat fails only when memory runs out; the empty string is
      // then the least harmful answer for a non-throwing call.
      (try? ICU.DateFormatter.format(formatter, milliseconds: milliseconds).get()) ?? ""
    }
  }

  func format(milliseconds: Double, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    lock.withTSanVisibleLock { _ in
      ICU.DateFormatter.format(formatter, milliseconds: milliseconds, into: buffer)
    }
  }

  // MARK: - Parsing

  /// Parses the whole text strictly, or returns `nil`.
  ///
  /// ICU 72 writes U+202F (narrow no-break space) before AM/PM and U+00A0 in some locales'
  /// patterns, and its strict parser then refuses the plain space a person types. Both sides
  /// are read with those spaces as plain spaces, so "9:00 AM" and "9:00\u{202F}AM" both parse;
  /// everything else stays strict.
  func parse(_ text: String) -> Double? {
    // Every caller checks this first; it stands here too because ICU crashes without it.
    guard
      ParseBounds.digitCount(text, stoppingAbove: ParseBounds.dateDigits)
        <= ParseBounds.dateDigits
    else { return nil }
    let normalized = Self.plainSpaces(text)
    return lock.withTSanVisibleLock { _ -> Double? in
      if parser == nil {
        var status: Int32 = 0
        let opened = Self.open(icuLocale, timeZone, Self.plainSpaces(pattern), &status)
        guard let opened, !ICU.failed(status) else { return nil }
        if isProlepticGregorian { ICU.DateFormatter.useProlepticGregorian(opened, status: &status) }
        parser = opened
      }
      guard let parser else { return nil }
      return ICU.DateFormatter.parse(parser, normalized)
    }
  }

  private static func plainSpaces(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "\u{202F}" || $0 == "\u{00A0}" }) else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(scalar == "\u{202F}" || scalar == "\u{00A0}" ? " " : scalar)
    }
    return String(scalars)
  }
}
