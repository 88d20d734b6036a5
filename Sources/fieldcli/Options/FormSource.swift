import ArgumentParser
import Fields
import FoundationEssentials

/// How a command that reads a form reads it: a form spec (JSON) or a page's `<form>` (HTML).
struct FormSource: ParsableArguments {
  /// The format of a form file.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    /// A form spec, as docs/form-spec.md describes.
    case json
    /// An HTML page, whose form is read as docs/html.md's "HTML pages in" says.
    case html
  }

  @Option(
    name: .customLong("form"),
    help: ArgumentHelp(
      "The form of an HTML page to read, by its id or name, when the page has several.",
      valueName: "id"))
  var formID: String?

  @Option(
    help: ArgumentHelp(
      "How the form file is read: 'json' (a form spec) or 'html' (a page's form).",
      discussion: "By default by its extension: '.html' and '.htm' are pages, anything else a "
        + "form spec."))
  var formFormat: Format?

  /// Whether `path` is read as a page.
  func isPage(_ path: String) -> Bool {
    if let formFormat { return formFormat == .html }
    let lowered = path.lowercased()
    return lowered.hasSuffix(".html") || lowered.hasSuffix(".htm")
  }

  /// Reads the form spec at `path`, or exits 2 with one line when it cannot.
  ///
  /// A JSON spec is read as it is; a page's form is read with its warnings written to stderr.
  ///
  /// - Parameters:
  ///   - path: The form file.
  ///   - forDraft: Whether the bytes a draft's digest is taken of are needed (`fill`).
  /// - Returns: The spec, and the bytes a draft's digest is taken of: the file's for a spec
  ///   (none unless `forDraft`), the spec's JSON for a page (so that a page changed only in its
  ///   markup keeps its drafts).
  func load(_ path: String, forDraft: Bool = false) -> (spec: FormSpec, digestBytes: [UInt8]) {
    guard isPage(path) else {
      if let formID {
        Diagnostics.fail(
          "'--form \(formID)' picks a form of an HTML page, but \(QuotedText.quoted(path)) is "
            + "read as a form spec (JSON). Please name a page, or pass '--form-format html'.")
      }
      do {
        guard forDraft else { return (try FormSpec(contentsOf: path), []) }
        // fill's own words for a file it cannot read, and the bytes its drafts are keyed by.
        guard let bytes = FileManager.default.contents(atPath: path) else {
          Diagnostics.fail(
            "The form \(QuotedText.quoted(path)) cannot be read; check the path and that it is "
              + "a file.")
        }
        if let text = String(validating: bytes, as: UTF8.self) {
          return (try FormSpec(json: text, file: path), Array(bytes))
        }
        return (try FormSpec(contentsOf: path), Array(bytes))
      } catch {
        Diagnostics.fail(error.description)
      }
    }
    let reading = Self.read(page: path, form: formID, choosing: "--form ")
    return (reading.spec, Array(reading.json.utf8))
  }

  /// Reads a page's form, writes its warnings to stderr, and exits 2 with one line when it
  /// cannot.
  ///
  /// - Parameters:
  ///   - path: The page.
  ///   - form: The form's id or name, if given.
  ///   - choosing: What comes before an id in the advice of an error (`--form `).
  /// - Returns: The spec, its JSON and its warnings.
  static func read(page path: String, form: String?, choosing: String) -> HTMLPage.Reading {
    do {
      let reading = try HTMLPage(contentsOf: path).formSpec(form)
      for warning in reading.warnings { Diagnostics.show(warning.description) }
      return reading
    } catch {
      // Each control left out, on its own line, before the line that ends the run.
      if case .noFields(_, _, let warnings) = error {
        for warning in warnings { Diagnostics.show(warning.description) }
      }
      Diagnostics.fail(error.description(choosing: { choosing + $0 }))
    }
  }
}
