internal import CICU

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Messages

extension ICU {
  /// ICU's MessageFormat through the shim: an opaque pointer the caller closes once and uses
  /// from one thread at a time.
  enum Message {
    /// The value of one named argument.
    enum Argument {
      /// A number, for plural and number arguments.
      case number(Double)
      /// Text.
      case text(String)
    }

    /// Compiles a pattern for a locale, or returns `nil` with `status` and, for a syntax error,
    /// the offset in the pattern where it was found.
    static func open(pattern: String, locale: String, offset: inout Int32, status: inout Int32)
      -> OpaquePointer?
    {
      var pattern = pattern
      return pattern.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          cicu_message_open($0.baseAddress, Int32($0.count), locale, &offset, &status)
        }
      }
    }

    /// Closes a message.
    static func close(_ message: OpaquePointer) { cicu_message_close(message) }

    /// Formats a message with named arguments, or gives the failing status.
    static func format(
      _ message: OpaquePointer, _ arguments: [(name: String, value: Argument)]
    ) -> Result<String, ICUStatus> {
      // C copies of the names and texts, alive until the call returns.
      var copies: [UnsafeMutablePointer<CChar>] = []
      defer { for pointer in copies { free(pointer) } }
      func copy(_ text: String) -> UnsafeMutablePointer<CChar>? {
        guard let pointer = strdup(text) else { return nil }
        copies.append(pointer)
        return pointer
      }
      var raw: [cicu_message_argument] = []
      raw.reserveCapacity(arguments.count)
      for (name, value) in arguments {
        switch value {
        case .number(let number):
          raw.append(
            cicu_message_argument(name: copy(name), number: number, text: nil, text_length: 0))
        case .text(let text):
          let copied = copy(text)
          let length = copied.map { Int32(strlen($0)) } ?? 0
          raw.append(
            cicu_message_argument(name: copy(name), number: 0, text: copied, text_length: length))
        }
      }
      return string { buffer, capacity, status in
        cicu_message_format(message, raw, Int32(raw.count), buffer, capacity, &status)
      }
    }
  }
}
