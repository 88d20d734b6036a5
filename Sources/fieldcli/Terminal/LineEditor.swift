import CLibEdit
import Fields

#if canImport(Glibc)
import Glibc
#endif

/// libedit's line editor on the terminal: Emacs keys, history, a line that starts with text in
/// it, the cursor moving by grapheme cluster, Tab completion, and Shift-Tab as "previous".
///
/// ```swift
/// let editor = LineEditor(input: 0, output: terminal)
/// switch editor?.read(prompt: "Name: ", initial: "Jo", limit: 1 << 20) { ... }
/// ```
///
/// Keys are read from a terminal in the character locale that ``Terminal/prepareLocale()``
/// set, and a noted signal ends a read at once (``Outcome/signal(_:)``): the caller leaves
/// from its main flow.
///
/// ## Thread safety
/// Not `Sendable`: one editor is driven by the main flow only.
final class LineEditor {
  /// How a read ended.
  enum Outcome: Equatable {
    /// A whole line, without its line end.
    case line(String)
    /// The input ended (Ctrl-D).
    case end
    /// The line held more bytes than the limit.
    case tooLong
    /// Shift-Tab: the person wants the previous field.
    case previous
    /// A signal that ends the run was noted.
    case signal(Int32)
    /// Reading failed, with the system's reason.
    case failed(String)
  }

  /// What Tab puts in place of the text before the cursor, and the candidates to list.
  struct Completion {
    var replacement: String
    var candidates: [String]
  }

  private let handle: OpaquePointer
  /// What Tab offers for the text before the cursor; `nil` turns Tab off.
  var completer: ((String) -> Completion?)? {
    didSet {
      clibedit_set_completion(
        handle, completer == nil ? nil : lineEditorCompletion,
        Unmanaged.passUnretained(self).toOpaque())
    }
  }

  /// Opens an editor reading keys from `input` and drawing on `output`, or `nil` when libedit
  /// cannot start on them.
  init?(input: Int32, output: Int32) {
    guard let handle = clibedit_open(input, output) else { return nil }
    self.handle = handle
    clibedit_set_boundaries(graphemeBoundary)
  }

  deinit { clibedit_close(handle) }

  /// Reads one line.
  ///
  /// - Parameters:
  ///   - prompt: What is shown before the line.
  ///   - initial: What the line already holds, editable, with the cursor at its end.
  ///   - limit: The most bytes a line may have.
  /// - Returns: How the read ended.
  func read(prompt: String, initial: String? = nil, limit: Int) -> Outcome {
    var status = CLIBEDIT_LINE
    guard let line = clibedit_read_line(handle, prompt, initial, limit, &status) else {
      switch status {
      case CLIBEDIT_TOO_LONG: return .tooLong
      case CLIBEDIT_PREVIOUS: return .previous
      case CLIBEDIT_SIGNAL: return .signal(clibedit_pending_signal())
      case CLIBEDIT_ERROR: return .failed(String(cString: strerror(errno)))
      default: return .end
      }
    }
    defer { clibedit_free(line) }
    // The shim writes UTF-8 of the code points read, invalid bytes already U+FFFD.
    return .line(
      String(decoding: UnsafeRawBufferPointer(start: line, count: strlen(line)), as: UTF8.self))
  }

  /// Adds a line to the history the up arrow goes through.
  func remember(_ line: String) {
    clibedit_add_history(handle, line)
  }

  /// What Tab makes of the text before the cursor: the one candidate, else the longest
  /// beginning all candidates share (and the list), among `candidates`, matched by `matches`.
  static func completion(
    of typed: String, among candidates: [String], matches: (String, String) -> Bool
  ) -> Completion? {
    let found = candidates.filter { matches($0, typed) }
    guard let first = found.first else { return nil }
    guard found.count > 1 else { return Completion(replacement: first, candidates: []) }
    var shared = first[...]
    for other in found.dropFirst() {
      shared = shared.prefix(zip(shared, other).prefix { $0 == $1 }.count)
    }
    let replacement = shared.count > typed.count ? String(shared) : typed
    return Completion(replacement: replacement, candidates: found)
  }
}

/// Calls an editor's completer for the shim.
private let lineEditorCompletion: clibedit_completion_function = { context, before in
  guard let context, let before else { return nil }
  let editor = Unmanaged<LineEditor>.fromOpaque(context).takeUnretainedValue()
  guard let completion = editor.completer?(String(cString: before)) else { return nil }
  let listed = completion.candidates.map { QuotedText.escapingControls($0) }
  let text = ([completion.replacement.filter { $0 != "\n" && $0 != "\r" }] + listed)
    .joined(separator: "\n")
  return strdup(text)
}

/// The grapheme cluster boundary after or before `offset` among `count` code points, so that
/// the cursor steps over `é` written as e and a combining accent, or 👍🏽, in one move.
private let graphemeBoundary: clibedit_boundary_function = { text, count, offset, forward in
  guard let text, count > 0 else { return 0 }
  var scalars = String.UnicodeScalarView()
  for index in 0..<Int(count) {
    scalars.append(Unicode.Scalar(text[index]) ?? "\u{FFFD}")
  }
  var position = 0
  for character in String(scalars) {
    let next = position + character.unicodeScalars.count
    if forward != 0 {
      if next > Int(offset) { return Int32(next) }
    } else if next >= Int(offset) {
      return Int32(position)
    }
    position = next
  }
  return forward != 0 ? count : Int32(position)
}
