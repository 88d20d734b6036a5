#if canImport(Glibc)
import Glibc
#endif

/// The bytes libFuzzer hands a target, with the ways targets read them.
public struct FuzzInput {
  /// The bytes, valid only during the call.
  public let bytes: UnsafeRawBufferPointer

  /// Wraps libFuzzer's pointer and size.
  public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    bytes = UnsafeRawBufferPointer(start: size == 0 ? nil : data, count: size)
  }

  /// The bytes as text; invalid UTF-8 becomes U+FFFD, as the CLI's line reader does.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The first byte, which picks a configuration, and the text after it; `nil` when empty.
  public func choice() -> (UInt8, String)? {
    guard let first = bytes.first else { return nil }
    return (first, String(decoding: bytes.dropFirst(), as: UTF8.self))
  }

  /// The text up to the first newline and the bytes after it (none when there is none).
  public func splitAtFirstNewline() -> (String, UnsafeRawBufferPointer) {
    guard let newline = bytes.firstIndex(of: 0x0A) else {
      return (text, UnsafeRawBufferPointer(rebasing: bytes[size...]))
    }
    return (
      String(decoding: bytes[..<newline], as: UTF8.self),
      UnsafeRawBufferPointer(rebasing: bytes[(newline + 1)...])
    )
  }

  /// The number of bytes.
  public var size: Int { bytes.count }
}

/// Stops the run with a message when a property that must hold does not: libFuzzer saves the
/// input as a crash.
public func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
) {
  guard !condition() else { return }
  let text = "fuzz property failed: \(message())\n"
  var bytes = Array(text.utf8)
  _ = write(2, &bytes, bytes.count)
  abort()
}

/// A value shown in a property message: quoted, escaped, never cut.
public func show(_ text: String?) -> String {
  guard let text else { return "nil" }
  var shown = "\""
  for scalar in text.unicodeScalars {
    if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\"" || scalar == "\\" {
      shown += "\\u{\(String(scalar.value, radix: 16))}"
    } else {
      shown.unicodeScalars.append(scalar)
    }
  }
  return shown + "\""
}
