extension SubmissionChecker {
  /// A choice field's option titles, asked whether they hold a title.
  ///
  /// A few titles are compared one by one, which costs less than hashing the title; many are
  /// hashed, so that a list of thousands still answers in constant time.
  struct OptionTitles: Sendable {
    private let list: [String]
    private let set: Set<String>?

    /// The most titles compared one by one.
    static let comparedLimit = 8

    init(_ titles: [String]) {
      list = titles
      set = titles.count > Self.comparedLimit ? Set(titles) : nil
    }

    /// Whether `title` is one of the titles.
    func contains(_ title: String) -> Bool {
      if let set { return set.contains(title) }
      return list.contains(title)
    }
  }
}
