extension StringProtocol {
  /// The text without the spaces and tabs at either end: Unicode's space separators (category
  /// Zs, such as U+0020 and U+00A0) and U+0009, what Foundation's `CharacterSet.whitespaces`
  /// names; line breaks stay.
  ///
  /// Written here so that the library needs only FoundationEssentials: taking the full
  /// Foundation for this one set put its code, and the memory it takes, in every fieldcli.
  func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isSpaceOrTab }) else { return "" }
    guard let last = scalars.lastIndex(where: { !$0.isSpaceOrTab }) else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}

extension Unicode.Scalar {
  /// Whether this is a space separator (category Zs) or a tab.
  fileprivate var isSpaceOrTab: Bool {
    self == "\t" || properties.generalCategory == .spaceSeparator
  }
}
