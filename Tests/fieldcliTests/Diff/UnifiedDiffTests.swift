import Testing

@testable import fieldcli

struct UnifiedDiffTests {
  func diff(_ old: [String], _ new: [String]) -> [String] {
    UnifiedDiff(old: old, new: new, oldName: "golden", newName: "transcript").lines
  }

  @Test func lines_equalTexts_areEmpty() {
    #expect(diff(["a", "b"], ["a", "b"]) == [])
    #expect(diff([], []) == [])
  }

  @Test func lines_insertion_showsPlusWithContext() {
    #expect(
      diff(["a", "b", "c"], ["a", "b", "x", "c"]) == [
        "--- golden", "+++ transcript", "@@ -1,3 +1,4 @@", " a", " b", "+x", " c",
      ])
  }

  @Test func lines_deletion_showsMinusWithContext() {
    #expect(
      diff(["a", "b", "c", "d", "e"], ["a", "b", "d", "e"]) == [
        "--- golden", "+++ transcript", "@@ -1,5 +1,4 @@", " a", " b", "-c", " d", " e",
      ])
  }

  @Test func lines_change_deletesBeforeInserting() {
    #expect(
      diff(["a", "b", "c"], ["a", "B", "c"]) == [
        "--- golden", "+++ transcript", "@@ -1,3 +1,3 @@", " a", "-b", "+B", " c",
      ])
  }

  @Test func lines_farApartChanges_makeTwoHunksWithThreeLinesOfContext() {
    let old = (1...20).map(String.init)
    var new = old
    new[1] = "two"
    new[17] = "eighteen"
    #expect(
      diff(old, new) == [
        "--- golden", "+++ transcript",
        "@@ -1,5 +1,5 @@", " 1", "-2", "+two", " 3", " 4", " 5",
        "@@ -15,6 +15,6 @@", " 15", " 16", " 17", "-18", "+eighteen", " 19", " 20",
      ])
  }

  @Test func lines_changesSixLinesApart_mergeIntoOneHunk() {
    let old = (1...12).map(String.init)
    var new = old
    new[2] = "x"
    new[9] = "y"
    #expect(
      diff(old, new) == [
        "--- golden", "+++ transcript", "@@ -1,12 +1,12 @@", " 1", " 2", "-3", "+x",
        " 4", " 5", " 6", " 7", " 8", " 9", "-10", "+y", " 11", " 12",
      ])
  }

  @Test func lines_changesSevenLinesApart_stayTwoHunks() {
    let old = (1...13).map(String.init)
    var new = old
    new[2] = "x"
    new[10] = "y"
    #expect(diff(old, new).filter { $0.hasPrefix("@@") } == ["@@ -1,6 +1,6 @@", "@@ -8,6 +8,6 @@"])
  }

  @Test func lines_emptyOld_insertsEverythingFromLineZero() {
    #expect(
      diff([], ["a", "b"]) == ["--- golden", "+++ transcript", "@@ -0,0 +1,2 @@", "+a", "+b"])
  }

  @Test func lines_emptyNew_deletesEverything() {
    #expect(diff(["a"], []) == ["--- golden", "+++ transcript", "@@ -1 +0,0 @@", "-a"])
  }

  @Test func lines_insertionAtTheStart_keepsTheLineAfterAsContext() {
    #expect(
      diff(["a"], ["x", "a"]) == ["--- golden", "+++ transcript", "@@ -1 +1,2 @@", "+x", " a"])
  }

  @Test(arguments: [(7, 3), (5, 2), (11, 4)])
  func lines_scatteredChanges_rebuildBothTextsWithFewestEdits(modulus: Int, factor: Int) {
    let old = (0..<300).map { String($0 % modulus) }
    let new = (0..<280).map { String(($0 * factor) % modulus) }
    let lines = UnifiedDiff(old: old, new: new, oldName: "a", newName: "b", context: 1000).lines
      .dropFirst(3)
    #expect(lines.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) } == old)
    #expect(lines.filter { !$0.hasPrefix("-") }.map { String($0.dropFirst()) } == new)
    // A shortest script keeps a longest common subsequence.
    var row = [Int](repeating: 0, count: new.count + 1)
    for line in old {
      var diagonal = 0
      for (index, other) in new.enumerated() {
        let above = row[index + 1]
        row[index + 1] = line == other ? diagonal + 1 : max(row[index], above)
        diagonal = above
      }
    }
    #expect(lines.filter { $0.hasPrefix(" ") }.count == row[new.count])
  }
}
