#if canImport(Glibc)
import Glibc
#endif

/// Lines on stderr, and the exit that follows a usage error.
enum Diagnostics {
  /// Writes one line to stderr.
  static func report(_ message: String) {
    var line = "fieldcli: " + message + "\n"
    line.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(2, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// Says that writing results to stdout failed, naming why, and exits 2.
  static func failedWrite(code: Int32) -> Never {
    fail(
      "Writing to standard output failed: \(String(cString: strerror(code))). "
        + "Please check that the disk has room or that the reader is still there.")
  }

  /// A value typed by the user, in single quotes and safe on one line: control characters
  /// and line separators escaped, and at most 64 characters with the length noted.
  static func quoted(_ value: String) -> String {
    var shown = ""
    var count = 0
    for scalar in value.unicodeScalars {
      if count == 64 {
        return "'" + shown + "…' (\(value.unicodeScalars.count) characters)"
      }
      count += 1
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator, .format:
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        shown.unicodeScalars.append(scalar)
      }
    }
    return "'" + shown + "'"
  }

  /// Writes one line to stderr and exits 2: bad usage or a bad configuration.
  static func fail(_ message: String) -> Never {
    report(message)
    exit(2)
  }
}
