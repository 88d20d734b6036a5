extension LocaleInfo {
  /// How a locale's clocks count hours; the raw value is CLDR's name.
  public enum HourCycle: String, Sendable, Hashable, CaseIterable {
    /// 0–11 with AM/PM (ja_JP in some contexts).
    case h11
    /// 1–12 with AM/PM (en_US).
    case h12
    /// 0–23 (de_DE).
    case h23
    /// 1–24.
    case h24

    /// Whether the clock shows an AM/PM marker.
    public var usesAmPm: Bool { self == .h11 || self == .h12 }

    init(icuValue: Int32) {
      switch icuValue {
      case 0: self = .h11
      case 1: self = .h12
      case 3: self = .h24
      default: self = .h23
      }
    }
  }
}
