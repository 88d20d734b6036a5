/// Why a draft file could not be used or saved.
public enum DraftError: Error, Equatable, Sendable, CustomStringConvertible {
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
