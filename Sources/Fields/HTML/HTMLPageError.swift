/// Why a page's form cannot be read: the page, and what to do instead.
///
/// ```text
/// The page 'signin.html' has 2 forms, 'login' and 'signup'; choose one by its id or name.
/// ```
///
/// Each case carries the page's file as the user named it. A control the reader cannot model is
/// no error but an ``HTMLFormWarning``: the rest of the form is still read.
public enum HTMLPageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file cannot be opened or read.
  case unreadable(file: String)
  /// The path names something other than a regular file, such as a folder or a FIFO.
  case notAFile(file: String, kind: FileKind)
  /// The page is larger than ``HTMLPage/maximumSize``.
  case tooLarge(file: String, size: Int)
  /// The page nests elements deeper than ``HTMLPage/maximumDepth``; the line (from 1) of the
  /// start tag that goes past it.
  case tooDeep(file: String, line: Int)
  /// A browser would open the page's unclosed formatting elements (`<b>`, `<i>`, `<font>`…)
  /// again more often than its length allows (an eighth of its bytes, and 4,096 elements); the
  /// line where it goes past.
  case reopensTooMany(file: String, line: Int)
  /// The page has no `<form>`.
  case noForm(file: String)
  /// The page has several forms and none was chosen; their names as ``HTMLPage/FormInfo/name``.
  case severalForms(file: String, forms: [String])
  /// No form of the page has this id or name.
  case unknownForm(file: String, form: String, forms: [String])
  /// The form has no control that becomes a field; the warnings say what each control left
  /// out lacks.
  case noFields(file: String, form: String, warnings: [HTMLFormWarning])
  /// The spec the form gives is one Fields refuses (its message), such as two fields that
  /// differ only where a spec cannot say so.
  case refusedSpec(file: String, form: String, message: String)

  /// The page's file.
  public var file: String {
    switch self {
    case .unreadable(let file), .notAFile(let file, _), .tooLarge(let file, _),
      .tooDeep(let file, _),
      .reopensTooMany(let file, _),
      .noForm(let file), .severalForms(let file, _), .unknownForm(let file, _, _),
      .noFields(let file, _, _), .refusedSpec(let file, _, _):
      return file
    }
  }

  /// The error as one line, naming the page and what to do.
  public var description: String {
    let page = "The page \(quoted(file))"
    switch self {
    case .unreadable:
      return "\(page) cannot be read; check the path and that it is a file."
    case .notAFile(_, let kind):
      return "\(page) is \(kind), not a regular file; name an HTML file."
    case .tooLarge(_, let size):
      return
        "\(page) is \(size) bytes long; a page is at most \(HTMLPage.maximumSize) bytes (16 MiB)."
    case .tooDeep(_, let line):
      return
        "\(page) nests elements more than \(HTMLPage.maximumDepth) deep at line \(line); a page "
        + "is read nested at most \(HTMLPage.maximumDepth) deep, as browsers build it."
    case .reopensTooMany(_, let line):
      return
        "\(page) leaves so many formatting elements such as <b> unclosed that a browser opens "
        + "them again more than its length allows, by line \(line); close them."
    case .noForm:
      return "\(page) has no <form>; name a page with a form, or a form spec (JSON)."
    case .severalForms(_, let forms):
      return
        "\(page) has \(forms.count) forms, \(Self.list(forms)); choose one by its id or name, "
        + "such as \(quoted(forms.first ?? "1"))."
    case .unknownForm(_, let form, let forms):
      return
        "\(page) has no form with the id or name \(quoted(form)); its forms are \(Self.list(forms))."
    case .noFields(_, let form, let warnings):
      let start =
        "The form \(quoted(form)) of \(quoted(file)) has no control that becomes a field (each "
        + "needs a name and a type Fields models)"
      guard let first = warnings.first else { return start + "." }
      // The first reason in the line itself, so that it says why wherever it is shown.
      let others = warnings.count == 1 ? "" : " (and \(warnings.count - 1) more)"
      return start + "; at \(first.line):\(first.column): \(first.message)\(others)"
    case .refusedSpec(_, let form, let message):
      return "The form \(quoted(form)) of \(quoted(file)) gives a spec Fields refuses: \(message)"
    }
  }

  /// The error as one line whose advice names what to type to choose a form.
  ///
  /// The advice is in the caller's words: `advice("login")` is `--form login` for fieldcli,
  /// `load page.html login` in a session. Errors without such advice are their
  /// ``description``.
  public func description(choosing advice: (String) -> String) -> String {
    let names = { (forms: [String]) in forms.map(quoted).joined(separator: ", ") }
    switch self {
    case .severalForms(_, let forms):
      return
        "The page \(quoted(file)) has \(forms.count) forms (\(names(forms))); "
        + "please choose one with '\(advice(forms.first ?? "ID"))'."
    case .unknownForm(_, let form, let forms):
      return
        "The page \(quoted(file)) has no form with the id or name \(quoted(form)); please "
        + "choose one of \(names(forms)), such as '\(advice(forms.first ?? "ID"))'."
    default:
      return description
    }
  }

  /// Names quoted and joined as a sentence says them: `'a', 'b' and 'c'`.
  static func list(_ names: [String]) -> String {
    let shown = names.map(quoted)
    guard let last = shown.last else { return "none" }
    return shown.count == 1 ? last : shown.dropLast().joined(separator: ", ") + " and " + last
  }
}
