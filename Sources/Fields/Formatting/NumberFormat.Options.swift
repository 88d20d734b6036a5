extension NumberFormat {
  /// How a number is rounded to the digits shown; the raw value is the CLI's spelling.
  ///
  /// ICU rounds half to even by default; JavaScript's `Intl.NumberFormat` rounds half away from
  /// zero, which is ``halfUp``: 1234.5 yen is `￥1,234` in ICU and `￥1,235` in a browser.
  public enum Rounding: String, CaseIterable, Sendable, Hashable {
    /// Half to the even neighbour (ICU's default): 2.5 → 2, 3.5 → 4.
    case halfEven = "half-even"
    /// Half away from zero (Intl's default): 2.5 → 3, -2.5 → -3.
    case halfUp = "half-up"
    /// Half towards zero: 2.5 → 2.
    case halfDown = "half-down"
    /// Half to the odd neighbour: 2.5 → 3, 3.5 → 3.
    case halfOdd = "half-odd"
    /// Towards positive infinity.
    case ceiling
    /// Towards negative infinity.
    case floor
    /// Away from zero.
    case up
    /// Towards zero.
    case down

    /// ICU's UNumberFormatRoundingMode.
    var icuValue: Int32 {
      switch self {
      case .ceiling: 0
      case .floor: 1
      case .down: 2
      case .up: 3
      case .halfEven: 4
      case .halfDown: 5
      case .halfUp: 6
      case .halfOdd: 8
      }
    }
  }

  /// When grouping separators are shown, as Intl's `useGrouping`; the raw value is the CLI's
  /// spelling.
  public enum Grouping: String, CaseIterable, Sendable, Hashable {
    /// As the locale's minimum grouping digits say: es and pl write 1234 ungrouped.
    case auto
    /// At every group of the locale's sizes, from 1000 on.
    case always
    /// Only from two digits in the highest group: 1234 ungrouped, 12,345 grouped.
    case min2
    /// Never.
    case off

    /// ICU's UNumberGroupingStrategy.
    var icuValue: Int32 {
      switch self {
      case .off: 0
      case .min2: 1
      case .auto: 2
      case .always: 3
      }
    }
  }

  /// When a sign is shown, as Intl's `signDisplay`; the raw value is the CLI's spelling.
  public enum SignDisplay: String, CaseIterable, Sendable, Hashable {
    /// A minus sign on negative numbers (the default).
    case auto
    /// A plus or minus sign on every number, zero included.
    case always
    /// No sign at all.
    case never
    /// A sign on every number but zero.
    case exceptZero = "except-zero"
    /// Negative amounts of money in parentheses where the locale writes them so (en_US
    /// `($1,234.50)`); elsewhere as ``auto``.
    case accounting

    /// ICU's UNumberSignDisplay.
    var icuValue: Int32 {
      switch self {
      case .auto: 0
      case .always: 1
      case .never: 2
      case .accounting: 3
      case .exceptZero: 5
      }
    }
  }
}
