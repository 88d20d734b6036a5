/// The line a person would type to choose options, as ``FormFiller/respond(to:)`` reads it.
///
/// ```swift
/// let answers = OptionAnswerText(titles: ["2", "1", "Käse"])
/// answers.line(forRow: 2)       // "Käse"
/// answers.line(forRow: 0)       // "2": the title, which wins over the number
/// answers.line(forRow: 1)       // "1": the title "1" is row 1, the number 1 would be row 0
/// answers.line(forRows: [0, 2]) // "2,Käse"
/// ```
///
/// A row's title names it unless another row answers to that text first (a title that reads
/// as another row's number, an earlier equal title, a title the answer's trimming changes, a
/// title with a comma in a list); then its number does, in ASCII digits or, when a title takes
/// those, in another script's (`٢`), which ``Form/answer(_:to:)`` reads as well. Each
/// candidate is checked by reading it back as the filler does. A line that starts with `:` gets
/// one more, since `::` stands for `:` where a toolbar word could be read.
///
/// Building costs time linear in the titles' lengths; each line, in its length.
struct OptionAnswerText: Sendable {
  /// The titles indexed as ``Form/answer(_:to:)`` looks answers up.
  private let index: Form.OptionIndex
  /// The options' titles, in order.
  private let titles: [String]

  /// Indexes the options' titles as ``Form/answer(_:to:)`` does.
  ///
  /// - Parameter titles: The options' titles, in order.
  init(titles: [String]) {
    self.titles = titles
    self.index = Form.OptionIndex(titles)
  }

  // MARK: - API

  /// The line that chooses one row of a choice.
  ///
  /// - Parameter row: The row, from 0.
  /// - Returns: The line, or `nil` when no text names the row alone.
  func line(forRow row: Int) -> String? {
    candidates(forRow: row).lazy.map(Self.escaped).first { self.row(answeredBy: $0) == row }
  }

  /// The line that ticks exactly some rows of a multiple choice: one part a row, joined with
  /// commas; the empty line for no row.
  ///
  /// - Parameter rows: The rows, from 0, in order.
  /// - Returns: The line, or `nil` when no text names one of the rows alone.
  func line(forRows rows: [Int]) -> String? {
    var parts: [String] = []
    for row in rows {
      guard
        let part = candidates(forRow: row).first(where: { candidate in
          !candidate.isEmpty && !candidate.contains(where: Self.separators.contains)
            && candidate.trimmingSpaces() == candidate && index.row(for: candidate) == row
        })
      else { return nil }
      parts.append(part)
    }
    return Self.escaped(parts.joined(separator: ","))
  }

  // MARK: - Internals

  /// What separates the parts of a multiple choice's answer (see ``Form/answer(_:to:)``).
  private static let separators: Set<Character> = [",", "、", "，", "،"]

  /// The first digits of the scripts tried for a row's number, ASCII first: Arabic-Indic,
  /// Extended Arabic-Indic, Devanagari, Bengali, Thai.
  private static let zeros: [UInt32] = [0x30, 0x660, 0x6F0, 0x966, 0x9E6, 0xE50]

  /// The texts that may name a row, best first: its title, then its number in each script.
  private func candidates(forRow row: Int) -> [String] {
    guard titles.indices.contains(row) else { return [] }
    let number = String(row + 1)
    return [titles[row]]
      + Self.zeros.map { zero in
        String(
          String.UnicodeScalarView(
            number.unicodeScalars.compactMap { digit in
              Unicode.Scalar(zero + digit.value - 0x30)
            }))
      }
  }

  /// A line with one more `:` when it starts with one, as ``FormFiller/respond(to:)`` expects.
  private static func escaped(_ line: String) -> String {
    line.hasPrefix(":") ? ":" + line : line
  }

  /// The row a line chooses when a person types it, read as ``FormFiller/respond(to:)`` and
  /// ``Form/answer(_:to:)`` read it.
  private func row(answeredBy line: String) -> Int? {
    guard FormFiller.Command(rawValue: line) == nil else { return nil }
    let text = line.hasPrefix("::") ? String(line.dropFirst()) : line
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty else { return nil }
    return index.row(for: trimmed)
  }
}
