import FoundationEssentials

/// The line-oriented simulator behind `fieldcli session`: load a form, focus fields, type,
/// paste, delete, move the cursor, turn wheels, and look at keyboards, pickers, validity and
/// values, one command per line.
///
/// ```swift
/// let session = Session(directory: "Examples")
/// try session.run("load signup.json")   // ["loaded 'Sign up': 9 fields in de_DE"]
/// try session.run("focus age")          // ["focus age: numberPad keyboard"]
/// try session.run("type 42")            // ["age: 42|"]
/// ```
///
/// A thin interpreter: each command is read here, done by a ``PhoneScreen`` (which a Swift
/// program can drive without commands), and printed through ``PhoneScreenText``.
///
/// Every line of output depends only on the commands: pickers of fields without a default
/// start at ``Form/referenceDate`` unless told otherwise.
///
/// ## Thread safety
/// Not `Sendable`: a session is a script's state, run from one thread.
public final class Session {
  /// The form on the screen: the one loaded last, or the current screen's once forms were
  /// loaded on visited screens.
  public var form: Form? { screen.form }
  /// Where `load` looks for relative paths.
  public let directory: String
  let locale: String?
  let now: Date
  /// The path configurations `config` loaded, in order.
  var pathSources: [PathConfiguration.Source] = []
  /// The phone the commands drive: device, form, focus, keyboard, bars and screens.
  let screen = PhoneScreen()
  /// Whether the notifications of every keyboard change are printed, not only those of
  /// `keyboard` and `rotate`.
  var printsKeyboardEvents = false

  /// The screen's state as lines.
  var text: PhoneScreenText { PhoneScreenText(screen) }

  /// Makes a session.
  ///
  /// - Parameters:
  ///   - directory: Where `load` looks for relative paths.
  ///   - locale: The locale forms are filled in, instead of their own.
  ///   - now: Where pickers of fields without a default start.
  public init(directory: String = ".", locale: String? = nil, now: Date = Form.referenceDate) {
    self.directory = directory
    self.locale = locale
    self.now = now
  }

  /// Runs one command line.
  ///
  /// Empty lines and lines starting with `#` do nothing.
  ///
  /// - Parameter line: The command and its arguments.
  /// - Returns: The lines the command prints.
  /// - Throws: ``SessionError`` naming what was wrong; the session stays usable.
  public func run(_ line: String) throws(SessionError) -> [String] {
    var lines: [String] = []
    try run(line) { lines.append($0) }
    return lines
  }

  /// Runs one command line, handing each line it prints to `output` as it comes.
  ///
  /// Typing a long text on a keyboard that lacks its keys prints a line per key; they are not
  /// kept.
  ///
  /// - Parameters:
  ///   - line: The command and its arguments.
  ///   - output: Called with each line the command prints, in order.
  /// - Throws: ``SessionError`` naming what was wrong; the session stays usable, and what was
  ///   printed before stays printed.
  public func run(_ line: String, output: (String) -> Void) throws(SessionError) {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    // The keyboard follows focus after every command, even one that failed halfway.
    defer { followFocus(output: output) }
    for printed in try lines(for: trimmed, output: output) { output(printed) }
  }

