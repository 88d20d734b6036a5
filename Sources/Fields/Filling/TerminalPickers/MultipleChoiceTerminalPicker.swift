/// A multiple choice at a terminal: the options as a list of boxes to tick, filtered by typing.
///
/// ```swift
/// var picker = MultipleChoiceTerminalPicker(
///   titles: ["Cheese", "Ham", "Olives"], ticks: [false, false, false],
///   rules: SelectionRules(minimum: 1), form: form)
/// picker.handle(.down)    // .redraw
/// picker.handle(.space)   // .redraw: Ham ticked
/// picker.lines(width: 40, colour: false)
/// // ["  [ ] Cheese", "▸ [x] Ham", "  [ ] Olives"]
/// picker.handle(.enter)   // .answer("Ham")
/// ```
///
/// ## Keys
/// As ``ChoiceTerminalPicker``'s, but Space ticks or unticks the marked row, so a filter
/// takes no spaces, and Return answers with the ticked rows joined with `,` (each named as
/// ``OptionAnswerText`` names it; no row is the empty answer). Ticking past the field's
/// `max`, and Return with fewer than its `min` (or none when it is required), stay with the
/// message a typed answer gets.
package struct MultipleChoiceTerminalPicker: TerminalPicker, Sendable {
  /// The rows, the filter and the mark.
  private var rows: TerminalPickerRows
  /// Whether each row is ticked, one flag a row.
  private var ticks: [Bool]
  /// The field's limits on the count of ticks.
  private let rules: SelectionRules
  /// How each row is named in an answer.
  private let answers: OptionAnswerText
  /// The form, whose messages for broken limits are those a typed answer gets.
  private let form: Form

  /// Makes the picker with no filter, the first row marked.
  ///
  /// - Parameters:
  ///   - titles: The options' titles, in order.
  ///   - ticks: Whether each row is ticked at first: the field's current ticks.
  ///   - rules: The field's limits on the count of ticks.
  ///   - form: The form, for its messages.
  package init(titles: [String], ticks: [Bool], rules: SelectionRules, form: Form) {
    rows = TerminalPickerRows(titles: titles, marked: 0)
    self.ticks = titles.indices.map { ticks.indices.contains($0) && ticks[$0] }
    self.rules = rules
    answers = OptionAnswerText(titles: titles)
    self.form = form
  }

  // MARK: - TerminalPicker

  /// Moves the mark, filters, ticks, or answers with the ticked rows; see the type's "Keys".
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: ``TerminalPickerOutcome/answer(_:)`` on Return when the ticks keep the limits.
  package mutating func handle(_ key: TerminalKey) -> TerminalPickerOutcome {
    if rows.move(for: key) { return .redraw }
    switch key {
    case .text(let text):
      rows.type(text)
    case .backspace:
      rows.deleteBackward()
    case .escape:
      rows.clearFilter()
    case .space:
      guard let row = rows.markedRow else { return .redraw }
      var ticked = ticks
      ticked[row].toggle()
      // Unticking is always allowed, so that a selection past the limit can be mended.
      if ticked[row], let problem = problem(with: ticked, ignoringMinimum: true) {
        return .message(problem)
      }
      ticks = ticked
    case .enter:
      if let problem = problem(with: ticks, ignoringMinimum: false) { return .message(problem) }
      guard let line = answers.line(forRows: ticks.indices.filter { ticks[$0] }) else {
        return .message(TerminalPickerRows.text(form.catalog, "picker.unnamed"))
      }
      return .answer(line)
    default:
      break
    }
    return .redraw
  }

  /// The filter, the window of rows with their boxes and its hints, each line at most
  /// `width` columns.
  ///
  /// - Parameters:
  ///   - width: The terminal's columns.
  ///   - colour: Whether to mark the row in reverse video and the hints faint.
  /// - Returns: The lines.
  package func lines(width: Int, colour: Bool) -> [String] {
    rows.lines(catalog: form.catalog) { (ticks[$0] ? "[x] " : "[ ] ") + rows.titles[$0] }.map {
      $0.rendered(width: width, colour: colour)
    }
  }

  // MARK: - Internals

  /// The field's message for a selection that breaks its limits, or `nil`.
  private func problem(with ticked: [Bool], ignoringMinimum: Bool) -> String? {
    let titles = ticked.indices.filter { ticked[$0] }.map { rows.titles[$0] }
    let limits =
      ignoringMinimum ? SelectionRules(required: false, maximum: rules.maximum) : rules
    return form.message(for: limits.validate(titles), kind: .choice)
  }
}
