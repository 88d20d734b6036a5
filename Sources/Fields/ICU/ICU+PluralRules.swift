internal import CICU

// MARK: - Plural rules

extension ICU {
  /// ICU's plural rules through the shim: an opaque pointer the caller closes once and uses
  /// from one thread at a time.
  enum PluralSelector {
    /// The most fraction digits a number may show (ICU's limit for a number format).
    static let maximumFractionDigits = Int(CICU_PLURAL_MAXIMUM_FRACTION_DIGITS)

    /// Opens the cardinal or ordinal rules of a locale, or gives `nil` with `status`.
    static func open(locale: String, ordinal: Bool, status: inout Int32) -> OpaquePointer? {
      cicu_plural_rules_open(locale, ordinal, &status)
    }

    /// Closes the rules.
    static func close(_ rules: OpaquePointer) { cicu_plural_rules_close(rules) }

    /// The category keyword of a number in decNumber syntax shown with exactly
    /// `fractionDigits` fraction digits, or the failing status.
    static func select(_ rules: OpaquePointer, decimal: String, fractionDigits: Int)
      -> Result<String, ICUStatus>
    {
      var decimal = decimal
      return decimal.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { decimal in
          string { buffer, capacity, status in
            cicu_plural_rules_select(
              rules, decimal.baseAddress, Int32(decimal.count), Int32(fractionDigits), buffer,
              capacity, &status)
          }
        }
      }
    }
  }
}
