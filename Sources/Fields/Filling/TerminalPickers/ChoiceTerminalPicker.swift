/// A single choice at a terminal: the options as a list with one marked, filtered by typing.
///
/// ```swift
/// var picker = ChoiceTerminalPicker(titles: ["Berlin", "Bern", "Zürich"], marked: 0,
///                                   catalog: try MessageCatalog(locale: "en_US"))
/// picker.handle(.text("zu"))   // .redraw
/// picker.lines(width: 40, colour: false)
/// // ["Filter: zu", "▸ Zürich"]
/// picker.handle(.enter)        // .answer("Zürich")
/// ```
///
/// ## Keys
/// - ↑ ↓, Home, End, Page Up and Page Down move the mark, stopping at the ends.
/// - Typing adds to the filter (a space too, once it has text); Backspace takes its last
///   character away, Escape empties it.
/// - Return answers with the marked row: its title, or its number when the title would name
///   another row (see ``OptionAnswerText``). With no row to mark it stays with a message.
///
/// ## Drawing
/// The filter on a line of its own, then at most seven rows, the marked one after `▸` (in
/// reverse video with colour), with `↑ 3 more` and `↓ 12 more` for rows hidden above and
/// below; `No option matches.` when the filter keeps none.
package struct ChoiceTerminalPicker: TerminalPicker, Sendable {
  /// The rows, the filter and the mark.
  private var rows: TerminalPickerRows
  /// How each row is named in an answer.
  private let answers: OptionAnswerText
  /// The form's messages.
  private let catalog: MessageCatalog

  /// Makes the picker with no filter.
  ///
  /// - Parameters:
  ///   - titles: The options' titles, in order.
  ///   - marked: The row marked first: the field's answer or default, else 0.
  ///   - catalog: The form's messages.
  package init(titles: [String], marked: Int, catalog: MessageCatalog) {
    rows = TerminalPickerRows(titles: titles, marked: marked)
    answers = OptionAnswerText(titles: titles)
    self.catalog = catalog
  }

  // MARK: - TerminalPicker

  /// Moves the mark, filters, or answers with the marked row; see the type's "Keys".
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: ``TerminalPickerOutcome/answer(_:)`` on Return with a row marked.
  package mutating func handle(_ key: TerminalKey) -> TerminalPickerOutcome {
    if rows.move(for: key) { return .redraw }
    switch key {
    case .text(let text):
      rows.type(text)
    case .space where !rows.filter.isEmpty:
      rows.type(" ")
    case .backspace:
      rows.deleteBackward()
    case .escape:
      rows.clearFilter()
    case .enter:
      guard let row = rows.markedRow else {
        return .message(
          TerminalPickerRows.text(
            catalog, rows.titles.isEmpty ? "picker.noOptions" : "picker.noMatch"))
      }
      guard let line = answers.line(forRow: row) else {
        return .message(TerminalPickerRows.text(catalog, "picker.unnamed"))
      }
      return .answer(line)
    default:
      break
    }
    return .redraw
  }

  /// The filter, the window of rows and its hints, each line at most `width` columns.
  ///
  /// - Parameters:
  ///   - width: The terminal's columns.
  ///   - colour: Whether to mark the row in reverse video and the hints faint.
  /// - Returns: The lines.
  package func lines(width: Int, colour: Bool) -> [String] {
    rows.lines(catalog: catalog) { rows.titles[$0] }.map {
      $0.rendered(width: width, colour: colour)
    }
  }
}
