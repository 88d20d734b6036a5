import ArgumentParser
import Fields
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

extension FieldCLI {
  /// `fieldcli fill`.
  struct Fill: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "fill",
      abstract: "Fills a form: one answer per field, at a terminal or from a pipe.",
      discussion: """
        At a terminal, choices, dates, times and switches are pickers drawn under the prompt \
        (arrow keys move, letters filter, Space ticks, Enter takes), and other fields are asked \
        with the answer or default already in the line; Shift-Tab goes to the previous field, \
        Ctrl-D stops and Ctrl-C cancels. With --accessible or TERM=dumb, every field is a \
        numbered line prompt. From a pipe or --answers, one answer per line in field order. \
        ':prev', ':next', ':clear' and ':done' are the toolbar's buttons (start an answer with \
        '::' to give it with one colon). The values go to stdout as one JSON object; prompts go \
        to the terminal (/dev/tty), or to stderr when the answers come from a pipe. \
        Exit 0 when the form is complete, 1 when an answer was refused with --strict or the \
        input ended first (Ctrl-D), 130 on Ctrl-C, 2 for bad usage or a bad file. See \
        docs/fill.md.
        """
    )

    @Argument(help: "The form: a form spec (JSON), or an HTML page.")
    var form: String

    @OptionGroup var source: FormSource

    @Option(help: "Read the answers from this file, one per line, instead of asking.")
    var answers: String?

    @Option(
      help: """
        Save every accepted answer to this file at once, and go on from it: a later run asks \
        only what is left. Removed when the form is complete.
        """)
    var draft: String?

    @Option(help: "The locale the form is filled in, instead of its own, such as 'fr_FR'.")
    var locale: String?

    @Flag(help: "End the run at the first invalid answer, with exit 1.")
    var strict = false

    @Flag(
      help: """
        Ask every field with a numbered line prompt, one question per line, instead of \
        drawing pickers: for screen readers (as TERM=dumb does).
        """)
    var accessible = false

    func run() throws {
      let (filled, digest) = Self.load(form, locale: locale, source: source)
      let draftFile = draft.map { FillDraft($0, form: filled, digest: digest) }
      let filler = FormFiller(
        form: filled, draft: draftFile?.saved ?? Draft(formDigest: digest, locale: filled.locale))
      draftFile?.reportResumption(of: filler)
      let input = answers.map(Self.open) ?? 0
      defer { if input != 0 { close(input) } }
      let interactive = answers == nil && isatty(0) == 1
      let environment = FillTerminal.Environment.current
      guard interactive else {
        let run = FillRun(
          filler: filler, draft: draftFile, strict: strict, terminal: FillTerminal(colour: false))
        // Every accepted answer is on the disk already: Ctrl-C has nothing left to do.
        Terminal.exitOnInterrupt()
        run.readLines(from: input)
      }
      Terminal.prepareLocale()
      let output = Terminal.openForPrompts()
      let run = FillRun(
        filler: filler, draft: draftFile, strict: strict,
        terminal: FillTerminal(
          colour: isatty(output) == 1 && environment.allowsColour, output: output))
      run.terminal.showIntroduction(of: filler)
      Terminal.handleSignals(on: output)
      // TERM=dumb: the terminal's own line input, no control codes, but still no echo for a
      // secret.
      let editor = environment.allowsEditing ? LineEditor(input: 0, output: output) : nil
      run.edit(with: editor, pickers: editor != nil && !accessible)
    }

    /// Reads the spec, makes the form and returns it with the digest of the file's bytes.
    static func load(_ path: String, locale: String?, source: FormSource) -> (Fields.Form, String) {
      if let locale {
        do {
          _ = try LocaleIdentifier(locale)
        } catch {
          Diagnostics.fail(error.description)
        }
      }
      let (spec, bytes) = source.load(path, forDraft: true)
      do {
        // Pickers start at the same instant on every run, as the session's do, so that a
        // script's answers mean the same tomorrow.
        let form = try Fields.Form(spec: spec, locale: locale, now: Fields.Form.referenceDate)
        return (form, Draft.digest(of: bytes))
      } catch {
        Diagnostics.fail("The form \(QuotedText.quoted(path)) cannot be used: \(error)")
      }
    }

    /// Opens the answers file, or exits 2 saying it cannot be read.
    static func open(_ path: String) -> Int32 {
      let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
      var status = stat()
      guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR
      else {
        Diagnostics.fail(
          "The answers file \(QuotedText.quoted(path)) cannot be read; check the path.")
      }
      return descriptor
    }
  }
}
