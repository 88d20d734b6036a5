extension ECMAScriptPattern {
  /// Simple case folding of sets, for classes under the `i` modifier.
  ///
  /// Under `i` with the v flag a class stands for the foldings of its members
  /// (MaybeSimpleCaseFolding), and an input code point matches when its folding is among them;
  /// a complement is taken among the code points that are their own folding
  /// (CharacterComplement over AllCharacters). So `(?i:[^\p{Lu}])` matches neither `a` nor `A`.
  ///
  /// Folding a set costs one binary search per code point that folds to another (about
  /// 1,400), whatever the set's size.
  enum Folding {
    /// The code points that are their own simple case folding.
    static let canonical: CodePointSet = CodePointSet.all.subtracting(changing)

    /// The code points whose simple case folding is another.
    static let changing = CodePointSet(ICU.simpleCaseFoldings.map(\.codePoint))

    /// The foldings of the members of `set`.
    static func fold(_ set: CodePointSet) -> CodePointSet {
      var images: [UInt32] = []
      for (codePoint, folded) in ICU.simpleCaseFoldings where set.contains(codePoint) {
        images.append(folded)
      }
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
