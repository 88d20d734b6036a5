extension UnifiedDiff {
  /// A number for each line of two stretches of text, equal for equal lines, so that the
  /// search compares integers, and whether each number is found in the other text.
  ///
  /// A line's number is its position among the lines numbered (old ones first) where it first
  /// occurs; lines are found again through a table open by hashing that holds 4 bytes a slot,
  /// where a dictionary of strings would hold a string for each distinct line.
  struct LineNumbers {
    /// The numbers of the old stretch's lines, in order.
    private(set) var old: [Int32] = []
    /// The numbers of the new stretch's lines, in order.
    private(set) var new: [Int32] = []
    /// Whether a number is found in the old stretch, by number.
    private(set) var inOld: [Bool]
    /// Whether a number is found in the new stretch, by number.
    private(set) var inNew: [Bool]

    /// Numbers `oldRange` of `oldText` and `newRange` of `newText`, which together hold at
    /// most `Int32.max` lines.
    init(
      old oldText: TextLines.View, _ oldRange: Range<Int>, new newText: TextLines.View,
      _ newRange: Range<Int>
    ) {
      let total = oldRange.count + newRange.count
      inOld = [Bool](repeating: false, count: total)
      inNew = [Bool](repeating: false, count: total)
      // At most half full, so that a search for a line ends after a probe or two.
      var capacity = 16
      while capacity < 2 * total { capacity *= 2 }
      let mask = capacity - 1
      // Each slot holds the position of a line's first occurrence, -1 when empty.
      var slots = [Int32](repeating: -1, count: capacity)
      old.reserveCapacity(oldRange.count)
      new.reserveCapacity(newRange.count)
      func line(_ position: Int) -> (TextLines.View, Int) {
        position < oldRange.count
          ? (oldText, oldRange.lowerBound + position)
          : (newText, newRange.lowerBound + position - oldRange.count)
      }
      for position in 0..<total {
        let (text, index) = line(position)
        var slot = text.hash(index) & mask
        var number = Int32(truncatingIfNeeded: position)
        while slots[slot] >= 0 {
          let (otherText, otherIndex) = line(Int(slots[slot]))
          if text.line(index, equals: otherText, otherIndex) {
            number = slots[slot]
            break
          }
          slot = (slot + 1) & mask
        }
        if slots[slot] < 0 { slots[slot] = number }
        if position < oldRange.count {
          old.append(number)
          inOld[Int(number)] = true
        } else {
          new.append(number)
          inNew[Int(number)] = true
        }
      }
    }
  }
}
