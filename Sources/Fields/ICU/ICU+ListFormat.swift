internal import CICU

// MARK: - Lists

extension ICU {
  /// ICU's list formatters through the shim: an opaque pointer the caller closes once and uses
  /// from one thread at a time.
  enum ListFormatter {
    /// What joins the items, in the shim's order (ICU's).
    enum Kind: Int32 {
      case and = 0
      case or
      case units
    }

    /// How short the joining words are.
    enum Width: Int32 {
      case wide = 0
      case short
      case narrow
    }

    /// Opens a formatter, or gives `nil` with `status`.
    static func open(locale: String, kind: Kind, width: Width, status: inout Int32)
      -> OpaquePointer?
    {
      cicu_list_format_open(
        locale, cicu_list_type(UInt32(kind.rawValue)), cicu_list_width(UInt32(width.rawValue)),
        &status)
    }

    /// Closes a formatter.
    static func close(_ formatter: OpaquePointer) { cicu_list_format_close(formatter) }

    /// Formats the items as one list, item i being the UTF-8 of `text` from byte `starts[i]`,
    /// `lengths[i]` bytes long; or gives the failing status.
    static func format(
      _ formatter: OpaquePointer, text: UnsafeRawBufferPointer, starts: [Int32], lengths: [Int32]
    ) -> Result<String, ICUStatus> {
      starts.withUnsafeBufferPointer { starts in
        lengths.withUnsafeBufferPointer { lengths in
          string { buffer, capacity, status in
            cicu_list_format_format(
              formatter, text.baseAddress?.assumingMemoryBound(to: CChar.self),
              starts.baseAddress, lengths.baseAddress, Int32(lengths.count), buffer, capacity,
              &status)
          }
        }
      }
    }
  }
}
