extension UnifiedDiff {
  /// What the search found: the changes, whether it stopped at its cap, and its steps.
  struct Found {
    var changes: [Change]
    var reachedCap: Bool
    var steps: Int
  }

  /// A shortest edit script turning `old` into `new` as its changes, deletions before
  /// insertions where both are at one place; past `maximumSteps` of the search, a valid
  /// script that may not be the shortest.
  static func changes(old: TextLines, new: TextLines, maximumSteps: Int) -> Found {
    old.withView { old in
      new.withView { new in changes(old: old, new: new, maximumSteps: maximumSteps) }
    }
  }

  private static func changes(old: TextLines.View, new: TextLines.View, maximumSteps: Int)
    -> Found
  {
    var steps = 0
    // The lines both begin and end with, a comparison each: one changed line in a million
    // costs no more.
    var prefix = 0
    while prefix < old.count, prefix < new.count, old.line(prefix, equals: new, prefix) {
      prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old.line(old.count - 1 - suffix, equals: new, new.count - 1 - suffix)
    {
      suffix += 1
    }
    steps += prefix + suffix
    let oldMiddle = prefix..<old.count - suffix
    let newMiddle = prefix..<new.count - suffix
    if oldMiddle.isEmpty || newMiddle.isEmpty {
      let changes =
        oldMiddle.isEmpty && newMiddle.isEmpty ? [] : [Change(old: oldMiddle, new: newMiddle)]
      return Found(changes: changes, reachedCap: false, steps: steps)
    }
    // Lines are numbered in 32 bits: past them (2 GiB of empty lines), the whole middle is
    // one change.
    guard oldMiddle.count + newMiddle.count <= Int(Int32.max) else {
      return Found(
        changes: [Change(old: oldMiddle, new: newMiddle)], reachedCap: true, steps: steps)
    }
    let numbers = LineNumbers(old: old, oldMiddle, new: new, newMiddle)
    steps += oldMiddle.count + newMiddle.count
    // A line that only one text holds is a change whatever the rest is, and no shortest
    // script keeps it: set aside, a reworded message in every other line leaves the search
    // nothing to do.
    let oldShared = oldMiddle.indices.filter { numbers.inNew[Int(numbers.old[$0 - prefix])] }
    let newShared = newMiddle.indices.filter { numbers.inOld[Int(numbers.new[$0 - prefix])] }
    var search = Search(
      old: oldShared.map { numbers.old[$0 - prefix] },
      new: newShared.map { numbers.new[$0 - prefix] }, maximumSteps: maximumSteps)
    search.compare(oldRange: 0..<oldShared.count, newRange: 0..<newShared.count)
    steps += search.steps
    // The kept lines of either text pair up in order: a change is what lies between pairs.
    var changes: [Change] = []
    var oldIndex = oldMiddle.lowerBound
    var newIndex = newMiddle.lowerBound
    var oldKeptIndex = 0
    var newKeptIndex = 0
    while true {
      while oldKeptIndex < oldShared.count, !search.oldKept[oldKeptIndex] { oldKeptIndex += 1 }
      while newKeptIndex < newShared.count, !search.newKept[newKeptIndex] { newKeptIndex += 1 }
      let oldNext = oldKeptIndex < oldShared.count ? oldShared[oldKeptIndex] : oldMiddle.upperBound
      let newNext = newKeptIndex < newShared.count ? newShared[newKeptIndex] : newMiddle.upperBound
      if oldNext > oldIndex || newNext > newIndex {
        changes.append(Change(old: oldIndex..<oldNext, new: newIndex..<newNext))
      }
      guard oldKeptIndex < oldShared.count, newKeptIndex < newShared.count else { break }
      oldIndex = oldNext + 1
      newIndex = newNext + 1
      oldKeptIndex += 1
      newKeptIndex += 1
    }
    return Found(changes: changes, reachedCap: search.reachedCap, steps: steps)
  }
}

extension UnifiedDiff {
  /// Myers' search from both ends at once: the paths meet on a middle snake, and each half is
  /// searched again, so memory stays linear while time is O((N + M) D).
  ///
  /// Each diagonal tried and each line compared is a step. Once ``maximumSteps`` are taken, a
  /// range still to search only loses the lines it begins and ends with in common: the rest
  /// of it is left a change.
  struct Search {
    let old: [Int32]
    let new: [Int32]
    let maximumSteps: Int
    /// Which lines of either text are common to both.
    private(set) var oldKept: [Bool]
    private(set) var newKept: [Bool]
    private(set) var steps = 0
    /// Whether the search stopped at ``maximumSteps``.
    private(set) var reachedCap = false

