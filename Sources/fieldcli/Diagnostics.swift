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

  /// Writes one line to stderr and exits 2: bad usage or a bad configuration.
  static func fail(_ message: String) -> Never {
    report(message)
    exit(2)
  }
}
