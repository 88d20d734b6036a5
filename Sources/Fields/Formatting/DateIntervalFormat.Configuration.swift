extension DateIntervalFormat {
  /// Everything that decides which ICU formatter a format needs: the cache key.
  struct Configuration: Hashable, Sendable {
    var locale: LocaleIdentifier
    var layout: Layout
    var timeZone: String
    var calendar: CalendarSystem?

    /// The ICU locale with the calendar keyword when a calendar is set.
    func icuLocale() throws(FormattingError) -> String {
      guard let calendar else { return locale.identifier }
      return try locale.settingKeyword("calendar", to: calendar.rawValue)
    }
  }
}
