import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `fieldcli fill` drawing pickers at a pseudo-terminal, driven by arrow keys: what a person
/// sees and what the values are, which must be those a pipe gives for the same choices.
@Suite(.serialized) struct FillPickerCommandTests {
  static let form = """
    {"title": "Bestellung", "locale": "de_DE", "fields": [
      {"name": "city", "kind": "choice", "label": "Stadt",
       "options": ["Berlin", "München", "Köln", "Zürich"]},
      {"name": "extras", "kind": "choice", "label": "Extras", "multiple": true, "max": 2,
       "options": ["Käse", "Oliven", "Pilze"]},
      {"name": "day", "kind": "date", "label": "Tag", "default": "2026-01-31"},
      {"name": "ok", "kind": "boolean", "label": "Einverstanden"},
      {"name": "note", "kind": "text", "label": "Notiz", "default": "Grüße"}]}
    """

  /// Without colour, so that marks are characters the transcript shows.
  static let plain = ["TERM": "xterm", "NO_COLOR": "1"]

  static let up = "\u{1B}[A"
  static let down = "\u{1B}[B"
  static let right = "\u{1B}[C"
  static let left = "\u{1B}[D"
  static let backTab = "\u{1B}[Z"

  /// fill on a pseudo-terminal over a form in a folder that lives as long as the run.
  final class Run {
    let folder: FillCommandTests.Folder
    let terminal: PTYProcess
    init(_ form: String, _ extra: [String], columns: Int? = nil) throws {
      let folder = try FillCommandTests.Folder(form: form)
      self.folder = folder
      terminal = try PTYProcess(
        ["fill", folder.path("form.json")] + extra.map { $0 == "d.json" ? folder.path($0) : $0 },
        environment: FillPickerCommandTests.plain)
      if let columns { terminal.resize(columns: columns) }
    }
  }

  func start(_ form: String = Self.form, _ extra: [String] = [], columns: Int? = nil) throws
    -> Run
  {
    try Run(form, extra, columns: columns)
  }

  /// The values a pipe gives for the same answers.
  func piped(_ answers: String, form: String = Self.form) throws -> String {
    let folder = try FillCommandTests.Folder(form: form)
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json")], stdin: Data(answers.utf8))
    return result.stdout
  }

  @Test func fill_pickersDrivenByKeys_giveThePipesValues() throws {
    let run = try start()
    let terminal = run.terminal
    defer { withExtendedLifetime(run) {} }
    try terminal.waitFor("▸ Berlin")
    // Down twice marks Köln; typing "mun" filters to München (accents ignored).
    terminal.type(Self.down + Self.down)
    try terminal.waitFor("▸ Köln")
    terminal.type("mun")
    try terminal.waitFor("▸ München")
    terminal.type("\r")
    try terminal.waitFor("Stadt: München\r\n")
    // Space ticks Käse, Down, Space ticks Oliven; a third tick is refused (max 2).
    try terminal.waitFor("▸ [ ] Käse")
    terminal.type(" " + Self.down + " " + Self.down + " ")
    try terminal.waitFor("▸ [ ] Pilze")
    try terminal.waitFor("höchstens 2")
    terminal.type("\r")
    try terminal.waitFor("Extras: Käse, Oliven\r\n")
    // The wheels of de_DE: day, month, year; the day has the focus.
    try terminal.waitFor("[31]  Januar")
    // Down turns the day to 1 (it wraps), Right then Down turns January to February.
    terminal.type(Self.down + Self.right + Self.down + "\r")
    try terminal.waitFor("Tag: 01.02.2026\r\n")
    try terminal.waitFor("( ) ja  (●) nein")
    terminal.type("j\r")
    try terminal.waitFor("Einverstanden: ja\r\n")
    // A text field keeps the line editor, its default already in the line.
    try terminal.waitForEditor("Notiz: Grüße")
    terminal.type("\u{7F}\u{7F}\r")
    let shown = try terminal.waitFor("}")
    #expect(try terminal.exitCode() == 0)
    let values =
      #"{"city":"München","extras":["Käse","Oliven"],"day":"2026-02-01","ok":true,"note":"Grü"}"#
    #expect(shown.contains(values))
    #expect(try piped("München\nKäse,Oliven\n01.02.2026\nja\nGrü\n") == values + "\n")
  }

