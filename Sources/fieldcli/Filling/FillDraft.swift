import Fields

#if canImport(Glibc)
import Glibc
#endif

/// The draft one `fieldcli fill` goes on from and saves to, locked for the whole run.
///
/// The lock is taken before the draft is read and held until the process ends, however it
/// ends (complete, Ctrl-D, Ctrl-C, `--strict`): a second fill of the same draft exits 2 at once
/// instead of saving over this one's answers. Every failure exits 2 with one line.
struct FillDraft {
  /// The draft's path, as given.
  let path: String
  /// The draft as read, or `nil` when there was none yet.
  let saved: Draft?
  private let lock: Draft.Lock

  /// Locks the draft at `path` and reads it; exits 2 when it cannot be used.
  ///
  /// - Parameters:
  ///   - path: The draft's path, as given.
  ///   - form: The form being filled, which the draft must belong to.
  ///   - digest: The digest of the form's spec file.
  init(_ path: String, form: Fields.Form, digest: String) {
    self.path = path
    do throws(DraftError) {
      lock = try Draft.Lock(for: path)
      saved = try Draft.load(from: path)
      if let saved {
        guard saved.formDigest == digest else { throw .otherForm(file: path) }
        let canonical = try? LocaleIdentifier(form.locale).identifier
        guard saved.locale == form.locale || saved.locale == canonical else {
          throw .otherLocale(
            file: path, draftLocale: saved.locale, locale: form.locale)
        }
      }
    } catch {
      Diagnostics.fail(error.description)
    }
  }

  // MARK: - Running

  /// Says on stderr what a resumed draft restored and where the fill goes on; nothing for a
  /// new draft.
  ///
  /// - Parameter filler: The filler made from ``saved``, which kept the answers it still takes.
  func reportResumption(of filler: FormFiller) {
    guard saved != nil else { return }
    let count = filler.draft.answers.count
    var line = "Resumed \(count) answer\(count == 1 ? "" : "s") from \(QuotedText.quoted(path))"
    if let field = filler.currentField {
      line += "; going on at \(FormFiller.naming(field))."
    } else {
      line += "; every field has its answer."
    }
    Diagnostics.show(line)
  }

  /// Saves the answers so far, or exits 2 saying why they cannot be saved.
  func save(_ draft: Draft) {
    do {
      try draft.save(to: path)
    } catch {
      Diagnostics.fail(error.description)
    }
  }

  /// Removes the draft of a complete form and its lock file, still holding the lock, so no
  /// other fill can go on from the answers as they are removed.
  func remove() {
    do {
      try Draft.remove(at: path)
      lock.removeFile()
    } catch {
      Diagnostics.report(error.description)
    }
  }
}
