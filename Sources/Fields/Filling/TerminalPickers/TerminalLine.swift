/// One line of a picker as runs of styled text, cut to the terminal's width when rendered.
///
/// ```swift
/// let line = TerminalLine([("▸ ", .marked), ("Berlin", .marked)])
/// line.rendered(width: 5, colour: false)   // "▸ Be…"
/// ```
///
/// Styles become SGR codes only with colour, and the codes take no columns.
struct TerminalLine: Sendable {
  /// The line's text, run by run.
  var runs: [(text: String, style: Style)]

  /// Makes a line of runs.
  ///
  /// - Parameter runs: Text and its style, in order.
  init(_ runs: [(text: String, style: Style)]) {
    self.runs = runs
  }

  /// Makes a line of one plain run.
  ///
  /// - Parameter text: The line's text.
  init(_ text: String) {
    self.runs = [(text, .plain)]
  }

  // MARK: - Rendering

  /// The line as the terminal gets it: at most `width` columns, trailing spaces dropped where
  /// they show nothing, with SGR codes around styled runs when `colour` is true.
  ///
  /// - Parameters:
  ///   - width: The columns available.
  ///   - colour: Whether to write SGR codes.
  /// - Returns: The line, cut with `…` when it does not fit.
  func rendered(width: Int, colour: Bool) -> String {
    var runs = self.runs
    // Padding after the last column would only make the line wider for nothing; only reverse
    // video shows spaces.
    while let last = runs.last, !colour || last.style != .marked {
      let kept = String(last.text.reversed().drop { $0 == " " }.reversed())
      runs[runs.count - 1].text = kept
      guard kept.isEmpty else { break }
      runs.removeLast()
    }
    let fits = TerminalText.width(runs.lazy.map(\.text).joined()) <= width
    var budget = fits ? width : width - 1
    var output = ""
    for run in runs {
      var kept = ""
      var isCut = false
      for character in run.text {
        let columns = TerminalText.width(of: character)
        guard columns <= budget else {
          isCut = true
          break
        }
        kept.append(character)
        budget -= columns
      }
      if !kept.isEmpty {
        output += colour ? run.style.wrapping(kept) : kept
      }
      if isCut { break }
    }
    if !fits, width > 0 { output += TerminalText.ellipsis }
    return output
  }
}
