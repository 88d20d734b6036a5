extension UnifiedDiff {
  /// One step of an edit script.
  enum Edit: Equatable {
    /// The next line of both texts is the same.
    case keep
    /// The next old line goes.
    case delete
    /// The next new line comes.
    case insert
  }

  /// A shortest edit script turning `old` into `new`, deletions before insertions where both
  /// are at one place.
  static func edits(old: [String], new: [String]) -> [Edit] {
    // Lines become numbers so that each comparison in the search is one integer comparison.
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    var search = Search(old: old.map(number), new: new.map(number))
    search.compare(oldRange: 0..<old.count, newRange: 0..<new.count)
    var edits: [Edit] = []
    edits.reserveCapacity(old.count + new.count)
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, !search.oldKept[oldIndex] {
        edits.append(.delete)
        oldIndex += 1
      } else if newIndex < new.count, !search.newKept[newIndex] {
        edits.append(.insert)
        newIndex += 1
      } else {
        edits.append(.keep)
        oldIndex += 1
        newIndex += 1
      }
    }
    return edits
  }

  /// Myers' search from both ends at once: the paths meet on a middle snake, and each half is
  /// searched again, so memory stays linear while time is O((N + M) D).
  struct Search {
    let old: [Int]
    let new: [Int]
    /// Which lines of either text are common to both.
    var oldKept: [Bool]
    var newKept: [Bool]

    init(old: [Int], new: [Int]) {
      self.old = old
      self.new = new
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
      }
      while oldLower < oldUpper, newLower < newUpper, old[oldUpper - 1] == new[newUpper - 1] {
        oldKept[oldUpper - 1] = true
        newKept[newUpper - 1] = true
        oldUpper -= 1
        newUpper -= 1
      }
      guard oldLower < oldUpper, newLower < newUpper else { return }
      guard let (oldSplit, newSplit) = split(oldLower..<oldUpper, newLower..<newUpper) else {
        return
      }
      compare(oldRange: oldLower..<oldSplit, newRange: newLower..<newSplit)
      compare(oldRange: oldSplit..<oldUpper, newRange: newSplit..<newUpper)
    }

    /// Where a shortest path through the two ranges crosses its middle, or `nil` when they
    /// share no line.
    private func split(_ oldRange: Range<Int>, _ newRange: Range<Int>) -> (Int, Int)? {
      let oldBase = oldRange.lowerBound
      let newBase = newRange.lowerBound
      let oldCount = oldRange.count
      let newCount = newRange.count
      let maximum = (oldCount + newCount + 1) / 2
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
        for diagonal in stride(from: -depth + forwardStart, through: depth - forwardEnd, by: 2) {
          let index = offset + diagonal
          var x =
            diagonal == -depth || (diagonal != depth && forward[index - 1] < forward[index + 1])
            ? forward[index + 1] : forward[index - 1] + 1
          var y = x - diagonal
          while x < oldCount, y < newCount, old[oldBase + x] == new[newBase + y] {
            x += 1
            y += 1
          }
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
          let index = offset + diagonal
          var x =
            diagonal == -depth || (diagonal != depth && backward[index - 1] < backward[index + 1])
            ? backward[index + 1] : backward[index - 1] + 1
          var y = x - diagonal
          while x < oldCount, y < newCount,
            old[oldBase + oldCount - x - 1] == new[newBase + newCount - y - 1]
          {
            x += 1
            y += 1
          }
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
      return nil
    }
  }
}
