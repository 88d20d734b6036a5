// MARK: - Plain dates and plain times

extension DateFormat {
  /// The day as the format shows a date, without a time-zone shift.
  ///
  /// ```swift
  /// let format = try DateFormat(locale: "de_DE", timeZone: "America/Los_Angeles")
  /// try format.format(PlainDate.parse("2024-09-14"))  // "14.09.2024"
  /// ```
  ///
  /// Styles show the date style alone; a skeleton its date fields alone; a pattern applies as
  /// written, at the start of the day (its time fields read 00:00). The day is shown as the
  /// calendar day it names in UTC, with the Gregorian calendar going on before 1582 as
  /// ISO 8601 counts days.
  ///
  /// - Throws: ``FormattingError/invalidPlainValue(_:reason:)`` when the layout has no date
  ///   part (a time style alone, a skeleton of time fields).
  public func format(_ date: PlainDate) throws(FormattingError) -> String {
    guard let format = try plainDateFormat() else {
      throw .invalidPlainValue(date.description, reason: Self.noDateFields)
    }
    return format.handle.format(milliseconds: date.milliseconds)
  }

  /// The time of day as the format shows a time, without a time-zone shift or a zone name.
  ///
  /// ```swift
  /// let format = try DateFormat(locale: "de_DE", layout: .styles(date: .none, time: .medium))
  /// try format.format(PlainTime.parse("13:45"))  // "13:45:00"
  /// ```
  ///
  /// Styles show the time style alone (long and full without their zone, which a plain time
  /// does not have); a skeleton its time fields alone; a pattern applies as written, on
  /// 1 January 1970 (its date fields read that day).
  ///
  /// - Throws: ``FormattingError/invalidPlainValue(_:reason:)`` when the layout has no time
  ///   part.
  public func format(_ time: PlainTime) throws(FormattingError) -> String {
    guard let format = try plainTimeFormat() else {
      throw .invalidPlainValue(ISO8601Instant.formatTime(time), reason: Self.noTimeFields)
    }
    return format.handle.format(milliseconds: time.millisecondsSinceMidnight)
  }

  // MARK: - Package API for streaming

  /// Why a plain date is refused by a layout without a date part.
  package static let noDateFields =
    "it is a plain date and the layout shows no date; give a date style, or a skeleton or "
    + "pattern with date fields"
  /// Why a plain time is refused by a layout without a time part.
  package static let noTimeFields =
    "it is a plain time and the layout shows no time; give a time style, or a skeleton or "
    + "pattern with time fields"

  /// The format that shows plain dates (UTC, the date part of the layout), or `nil` when the
  /// layout has none.
  package func plainDateFormat() throws(FormattingError) -> DateFormat? {
    let derived: Layout?
    switch layout {
    case .styles(let date, _): derived = date == .none ? nil : .styles(date: date, time: .none)
    case .pattern: derived = layout
    case .skeleton(let skeleton): derived = Self.dateSkeleton(of: skeleton).map(Layout.skeleton)
    }
    guard let derived else { return nil }
    return try DateFormat(
      locale: locale.identifier, layout: derived, timeZone: "UTC", calendar: calendar,
      prolepticGregorian: true)
  }

  /// The format that shows plain times (UTC, the time part of the layout without zones), or
  /// `nil` when the layout has none.
  package func plainTimeFormat() throws(FormattingError) -> DateFormat? {
    let derived: Layout?
    switch layout {
    case .styles(_, .none): derived = nil
    case .styles(_, let time) where time == .short || time == .medium:
      derived = .styles(date: .none, time: time)
    case .styles(_, let time):
      // Long and full times end in the zone's name; their other fields stay.
      let skeleton = try ICU.text(
        ICU.DateIntervalFormatter.skeleton(
          locale: configuration.icuLocale(), dateStyle: Style.none.icuValue,
          timeStyle: time.icuValue),
        "find the fields of the time style")
      derived = Self.timeSkeleton(of: skeleton).map(Layout.skeleton)
    case .pattern: derived = layout
    case .skeleton(let skeleton): derived = Self.timeSkeleton(of: skeleton).map(Layout.skeleton)
    }
    guard let derived else { return nil }
    return try DateFormat(
      locale: locale.identifier, layout: derived, timeZone: "UTC", calendar: calendar)
  }
}

extension ISO8601Instant {
  /// A time of day as `HH:MM:SS[.mmm]`.
  static func formatTime(_ time: PlainTime) -> String {
    let text = format(milliseconds: time.millisecondsSinceMidnight)
    // "1970-01-01T13:45:00Z": the time is between the T and the Z.
    return String(text.dropFirst(11).dropLast())
  }
}
