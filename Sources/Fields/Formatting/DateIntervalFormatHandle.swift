import Synchronization

/// The ICU date interval formatters behind one ``DateIntervalFormat/Configuration``.
///
/// Instants use a formatter in the configuration's zone. Plain dates use a second one, in UTC
/// with the date fields of the skeleton only, opened on first use (most streams hold one kind).
/// A formatter sets its calendars while it formats, so each call holds the lock. The shim's
/// formatters share nothing with each other (it takes the formatting steps itself, over the
/// patterns ICU resolves, where ICU's own interval format holds one process-wide mutex), so
/// threads with handles of their own format side by side.
///
/// `@unchecked Sendable` is safe: the pointers are used only inside `lock`, and closed once, in
/// `deinit`, when no other reference exists.
final class DateIntervalFormatHandle: @unchecked Sendable {
  static let cache = FormatterCache<DateIntervalFormat.Configuration, DateIntervalFormatHandle>()

  private let formatter: OpaquePointer
  private var plainFormatter: OpaquePointer?
  private let lock = Mutex(())
  private let icuLocale: String
  /// The skeleton the instants' formatter applies, resolved from styles when they were given.
  let skeleton: String
  /// The date fields of ``skeleton``, which plain dates show; `nil` when it has none.
  let dateSkeleton: String?

  init(_ configuration: DateIntervalFormat.Configuration) throws(FormattingError) {
    try ICU.checkTimeZone(configuration.timeZone)
    let icuLocale = try configuration.icuLocale()
    let skeleton: String
    let dateSkeleton: String?
    switch configuration.layout {
    case .styles(let date, let time):
      guard date != .none || time != .none else { throw .nothingToFormat }
      skeleton = try Self.skeleton(icuLocale, date, time)
      dateSkeleton = date == .none ? nil : try Self.skeleton(icuLocale, date, .none)
    case .skeleton(let given):
      try DateFormat.validateSkeleton(given)
      skeleton = given
      dateSkeleton = DateFormat.dateSkeleton(of: given)
    }
    formatter = try Self.open(icuLocale, configuration.timeZone, skeleton)
    self.icuLocale = icuLocale
    self.skeleton = skeleton
    self.dateSkeleton = dateSkeleton
  }

  deinit {
    ICU.DateIntervalFormatter.close(formatter)
    if let plainFormatter { ICU.DateIntervalFormatter.close(plainFormatter) }
  }

  private static func skeleton(
    _ locale: String, _ date: DateFormat.Style, _ time: DateFormat.Style
  ) throws(FormattingError) -> String {
    let result = ICU.DateIntervalFormatter.skeleton(
      locale: locale, dateStyle: date.icuValue, timeStyle: time.icuValue)
    switch result {
    case .success(let skeleton) where !skeleton.isEmpty: return skeleton
    case .success:
      throw .icuFailure(context: "find the skeleton of the styles for '\(locale)'", code: "empty")
    case .failure(let status):
      throw .icuFailure(
        context: "find the skeleton of the styles for '\(locale)'", code: ICU.name(of: status.code))
    }
  }

  private static func open(_ locale: String, _ zone: String, _ skeleton: String)
    throws(FormattingError) -> OpaquePointer
  {
    var status: Int32 = 0
    let opened = ICU.DateIntervalFormatter.open(
      locale: locale, zone: zone, skeleton: skeleton, status: &status)
    guard let opened, !ICU.failed(status) else {
      throw .invalidSkeleton(skeleton, reason: "ICU refused it (\(ICU.name(of: status)))")
    }
    return opened
  }

  // MARK: - Formatting

  /// Formats the interval between two instants in milliseconds since 1970.
  func format(from: Double, to: Double) -> String {
    lock.withTSanVisibleLock { _ in
      // Formatting with an open formatter fails only when memory runs out; the empty string is
      // then the least harmful answer for a non-throwing call.
      (try? ICU.DateIntervalFormatter.format(formatter, from: from, to: to).get()) ?? ""
    }
  }

  /// Formats the interval between two instants as UTF-8 into `buffer`; see
  /// ``ICU/DateIntervalFormatter/format(_:from:to:into:)``.
  func format(from: Double, to: Double, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    lock.withTSanVisibleLock { _ in
      ICU.DateIntervalFormatter.format(formatter, from: from, to: to, into: buffer)
    }
  }

  /// Formats the interval between the starts of two days in UTC with the date fields only, or
  /// returns `nil` when the layout has none.
  func formatPlain(from: Double, to: Double) -> String? {
    guard let dateSkeleton else { return nil }
    return lock.withTSanVisibleLock { _ -> String? in
      if plainFormatter == nil {
        plainFormatter = try? Self.open(icuLocale, "UTC", dateSkeleton)
      }
      guard let plainFormatter else { return nil }
      return (try? ICU.DateIntervalFormatter.format(plainFormatter, from: from, to: to).get())
        ?? ""
    }
  }
}
