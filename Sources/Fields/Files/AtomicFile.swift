import SystemPackage

#if canImport(Glibc)
import Glibc
#endif

/// Replaces a file whole, so that a reader sees the old contents or the new, never a part.
///
/// ```swift
/// try AtomicFile.replace("script.golden", with: transcript, mode: 0o666)
/// ```
///
/// The contents go to a new file beside the target, created exclusively under a random name
/// (as `mkstemp` does, so nothing planted at a name can be followed or written through), given
/// exactly `mode` less the umask whatever the target had, flushed to the disk, renamed over the
/// target, and the folder is flushed so that the rename itself survives a crash. On any failure
/// the new file is removed and the target is as it was.
///
/// Only a regular file is replaced, or a name where there is none yet: renaming over a device
/// node, a FIFO or a symlink would change what the path is rather than what it holds.
package enum AtomicFile {
  /// Why a file could not be replaced.
  package enum Failure: Error, Equatable, Sendable {
    /// The path is empty or ends in a slash: it names no file.
    case noFileName
    /// The path names something other than a regular file.
    case notAFile(FileKind)
    /// A step failed with the system's error.
    case failed(step: String, error: FileError)

    /// What went wrong for a message: "writing it: File too large".
    package var reason: String {
      switch self {
      case .noFileName: return "the path names no file"
      case .notAFile(let kind): return "it is \(kind), not a regular file"
      case .failed(let step, let error): return step + ": " + error.description
      }
    }
  }

  /// Writes `text` to `path` in place of what it held.
  ///
  /// - Parameters:
  ///   - path: The file to replace or create.
  ///   - text: The new contents.
  ///   - mode: The new file's permissions before the umask: `0o600` for private answers,
  ///     `0o666` for a file anyone may read, as `open` makes it.
  /// - Throws: ``Failure`` naming the step and the system's error.
  package static func replace(_ path: String, with text: String, mode: mode_t)
    throws(Failure)
  {
    guard !path.isEmpty, !path.hasSuffix("/") else { throw .noFileName }
    let existing: (kind: FileKind, size: Int)?
    do {
      existing = try FileKind.of(path)
    } catch {
      throw .failed(step: "looking at it", error: error)
    }
    if let existing, existing.kind != .regularFile { throw .notAFile(existing.kind) }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
    let prefix = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let (descriptor, temporary) = try create(
      beside: prefix + "." + name, in: folder, mode: mode)
    do throws(Failure) {
      try write(text, to: descriptor)
      guard fsync(descriptor) == 0 else { throw failure("writing it") }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    // A network file system may report a failed write only when the file is closed.
    guard close(descriptor) == 0 else {
      let error = failure("writing it")
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let error = failure("renaming the new file over it")
      unlink(temporary)
      throw error
    }
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { throw failure("opening its folder \(quoted(folder))") }
    defer { close(directory) }
    guard fsync(directory) == 0 else { throw failure("flushing its folder \(quoted(folder))") }
  }

  // MARK: - Steps

  /// Creates a new file named `stem` and six random letters; never one that exists.
  ///
  /// Not `mkstemp` itself, which always makes mode 0600: `open` with `O_EXCL` takes the mode and
  /// applies the umask, as for any new file, and refuses any name that exists, a symlink too.
  private static func create(beside stem: String, in folder: String, mode: mode_t)
    throws(Failure) -> (Int32, String)
  {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    for _ in 0..<100 {
      let temporary = stem + "." + String((0..<6).map { _ in letters.randomElement() ?? "x" })
      do {
        // swift-system opens again when a signal interrupts the call.
        let descriptor = try FileDescriptor.open(
          FilePath(temporary), .writeOnly,
          options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
          permissions: FilePermissions(rawValue: CModeT(mode)))
        return (descriptor.rawValue, temporary)
      } catch let error as Errno where error == .fileExists {
        continue
      } catch {
        throw failure("creating a new file in \(quoted(folder))", error)
      }
    }
    throw failure("creating a new file in \(quoted(folder))", Errno.fileExists)
  }

  private static func write(_ text: String, to descriptor: Int32) throws(Failure) {
    var text = text
    do {
      // swift-system writes again after a short write and when a signal interrupts one.
      try text.withUTF8 { bytes in
        _ = try FileDescriptor(rawValue: descriptor).writeAll(UnsafeRawBufferPointer(bytes))
      }
    } catch {
      throw failure("writing it", error)
    }
  }

  /// The failure of a step that swift-system reported.
  private static func failure(_ step: String, _ error: any Error) -> Failure {
    .failed(step: step, error: FileError(code: (error as? Errno)?.rawValue ?? EIO))
  }

  private static func failure(_ step: String) -> Failure {
    .failed(step: step, error: FileError(code: errno))
  }
}