  @Test(arguments: [
    ("en_US", "[January]", " 31 "), ("de_DE", "[31]", "Januar"), ("ja_JP", "[2026", "1月"),
  ])
  func fill_datePicker_showsTheLocalesWheelOrderFocusOnTheFirst(
    locale: String, first: String, second: String
  ) throws {
    let form = """
      {"locale": "\(locale)", "fields": [
        {"name": "day", "kind": "date", "default": "2026-01-31"}]}
      """
    let run = try start(form)
    let terminal = run.terminal
    defer { withExtendedLifetime(run) {} }
    try terminal.waitFor("day:")
    let deadline = Date().addingTimeInterval(20)
    var line = ""
    while Date() < deadline {
      line =
        terminal.transcript.components(separatedBy: "\r\n").first {
          $0.contains("[") && $0.contains("2026")
        } ?? ""
      if !line.isEmpty { break }
      usleep(10_000)
    }
    let firstAt = line.range(of: first)?.lowerBound
    let secondAt = line.range(of: second)?.lowerBound
    #expect(firstAt != nil && secondAt != nil, "\(line)")
    if let firstAt, let secondAt { #expect(firstAt < secondAt, "\(line)") }
    terminal.type("\r")
    try terminal.waitFor(#"{"day":"2026-01-31"}"#)
    #expect(try terminal.exitCode() == 0)
  }

  @Test func fill_digitTypedInDatePicker_asksWithTheLocalesTextInstead() throws {
    let form = """
      {"locale": "de_DE", "fields": [{"name": "day", "kind": "date", "label": "Tag"}]}
      """
    let run = try start(form)
    let terminal = run.terminal
    defer { withExtendedLifetime(run) {} }
    try terminal.waitFor("Tag:")
    terminal.type("2")
    try terminal.waitFor("Tag (TT.MM.JJJJ): 2")
    terminal.type("4.12.2026\r")
    try terminal.waitFor(#"{"day":"2026-12-24"}"#)
    #expect(try terminal.exitCode() == 0)
  }

  @Test func fill_shiftTabInPicker_asksThePreviousFieldAgain() throws {
    let run = try start()
    let terminal = run.terminal
    defer { withExtendedLifetime(run) {} }
    try terminal.waitFor("▸ Berlin")
    terminal.type(Self.down + "\r")
    try terminal.waitFor("▸ [ ] Käse")
    terminal.type(Self.backTab)
    // Back at the city, its answer marked.
    try terminal.waitFor("▸ München")
    terminal.type("\u{4}")
    #expect(try terminal.exitCode() == 1)
  }

  @Test func fill_controlDInPicker_stopsWithExit1AndKeepsTheDraft() throws {
    let run = try start(Self.form, ["--draft", "d.json"])
    let terminal = run.terminal
    try terminal.waitFor("▸ Berlin")
    terminal.type("\r")
    try terminal.waitFor("▸ [ ] Käse")
    terminal.type("\u{4}")
    #expect(try terminal.exitCode() == 1)
    #expect(run.folder.read("d.json")?.contains(#""city":"Berlin""#) == true)
  }

  @Test func fill_controlCInPicker_exits130AndGivesTheTerminalBack() throws {
    let run = try start()
    let terminal = run.terminal
    defer { withExtendedLifetime(run) {} }
    try terminal.waitFor("▸ Berlin")
    #expect(!terminal.echoes)
    terminal.type("\u{3}")
    #expect(try terminal.exitCode() == 130)
    #expect(terminal.echoes)
    // The cursor, hidden while the picker was shown, is shown again, last of all.
    let shown = try terminal.waitFor("\u{1B}[?2004l\u{1B}[?25h\r\n")
    #expect(shown.hasSuffix("\u{1B}[?2004l\u{1B}[?25h\r\n"))
  }

  @Test func fill_windowNarrowerThanThePicker_cutsRowsWithAnEllipsis() throws {
    let form = """
      {"locale": "en_US", "fields": [{"name": "plan", "kind": "choice",
        "options": ["A plan with a very long name indeed", "Short"]}]}
      """
    let run = try start(form, columns: 20)
    let terminal = run.terminal
    defer { withExtendedLifetime(run) {} }
    try terminal.waitFor("plan:")
    terminal.type(Self.down + Self.up)
    try terminal.waitFor("…")
    terminal.type("\r")
    try terminal.waitFor(#"{"plan":"A plan with a very long name indeed"}"#)
    #expect(try terminal.exitCode() == 0)
  }

  @Test func fill_accessible_asksWithNumberedLinePrompts() throws {
    let run = try start(Self.form, ["--accessible"])
    let terminal = run.terminal
    defer { withExtendedLifetime(run) {} }
    try terminal.waitFor("1) Berlin  2) München  3) Köln  4) Zürich")
    terminal.type("2\r")
    try terminal.waitFor("1) Käse  2) Oliven  3) Pilze")
    #expect(!terminal.transcript.contains("▸"))
    terminal.type("\u{4}")
    #expect(try terminal.exitCode() == 1)
  }
}

extension FillPickerCommandTests {
  @Test func fill_defaultErasedOrEveryOptionUnticked_emptiesTheField() throws {
    let form = """
      {"locale": "en_US", "fields": [
        {"name": "note", "kind": "text", "default": "Grüße"},
        {"name": "extras", "kind": "choice", "multiple": true, "default": ["Cheese"],
         "options": ["Cheese", "Olives"]},
        {"name": "day", "kind": "date", "default": "2026-01-31"}]}
      """
    let run = try start(form)
    let terminal = run.terminal
    defer { withExtendedLifetime(run) {} }
    // The default is in the line; five Backspaces erase it, so the field is emptied rather
    // than keeping what the line no longer shows.
    try terminal.waitForEditor("note: Grüße")
    terminal.type(String(repeating: "\u{7F}", count: 5) + "\r")
    // Space unticks Cheese, the only tick: nothing is chosen.
    try terminal.waitFor("▸ [x] Cheese")
    terminal.type(" \r")
    try terminal.waitFor("extras: \r\n")
    // Return takes the date the wheels show.
    try terminal.waitFor("[January]")
    terminal.type("\r")
    try terminal.waitFor(#"{"note":null,"extras":[],"day":"2026-01-31"}"#)
    #expect(try terminal.exitCode() == 0)
  }
}

extension FillPickerCommandTests {
  @Test func fill_everyKeyTypedAheadInOneWrite_reachesItsOwnPrompt() throws {
    // Pasted or typed faster than fieldcli draws: the keys after the Return that ends a
    // picker or a line stay for the next field.
    let run = try start()
    let terminal = run.terminal
    defer { withExtendedLifetime(run) {} }
    try terminal.waitFor("▸ Berlin")
    terminal.type(
      "köln\r" + " " + Self.down + " \r" + Self.down + Self.right + Self.down + "\r" + "y\r"
        + "\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}Tschüss 👋\r")
    let shown = try terminal.waitFor("}")
    #expect(try terminal.exitCode() == 0)
    #expect(
      shown.contains(
        #"{"city":"Köln","extras":["Käse","Oliven"],"day":"2026-02-01","ok":true,"note":"Tschüss 👋"}"#
      ), "\(shown)")
  }
}
