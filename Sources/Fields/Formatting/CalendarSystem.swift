/// A calendar ICU can format dates in; the raw value is ICU's (and the CLI's) spelling.
///
/// ```swift
/// let format = try DateFormat(locale: "th_TH", calendar: .buddhist)
/// ```
public enum CalendarSystem: String, CaseIterable, Sendable, Hashable {
  /// The proleptic Gregorian calendar most locales use.
  case gregorian
  /// The Thai Buddhist calendar: the Gregorian year plus 543.
  case buddhist
  /// The traditional Chinese lunisolar calendar.
  case chinese
  /// The Coptic calendar.
  case coptic
  /// The traditional Korean lunisolar calendar.
  case dangi
  /// The Ethiopic calendar, Amete Mihret era.
  case ethiopic
  /// The Ethiopic calendar, Amete Alem era.
  case ethiopicAmeteAlem = "ethiopic-amete-alem"
  /// The Hebrew calendar.
  case hebrew
  /// The Indian national calendar.
  case indian
  /// The Hijri calendar, astronomical.
  case islamic
  /// The Hijri calendar, tabular with a civil epoch.
  case islamicCivil = "islamic-civil"
  /// The Hijri calendar as Saudi Arabia sights it.
  case islamicRGSA = "islamic-rgsa"
  /// The Hijri calendar, tabular with an astronomical epoch.
  case islamicTabular = "islamic-tbla"
  /// The Hijri calendar of Umm al-Qura.
  case islamicUmmAlQura = "islamic-umalqura"
  /// The Gregorian calendar with ISO 8601 week rules.
  case iso8601
  /// The Japanese imperial calendar, with eras.
  case japanese
  /// The Persian solar calendar.
  case persian
  /// The Republic of China (Minguo) calendar.
  case republicOfChina = "roc"
}

// MARK: - Parsing user input

extension CalendarSystem {
  /// Looks up a calendar by its ICU name.
  ///
  /// - Throws: ``FormattingError/unknownCalendar(_:)`` when no calendar has that name.
  public init(validating name: String) throws(FormattingError) {
    guard let calendar = CalendarSystem(rawValue: name) else { throw .unknownCalendar(name) }
    self = calendar
  }
}
