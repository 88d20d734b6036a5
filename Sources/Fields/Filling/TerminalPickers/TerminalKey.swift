/// One key press, or pasted text, at a terminal in raw mode.
///
/// ```swift
/// var decoder = TerminalKeyDecoder()
/// decoder.feed([0x1B, 0x5B, 0x41, 0x61, 0x0D])   // [.up, .text("a"), .enter]
/// ```
///
/// ``TerminalKeyDecoder`` makes them from the bytes a terminal sends; a ``TerminalPicker``
/// handles them.
package enum TerminalKey: Equatable, Sendable {
  /// The arrow keys.
  case up, down, left, right
  /// The keys that jump to an end or by a page.
  case home, end, pageUp, pageDown
  /// Return (CR, LF, or CR LF once).
  case enter
  /// The space bar, outside a paste.
  case space
  /// Backspace (DEL or BS).
  case backspace
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Ctrl-C (0x03).
  case interrupt
  /// Ctrl-D (0x04).
  case endOfInput
  /// Ctrl-Z (0x1A).
  case suspend
  /// Escape pressed on its own.
  case escape
  /// Printable characters, one or more: what was typed between other keys, or a whole paste.
  case text(String)
}
