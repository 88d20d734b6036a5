#if canImport(Glibc)
import Glibc
#endif

/// What a path names, as `stat` tells it, for messages that refuse anything but a regular file.
///
/// ```swift
/// FileKind(mode: status.st_mode)  // .characterDevice for /dev/zero
/// "'/dev/zero' is \(FileKind.characterDevice)"  // "'/dev/zero' is a character device"
/// ```
///
/// Fields reads and replaces only regular files: a device reads for ever or swallows what is
/// written, a FIFO waits for a writer that may never come, and replacing a symlink or a device
/// node by renaming over it changes what the path is.
public enum FileKind: String, Sendable, Hashable, CustomStringConvertible {
  case regularFile = "a file"
  case folder = "a folder"
  case symlink = "a symlink"
  case characterDevice = "a character device"
  case blockDevice = "a block device"
  case fifo = "a FIFO"
  case socket = "a socket"

  /// The kind of a `stat` result's `st_mode`.
  public init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFDIR: self = .folder
    case S_IFLNK: self = .symlink
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    default: self = .regularFile
    }
  }

  /// The kind with its article, as a message says it: "a character device".
  public var description: String { rawValue }

  // MARK: - Looking

  /// What `path` itself names, without following a symlink there; `nil` when nothing does.
  ///
  /// - Returns: The kind and, for a regular file, its size in bytes.
  /// - Throws: The `errno` of an `lstat` that failed for another reason than a missing file.
  package static func of(_ path: String) throws(FileError) -> (kind: FileKind, size: Int)? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw FileError(code: errno)
    }
    return (FileKind(mode: status.st_mode), Int(status.st_size))
  }
}
