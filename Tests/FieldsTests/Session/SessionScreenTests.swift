import Fields
import Foundation
import Testing

/// `show screen`: the phone drawn as text, one column for eight points.
struct SessionScreenTests {
  /// A session on the examples after `commands`.
  func session(_ commands: [String], directory: String = FormSpecTests.examples.path) throws
    -> Session
  {
    let session = Session(directory: directory)
    for command in commands { _ = try session.run(command) }
    return session
  }

  /// The lines of a drawing written as one text, a line per line.
  static func drawing(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The columns a line takes at a terminal: two for a character of East Asian Width W or F
  /// (CJK, Hangul, kana, fullwidth forms, and emoji shown as emoji), one for any other.
  static func terminalColumns(_ line: String) -> Int {
    line.reduce(0) { columns, character in
      guard let scalar = character.unicodeScalars.first else { return columns }
      let wide =
        scalar.properties.isEmojiPresentation
        || [
          0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
          0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
          0xFFE0...0xFFE6, 0x20000...0x3FFFD,
        ].contains { $0.contains(scalar.value) }
      return columns + (wide ? 2 : 1)
    }
  }

  // MARK: - Snapshots

  @Test func showScreen_iPhoneSEWithKeyboardAndToolbar_drawsFieldsBarAndKeys() throws {
    let session = try session([
      "load signup.json", "device iphone-se", "focus email", "type ana@example.com", "move -4",
    ])
    #expect(
      try session.run("show screen")
        == Self.drawing(
          """
          +--------------------------------------------+
          |                  Sign up                   |
          |--------------------------------------------|
          | > E-Mail   ana@example|.com                |
          |   website                                  |
          |   age                                      |
          |   phone                                    |
          |   birthday 31.01.2000                      |
          |   call                                     |
          |   country                                  |
          |   city                                     |
          |   bio                                      |
          |--------------------------------------------|
          | (Zurück) [Weiter]                 [Fertig] |
          |--------------------------------------------|
          |        q  w  e  r  t  z  u  i  o  p        |
          |     a   s   d   f   g   h   j   k   l      |
          |     ⇧   y   x   c   v   b   n   m   ⌫      |
          |        123   space   @   .   return        |
          +--------------------------------------------+
          """))
  }

