import Fields
import Testing

/// A text longer than 1,000 characters is shown as a window at the cursor, so that typing into
/// it a key at a time prints lines of the same size.
struct SessionLongTextTests {
  func typed(_ text: String) throws -> Session {
    let session = Session(directory: FormSpecTests.examples.path)
    _ = try session.run("load signup.json")
    _ = try session.run("focus website")
    _ = try session.run("paste " + text)
    return session
  }

  /// 1,200 characters: `0123456789` repeated, so each window shows where it is.
  static let digits = String(repeating: "0123456789", count: 120)

  @Test func type_textOfAThousandCharacters_showsItWhole() throws {
    let session = Session(directory: FormSpecTests.examples.path)
    _ = try session.run("load signup.json")
    _ = try session.run("focus website")
    let text = String(repeating: "a", count: 1_000)
    #expect(try session.run("paste " + text) == ["website: \(text)|"])
  }

  @Test func move_cursorInTheMiddle_showsFortyCharactersEachSide() throws {
    let session = try typed(Self.digits)
    let window = String(repeating: "0123456789", count: 4)
    #expect(
      try session.run("move -600") == ["website: …\(window)|\(window)… (1200 characters)"])
  }

  @Test func move_cursorNearTheStart_showsNoEllipsisBefore() throws {
    let session = try typed(Self.digits)
    #expect(
      try session.run("move -1195")
        == ["website: 01234|" + String(repeating: "5678901234", count: 4) + "… (1200 characters)"])
  }

  @Test func select_shortSelection_showsItWholeInBrackets() throws {
    let session = try typed(Self.digits)
    let window = String(repeating: "0123456789", count: 4)
    #expect(
      try session.run("select 600 5")
        == [
          "website: …\(window)[01234]56789" + String(repeating: "0123456789", count: 3)
            + "01234… (1200 characters)"
        ])
  }

  @Test func select_longSelection_showsBothEndsOfIt() throws {
    let session = try typed(Self.digits)
    let window = String(repeating: "0123456789", count: 4)
    #expect(
      try session.run("select 100 1000")
        == ["website: …\(window)[\(window)…\(window)]\(window)… (1200 characters)"])
  }

  @Test func type_oneKeyAtATimeIntoALongText_printsLinesOfTheSameSize() throws {
    let session = try typed(Self.digits)
    var lengths: Set<Int> = []
    for _ in 0..<100 { lengths.formUnion(try session.run("type x").map(\.count)) }
    #expect(
      lengths == [
        String("website: …" + String(repeating: "x", count: 40) + "| (1300 characters)").count
      ])
  }
}
