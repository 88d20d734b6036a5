#if canImport(Glibc)
import Glibc
#endif

extension Draft {
  /// A draft held by one fill: while one process holds it, no other can.
  ///
  /// ```swift
  /// let lock = try Draft.Lock(for: "signup.draft")  // before the draft is read
  /// // ... load, fill, save ...
  /// try Draft.remove(at: "signup.draft")
  /// lock.removeFile()
  /// ```
  ///
  /// Two fills saving one draft would write over each other's answers. The draft itself cannot
  /// carry the lock: each save renames a new file over it, a new inode that nobody holds. So
  /// the lock is `flock` on a file beside it, `DRAFT.lock` (mode 0600, never through a
  /// symlink), which holds the holder's process id for the message of the fill refused.
  ///
  /// ## Lifetime
  /// The lock is held until the lock is released or the process ends, however it ends: the
  /// kernel drops a `flock` with the last descriptor, so a killed fill never leaves a draft
  /// locked. The file itself stays between runs; ``removeFile()`` removes it with the
  /// completed draft. A fill that locked the file just as it was removed finds that its path
  /// no longer names the inode it locked, and locks the new file instead, so removing it never
  /// lets two fills in.
  ///
  /// ## Thread safety
  /// Not `Sendable`: one lock belongs to the one run that took it.
  public final class Lock {
    /// The draft's path.
    public let draftPath: String
    /// The lock file's path: the draft's and `.lock`.
    public let path: String
    private let descriptor: Int32

    /// Takes the draft's lock, or says who holds it; never waits.
    ///
    /// A path that cannot hold a draft (``Draft/load(from:)`` would refuse it) is refused
    /// first, so nothing is made beside a device or a folder.
    ///
    /// - Parameter draftPath: The draft's path, as given.
    /// - Throws: ``DraftError/inUse(file:holder:)`` when another process holds it,
    ///   ``DraftError/lockFailed(file:reason:)`` when the lock file cannot be made or locked,
    ///   and the errors of a path that is no draft.
    public init(for draftPath: String) throws(DraftError) {
      try Draft.check(draftPath)
      self.draftPath = draftPath
      path = draftPath + ".lock"
      descriptor = try Self.lock(path, for: draftPath)
      // The holder's id is what the refused fill shows; without it the lock holds all the same.
      let id = Array("\(getpid())\n".utf8)
      if pwrite(descriptor, id, id.count, 0) == id.count {
        _ = ftruncate(descriptor, off_t(id.count))
      }
    }

    deinit { close(descriptor) }

    /// Removes the lock file, still holding the lock: for when the draft is removed too.
    public func removeFile() {
      unlink(path)
    }

    // MARK: - Locking

    private static func lock(_ path: String, for draftPath: String) throws(DraftError) -> Int32 {
      // The holder writes its id just after it locks; a fill refused in between waits for it,
      // a few milliseconds at most, rather than name no process.
      var waitsForHolder = 100
      while true {
        let descriptor = open(
          path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
          if errno == EINTR { continue }
          if errno == ELOOP {
            throw .lockFailed(file: draftPath, reason: "\(quoted(path)) is a symlink")
          }
          throw failure(draftPath, "opening \(quoted(path))")
        }
        var locked = stat()
        guard fstat(descriptor, &locked) == 0 else {
          let error = failure(draftPath, "opening \(quoted(path))")
          close(descriptor)
          throw error
        }
        guard FileKind(mode: locked.st_mode) == .regularFile else {
          close(descriptor)
          throw .lockFailed(
            file: draftPath, reason: "\(quoted(path)) is \(FileKind(mode: locked.st_mode))")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
          let code = errno
          if code == EINTR {
            close(descriptor)
            continue
          }
          guard code == EWOULDBLOCK else {
            let error = failure(draftPath, "locking \(quoted(path))")
            close(descriptor)
            throw error
          }
          let holder = Self.holder(descriptor)
          close(descriptor)
          if holder == nil, waitsForHolder > 0 {
            waitsForHolder -= 1
            usleep(10_000)
            continue
          }
          throw .inUse(file: draftPath, holder: holder)
        }
        // The holder before may have removed the file after this one opened it: a lock on an
        // inode the path no longer names keeps nobody out.
        var named = stat()
        if stat(path, &named) == 0, named.st_dev == locked.st_dev, named.st_ino == locked.st_ino {
          return descriptor
        }
        close(descriptor)
      }
    }

    /// The process id the holder wrote, or `nil` when it has not written it yet.
    private static func holder(_ descriptor: Int32) -> Int32? {
      var bytes = [UInt8](repeating: 0, count: 16)
      let count = pread(descriptor, &bytes, bytes.count, 0)
      guard count > 0 else { return nil }
      let digits = bytes[..<count].prefix { $0 != UInt8(ascii: "\n") }
      // An id left by a fill that has ended is not the holder's: the holder is about to write.
      guard let id = Int32(String(decoding: digits, as: UTF8.self)),
        kill(id, 0) == 0 || errno == EPERM
      else { return nil }
      return id
    }

    private static func failure(_ draftPath: String, _ step: String) -> DraftError {
      .lockFailed(file: draftPath, reason: step + ": " + FileError(code: errno).description)
    }
  }
}
