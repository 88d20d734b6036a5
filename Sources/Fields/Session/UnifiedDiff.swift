/// The differences between two texts, line by line, in the unified format of `diff -u`.
///
/// ```swift
/// let diff = UnifiedDiff(old: ["a", "b"], new: ["a", "c"], oldName: "golden", newName: "run")
/// diff.lines  // ["--- golden", "+++ run", "@@ -1,2 +1,2 @@", " a", "-b", "+c"]
/// ```
///
/// Hunks carry `context` unchanged lines on each side and merge when at most twice that many
/// lie between two changes; a range of one line is written without its count, and an empty
/// range names the line before it, as GNU diff does. The edit script is Myers' shortest one,
/// found in space linear in the texts' lengths.
public struct UnifiedDiff: Sendable {
  /// The diff's lines: empty when the texts are equal, else the two headers and the hunks.
  public let lines: [String]

  /// Compares `old` with `new`.
  ///
  /// - Parameters:
  ///   - old: The lines of the old text, `-` in hunks.
  ///   - new: The lines of the new text, `+` in hunks.
  ///   - oldName: What the `---` header names.
  ///   - newName: What the `+++` header names.
  ///   - context: How many unchanged lines surround each change.
  public init(old: [String], new: [String], oldName: String, newName: String, context: Int = 3) {
    let edits = Self.edits(old: old, new: new)
    let changes = edits.indices.filter { edits[$0] != .keep }
    guard !changes.isEmpty else {
      lines = []
      return
    }
    let context = max(context, 0)
    var output = ["--- \(oldName)", "+++ \(newName)"]
    // Where each edit starts in either text, so a hunk's header needs no recount.
    var oldBefore = [Int](repeating: 0, count: edits.count + 1)
    var newBefore = [Int](repeating: 0, count: edits.count + 1)
    for (index, edit) in edits.enumerated() {
      oldBefore[index + 1] = oldBefore[index] + (edit == .insert ? 0 : 1)
      newBefore[index + 1] = newBefore[index] + (edit == .delete ? 0 : 1)
    }
    var first = 0
    while first < changes.count {
      var last = first
      while last + 1 < changes.count, changes[last + 1] - changes[last] - 1 <= 2 * context {
        last += 1
      }
      let lower = max(changes[first] - context, 0)
      let upper = min(changes[last] + context, edits.count - 1)
      let oldCount = oldBefore[upper + 1] - oldBefore[lower]
      let newCount = newBefore[upper + 1] - newBefore[lower]
      output.append(
        "@@ -\(Self.range(oldBefore[lower], oldCount)) +\(Self.range(newBefore[lower], newCount)) @@"
      )
      for index in lower...upper {
        switch edits[index] {
        case .keep: output.append(" " + old[oldBefore[index]])
        case .delete: output.append("-" + old[oldBefore[index]])
        case .insert: output.append("+" + new[newBefore[index]])
        }
      }
      first = last + 1
    }
    lines = output
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