  /// Runs a command that is not empty or a comment and returns what it prints, or prints it
  /// through `output` itself.
  private func lines(for trimmed: Substring, output: (String) -> Void) throws(SessionError)
    -> [String]
  {
    guard !trimmed.isEmpty, trimmed.first != "#" else { return [] }
    let (command, rest) = Self.firstWord(of: trimmed)
    // Split only for the commands that take words: a line to type may be a megabyte long.
    var words: [String] { rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
    switch command {
    case "help": return try help(words)
    case "load": return try load(try argument(rest, for: "load", example: "load form.json"))
    case "focus": return try focus(try argument(rest, for: "focus", example: "focus email"))
    case "type": return try type(rest, output: output)
    case "paste": return try paste(rest)
    case "delete": return try delete(words)
    case "move": return try move(words)
    case "select": return try select(words)
    case "wheel": return try wheel(words)
    case "pick": return try pick(words)
    case "toggle": return try toggle()
    case "tick", "untick": return try tick(words, command: command)
    case "next", "previous", "done", "return": return try toolbar(command)
    case "tap": return try tap(rest)
    case "show": return try show(words)
    case "value": return try value(try argument(rest, for: "value", example: "value email"))
    case "values": return [try loadedForm().valuesJSON()]
    case "config":
      return try config(try argument(rest, for: "config", example: "config paths.json"))
    case "visit": return try visit(words)
    case "route": return try route(words)
    case "stacks": return try stacks()
    case "bridge": return try bridge(words)
    case "keyfield": return try keyField(words)
    case "proxy": return try proxy(words)
    case "device": return try device(words)
    case "rotate": return try rotate(words)
    case "keyboard": return try keyboardCommand(words)
    case "docked": return try dockedCommand(rest)
    default:
      throw SessionError("Unknown command \(quoted(command)); type 'help' for the commands.")
    }
  }

  /// The commands `help` lists: how each is typed and what it does.
  static let commands: [(usage: String, summary: String)] = [
    ("load FORM [ID]", "load a form spec (.json) or a page's form (.html; ID: which of several)"),
    (
      "focus NAME",
      "give a field focus (its keyboard or picker appears); a keyboard text field becomes the proxy"
    ),
    ("type TEXT", "press the keys for TEXT in the focused field"),
    ("paste TEXT", "paste TEXT into the focused field"),
    ("delete [N]", "press Delete N times (1 by default)"),
    ("move N", "move the cursor N characters (negative: back)"),
    ("select FROM LEN", "select LEN characters from FROM (0-based)"),
    ("wheel COLUMN +N|-N", "turn a picker column by N rows"),
    ("pick COLUMN ROW", "bring a row of a picker column under the bar (0-based)"),
    ("toggle", "flip the focused boolean field's switch"),
    ("tick ROW | untick ROW", "tick or untick an option of a multiple choice (0-based)"),
    ("next | previous", "the toolbar's Next and Previous"),
    ("done", "the toolbar's Done: the keyboard goes away"),
    ("return", "press Return"),
    ("tap BUTTON|TITLE", "tap a toolbar button: previous, next, done, cancel, clear, today"),
    ("show keyboard", "the focused field's keyboard, row by row"),
    ("show picker", "the focused field's picker: each column, the selected row in brackets"),
    ("show choices", "the focused multiple choice's options, [x] ticked, [ ] not"),
    (
      "show toolbar",
      "the focused field's toolbar: [enabled] (disabled) <space> 'label'; none where the screen turns it off"
    ),
    ("show validity", "each field: valid, or its states and message"),
    (
      "show frames",
      "what rises from the bottom: keyboard|accessory|docked|inputView X Y W H in points"
    ),
    ("show screen", "the phone drawn as text: fields, the accessory bar, keys or wheels"),
    ("value NAME", "a field's text as shown"),
    ("values", "the form's values as one JSON object"),
    ("config PATHS.json", "load a path configuration (several: the last one is used)"),
    (
      "visit PATH [K=V...]",
      "visit a path: properties over the configuration's, action=advance|replace"
    ),
    ("route PATH [K=V...]", "the merged properties and the decision, without visiting"),
    ("stacks", "the main and modal stacks, root first"),
    ("bridge connect NAME", "a bridge component connects on the current screen: toolbar off"),
    ("bridge disappear NAME", "the current screen disappears: the component's toolbar comes back"),
    ("keyfield add NAME", "a text field inside the keyboard (a search box)"),
    ("proxy set NAME", "typing goes to that keyboard text field instead of the focused field"),
    ("proxy clear", "typing goes back to the focused field, which it names"),
    ("device NAME", "the phone: iphone-se, iphone-15 (the default), iphone-15-pro-max, ipad-10"),
    (
      "rotate [ORIENTATION]",
      "turn the device: to portrait or landscape, or the other way by default"
    ),
    (
      "keyboard show|hide",
      "bring the focused field's keyboard up or put it away, printing iOS's notifications"
    ),
    (
      "keyboard events on|off",
      "print the notifications of every keyboard change, such as a focus change"
    ),
    ("docked show|hide", "the docked text bar at the bottom of the screen, riding on the keyboard"),
    ("docked type TEXT", "type into the docked bar; 'docked return' starts a new line"),
    ("docked send", "send the docked bar's text, which empties it"),
    ("help [COMMAND]", "this list, or the lines of one command"),
  ]

  /// What `help` prints: a line per command, the summaries in one column.
  static let help: [String] = {
    let width = commands.map(\.usage.count).max() ?? 0
    return commands.map {
      $0.usage + String(repeating: " ", count: width + 2 - $0.usage.count) + $0.summary
    }
  }()

  /// The first word of `text` and what follows the space or tab after it.
  ///
  /// Split between Unicode scalars, not characters: a combining mark typed after the space, as
  /// in `docked type ◌́`, joins the space into one character and would glue the text to the
  /// command.
  static func firstWord(of text: Substring) -> (word: String, rest: String) {
    let scalars = text.unicodeScalars
    guard let space = scalars.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
      return (String(text), "")
    }
    let rest = scalars[scalars.index(after: space)...]
    return (String(Substring(scalars[..<space])), String(Substring(rest)))
  }

  func argument(_ rest: String, for command: String, example: String) throws(SessionError)
    -> String
  {
    let argument = rest.trimmingSpaces()
    guard !argument.isEmpty else {
      throw SessionError("\(quoted(command)) needs an argument, as in '\(example)'.")
    }
    return argument
  }

  func loadedForm() throws(SessionError) -> Form {
    guard let form else { throw SessionError(.noForm) }
    return form
  }

  func focusedField() throws(SessionError) -> Field {
    guard let field = try loadedForm().focusedField else { throw SessionError(.noFocus) }
    return field
  }

  /// Runs a call on the screen, its error said as the session says it.
  func onScreen<Result>(_ body: () throws(PhoneScreenError) -> Result) throws(SessionError)
    -> Result
  {
    do {
      return try body()
    } catch {
      throw SessionError(error, form: form)
    }
  }

  static func integer(_ text: String, for command: String, example: String) throws(SessionError)
    -> Int
  {
    let digits = text.hasPrefix("+") ? String(text.dropFirst()) : text
    guard let value = Int(digits) else {
      throw SessionError(
        "\(quoted(command)) takes a whole number such as '\(example)', not \(quoted(text)).")
    }
    return value
  }
}
