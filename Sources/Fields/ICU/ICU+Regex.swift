internal import CICU

extension ICU {
  /// ICU's regular expressions through the shim, which bounds each match's time and memory.
  ///
  /// The pointers are the caller's to close, each once; a matcher serves one thread at a time.
  enum Regex {
    /// What a bounded match found.
    enum Outcome {
      /// The pattern matched.
      case matched
      /// The pattern did not match.
      case notMatched
      /// The match ran out of time, backtracking memory or memory.
      case stopped
    }

    /// Compiles `source`, in the HTML `pattern` reading (an unknown letter escape is an error)
    /// or NSRegularExpression's (`\q` is the letter q).
    ///
    /// - Returns: The compiled pattern, or `nil` with `status`, and `line` and `offset` where
    ///   the parser stopped.
    static func open(
      _ source: String, htmlPattern: Bool, line: inout Int32, offset: inout Int32,
      status: inout Int32
    ) -> OpaquePointer? {
      var source = source
      return source.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          cicu_regex_open(
            $0.baseAddress, Int32($0.count),
            htmlPattern ? CICU_REGEX_SYNTAX_HTML_PATTERN : CICU_REGEX_SYNTAX_NSREGULAREXPRESSION,
            &line, &offset, &status)
        }
      }
    }

    /// Closes a compiled pattern.
    static func close(_ compiled: OpaquePointer) { cicu_regex_close(compiled) }

    /// Opens a matcher of `compiled`, or `nil` with `status`.
    static func openMatcher(_ compiled: OpaquePointer, status: inout Int32) -> OpaquePointer? {
      cicu_regex_matcher_open(compiled, &status)
    }

    /// Closes a matcher.
    static func closeMatcher(_ matcher: OpaquePointer) { cicu_regex_matcher_close(matcher) }

    /// Matches the whole of `value` when `anchored`, else looks for a match anywhere in it.
    static func run(_ matcher: OpaquePointer, _ value: String, anchored: Bool) -> Outcome {
      var value = value
      let outcome = value.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { text in
          var status: Int32 = 0
          return anchored
            ? cicu_regex_matches(matcher, text.baseAddress, Int64(text.count), &status)
            : cicu_regex_find(matcher, text.baseAddress, Int64(text.count), &status)
        }
      }
      switch outcome {
      case CICU_REGEX_MATCHED: return .matched
      case CICU_REGEX_NOT_MATCHED: return .notMatched
      default: return .stopped
      }
    }
  }
}
