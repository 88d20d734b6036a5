/// Why a draft file could not be used or saved.
public enum DraftError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path is empty or ends in a slash, so it names no file.
  case noFileName(file: String)
  /// The path names something other than a regular file: a device, a FIFO, a folder, a symlink.
  case notAFile(file: String, kind: FileKind)
  /// The file is larger than a draft may be (``Draft/maximumFileSize``).
  case tooLarge(file: String, size: Int)
  /// The answers would make a draft larger than it may be (``Draft/maximumFileSize``).
  case answersTooLarge(file: String, size: Int)
  /// Another fill holds the draft's lock; `holder` is its process id when it could be read.
  case inUse(file: String, holder: Int32?)
  /// The draft's lock file cannot be made or locked.
  case lockFailed(file: String, reason: String)
  /// The file holds something other than a draft, or a draft that was damaged.
  case notADraft(file: String, reason: String)
  /// The draft was saved while filling another form, or another version of this one.
  case otherForm(file: String)
  /// The draft's answers were typed in another locale than the run's.
  case otherLocale(file: String, draftLocale: String, locale: String)
  /// The draft file exists but cannot be read.
  case unreadable(file: String, reason: String)
  /// Saving the draft failed.
  case saveFailed(file: String, reason: String)

  /// One sentence naming the file, what is wrong and what to do instead.
  public var description: String {
    switch self {
    case .noFileName(let file):
      return "The draft \(quoted(file)) names no file; give '--draft' a file name, such as "
        + "'form.draft'."
    case .notAFile(let file, let kind):
      return "The draft \(quoted(file)) is \(kind), not a regular file; name a file with "
        + "'--draft'."
    case .tooLarge(let file, let size):
      return "The draft \(quoted(file)) is a file of \(size) bytes, over the 1 MiB limit of a "
        + "draft; name another file with '--draft'."
    case .answersTooLarge(let file, let size):
      return "The draft \(quoted(file)) would be \(size) bytes, over the 1 MiB limit of a "
        + "draft; give shorter answers, or fill the form without '--draft'."
    case .inUse(let file, let holder):
      return "The draft \(quoted(file)) is in use by another fill"
        + (holder.map { " (process \($0))." } ?? ".")
    case .lockFailed(let file, let reason):
      return "The draft \(quoted(file)) cannot be locked: \(reason). Check that its folder "
        + "exists and is writable."
    case .notADraft(let file, let reason):
      return "The file \(quoted(file)) is not a draft: \(reason). Name another file with "
        + "'--draft', or remove it to start afresh."
    case .otherForm(let file):
      return "The draft \(quoted(file)) belongs to another form; name another file with "
        + "'--draft', or remove it to start afresh."
    case .otherLocale(let file, let draftLocale, _):
      return "The draft \(quoted(file)) was answered in \(quoted(draftLocale)); run again with "
        + "'--locale \(draftLocale)', or remove it to start afresh."
    case .unreadable(let file, let reason):
      return "The draft \(quoted(file)) cannot be read: \(reason). Check the path."
    case .saveFailed(let file, let reason):
      return "Saving the draft \(quoted(file)) failed: \(reason). Check that its folder exists, "
        + "is writable and has room."
    }
  }
}
