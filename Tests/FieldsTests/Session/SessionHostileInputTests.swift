import Fields
import Testing

/// Large inputs through the phone-screen commands finish and still draw within the screen.
///
/// No timing is asserted; the inputs are sized to stay well under a few seconds in a debug
/// build, so a cost that grows faster than the input shows as a slow test.
struct SessionHostileInputTests {
  @Test func dockedType_oneMebibyte_thenShowScreen_drawsTheLastLines() throws {
    let session = Session()
    _ = try session.run("docked show")
    // 1 MiB: 256 paragraphs of 4,095 characters, each ending in a line break.
    let paragraph = String(repeating: "abcd", count: 1_023) + "wxy\n"
    let text = String(repeating: paragraph, count: 256)
    #expect(text.utf8.count == 1 << 20)
    let typed = try session.run("docked type " + text)
    // Each paragraph's 4,095 characters wrap to 125 lines of 33, the last "wxy"; 256 of them
    // and the empty line after the last break.
    #expect(
      typed == [
        "docked text: '\(String(repeating: "abcd", count: 16))…' (1048576 characters),"
          + " 32001 lines, scrolls",
        "docked 0 694 393 124",
      ])
    let screen = try session.run("show screen")
    #expect(
      screen == [
        "+-----------------------------------------------+",
        "|                no form loaded                 |",
        "|-----------------------------------------------|",
        "| bcdabcdabcdabcdabcdabcdabcdabcdab             |",
        "| cdabcdabcdabcdabcdabcdabcdabcdabc             |",
        "| dabcdabcdabcdabcdabcdabcdabcdabcd             |",
        "| wxy                                           |",
        "|                                          Send |",
        "+-----------------------------------------------+",
      ])
  }

  @Test func dockedType_100000Commands_countsEveryCharacter() throws {
    let session = Session()
    _ = try session.run("docked show")
    var last: [String] = []
    for _ in 0..<100_000 { last = try session.run("docked type a") }
    // 100,000 characters wrap to 3,031 lines of 33, the last of 10.
    #expect(
      last == [
        "docked text: '\(String(repeating: "a", count: 64))…' (100000 characters),"
          + " 3031 lines, scrolls",
        "docked 0 694 393 124",
      ])
    let screen = try session.run("show screen")
    #expect(
      screen[3...7] == [
        "| aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa             |",
        "| aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa             |",
        "| aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa             |",
        "| aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa             |",
        "| aaaaaaaaaa                               Send |",
      ])
  }

  @Test func type_200000CharactersIntoAField_thenShowScreen_showsTheEndAtTheCursor() throws {
    let session = Session(directory: FormSpecTests.examples.path)
    _ = try session.run("load signup.json")
    _ = try session.run("focus website")
    let typed = try session.run("type " + String(repeating: "a", count: 200_000))
    #expect(typed.count == 1)
    // A long text shows a window at the cursor, not all 200,000 characters.
    #expect(typed == ["website: …" + String(repeating: "a", count: 40) + "| (200000 characters)"])
    let screen = try session.run("show screen")
    #expect(screen[4] == "| > website  …aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa| |")
    _ = try session.run("move -199990")
    #expect(
      try session.run("show screen")[4] == "| > website  aaaaaaaaaa|aaaaaaaaaaaaaaaaaaaaaa… |")
    _ = try session.run("focus age")
    #expect(
      try session.run("show screen")[4] == "|   website  aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… |")
  }
}
