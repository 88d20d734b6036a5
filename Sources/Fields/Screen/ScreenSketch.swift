/// The phone drawn as text for `show screen`: a box as wide as the screen, one column for every
/// eight points, with lines of text inside it.
///
/// Every line is exactly ``columns`` wide as a terminal shows it (East Asian wide characters
/// and emoji take two columns); text that does not fit is cut with `…`.
struct ScreenSketch {
  /// How many points one column stands for: an iPhone 15's 393 points make 49 columns.
  static let pointsPerColumn: Double = 8

  /// The box's width in columns, borders included.
  let columns: Int
  /// The lines drawn so far, the top border first.
  private(set) var lines: [String]

  /// The room for text inside the borders and their one-column margins.
  var room: Int { columns - 4 }

  /// A box for a screen `width` points wide, its top border drawn.
  init(width: Double) {
    columns = max(24, Int(width / Self.pointsPerColumn))
    lines = ["+" + String(repeating: "-", count: columns - 2) + "+"]
  }

  /// A line of text from the left margin.
  mutating func text(_ text: String) {
    let shown = Self.fit(text, width: room)
    lines.append("| " + shown + String(repeating: " ", count: room - Self.width(of: shown)) + " |")
  }

  /// A line of text in the middle.
  mutating func centered(_ text: String) {
    let shown = Self.fit(text, width: room)
    let left = (room - Self.width(of: shown)) / 2
    self.text(String(repeating: " ", count: left) + shown)
  }

  /// Groups of text spread over the line: the first at the left, the last at the right, the
  /// room left over shared between the gaps, as a toolbar's flexible spaces share it.
  mutating func spread(_ groups: [String]) {
    guard groups.count > 1 else { return text(groups.first ?? "") }
    let used = groups.map(Self.width(of:)).reduce(0, +)
    let gaps = groups.count - 1
    let free = max(gaps, room - used)
    var line = ""
    for (index, group) in groups.enumerated() {
      line += group
      if index < gaps {
        line += String(repeating: " ", count: free / gaps + (index < free % gaps ? 1 : 0))
      }
    }
    text(line)
  }

  /// Items spaced evenly and centred, as a keyboard's row of keys: up to three columns between
  /// them, one when the row is crowded.
  mutating func row(_ items: [String]) {
    let used = items.map(Self.width(of:)).reduce(0, +)
    let gaps = max(1, items.count + 1)
    let gap = min(3, max(1, (room - used) / gaps))
    centered(items.joined(separator: String(repeating: " ", count: gap)))
  }

  /// A rule across the box, between the form and what rises from the bottom.
  mutating func rule() {
    lines.append("|" + String(repeating: "-", count: columns - 2) + "|")
  }

  /// The lines with the bottom border drawn.
  var drawing: [String] {
    lines + ["+" + String(repeating: "-", count: columns - 2) + "+"]
  }

  /// `text` cut to `width` columns, with `…` in place of what was cut.
  static func fit(_ text: String, width: Int) -> String {
    // One pass that stops one column past the room, so a long text costs only what shows.
    var kept = text.startIndex  // the end of what fits with room left for `…`
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      used += Self.width(of: text[index])
      if used > width { return String(text[..<kept]) + "…" }
      index = text.index(after: index)
      if used <= width - 1 { kept = index }
    }
    return text
  }

  /// The last `width` columns of `text` with `…` in front, for the end of a text that does not
  /// fit.
  static func fitEnd(_ text: String, width: Int) -> String {
    var kept = text.endIndex  // the start of what fits with room left for `…`
    var used = 0
    var index = text.endIndex
    while index > text.startIndex {
      let previous = text.index(before: index)
      used += Self.width(of: text[previous])
      if used > width { return "…" + String(text[kept...]) }
      index = previous
      if used <= width - 1 { kept = index }
    }
    return text
  }

  /// The columns a text takes at a terminal.
  static func width(of text: String) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The columns a character takes: two for East Asian wide characters and emoji, else one.
  static func width(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    // Emoji shown as emoji by default are East Asian Width W (Unicode 9 and later), wherever
    // they sit: 🚀 U+1F680 and ⌚ U+231A as much as 🙂 U+1F642; a terminal gives them two columns.
    if scalar.properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
