extension ClassSet {
  /// The set of a Unicode property as ICU gives it.
  init(_ property: ICU.PropertySet) {
    self.init(codePoints: CodePointSet(normalized: property.bounds), strings: property.strings)
  }
}
