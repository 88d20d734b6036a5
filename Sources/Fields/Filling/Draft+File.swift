#if canImport(Glibc)
import Glibc
#endif

// MARK: - Draft files

extension Draft {
  /// Reads the draft file at `path`, or `nil` when there is none yet.
  ///
  /// - Throws: ``DraftError`` for a file that cannot be read or holds no draft.
  public static func load(from path: String) throws(DraftError) -> Draft? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      throw .unreadable(file: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count < 0 { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .notADraft(file: path, reason: "it is not UTF-8 text")
    }
    return try Draft(json: text, file: path)
  }

  /// Saves the draft at `path` so that the file always holds a whole draft, old or new, even
  /// if the process or the machine stops halfway.
  ///
  /// The draft is written to a temporary file in the same folder (`.NAME.tmp`, readable by the
  /// owner only, as answers may be private), flushed to the disk, renamed over `path`, and the
  /// folder is flushed so that the rename itself survives a crash.
  ///
  /// - Throws: ``DraftError/saveFailed(file:reason:)`` naming the system's reason.
  public func save(to path: String) throws(DraftError) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = (slash.map { String(path[...$0]) } ?? "") + "." + name + ".tmp"
    func failure(_ step: String) -> DraftError {
      .saveFailed(file: path, reason: step + ": " + String(cString: strerror(errno)))
    }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure("creating \(quoted(temporary))") }
    var text = json
    let written = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if count < 0, errno == EINTR { continue }
        if count <= 0 { return false }
        offset += count
      }
      return true
    }
    guard written, fsync(descriptor) == 0 else {
      let error = failure("writing \(quoted(temporary))")
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0 else {
      let error = failure("writing \(quoted(temporary))")
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let error = failure("renaming \(quoted(temporary))")
      unlink(temporary)
      throw error
    }
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { throw failure("opening the folder \(quoted(folder))") }
    defer { close(directory) }
    guard fsync(directory) == 0 else { throw failure("flushing the folder \(quoted(folder))") }
  }

  /// Removes the draft file once its form is complete.
  ///
  /// - Throws: ``DraftError/saveFailed(file:reason:)`` when it exists and cannot be removed.
  public static func remove(at path: String) throws(DraftError) {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw .saveFailed(file: path, reason: "removing it: " + String(cString: strerror(errno)))
    }
  }
}
