// MARK: - Checking patterns and skeletons

extension DateFormat {
  /// The letters ICU's SimpleDateFormat reads as fields; any other unquoted ASCII letter is
  /// reserved, and ICU would print it as-is or drop it without saying so.
  static let patternLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHkKmsSAzZOvVXx")

  /// The letters ICU's date-time pattern generator accepts in a skeleton: the pattern letters
  /// plus j, J and C, which stand for the locale's preferred hour.
  static let skeletonLetters = patternLetters.union("jJC")

  /// Throws unless every unquoted ASCII letter is a field and every quote is closed.
  static func validatePattern(_ pattern: String) throws(FormattingError) {
    guard !pattern.isEmpty else { throw .invalidPattern(pattern, reason: "it is empty") }
    var quoted = false
    for character in pattern {
      if character == "'" {
        quoted.toggle()  // "''" toggles twice: a literal quote either way.
      } else if !quoted, character.isASCII, character.isLetter,
        !patternLetters.contains(character)
      {
        throw .invalidPattern(
          pattern, reason: "'\(character)' is no date field letter")
      }
    }
    if quoted { throw .invalidPattern(pattern, reason: "a quote is not closed") }
  }

  /// Throws unless the skeleton is made of date field letters only.
  static func validateSkeleton(_ skeleton: String) throws(FormattingError) {
    guard !skeleton.isEmpty else { throw .invalidSkeleton(skeleton, reason: "it is empty") }
    if let stray = skeleton.first(where: { !skeletonLetters.contains($0) }) {
      let shown = stray.unicodeScalars.map { $0.escaped(asASCII: false) }.joined()
      throw .invalidSkeleton(skeleton, reason: "'\(shown)' is no date field letter")
    }
  }

  /// The locale's pattern for a skeleton, from ICU's date-time pattern generator.
  static func bestPattern(forSkeleton skeleton: String, locale: String) throws(FormattingError)
    -> String
  {
    var status: Int32 = 0
    guard let generator = ICU.PatternGenerator.open(locale: locale, status: &status),
      !ICU.failed(status)
    else {
      throw .icuFailure(
        context: "open a date pattern generator for '\(locale)'", code: ICU.name(of: status))
    }
    defer { ICU.PatternGenerator.close(generator) }
    switch ICU.PatternGenerator.bestPattern(generator, skeleton: skeleton) {
    case .success(let pattern) where !pattern.isEmpty: return pattern
    case .success: throw .invalidSkeleton(skeleton, reason: "ICU found no pattern for it")
    case .failure(let status):
      throw .invalidSkeleton(skeleton, reason: "ICU refused it (\(ICU.name(of: status.code)))")
    }
  }
}
