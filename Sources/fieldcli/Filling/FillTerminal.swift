import CLibEdit
import Fields
import SystemPackage

#if canImport(Glibc)
import Glibc
#endif

/// Where `fieldcli fill` shows prompts and messages: the terminal a person answers at, or
/// stderr when the answers come from a pipe; with colour only at a terminal that wants it.
struct FillTerminal {
  /// Whether messages are shown in red.
  var colour: Bool
  /// The descriptor prompts and messages are written to.
  var output: Int32 = 2

  /// What the environment says about the terminal.
  struct Environment {
    /// TERM=dumb: no cursor movement, so no line editor and no colour.
    var isDumb: Bool
    /// NO_COLOR set to anything but the empty string (no-color.org).
    var noColour: Bool

    static var current: Environment {
      let term = getenv("TERM").map { String(cString: $0) }
      let noColour = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
      return Environment(isDumb: term == nil || term == "dumb", noColour: !noColour.isEmpty)
    }

    var allowsEditing: Bool { !isDumb }
    var allowsColour: Bool { !isDumb && !noColour }
  }

  /// Writes text to ``output`` as it is: the caller has escaped whatever came from the user.
  func write(_ text: String) {
    var text = text
    // swift-system's writeAll retries a write a signal interrupted; a terminal that is gone
    // (EIO, EPIPE) ends the prompt's output, as the next read then ends the fill.
    text.withUTF8 { bytes in
      _ = try? FileDescriptor(rawValue: output).writeAll(UnsafeRawBufferPointer(bytes))
    }
  }

  /// Writes a message a person reads in the form's language, on its own line.
  func message(_ text: String) { write(messageLine(text)) }

  /// What ``message(_:)`` writes: the text escaped to one line, in red when colour is on.
  func messageLine(_ text: String) -> String {
    let line = QuotedText.escapingControls(text)
    return colour ? "\u{1B}[31m" + line + "\u{1B}[0m\n" : line + "\n"
  }

  /// The form's title and how to move between fields, before the first prompt.
  func showIntroduction(of filler: FormFiller) {
    if let title = filler.form.spec.title {
      write(QuotedText.escapingControls(title) + "\n")
    }
    write(filler.helpText + "\n")
  }
}
