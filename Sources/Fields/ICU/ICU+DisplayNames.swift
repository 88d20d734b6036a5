internal import CICU

// MARK: - Display names

extension ICU {
  /// ICU's locale display names through the shim: an opaque pointer the caller closes once and
  /// uses from one thread at a time.
  enum LocaleDisplayNames {
    /// What a code names.
    enum Kind: Sendable {
      case language, region, script, currency, locale, calendar

      var icuValue: cicu_display_kind {
        switch self {
        case .language: CICU_DISPLAY_LANGUAGE
        case .region: CICU_DISPLAY_REGION
        case .script: CICU_DISPLAY_SCRIPT
        case .currency: CICU_DISPLAY_CURRENCY
        case .locale: CICU_DISPLAY_LOCALE
        case .calendar: CICU_DISPLAY_CALENDAR
        }
      }
    }

    /// Opens the display names of a locale, long or short, or gives `nil` with `status`.
    static func open(locale: String, short: Bool, status: inout Int32) -> OpaquePointer? {
      cicu_display_names_open(locale, short, &status)
    }

    /// Closes display names.
    static func close(_ names: OpaquePointer) { cicu_display_names_close(names) }

    /// The name of a code, the empty string when it is malformed or ICU has no name for it, or
    /// the failing status.
    static func name(_ names: OpaquePointer, kind: Kind, code: String) -> Result<
      String, ICUStatus
    > {
      var code = code
      return code.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { code in
          string { buffer, capacity, status in
            cicu_display_names_name(
              names, kind.icuValue, code.baseAddress, Int32(clamping: code.count), buffer,
              capacity, &status)
          }
        }
      }
    }

    /// The codes ICU knows of a kind, in ICU's order.
    static func knownCodes(_ kind: Kind) -> [String] {
      let text =
        (try? string { buffer, capacity, status in
          cicu_display_known_codes(kind.icuValue, buffer, capacity, &status)
        }.get()) ?? ""
      return text.split(separator: "\n").map(String.init)
    }
  }
}
