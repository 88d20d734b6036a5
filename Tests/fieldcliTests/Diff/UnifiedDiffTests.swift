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

  // MARK: - Large texts

  /// `count` numbered lines, with `changed` reworded.
  static func numbered(_ count: Int, changing changed: Set<Int> = []) -> TextLines {
    var lines = TextLines()
    for index in 0..<count {
      lines.append(changed.contains(index) ? "LINE \(index)" : "line \(index)")
    }
    return lines
  }

  /// The old and the new text a diff's lines make, dropping its headers: with all lines as
  /// context, this is what `patch` rebuilds.
  static func sides(of lines: [String]) -> (old: [String], new: [String]) {
    let body = lines.dropFirst(3)
    return (
      body.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) },
      body.filter { !$0.hasPrefix("-") }.map { String($0.dropFirst()) }
    )
  }

  /// Lines drawn from `alphabet` by a SplitMix64 seeded with `seed`: every line is in both
  /// texts, in another order, so nothing is set aside and the search does it all.
  static func shuffled(_ count: Int, seed: UInt64, alphabet: Int = 3) -> [String] {
    var state = seed
    return (0..<count).map { _ in
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      value ^= value >> 31
      return "> # \(value % UInt64(alphabet))"
    }
  }

  @Test func lines_millionLinesOneChanged_giveOneHunk() {
    let diff = UnifiedDiff(
      old: Self.numbered(1_000_000), new: Self.numbered(1_000_000, changing: [500_000]),
      oldName: "golden", newName: "transcript")
    #expect(
      diff.lines == [
        "--- golden", "+++ transcript", "@@ -499998,7 +499998,7 @@", " line 499997",
        " line 499998", " line 499999", "-line 500000", "+LINE 500000", " line 500001",
        " line 500002", " line 500003",
      ])
    #expect(!diff.reachedCap)
  }

  @Test func steps_oneChangedLine_growLinearlyWithTheTexts() {
    func steps(_ count: Int) -> Int {
      UnifiedDiff(
        old: Self.numbered(count), new: Self.numbered(count, changing: [count / 2]),
        oldName: "a", newName: "b"
      ).steps
    }
    #expect(steps(20_000) <= 2 * steps(10_000) + 10)
  }

  /// A transcript of `count` script lines that each fail, as a golden file holds it: `> bogus`,
  /// then its error, worded as `message` says.
  static func failures(_ count: Int, message: String) -> TextLines {
    var lines = TextLines()
    for number in 1...count {
      lines.append("> bogus")
      lines.append("! line \(number): \(message) 'bogus'; type 'help' for the commands.")
    }
    return lines
  }

  @Test func steps_messageRewordedInEveryOtherLine_growLinearlyWithTheTexts() {
    // The search alone took time quadratic in the lines (47 s for 40,000 script lines): each
    // `> bogus` matches every other, so paths in every diagonal go far.
    func steps(_ count: Int) -> Int {
      UnifiedDiff(
        old: Self.failures(count, message: "Unknown command"),
        new: Self.failures(count, message: "No such command"), oldName: "a", newName: "b"
      ).steps
    }
    #expect(steps(4_000) <= 2 * steps(2_000) + 10)
  }

  @Test func lines_messageRewordedInEveryOtherLine_keepsTheOthersAsContext() {
    let diff = UnifiedDiff(
      old: Self.failures(1_000, message: "Unknown command"),
      new: Self.failures(1_000, message: "No such command"), oldName: "a", newName: "b")
    let body = diff.lines.dropFirst(2)
    #expect(body.count == 1 + 3_000)
    #expect(body.filter { $0 == " > bogus" }.count == 1_000)
    #expect(
      Array(body.prefix(5)) == [
        "@@ -1,2000 +1,2000 @@", " > bogus",
        "-! line 1: Unknown command 'bogus'; type 'help' for the commands.",
        "+! line 1: No such command 'bogus'; type 'help' for the commands.", " > bogus",
      ])
    #expect(!diff.reachedCap)
  }

  @Test func lines_noLineInCommon_replaceEverythingWithoutReachingTheCap() {
    let old = (0..<50_000).map { "old \($0)" }
    let new = (0..<50_000).map { "new \($0)" }
    let diff = UnifiedDiff(old: old, new: new, oldName: "a", newName: "b")
    #expect(diff.lines.count == 3 + 100_000)
    #expect(Self.sides(of: diff.lines) == (old, new))
    #expect(!diff.reachedCap)
  }

  @Test func lines_shuffledPairPastTheCap_stillRebuildBothTexts() {
    let old = Self.shuffled(20_000, seed: 1)
    let new = Self.shuffled(20_000, seed: 2)
    let capped = UnifiedDiff(
      old: old, new: new, oldName: "a", newName: "b", context: 100_000, maximumSteps: 100_000)
    #expect(capped.reachedCap)
    #expect(capped.steps < 200_000)
    #expect(Self.sides(of: capped.lines) == (old, new))
    #expect(capped.lines[2] == "@@ -1,20000 +1,20000 @@")
  }

  @Test func lines_shuffledPairUnderTheCap_isTheShortest() {
    let old = Self.shuffled(400, seed: 1)
    let new = Self.shuffled(400, seed: 2)
    let diff = UnifiedDiff(old: old, new: new, oldName: "a", newName: "b", context: 1000)
    let capped = UnifiedDiff(
      old: old, new: new, oldName: "a", newName: "b", context: 1000, maximumSteps: 1000)
    #expect(!diff.reachedCap)
    #expect(capped.reachedCap)
    #expect(Self.sides(of: capped.lines) == (old, new))
    // The capped diff keeps fewer lines than the shortest one.
    let kept = diff.lines.filter { $0.hasPrefix(" ") }.count
    #expect(capped.lines.filter { $0.hasPrefix(" ") }.count < kept)
  }

  @Test func lines_randomSmallPairs_rebuildBothTextsWithFewestEdits() {
    // Lines from 1 to 12 kinds, some found in one text only, which the diff sets aside.
    for seed in 0..<500 {
      let kinds = UInt64(seed % 12 + 1)
      let old = Self.shuffled(seed % 31, seed: UInt64(seed), alphabet: Int(kinds))
      let new = Self.shuffled(seed * 7 % 29, seed: UInt64(seed) + 1000, alphabet: Int(kinds) + 2)
      let lines = UnifiedDiff(old: old, new: new, oldName: "a", newName: "b", context: 1000).lines
      let sides = lines.isEmpty ? (old, new) : Self.sides(of: lines)
      #expect(sides == (old, new), "seed \(seed)")
      var row = [Int](repeating: 0, count: new.count + 1)
      for line in old {
        var diagonal = 0
        for (index, other) in new.enumerated() {
          let above = row[index + 1]
          row[index + 1] = line == other ? diagonal + 1 : max(row[index], above)
          diagonal = above
        }
      }
      #expect(
        lines.dropFirst(3).filter { $0.hasPrefix(" ") }.count == row[new.count], "seed \(seed)")
    }
  }
}
