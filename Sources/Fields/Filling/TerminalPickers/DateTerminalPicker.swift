/// A date, time or date and time at a terminal: the date picker's wheels side by side, each
/// with its neighbouring rows, one wheel focused.
///
/// ```swift
/// var picker = DateTerminalPicker(model: model, kind: .date)   // de_DE, 31 January 2026
/// picker.lines(width: 40, colour: false)
/// // [" 30    Dezember  2025",
/// //  "[31]   Januar    2026",
/// //  " 1     Februar   2027"]
/// picker.handle(.right)   // .redraw: the month wheel has the focus
/// picker.handle(.down)    // .redraw: February; the 31st becomes the 28th
/// picker.handle(.enter)   // .answer("2026-02-28")
/// ```
///
/// ## Keys
/// - ↑ turns the focused wheel to the previous row, ↓ to the next; wheels wrap, stop, snap a
///   day the month lacks and keep the limits and minute interval as ``DatePickerModel`` does.
/// - ← → move the focus between wheels, stopping at the ends.
/// - Typing a digit or a letter asks for a text prompt holding it
///   (``TerminalPickerOutcome/typeInstead(_:)``).
/// - Return answers with what the wheels show in HTML's ISO form for the field's kind
///   (`2026-01-31`, `13:30`, `2026-01-31T13:30`), which ``Form/answer(_:to:)`` reads.
///
/// ## Drawing
/// Three lines: the row before each wheel's selected one, the selected rows, the row after;
/// blank past a wheel's end when it does not wrap. Rows take the locale's titles; wheels are
/// in the locale's order. The focused wheel's row is in `[ ]` (in reverse video with colour,
/// the other selected rows bold and the neighbours faint).
package struct DateTerminalPicker: TerminalPicker, Sendable {
  /// The wheels' state: the date, its limits and interval.
  package private(set) var model: DatePickerModel
  /// The wheel the arrows turn, from 0.
  package private(set) var focus = 0
  /// The field's kind, which decides the answer's ISO form.
  private let kind: FieldKind
  /// Each wheel's widest title, for wheels short enough to measure all their rows once, so
  /// that columns keep their place as they turn.
  private let widestTitles: [Int?]

  /// The most rows of a wheel measured up front: a month, a day, an hour or a minute wheel,
  /// not a year or date wheel of thousands.
  private static let measuredRows = 60

  /// Makes the picker, the first wheel focused.
  ///
  /// - Parameters:
  ///   - model: The field's date picker model, at the field's value.
  ///   - kind: The field's kind, which decides the answer's ISO form.
  package init(model: DatePickerModel, kind: FieldKind) {
    self.model = model
    self.kind = kind
    widestTitles = model.wheels.indices.map { index in
      let count = model.wheels[index].rowCount
      guard count <= Self.measuredRows else { return nil }
      return (0..<count).map {
        TerminalText.width(model.title(forRow: $0, inComponent: index) ?? "")
      }
      .max()
    }
  }

  // MARK: - TerminalPicker

  /// Turns the focused wheel, moves the focus, or answers; see the type's "Keys".
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: ``TerminalPickerOutcome/answer(_:)`` on Return,
  ///   ``TerminalPickerOutcome/typeInstead(_:)`` for typed digits and letters.
  package mutating func handle(_ key: TerminalKey) -> TerminalPickerOutcome {
    let count = model.wheels.count
    switch key {
    case .up, .down:
      // The focus is always a wheel of the model, which alone makes turning throw.
      try? model.turn(component: focus, by: key == .up ? -1 : 1)
    case .left:
      focus = max(focus - 1, 0)
    case .right:
      focus = max(min(focus + 1, count - 1), 0)
    case .text(let text):
      if let first = text.first, first.isLetter || first.isNumber { return .typeInstead(text) }
    case .enter:
      return .answer(isoText)
    default:
      break
    }
    return .redraw
  }

  /// The three lines of rows, each at most `width` columns.
  ///
  /// - Parameters:
  ///   - width: The terminal's columns.
  ///   - colour: Whether to mark the focused row in reverse video, the selected rows bold and
  ///     the neighbours faint, instead of `[ ]`.
  /// - Returns: The lines.
  package func lines(width: Int, colour: Bool) -> [String] {
    let wheels = model.wheels
    var lines = [TerminalLine([]), TerminalLine([]), TerminalLine([])]
    for (index, wheel) in wheels.enumerated() {
      let rows = [-1, 0, 1].map { offset -> Int? in
        let row = wheel.selectedRow + offset
        if wheel.wraps, wheel.rowCount > 0 {
          return (row % wheel.rowCount + wheel.rowCount) % wheel.rowCount
        }
        return (0..<wheel.rowCount).contains(row) ? row : nil
      }
      let titles = rows.map { row in
        row.flatMap { model.title(forRow: $0, inComponent: index) }.map(QuotedText.escapingControls)
          ?? ""
      }
      let columnWidth = max(
        widestTitles[index] ?? 0, titles.map { TerminalText.width($0) }.max() ?? 0)
      for (line, title) in titles.enumerated() {
        let padding = String(repeating: " ", count: columnWidth - TerminalText.width(title))
        let isSelected = line == 1
        let isFocused = isSelected && index == focus
        let cell =
          isFocused && !colour ? "[" + title + "]" + padding : " " + title + " " + padding
        let style: TerminalLine.Style = isFocused ? .marked : isSelected ? .chosen : .faint
        if index > 0 { lines[line].runs.append((" ", .plain)) }
        lines[line].runs.append((cell, style))
      }
    }
    return lines.map { $0.rendered(width: width, colour: colour) }
  }

  // MARK: - Internals

  /// What the wheels show, as HTML writes the field's kind.
  var isoText: String {
    if model.mode == .countDownTimer {
      let minutes = Int(model.countDownDuration) / 60
      return Self.twoDigits(minutes / 60) + ":" + Self.twoDigits(minutes % 60)
    }
    let pattern: String
    switch kind {
    case .date: pattern = "yyyy-MM-dd"
    case .time: pattern = "HH:mm"
    default: pattern = "yyyy-MM-dd'T'HH:mm"
    }
    // en_US_POSIX and a fixed pattern in the model's own zone cannot fail: the model was made
    // with that zone.
    let format = try? DateFormat(
      locale: "en_US_POSIX", layout: .pattern(pattern), timeZone: model.timeZone,
      prolepticGregorian: true)
    return format?.format(model.date) ?? ""
  }

  /// A number of at most two digits with a leading zero, as HTML's times write it.
  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0" + String(number) : String(number)
  }
}
