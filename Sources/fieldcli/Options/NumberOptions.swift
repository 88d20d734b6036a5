import ArgumentParser
import Fields

/// The flags that make a ``NumberFormat``, shared by `format number` and `parse number`, apart
/// from the locale, which each gives its own way.
struct NumberOptions: ParsableArguments {
  @Option(help: "decimal, percent, currency, scientific, compact or compact-long.")
  var style: NumberFormat.Style = .decimal

  @Option(help: "An ISO 4217 code for the currency style; the locale's own by default.")
  var currency: String?

  /// The format these flags describe, with fraction digit limits and display options when
  /// formatting.
  func makeFormat(
    locale: String, minimumFraction: Int? = nil, maximumFraction: Int? = nil,
    display: NumberDisplayOptions? = nil
  ) throws(FormattingError) -> NumberFormat {
    try NumberFormat(
      locale: locale, style: style, currency: currency, minimumFractionDigits: minimumFraction,
      maximumFractionDigits: maximumFraction, rounding: display?.rounding,
      grouping: display?.grouping, sign: display?.sign)
  }
}

/// The rounding, grouping and sign flags of the `format` commands that write numbers.
struct NumberDisplayOptions: ParsableArguments {
  @Option(
    help: """
      half-even, half-up, half-down, half-odd, ceiling, floor, up or down. ICU's default is \
      half-even; JavaScript's Intl rounds half away from zero, which is half-up: 1234.5 yen \
      in ja_JP is '￥1,234', and '￥1,235' with half-up as in a browser.
      """)
  var rounding: NumberFormat.Rounding?

  @Option(
    help: """
      auto (the locale's minimum grouping digits: es and pl do not group 4 digits), always, \
      min2 or off, as Intl's useGrouping. Without it, the style's pattern decides.
      """)
  var grouping: NumberFormat.Grouping?

  @Option(
    help: """
      auto, always, never, except-zero or accounting (negative money in parentheses where the \
      locale writes it so, e.g. en_US '($1,234.50)'), as Intl's signDisplay.
      """)
  var sign: NumberFormat.SignDisplay?
}

extension NumberFormat.Style: ExpressibleByArgument {}
extension NumberFormat.Rounding: ExpressibleByArgument {}
extension NumberFormat.Grouping: ExpressibleByArgument {}
extension NumberFormat.SignDisplay: ExpressibleByArgument {}
extension UnitFormat.Width: ExpressibleByArgument {}
