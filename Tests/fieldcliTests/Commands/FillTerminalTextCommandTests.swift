import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `fieldcli fill` and `session` at a real pseudo-terminal with text that is not ASCII, in every
/// catalog language, and signals at a secret prompt: the terminal is given back as it was found.
///
/// PTYProcess starts fieldcli with `TERM=xterm` and no LANG or LC_ALL: the "C" locale, in which
/// libedit used to crash on a prompt that was not ASCII.
@Suite(.serialized) struct FillTerminalTextCommandTests {
  struct Language: CustomTestStringConvertible, Sendable {
    var locale: String
    var label: String
    var answer: String
    var testDescription: String { locale }
  }

  /// A label and an answer in each catalog language; every answer ends with `e` and a
  /// combining diaeresis, then 👍🏽 (two code points, one character, two columns).
  static let languages = [
    Language(locale: "en_US", label: "Café name", answer: "Zoe"),
    Language(locale: "de_DE", label: "Straße", answer: "Große Straße"),
    Language(locale: "fr_FR", label: "Prénom", answer: "Hélène"),
    Language(locale: "es_ES", label: "Año", answer: "Señor"),
    Language(locale: "ja_JP", label: "お名前", answer: "山田太郎"),
    Language(locale: "ar_EG", label: "الاسم", answer: "مرحبا"),
    Language(locale: "ru_RU", label: "Имя", answer: "Тимофей"),
    Language(locale: "pl_PL", label: "Imię", answer: "Łódź"),
  ]

  static func form(_ language: Language) -> String {
    """
    {"title": "\(language.label)", "locale": "\(language.locale)", "fields": [
      {"name": "who", "kind": "text", "label": "\(language.label)", "required": true},
      {"name": "town", "kind": "text", "label": "\(language.label) 2", "default": "Groß"}]}
    """
  }

  @Test(arguments: languages)
  func fill_terminalLabelsAndAnswersNotASCII_editByCharacterAndKeepEveryCharacter(
    language: Language
  ) throws {
    let folder = try FillCommandTests.Folder(form: Self.form(language))
    let terminal = try PTYProcess(["fill", folder.path("form.json")])
    try terminal.waitForEditor(language.label + ": ")
    // Left steps over 👍🏽 in one move; Backspace then takes "e" and its combining
    // diaeresis together, and x goes in their place.
    terminal.type(language.answer + "e\u{308}👍🏽\u{1B}[D\u{7F}x\r")
    try terminal.waitForEditor(language.label + " 2: Groß")
    // The default is in the line: Backspace takes ß, Return answers "Gro" + "ss".
    terminal.type("\u{7F}ss\r")
    let shown = try terminal.waitFor("}")
    #expect(try terminal.exitCode() == 0)
    #expect(
      shown.contains(#"{"who":"\#(language.answer)x👍🏽","town":"Gross"}"#),
      "\(shown.debugDescription)")
  }

  @Test func fill_appointmentExampleAtTerminal_asksInJapaneseWithoutCrashing() throws {
    let example = SessionCommandTests.examples.appendingPathComponent("appointment.json").path
    let terminal = try PTYProcess(["fill", example])
    try terminal.waitFor("お名前: ")
    terminal.type("山田\r")
    try terminal.waitFor("日付")
    terminal.type("\u{03}")
    #expect(try terminal.exitCode() == 130)
  }

  @Test func session_terminalTypesTextNotASCII_keepsEveryCharacter() throws {
    let terminal = try PTYProcess(["session"])
    try terminal.waitFor("> ", seconds: 60)
    let signup = SessionCommandTests.examples.appendingPathComponent("signup.json").path
    terminal.type("load \(signup)\r")
    try terminal.waitFor("9 fields in de_DE\r\n> ")
    terminal.type("focus bio\r")
    try terminal.waitFor("focus bio")
    terminal.type("type Tschüss 日本 مرحبا\r")
    terminal.type("value bio\r")
    try terminal.waitFor("Tschüss 日本 مرحبا\r\n> ")
    terminal.type("\u{4}")
    #expect(try terminal.exitCode() == 0)
    // Ctrl-D leaves the shell's next prompt on a line of its own (the reader may still be
    // reading it when the exit is seen).
    #expect(try terminal.waitFor("> \r\n").hasSuffix("> \r\n"))
  }

