import SystemPackage

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Draft files

extension Draft {
  /// The most bytes a draft file holds: 1 MiB.
  ///
  /// A draft is read whole before a form is asked, so its size is checked before any of it is
  /// read: `/dev/zero` given as a draft once read until memory ran out (2 GB, then SIGABRT), and
  /// a 1 GB file was read whole only to be told it was no draft. A form's answers fit many
  /// times over; a draft that would be larger is not saved (``DraftError/answersTooLarge(file:size:)``),
  /// so every saved draft can be read again.
  public static let maximumFileSize = 1 << 20

  /// Reads the draft file at `path`, or `nil` when there is none yet.
  ///
  /// Only a regular file of at most ``maximumFileSize`` bytes is read. It is opened without
  /// following a symlink and without waiting (a FIFO would wait for a writer for ever), and
  /// what it is is checked on the open file before a byte is read.
  ///
  /// - Throws: ``DraftError`` for a path that names no regular file, a file too large, one
  ///   that cannot be read, or one that holds no draft.
  public static func load(from path: String) throws(DraftError) -> Draft? {
    try check(path)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
    if descriptor < 0 {
      let code = errno
      if code == ENOENT { return nil }
      if code == ELOOP { throw .notAFile(file: path, kind: .symlink) }
      // Replaced since it was checked, by a socket (ENXIO) or the like: say what it is now.
      if let found = try? FileKind.of(path), found.kind != .regularFile {
        throw .notAFile(file: path, kind: found.kind)
      }
      throw .unreadable(file: path, reason: FileError(code: code).description)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(file: path, reason: FileError(code: errno).description)
    }
    try check(FileKind(mode: status.st_mode), size: Int(status.st_size), of: path)
    // At most one byte past the limit: a file that grew since fstat is refused, not read whole.
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= maximumFileSize {
      // swift-system's read retries a read a signal interrupted.
      let count: Int
      do {
        count = try chunk.withUnsafeMutableBytes {
          try FileDescriptor(rawValue: descriptor).read(into: $0)
        }
      } catch {
        let code = (error as? Errno)?.rawValue ?? EIO
        throw .unreadable(file: path, reason: FileError(code: code).description)
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    guard bytes.count <= maximumFileSize else {
      throw .tooLarge(file: path, size: bytes.count)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .notADraft(file: path, reason: "it is not UTF-8 text")
    }
    return try Draft(json: text, file: path)
  }

  /// Saves the draft at `path` so that the file always holds a whole draft, old or new, even
  /// if the process or the machine stops halfway.
  ///
  /// The draft is written through `AtomicFile`: a new file beside `path` under a random
  /// name, readable by the owner only (answers may be private) whatever the old draft's mode
  /// was, flushed to the disk and renamed over `path`; the folder is flushed too.
  ///
  /// - Throws: ``DraftError/saveFailed(file:reason:)`` naming the system's reason,
  ///   ``DraftError/notAFile(file:kind:)`` when `path` is no longer a regular file, and
  ///   ``DraftError/answersTooLarge(file:size:)`` when the draft would be too large to read.
  public func save(to path: String) throws(DraftError) {
    let text = json
    guard text.utf8.count <= Self.maximumFileSize else {
      throw .answersTooLarge(file: path, size: text.utf8.count)
    }
    do {
      try AtomicFile.replace(path, with: text, mode: 0o600)
    } catch {
      switch error {
      case .noFileName: throw .noFileName(file: path)
      case .notAFile(let kind): throw .notAFile(file: path, kind: kind)
      case .failed: throw .saveFailed(file: path, reason: error.reason)
      }
    }
  }

  /// Removes the draft file once its form is complete.
  ///
  /// - Throws: ``DraftError/saveFailed(file:reason:)`` when it exists and cannot be removed.
  public static func remove(at path: String) throws(DraftError) {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw .saveFailed(file: path, reason: "removing it: " + String(cString: strerror(errno)))
    }
  }

  // MARK: - Checks

  /// Refuses a path that cannot hold a draft, from what it names now, before anything is made
  /// beside it or read from it; a path that names nothing yet is fine.
  static func check(_ path: String) throws(DraftError) {
    guard !path.isEmpty, !path.hasSuffix("/") else { throw .noFileName(file: path) }
    let found: (kind: FileKind, size: Int)?
    do {
      found = try FileKind.of(path)
    } catch {
      throw .unreadable(file: path, reason: error.description)
    }
    if let found { try check(found.kind, size: found.size, of: path) }
  }

  private static func check(_ kind: FileKind, size: Int, of path: String) throws(DraftError) {
    guard kind == .regularFile else { throw .notAFile(file: path, kind: kind) }
    guard size <= maximumFileSize else { throw .tooLarge(file: path, size: size) }
  }
}
