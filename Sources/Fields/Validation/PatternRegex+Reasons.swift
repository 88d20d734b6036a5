// MARK: - Why a pattern does not compile

extension PatternRegex {
  /// A clause naming what ICU found wrong and where ("its parentheses do not pair up at
  /// character 3"), for ``ValidationError/invalidPattern(_:reason:)``.
  static func reason(for failure: RegexHandle.CompileFailure) -> String {
    let what = problems[failure.code] ?? "ICU refuses it (\(failure.code))"
    // ICU counts code points on the line it stopped on; the count includes the character it
    // stopped at, so it reads as that character's position from 1.
    guard failure.offset >= 0 else { return what }
    if failure.line > 1 {
      return "\(what) at line \(failure.line), character \(failure.offset)"
    }
    return "\(what) at character \(failure.offset)"
  }

  /// ICU's status names for a pattern it does not compile, as clauses about the pattern.
  private static let problems: [String: String] = [
    "U_REGEX_RULE_SYNTAX": "it has a syntax error",
    "U_REGEX_BAD_ESCAPE_SEQUENCE": "it has an unknown backslash escape",
    "U_REGEX_PROPERTY_SYNTAX": "it names an unknown Unicode property",
    "U_REGEX_UNIMPLEMENTED": "it uses a feature ICU does not implement",
    "U_REGEX_MISMATCHED_PAREN": "its parentheses do not pair up",
    "U_REGEX_NUMBER_TOO_BIG": "a number in it is too large",
    "U_REGEX_BAD_INTERVAL": "it has a malformed {min,max} repetition",
    "U_REGEX_MAX_LT_MIN": "a {min,max} repetition has its maximum below its minimum",
    "U_REGEX_INVALID_BACK_REF": "a back reference names a group it does not have",
    "U_REGEX_INVALID_FLAG": "it sets an unknown flag",
    "U_REGEX_LOOK_BEHIND_LIMIT": "a look-behind can match text of unbounded length",
    "U_REGEX_SET_CONTAINS_STRING": "a set contains a string",
    "U_REGEX_MISSING_CLOSE_BRACKET": "a set has no closing ']'",
    "U_REGEX_INVALID_RANGE": "a range in a set is incomplete or runs backwards",
    "U_REGEX_PATTERN_TOO_BIG": "it is larger than ICU can compile",
    "U_REGEX_INVALID_CAPTURE_GROUP_NAME": "a group name is malformed or unknown",
  ]
}