  @Test func session_terminalTab_completesCommandAndFieldNames() throws {
    let terminal = try PTYProcess(["session"])
    try terminal.waitFor("> ", seconds: 60)
    let signup = SessionCommandTests.examples.appendingPathComponent("signup.json").path
    terminal.type("load \(signup)\r")
    try terminal.waitFor("9 fields in de_DE\r\n> ")
    // "fo" + Tab is "focus ", "ag" + Tab is "age "; "b" + Tab is "bi", listing birthday and bio.
    terminal.type("fo\tb\t")
    try terminal.waitForEditor("birthday\r\nbio\r\n")
    terminal.type("\u{7F}\u{7F}ag\t\r")
    try terminal.waitFor("focus age: numberPad keyboard")
    // "show v" + Tab is "show validity".
    terminal.type("show v\t\r")
    try terminal.waitFor("email: invalid")
    terminal.type("\u{4}")
    #expect(try terminal.exitCode() == 0)
  }

  // MARK: - Signals at a secret prompt

  static let login = """
    {"title": "Login", "locale": "en_US", "fields": [
      {"name": "pin", "kind": "text", "traits": {"secure": true}, "required": true}]}
    """

  @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT])
  func fill_signalAtSecretPrompt_leavesTheTerminalEchoing(signal: Int32) throws {
    let folder = try FillCommandTests.Folder(form: Self.login)
    let terminal = try PTYProcess(["fill", folder.path("form.json")])
    try terminal.waitFor("pin: ")
    terminal.type("se")
    // The prompt shows before echo is off; wait until it is.
    let deadline = Date().addingTimeInterval(20)
    while terminal.echoes, Date() < deadline { usleep(10_000) }
    #expect(!terminal.echoes)
    terminal.send(signal)
    let code = try terminal.exitCode()
    #expect(code == (signal == SIGINT ? 130 : 128 + signal))
    #expect(terminal.echoes)
  }

  @Test func fill_continuedAfterStopAtSecretPrompt_turnsEchoOffAgain() throws {
    let folder = try FillCommandTests.Folder(form: Self.login)
    let terminal = try PTYProcess(["fill", folder.path("form.json")])
    try terminal.waitFor("pin: ")
    let deadline = Date().addingTimeInterval(20)
    while terminal.echoes, Date() < deadline { usleep(10_000) }
    // Stopped, the shell takes the terminal back with echo on; `fg` continues fieldcli.
    terminal.send(SIGSTOP)
    usleep(100_000)
    terminal.turnEchoOn()
    terminal.send(SIGCONT)
    let again = Date().addingTimeInterval(20)
    while terminal.echoes, Date() < again { usleep(10_000) }
    #expect(!terminal.echoes)
    terminal.type("s3cret\r")
    let shown = try terminal.waitFor("}")
    #expect(try terminal.exitCode() == 0)
    // Shown once only: in the values on stdout, never as it was typed.
    #expect(shown.components(separatedBy: "s3cret").count == 2)
  }

  // MARK: - Where prompts go

  @Test func fill_standardErrorRedirected_promptsStillReachTheTerminal() throws {
    let folder = try FillCommandTests.Folder(form: FillCommandTests.form)
    let log = folder.path("log")
    let terminal = try PTYProcess(["fill", folder.path("form.json")], errors: log)
    try terminal.waitFor("E-Mail")
    terminal.type("\u{4}")
    #expect(try terminal.exitCode() == 1)
    // The diagnostic is on stderr, the questions on the terminal.
    #expect(folder.read("log")?.contains("The form is incomplete") == true)
    #expect(!(folder.read("log") ?? "").contains("E-Mail: "))
    #expect(terminal.transcript.contains("E-Mail: "))
  }

  @Test func fill_controlCAtThirdPrompt_endsAtOnceEveryTime() throws {
    // Once in about forty runs, Ctrl-C at the third prompt left fieldcli running for seconds
    // inside libedit's own handler; every run must end with 130.
    let folder = try FillCommandTests.Folder(form: FaultCommandTests.form)
    for _ in 0..<40 {
      let terminal = try PTYProcess(["fill", folder.path("form.json")])
      try terminal.waitFor("a: ")
      terminal.type("1\r")
      try terminal.waitFor("b: ")
      terminal.type("2\r")
      try terminal.waitFor("c: ")
      terminal.type("\u{03}")
      #expect(try terminal.exitCode() == 130)
    }
  }
}

extension FillTerminalTextCommandTests {
  @Test func fill_severalLinesPastedAtOnce_answerOneFieldEach() throws {
    let folder = try FillCommandTests.Folder(form: FaultCommandTests.form)
    let terminal = try PTYProcess(["fill", folder.path("form.json")])
    try terminal.waitFor("a: ")
    terminal.type("eins\rzwei\rdrei\r:done\r")
    let shown = try terminal.waitFor("}")
    #expect(try terminal.exitCode() == 0)
    #expect(shown.contains(#"{"a":"eins","b":"zwei","c":"drei","d":null,"e":null,"f":null}"#))
  }