  @Test func showScreen_iPhone15WithDatePicker_drawsTheWheels() throws {
    let session = try session([
      "load signup.json", "focus email", "type ana@example.com", "focus birthday", "wheel 1 +1",
    ])
    #expect(
      try session.run("show screen")
        == Self.drawing(
          """
          +-----------------------------------------------+
          |                    Sign up                    |
          |-----------------------------------------------|
          |   E-Mail   ana@example.com                    |
          |   website                                     |
          |   age                                         |
          |   phone                                       |
          | > birthday 29.02.2000                         |
          |   call                                        |
          |   country                                     |
          |   city                                        |
          |   bio                                         |
          |-----------------------------------------------|
          | [Zurück] [Weiter]                    [Fertig] |
          |-----------------------------------------------|
          |             28    Januar     1999             |
          |            [29]  [Februar]  [2000]            |
          |             30     März      2001             |
          +-----------------------------------------------+
          """))
  }

  @Test func showScreen_iPadLandscapeWithDockedBar_drawsTheBarAboveTheToolbar() throws {
    let session = try session([
      "load signup.json", "device ipad-10", "rotate landscape", "docked show", "docked type Hallo",
      "docked return", "docked type Wie geht es?", "focus age", "type 42",
    ])
    #expect(
      try session.run("show screen")
        == Self.drawing(
          """
          +-------------------------------------------------------------------------------------------------------------------------------------------------+
          |                                                                     Sign up                                                                     |
          |-------------------------------------------------------------------------------------------------------------------------------------------------|
          |   E-Mail                                                                                                                                        |
          |   website                                                                                                                                       |
          | > age      42|                                                                                                                                  |
          |   phone                                                                                                                                         |
          |   birthday 31.01.2000                                                                                                                           |
          |   call                                                                                                                                          |
          |   country                                                                                                                                       |
          |   city                                                                                                                                          |
          |   bio                                                                                                                                           |
          |-------------------------------------------------------------------------------------------------------------------------------------------------|
          | Hallo                                                                                                                                           |
          | Wie geht es?                                                                                                                               Send |
          |-------------------------------------------------------------------------------------------------------------------------------------------------|
          | [Zurück] [Weiter]                                                                                                                      [Fertig] |
          |-------------------------------------------------------------------------------------------------------------------------------------------------|
          |                                                                    1   2   3                                                                    |
          |                                                                    4   5   6                                                                    |
          |                                                                    7   8   9                                                                    |
          |                                                                      0   ⌫                                                                      |
          +-------------------------------------------------------------------------------------------------------------------------------------------------+
          """))
  }

  @Test func showScreen_noFormLoaded_drawsAnEmptyPhone() throws {
    let session = Session()
    #expect(
      try session.run("show screen")
        == Self.drawing(
          """
          +-----------------------------------------------+
          |                no form loaded                 |
          +-----------------------------------------------+
          """))
    _ = try session.run("docked show")
    _ = try session.run("docked type Hi")
    #expect(
      try session.run("show screen")
        == Self.drawing(
          """
          +-----------------------------------------------+
          |                no form loaded                 |
          |-----------------------------------------------|
          | Hi                                       Send |
          +-----------------------------------------------+
          """))
  }

  // MARK: - Wide and long text

  /// A folder holding `wide.json`: a long title and labels with CJK and emoji.
  static func wideForm() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SessionScreenTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      """
      { "title": "長いタイトル 🚀 with a title far longer than any phone screen is wide",
        "locale": "ja_JP",
        "fields": [
          { "name": "name", "kind": "text", "label": "お名前（フルネーム）をご記入ください" },
          { "name": "note", "kind": "text", "label": "🙂 Notiz 🚀" },
          { "name": "city", "kind": "text", "label": "市区町村" } ] }
      """.utf8
    ).write(to: folder.appendingPathComponent("wide.json"))
    return folder
  }

  /// 100,000 characters: CJK, emoji and letters.
  static let longValue = String(repeating: "日本🙂a", count: 25_000)

  @Test func showScreen_100000CharacterValueAndWideLabels_fitsTheWidth() throws {
    let folder = try Self.wideForm()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Self.longValue.count == 100_000)
    let session = try session(
      ["load wide.json", "device iphone-se", "focus note", "paste " + Self.longValue],
      directory: folder.path)
    #expect(
      try session.run("show screen")
        == Self.drawing(
          """
          +--------------------------------------------+
          | 長いタイトル 🚀 with a title far longer t… |
          |--------------------------------------------|
          |   お名前（フル…                            |
          | > 🙂 Notiz 🚀    …a日本🙂a日本🙂a日本🙂a|  |
          |   市区町村                                 |
          |--------------------------------------------|
          | [前へ] [次へ]                       [完了] |
          |--------------------------------------------|
          |        q  w  e  r  t  y  u  i  o  p        |
          |     a   s   d   f   g   h   j   k   l      |
          |     ⇧   z   x   c   v   b   n   m   ⌫      |
          |            123   space   return            |
          +--------------------------------------------+
          """))
    _ = try session.run("focus city")
    #expect(
      try session.run("show screen")
        == Self.drawing(
          """
          +--------------------------------------------+
          | 長いタイトル 🚀 with a title far longer t… |
          |--------------------------------------------|
          |   お名前（フル…                            |
          |   🙂 Notiz 🚀    日本🙂a日本🙂a日本🙂a日…  |
          | > 市区町村       |                         |
          |--------------------------------------------|
          | [前へ] (次へ)                       [完了] |
          |--------------------------------------------|
          |        q  w  e  r  t  y  u  i  o  p        |
          |     a   s   d   f   g   h   j   k   l      |
          |     ⇧   z   x   c   v   b   n   m   ⌫      |
          |            123   space   return            |
          +--------------------------------------------+
          """))
  }

  /// A script for the width property: the commands and the folder they load from.
  struct ScreenScript: Sendable, CustomTestStringConvertible {
    var id: String
    var commands: [String]
    var wideForm = false

    var testDescription: String { id }
  }

  static let scripts: [ScreenScript] = [
    .init(id: "no form", commands: []),
    .init(
      id: "docked bar only",
      commands: ["docked show", "docked type " + String(repeating: "長い🙂", count: 200)]),
    .init(id: "letters", commands: ["load signup.json", "focus email", "type ana@example.com"]),
    .init(id: "date picker", commands: ["load signup.json", "focus birthday"]),
    .init(id: "time picker", commands: ["load signup.json", "focus call"]),
    .init(id: "choice picker", commands: ["load shipping.json", "focus city"]),
    .init(id: "switch", commands: ["load order.json", "focus newsletter"]),
    .init(id: "list", commands: ["load order.json", "focus toppings"]),
    .init(
      id: "docked bar and number pad",
      commands: [
        "load signup.json", "docked show", "docked type Hallo", "docked return",
        "docked type " + String(repeating: "x", count: 500), "focus age", "type 42",
      ]),
    .init(id: "custom toolbar", commands: ["load payment.json", "focus day"]),
    .init(id: "no toolbar", commands: ["load payment.json", "focus note", "type Notiz"]),
    .init(id: "japanese", commands: ["load appointment.json", "focus name", "type 山田太郎"]),
    .init(
      id: "keyboard text field",
      commands: [
        "load signup.json", "focus email", "keyfield add search", "focus search", "type 🙂",
      ]),
    .init(
      id: "wide labels and a long value", commands: ["load wide.json", "focus note", "paste LONG"],
      wideForm: true),
    .init(
      id: "long value unfocused",
      commands: ["load wide.json", "focus note", "paste LONG", "focus city"], wideForm: true),
  ]

  @Test(arguments: DeviceProfile.allCases, Orientation.allCases)
  func showScreen_everyScript_everyLineAsWideAsTheScreen(
    device: DeviceProfile, orientation: Orientation
  ) throws {
    let folder = try Self.wideForm()
    defer { try? FileManager.default.removeItem(at: folder) }
    let columns = Int(device.screenSize(orientation).width / 8)
    for script in Self.scripts {
      let session = Session(
        directory: script.wideForm ? folder.path : FormSpecTests.examples.path)
      _ = try session.run("device " + device.rawValue)
      _ = try session.run("rotate " + orientation.rawValue)
      for command in script.commands {
        _ = try session.run(command.replacingOccurrences(of: "LONG", with: Self.longValue))
      }
      let lines = try session.run("show screen")
      #expect(lines.count >= 3, "\(script.id)")
      for line in lines {
        #expect(Self.terminalColumns(line) == columns, "\(script.id): \(line)")
      }
    }
  }
}
