#if canImport(Glibc)
import Glibc
#endif

/// A system call's failure: its `errno`, said as the system says it.
package struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `errno` value.
  package var code: Int32

  /// The system's words for the error, such as "No space left on device".
  package var description: String { String(cString: strerror(code)) }
}
