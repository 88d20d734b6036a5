/// A choice's rows at a terminal: a filter typed over them, the rows it keeps, one of them
/// marked, and the window of rows shown.
///
/// ```swift
/// var rows = TerminalPickerRows(titles: ["Berlin", "Bern", "Zürich"], marked: 0)
/// rows.type("zu")        // keeps Zürich, folded as answers are: "zu" matches "Zürich"
/// rows.markedRow         // 2
/// rows.deleteBackward()  // filter "z"
/// ```
///
/// A row matches when its folded title (``Form/fold(_:)``: no case, accents or width)
/// contains the folded filter. At most ``visibleCount`` rows show at a time; the window
/// scrolls to keep the mark in it.
///
/// Building folds every title once, in time linear in their lengths; typing filters the rows
/// again, in time linear in them.
struct TerminalPickerRows: Sendable {
  /// The most rows shown at a time: enough to choose among at a glance, few enough to keep
  /// the prompt in sight on a 24-line terminal.
  static let visibleCount = 7

  /// Every row's title, in order.
  let titles: [String]
  /// The text typed to filter the rows.
  private(set) var filter = ""
  /// The rows the filter keeps, in order.
  private(set) var matches: [Int]
  /// The position in ``matches`` of the marked row.
  private(set) var position = 0
  /// The position in ``matches`` of the first row shown.
  private(set) var top = 0
  /// Every row's title folded once, for filtering.
  private let foldedTitles: [String]

  /// Makes the rows with no filter.
  ///
  /// - Parameters:
  ///   - titles: The rows' titles.
  ///   - marked: The row marked first; the first row when there is no such row.
  init(titles: [String], marked: Int) {
    self.titles = titles
    self.foldedTitles = titles.map(Form.fold)
    self.matches = Array(titles.indices)
    position = titles.indices.contains(marked) ? marked : 0
    scrollToMark()
  }

  // MARK: - API

  /// The marked row, or `nil` when no row matches.
  var markedRow: Int? { matches.isEmpty ? nil : matches[position] }

  /// Moves the mark for ↑, ↓, Home, End, Page Up and Page Down, stopping at the ends.
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: Whether the key is one that moves the mark.
  mutating func move(for key: TerminalKey) -> Bool {
    let step: Int
    switch key {
    case .up: step = -1
    case .down: step = 1
    case .pageUp: step = -Self.visibleCount
    case .pageDown: step = Self.visibleCount
    case .home: step = -matches.count
    case .end: step = matches.count
    default: return false
    }
    guard !matches.isEmpty else { return true }
    position = min(max(position + step, 0), matches.count - 1)
    scrollToMark()
    return true
  }

  /// Adds typed text to the filter; the mark stays on its row while the row matches, and
  /// otherwise goes to the first row that does.
  ///
  /// - Parameter text: The text typed or pasted.
  mutating func type(_ text: String) {
    setFilter(filter + text)
  }

  /// Takes the filter's last character away.
  ///
  /// - Returns: Whether there was one.
  @discardableResult
  mutating func deleteBackward() -> Bool {
    guard !filter.isEmpty else { return false }
    setFilter(String(filter.dropLast()))
    return true
  }

  /// Empties the filter.
  ///
  /// - Returns: Whether there was one.
  @discardableResult
  mutating func clearFilter() -> Bool {
    guard !filter.isEmpty else { return false }
    setFilter("")
    return true
  }

  // MARK: - Drawing

  /// The lines that show the rows: the filter when there is one, then the window of rows with
  /// a line for the rows hidden above and below it, or a line saying that nothing matches.
  ///
  /// - Parameters:
  ///   - catalog: The form's messages.
  ///   - label: The text of a row after its mark, such as `[x] Cheese`.
  /// - Returns: The lines, not yet cut to a width.
  func lines(catalog: MessageCatalog, label: (Int) -> String) -> [TerminalLine] {
    var lines: [TerminalLine] = []
    /// A faint line of the catalog's text.
    func hint(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> TerminalLine {
      TerminalLine([(Self.text(catalog, key, arguments), .faint)])
    }
    if !filter.isEmpty {
      lines.append(hint("picker.filter", ["filter": .text(QuotedText.escapingControls(filter))]))
    }
    guard !matches.isEmpty else {
      lines.append(hint(titles.isEmpty ? "picker.noOptions" : "picker.noMatch"))
      return lines
    }
    let bottom = min(top + Self.visibleCount, matches.count)
    if top > 0 { lines.append(hint("picker.moreAbove", ["count": .number(Double(top))])) }
    for shown in top..<bottom {
      let row = matches[shown]
      let text = QuotedText.escapingControls(label(row))
      lines.append(
        shown == position ? TerminalLine([("▸ " + text, .marked)]) : TerminalLine("  " + text))
    }
    if bottom < matches.count {
      lines.append(hint("picker.moreBelow", ["count": .number(Double(matches.count - bottom))]))
    }
    return lines
  }

  /// A catalog's message; the key stands in if a pattern ever fails, which the catalog tests
  /// rule out.
  static func text(
    _ catalog: MessageCatalog, _ key: String, _ arguments: [String: MessageArgument] = [:]
  ) -> String {
    (try? catalog.message(key, arguments)) ?? key
  }

  // MARK: - Internals

  /// Filters the rows again; the mark stays on its row while it matches.
  private mutating func setFilter(_ newFilter: String) {
    let marked = markedRow
    filter = newFilter
    let folded = Form.fold(newFilter)
    matches =
      folded.isEmpty
      ? Array(titles.indices) : titles.indices.filter { foldedTitles[$0].contains(folded) }
    position = marked.flatMap { matches.firstIndex(of: $0) } ?? 0
    top = 0
    scrollToMark()
  }

  /// Moves the window the least that brings the mark into it.
  private mutating func scrollToMark() {
    if position < top { top = position }
    if position >= top + Self.visibleCount { top = position - Self.visibleCount + 1 }
    top = max(0, min(top, matches.count - Self.visibleCount))
  }
}
