/// A set of Unicode code points as sorted, disjoint, non-adjacent ranges.
///
/// ```swift
/// let letters = CodePointSet(ranges: [0x41...0x5A, 0x61...0x7A])
/// letters.contains(0x62)                           // true
/// letters.subtracting(CodePointSet(0x61...0x7A))   // A-Z
/// ```
///
/// The pattern engine's character classes are these (with ``ClassSet`` adding strings): the v
/// flag's set operations (`--`, `&&`, nesting) are merges of two sorted lists, linear in their
/// ranges, and a class as large as `\p{L}` (about 650 ranges) is tested with a binary search.
/// ASCII, which most values are, is answered from a 128-bit map.
///
/// Complexity: `contains` is O(log r) (O(1) for ASCII); the set operations are O(r₁ + r₂).
struct CodePointSet: Sendable, Hashable {
  /// The ranges as flat pairs of first and last code point: `[a₀, b₀, a₁, b₁, …]`.
  private(set) var bounds: [UInt32]
  /// Which of the code points 0-63 and 64-127 are members.
  private var asciiLow: UInt64 = 0
  private var asciiHigh: UInt64 = 0

  /// The largest code point.
  static let maximum: UInt32 = 0x10_FFFF

  // MARK: - Making sets

  /// The empty set.
  init() { bounds = [] }

  /// The set of the code points in `ranges`, in any order, overlapping or not.
  init(ranges: [ClosedRange<UInt32>]) {
    let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
    var bounds: [UInt32] = []
    bounds.reserveCapacity(sorted.count * 2)
    for range in sorted {
      if let last = bounds.last, range.lowerBound <= last &+ 1 {
        bounds[bounds.count - 1] = max(last, range.upperBound)
      } else {
        bounds.append(range.lowerBound)
        bounds.append(range.upperBound)
      }
    }
    self.init(normalized: bounds)
  }

  /// The set of one range.
  init(_ range: ClosedRange<UInt32>) {
    self.init(normalized: [range.lowerBound, range.upperBound])
  }

  /// The set of the code points in `codePoints`.
  init(_ codePoints: some Sequence<UInt32>) { self.init(ranges: codePoints.map { $0...$0 }) }

  /// A set from bounds that are already sorted, disjoint and non-adjacent.
  init(normalized bounds: [UInt32]) {
    self.bounds = bounds
    var index = 0
    while index < bounds.count, bounds[index] < 128 {
      for codePoint in bounds[index]...min(bounds[index + 1], 127) {
        if codePoint < 64 {
          asciiLow |= 1 << UInt64(codePoint)
        } else {
          asciiHigh |= 1 << UInt64(codePoint - 64)
        }
      }
      index += 2
    }
  }

  /// Every code point.
  static let all = CodePointSet(0...maximum)

  // MARK: - Reading

  /// Whether the set has no code point.
  var isEmpty: Bool { bounds.isEmpty }

  /// The ranges, in order.
  var ranges: [ClosedRange<UInt32>] {
    stride(from: 0, to: bounds.count, by: 2).map { bounds[$0]...bounds[$0 + 1] }
  }

  /// Whether `codePoint` is a member.
  func contains(_ codePoint: UInt32) -> Bool {
    if codePoint < 64 { return asciiLow & (1 << UInt64(codePoint)) != 0 }
    if codePoint < 128 { return asciiHigh & (1 << UInt64(codePoint - 64)) != 0 }
    // The last range whose first code point is at most `codePoint`.
    var low = 0
    var high = bounds.count / 2
    while low < high {
      let middle = (low + high) / 2
      if bounds[middle * 2] <= codePoint {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low > 0 && codePoint <= bounds[low * 2 - 1]
  }

  // MARK: - Set operations

  /// The code points in either set.
  func union(_ other: CodePointSet) -> CodePointSet {
    if other.isEmpty { return self }
    if isEmpty { return other }
    return Self.merge(self, other) { $0 || $1 }
  }

  /// The code points in both sets.
  func intersection(_ other: CodePointSet) -> CodePointSet {
    Self.merge(self, other) { $0 && $1 }
  }

  /// The code points in this set and not in `other`.
  func subtracting(_ other: CodePointSet) -> CodePointSet {
    if other.isEmpty || isEmpty { return self }
    return Self.merge(self, other) { $0 && !$1 }
  }

  /// The code points not in this set.
  var complement: CodePointSet { Self.all.subtracting(self) }

  /// Sweeps the boundaries of both sets in order, keeping the stretches where `keep` holds.
  private static func merge(
    _ first: CodePointSet, _ second: CodePointSet, keep: (Bool, Bool) -> Bool
  ) -> CodePointSet {
    // Each set as half-open [start, end) boundaries; UInt64 so that end can pass 0x10FFFF.
    var result: [UInt32] = []
    var index1 = 0
    var index2 = 0
    var inside1 = false
    var inside2 = false
    var open: UInt64? = nil
    func boundary(_ bounds: [UInt32], _ index: Int) -> UInt64 {
      index % 2 == 0 ? UInt64(bounds[index]) : UInt64(bounds[index]) + 1
    }
    while index1 < first.bounds.count || index2 < second.bounds.count {
      let next1 = index1 < first.bounds.count ? boundary(first.bounds, index1) : .max
      let next2 = index2 < second.bounds.count ? boundary(second.bounds, index2) : .max
      let at = min(next1, next2)
      if next1 == at {
        inside1.toggle()
        index1 += 1
      }
      if next2 == at {
        inside2.toggle()
        index2 += 1
      }
      let kept = keep(inside1, inside2)
      if kept, open == nil {
        open = at
      } else if !kept, let start = open {
        // Adjacent stretches merge into one range.
        if let last = result.last, UInt64(last) + 1 == start {
          result[result.count - 1] = UInt32(at - 1)
        } else {
          result.append(UInt32(start))
          result.append(UInt32(at - 1))
        }
        open = nil
      }
    }
    return CodePointSet(normalized: result)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.bounds == rhs.bounds }
  func hash(into hasher: inout Hasher) { hasher.combine(bounds) }
}
