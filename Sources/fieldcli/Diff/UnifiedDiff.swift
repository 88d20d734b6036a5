/// The differences between two texts, line by line, in the unified format of `diff -u`.
///
/// ```swift
/// let diff = UnifiedDiff(old: ["a", "b"], new: ["a", "c"], oldName: "golden", newName: "run")
/// diff.lines  // ["--- golden", "+++ run", "@@ -1,2 +1,2 @@", " a", "-b", "+c"]
/// ```
///
/// Hunks carry `context` unchanged lines on each side and merge when at most twice that many
/// lie between two changes; a range of one line is written without its count, and an empty
/// range names the line before it, as GNU diff does.
///
/// ## Complexity
///
/// The lines the texts begin and end with in common are skipped first, a line comparison each,
/// and lines found in only one text are set aside (they are changes whatever the rest is):
/// a golden file of a million lines with one line changed, or one reworded message in every
/// other line (47 s for 40,000 script lines when all went to the search), costs time linear in
/// the texts. What remains is searched for the shortest edit script by Myers' O((N + M) D)
/// search in linear space, up to ``maximumSteps`` steps: two transcripts of 40,000 lines of
/// three kinds in other orders took 6.6 s before that cap, 0.5 s with it.
/// Past the cap, each stretch not yet searched is shown as its old lines replaced by its new
/// ones, after the lines it begins and ends with in common: a valid diff that `patch` applies,
/// only not the shortest, and ``reachedCap`` says so.
struct UnifiedDiff {
  /// The steps Myers' search may take before the diff settles for a coarser script: about a
  /// second in a release build.
  static let maximumSteps = 50_000_000

  /// One stretch where the texts differ: these old lines are replaced by these new ones.
  struct Change: Equatable {
    /// The old lines that go, as indexes into the old text; empty for an insertion.
    var old: Range<Int>
    /// The new lines that come, as indexes into the new text; empty for a deletion.
    var new: Range<Int>
  }

  /// The stretches where the texts differ, in order, each between lines they share.
  let changes: [Change]
  /// Whether the search stopped at ``maximumSteps``, so that some changes may replace lines
  /// the texts have in common.
  let reachedCap: Bool
  /// How many steps the diff took: line comparisons, line hashes and diagonals searched.
  ///
  /// Tests read it to see the work grow linearly without timing it.
  let steps: Int

  private let old: TextLines
  private let new: TextLines
  private let oldName: String
  private let newName: String
  private let context: Int

  // MARK: - API

  /// Compares `old` with `new`.
  ///
  /// - Parameters:
  ///   - old: The lines of the old text, `-` in hunks.
  ///   - new: The lines of the new text, `+` in hunks.
  ///   - oldName: What the `---` header names.
  ///   - newName: What the `+++` header names.
  ///   - context: How many unchanged lines surround each change.
  ///   - maximumSteps: How many steps the search for the shortest script may take.
  init(
    old: TextLines, new: TextLines, oldName: String, newName: String, context: Int = 3,
    maximumSteps: Int = UnifiedDiff.maximumSteps
  ) {
    let found = Self.changes(old: old, new: new, maximumSteps: maximumSteps)
    changes = found.changes
    reachedCap = found.reachedCap
    steps = found.steps
    self.old = old
    self.new = new
    self.oldName = oldName
    self.newName = newName
    self.context = max(context, 0)
  }

  /// Compares the lines `old` with the lines `new`.
  init(
    old: [String], new: [String], oldName: String, newName: String, context: Int = 3,
    maximumSteps: Int = UnifiedDiff.maximumSteps
  ) {
    self.init(
      old: TextLines(old), new: TextLines(new), oldName: oldName, newName: newName,
      context: context, maximumSteps: maximumSteps)
  }

  /// The diff's lines: empty when the texts are equal, else the two headers and the hunks.
  var lines: [String] {
    var lines: [String] = []
    forEachLine { lines.append($0) }
    return lines
  }

  /// Calls `body` with each of the diff's lines in turn, so that a diff of a million lines is
  /// written without being held.
  func forEachLine(_ body: (String) -> Void) {
    guard !changes.isEmpty else { return }
    body("--- \(oldName)")
    body("+++ \(newName)")
    var first = 0
    while first < changes.count {
      var last = first
      while last + 1 < changes.count,
        changes[last + 1].old.lowerBound - changes[last].old.upperBound <= 2 * context
      {
        last += 1
      }
      hunk(changes[first...last], body)
      first = last + 1
    }
  }

  // MARK: - Internals

  /// Writes one hunk: its header, then its changes with the lines around and between them.
  private func hunk(_ changes: ArraySlice<Change>, _ body: (String) -> Void) {
    guard let first = changes.first, let last = changes.last else { return }
    // Before the first change and after the last, both texts hold the same lines.
    let leading = min(context, first.old.lowerBound)
    let trailing = min(context, old.count - last.old.upperBound)
    let oldStart = first.old.lowerBound - leading
    let newStart = first.new.lowerBound - leading
    let oldCount = last.old.upperBound + trailing - oldStart
    let newCount = last.new.upperBound + trailing - newStart
    body("@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@")
    var kept = oldStart
    for change in changes {
      for index in kept..<change.old.lowerBound { body(" " + old[index]) }
      for index in change.old { body("-" + old[index]) }
      for index in change.new { body("+" + new[index]) }
      kept = change.old.upperBound
    }
    for index in kept..<last.old.upperBound + trailing { body(" " + old[index]) }
  }

  /// A hunk's range in one text: `start,count`, `start` alone for one line, and the line
  /// before for none.
  private static func range(_ before: Int, _ count: Int) -> String {
    switch count {
    case 0: return "\(before),0"
    case 1: return "\(before + 1)"
    default: return "\(before + 1),\(count)"
    }
  }
}
