// MARK: - The nearest known code

extension DisplayNames {
  /// The codes ICU knows of each kind, read once: the suggestions of unknown codes and locales.
  private static let knownCodes: [Kind: [String]] = Dictionary(
    uniqueKeysWithValues: Kind.allCases.map { ($0, ICU.LocaleDisplayNames.knownCodes($0.icuValue)) }
  )

  /// The known code of a kind nearest to `code`, in the spelling the user used (`de-DX` gives
  /// `de-DE`, `de_DX` gives `de_DE`), or `nil` when none is near.
  ///
  /// Codes sharing the longest beginning with `code` are tried first, so that of equally near
  /// codes the one that differs at the end wins (`XY` gives `XK`, not `BY`). Near is one edit
  /// for codes of up to three characters, two up to six and three beyond: any two-letter code
  /// is two edits from any other, which would be no suggestion at all.
  static func nearestCode(to code: String, kind: Kind) -> String? {
    let limit = code.count <= 3 ? 1 : code.count <= 6 ? 2 : 3
    guard code.count <= 64 else { return nil }
    let key = Array(code.lowercased())
    let hyphens = code.contains("-")
    // A known code ICU has no name for in this locale (XAU in hi_IN) is no suggestion for itself.
    let candidates = (knownCodes[kind] ?? []).map { candidate in
      hyphens ? candidate.replacingOccurrences("_", with: "-") : candidate
    }.filter { $0.lowercased() != code.lowercased() }
    // Of locales equally near, the language's most likely one comes first: 'fr_XX' gives
    // 'fr_FR', not the first French locale in ICU's list ('fr_BE').
    var listed = candidates
    if kind == .locale, let likely = likelyLocale(of: code) {
      let spelled = hyphens ? likely.replacingOccurrences("_", with: "-") : likely
      if let index = listed.firstIndex(of: spelled) {
        listed.remove(at: index)
        listed.insert(spelled, at: 0)
      }
    }
    // Each candidate's shared beginning is counted once, not in every comparison of the sort.
    let ordered = listed.enumerated().map { ($0.offset, $0.element, sharedPrefix($0.element, key)) }
      .sorted { left, right in left.2 != right.2 ? left.2 > right.2 : left.0 < right.0 }
      .map(\.1)
    return Suggestion.nearest(to: code, in: ordered, within: limit)
  }

  /// The most likely locale of the language `code` starts with, when it is a plain language
  /// of two or three letters.
  private static func likelyLocale(of code: String) -> String? {
    let language = code.prefix { $0 != "_" && $0 != "-" && $0 != "@" }
    guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    return ICU.likelyLocale(ofLanguage: language.lowercased())
  }

  /// How many characters `candidate` shares, ignoring case, with the start of `key`.
  private static func sharedPrefix(_ candidate: String, _ key: [Character]) -> Int {
    zip(candidate.lowercased(), key).prefix { $0 == $1 }.count
  }
}

extension String {
  /// The text with every `target` character replaced, without Foundation.
  fileprivate func replacingOccurrences(_ target: Character, with replacement: Character)
    -> String
  {
    String(map { $0 == target ? replacement : $0 })
  }
}
