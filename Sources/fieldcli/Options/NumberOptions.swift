import ArgumentParser
import Fields

/// The flags that make a ``NumberFormat``, shared by `format number` and `parse number`, apart
/// from the locale, which each gives its own way.
struct NumberOptions: ParsableArguments {
  @Option(help: "decimal, percent, currency, scientific, compact or compact-long.")
  var style: NumberFormat.Style = .decimal

  @Option(help: "An ISO 4217 code for the currency style; the locale's own by default.")
  var currency: String?

  /// The format these flags describe, with fraction digit limits when formatting.
  func makeFormat(locale: String, minimumFraction: Int? = nil, maximumFraction: Int? = nil)
    throws(FormattingError) -> NumberFormat
  {
    try NumberFormat(
      locale: locale, style: style, currency: currency, minimumFractionDigits: minimumFraction,
      maximumFractionDigits: maximumFraction)
  }
}

extension NumberFormat.Style: ExpressibleByArgument {}
