import Fields

#if canImport(Glibc)
import Glibc
#endif

/// Lines on stderr, and the exit that follows a usage error.
enum Diagnostics {
  /// Writes one line to stderr.
  static func report(_ message: String) {
    show("fieldcli: " + message)
  }

  /// Writes one line to stderr as it is, without `fieldcli: `: a note, not a problem.
  static func show(_ text: String) {
    // Whatever a message quotes, it stays one line and sends the terminal no commands.
    var line = QuotedText.escapingControls(text) + "\n"
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

  /// Writes one line to stderr and exits 2: bad usage or a bad configuration.
  static func fail(_ message: String) -> Never {
    report(message)
    exit(2)
  }
}