    init(old: [Int32], new: [Int32], maximumSteps: Int) {
      self.old = old
      self.new = new
      self.maximumSteps = maximumSteps
      oldKept = [Bool](repeating: false, count: old.count)
      newKept = [Bool](repeating: false, count: new.count)
    }

    mutating func compare(oldRange: Range<Int>, newRange: Range<Int>) {
      var oldLower = oldRange.lowerBound
      var oldUpper = oldRange.upperBound
      var newLower = newRange.lowerBound
      var newUpper = newRange.upperBound
      while oldLower < oldUpper, newLower < newUpper, old[oldLower] == new[newLower] {
        oldKept[oldLower] = true
        newKept[newLower] = true
        oldLower += 1
        newLower += 1
        steps += 1
      }
      while oldLower < oldUpper, newLower < newUpper, old[oldUpper - 1] == new[newUpper - 1] {
        oldKept[oldUpper - 1] = true
        newKept[newUpper - 1] = true
        oldUpper -= 1
        newUpper -= 1
        steps += 1
      }
      guard oldLower < oldUpper, newLower < newUpper, !reachedCap else { return }
      guard let (oldSplit, newSplit) = split(oldLower..<oldUpper, newLower..<newUpper) else {
        return
      }
      compare(oldRange: oldLower..<oldSplit, newRange: newLower..<newSplit)
      compare(oldRange: oldSplit..<oldUpper, newRange: newSplit..<newUpper)
    }

    /// Where a shortest path through the two ranges crosses its middle, or `nil` when they
    /// share no line or the steps ran out first.
    private mutating func split(_ oldRange: Range<Int>, _ newRange: Range<Int>) -> (Int, Int)? {
      let oldBase = oldRange.lowerBound
      let newBase = newRange.lowerBound
      let oldCount = oldRange.count
      let newCount = newRange.count
      // Each depth takes a step at least, so the steps left bound the depth, and with it the
      // two arrays: texts of millions of lines ask no more memory than the cap allows.
      let unbounded = (oldCount + newCount + 1) / 2
      let maximum = min(unbounded, max(maximumSteps - steps, 0) + 1)
      let offset = maximum
      let length = 2 * maximum + 2
      var forward = [Int](repeating: -1, count: length)
      var backward = [Int](repeating: -1, count: length)
      forward[offset + 1] = 0
      backward[offset + 1] = 0
      let delta = oldCount - newCount
      // With an odd delta the forward path meets the backward one, else the other way round.
      let front = delta % 2 != 0
      var forwardStart = 0
      var forwardEnd = 0
      var backwardStart = 0
      var backwardEnd = 0
      for depth in 0..<maximum {
        if steps > maximumSteps {
          reachedCap = true
          return nil
        }
        for diagonal in stride(from: -depth + forwardStart, through: depth - forwardEnd, by: 2) {
          steps += 1
          let index = offset + diagonal
          var x =
            diagonal == -depth || (diagonal != depth && forward[index - 1] < forward[index + 1])
            ? forward[index + 1] : forward[index - 1] + 1
          var y = x - diagonal
          let snakeStart = x
          while x < oldCount, y < newCount, old[oldBase + x] == new[newBase + y] {
            x += 1
            y += 1
          }
          steps += x - snakeStart
          forward[index] = x
          if x > oldCount {
            forwardEnd += 2
          } else if y > newCount {
            forwardStart += 2
          } else if front {
            let other = offset + delta - diagonal
            if other >= 0, other < length, backward[other] != -1, x >= oldCount - backward[other] {
              return (oldBase + x, newBase + y)
            }
          }
        }
        for diagonal in stride(from: -depth + backwardStart, through: depth - backwardEnd, by: 2) {
          steps += 1
          let index = offset + diagonal
          var x =
            diagonal == -depth || (diagonal != depth && backward[index - 1] < backward[index + 1])
            ? backward[index + 1] : backward[index - 1] + 1
          var y = x - diagonal
          let snakeStart = x
          while x < oldCount, y < newCount,
            old[oldBase + oldCount - x - 1] == new[newBase + newCount - y - 1]
          {
            x += 1
            y += 1
          }
          steps += x - snakeStart
          backward[index] = x
          if x > oldCount {
            backwardEnd += 2
          } else if y > newCount {
            backwardStart += 2
          } else if !front {
            let other = offset + delta - diagonal
            if other >= 0, other < length, forward[other] != -1 {
              let forwardX = forward[other]
              let forwardY = offset + forwardX - other
              if forwardX >= oldCount - x { return (oldBase + forwardX, newBase + forwardY) }
            }
          }
        }
      }
      // Else the ranges share no line, and replacing one by the other is the shortest script.
      if maximum < unbounded { reachedCap = true }
      return nil
    }
  }
}
