extension ECMAScriptPattern {
  /// Simple case folding of sets, for classes under the `i` modifier.
  ///
  /// Under `i` with the v flag a class stands for the foldings of its members
  /// (MaybeSimpleCaseFolding), and an input code point matches when its folding is among them;
  /// a complement is taken among the code points that are their own folding
  /// (CharacterComplement over AllCharacters). So `(?i:[^\p{Lu}])` matches neither `a` nor `A`.
  ///
  /// Folding a set costs a binary search per range and a step per member that folds to
  /// another (at most about 1,400).
  enum Folding {
    /// The code points that are their own simple case folding.
    static let canonical: CodePointSet = CodePointSet.all.subtracting(changing)

    /// The code points whose simple case folding is another.
    static let changing = CodePointSet(ICU.simpleCaseFoldings.map(\.codePoint))

    /// The foldings of the members of `set`.
    static func fold(_ set: CodePointSet) -> CodePointSet {
      let foldings = ICU.simpleCaseFoldings
      var images: [UInt32] = []
      // Per range, only the foldings inside it: a class of one letter costs a binary search,
      // not a pass over all 1,400.
      for range in set.ranges {
        var low = 0
        var high = foldings.count
        while low < high {
          let middle = (low + high) / 2
          if foldings[middle].codePoint < range.lowerBound {
            low = middle + 1
          } else {
            high = middle
          }
        }
        while low < foldings.count, foldings[low].codePoint <= range.upperBound {
          images.append(foldings[low].folded)
          low += 1
        }
      }
      if images.isEmpty { return set }
      return set.subtracting(changing).union(CodePointSet(images))
    }

    /// The foldings of the members of `set`, strings folded code point by code point.
    static func fold(_ set: ClassSet) -> ClassSet {
      ClassSet(
        codePoints: fold(set.codePoints),
        strings: Set(set.strings.map { $0.map(ICU.simpleCaseFold) }))
    }
  }
}
