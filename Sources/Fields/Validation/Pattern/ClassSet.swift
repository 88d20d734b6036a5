/// What a v-flag character class denotes: code points, and strings of other lengths.
///
/// ```swift
/// // [\q{abc|d}x]
/// let set = ClassSet(codePoints: CodePointSet([0x64, 0x78]), strings: [[0x61, 0x62, 0x63]])
/// ```
///
/// A string of one code point is kept as that code point, so two sets that hold the same
/// members compare equal however they were written. The empty string may be a member
/// (`[\q{}]`), and then the class also matches nothing at all.
struct ClassSet: Sendable, Hashable {
  /// The members of one code point.
  var codePoints: CodePointSet
  /// The members of zero or two or more code points.
  var strings: Set<[UInt32]>

  /// A set of members that are all one code point.
  init(codePoints: CodePointSet, strings: Set<[UInt32]> = []) {
    self.codePoints = codePoints
    self.strings = []
    for string in strings { insert(string) }
  }

  /// Adds a member, as a code point when it is one.
  mutating func insert(_ string: [UInt32]) {
    if string.count == 1 {
      codePoints = codePoints.union(CodePointSet(string[0]...string[0]))
    } else {
      strings.insert(string)
    }
  }

  // MARK: - Set operations, as ECMA-262's CompileToCharSet combines class operands

  /// The members of either set (ClassUnion).
  func union(_ other: ClassSet) -> ClassSet {
    var result = self
    result.codePoints = codePoints.union(other.codePoints)
    result.strings.formUnion(other.strings)
    return result
  }

  /// The members of both sets (ClassIntersection).
  func intersection(_ other: ClassSet) -> ClassSet {
    var result = self
    result.codePoints = codePoints.intersection(other.codePoints)
    result.strings.formIntersection(other.strings)
    return result
  }

  /// The members of this set and not of `other` (ClassSubtraction).
  func subtracting(_ other: ClassSet) -> ClassSet {
    var result = self
    result.codePoints = codePoints.subtracting(other.codePoints)
    result.strings.subtract(other.strings)
    return result
  }
}