  @Test func fill_accessibleChoiceLine_tabCompletesTitlesIgnoringAccents() throws {
    let form = """
      {"locale": "de_DE", "fields": [{"name": "city", "kind": "choice", "label": "Stadt",
        "options": ["Berlin", "München", "Münster"]}]}
      """
    let folder = try FillCommandTests.Folder(form: form)
    let terminal = try PTYProcess(["fill", folder.path("form.json"), "--accessible"])
    try terminal.waitFor("Stadt: ")
    // "mu" + Tab is "Mün" (both start so) and lists them; "c" + Tab is "München".
    terminal.type("mu\t")
    try terminal.waitFor("München\r\nMünster\r\n")
    terminal.type("c\t\r")
    try terminal.waitFor(#"{"city":"München"}"#)
    #expect(try terminal.exitCode() == 0)
  }
}

extension FillTerminalTextCommandTests {
  struct Options: CustomTestStringConvertible, Sendable {
    var locale: String
    var options: [String]
    var filter: String
    var chosen: String
    var testDescription: String { locale }
  }

  static let options = [
    Options(
      locale: "en_US", options: ["Zoë's Café", "Diner"], filter: "cafe", chosen: "Zoë's Café"),
    Options(locale: "de_DE", options: ["Straße", "Gasse"], filter: "STRASSE", chosen: "Straße"),
    Options(locale: "fr_FR", options: ["Été", "Hiver"], filter: "ete", chosen: "Été"),
    Options(
      locale: "es_ES", options: ["Año nuevo", "Navidad"], filter: "ano", chosen: "Año nuevo"),
    Options(locale: "ja_JP", options: ["東京", "大阪", "ｵｵｻｶ"], filter: "ｵｵ", chosen: "ｵｵｻｶ"),
    Options(locale: "ar_EG", options: ["القاهرة", "دبي"], filter: "دب", chosen: "دبي"),
    Options(locale: "ru_RU", options: ["Москва", "Казань"], filter: "КАЗ", chosen: "Казань"),
    Options(locale: "pl_PL", options: ["Łódź", "Kraków 🏰"], filter: "krakow", chosen: "Kraków 🏰"),
  ]

  @Test(arguments: options)
  func fill_choicePickerWithOptionsNotASCII_filtersAndTakesTheOption(options: Options) throws {
    let titles = options.options.map { "\"\($0)\"" }.joined(separator: ", ")
    let form = """
      {"locale": "\(options.locale)", "fields": [
        {"name": "place", "kind": "choice", "label": "📍", "options": [\(titles)]}]}
      """
    let folder = try FillCommandTests.Folder(form: form)
    let terminal = try PTYProcess(
      ["fill", folder.path("form.json")], environment: ["TERM": "xterm", "NO_COLOR": "1"])
    try terminal.waitFor("▸ " + options.options[0])
    terminal.type(options.filter)
    try terminal.waitFor("▸ " + options.chosen)
    terminal.type("\r")
    let shown = try terminal.waitFor("}")
    #expect(try terminal.exitCode() == 0)
    #expect(shown.contains("📍: " + options.chosen + "\r\n"))
    #expect(shown.contains(#"{"place":"\#(options.chosen)"}"#))
  }
}

extension FillTerminalTextCommandTests {
  @Test func fill_dumbTerminalSecretPrompt_readsWithoutEchoAndNoControlCodes() throws {
    let folder = try FillCommandTests.Folder(form: FillCommandTests.login)
    let terminal = try PTYProcess(
      ["fill", folder.path("form.json")], environment: ["TERM": "dumb"])
    try terminal.waitFor("User: ")
    terminal.type("jo\r")
    try terminal.waitFor("pin: ")
    let deadline = Date().addingTimeInterval(20)
    while terminal.echoes, Date() < deadline { usleep(10_000) }
    #expect(!terminal.echoes)
    terminal.type("s3cret\r")
    try terminal.waitFor("note: ")
    terminal.type("\r")
    let shown = try terminal.waitFor("}")
    #expect(try terminal.exitCode() == 0)
    #expect(terminal.echoes)
    // Shown once: in the values, never as typed; and no control code anywhere.
    #expect(shown.components(separatedBy: "s3cret").count == 2)
    #expect(!shown.contains("\u{1B}"))
  }
}
