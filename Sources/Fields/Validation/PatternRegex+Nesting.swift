// MARK: - Nesting

extension PatternRegex {
  /// How deep groups and sets may nest in a pattern, a form's or a path configuration's.
  ///
  /// The form pattern engine's parser recurses once per level, so a limit keeps its stack
  /// shallow. ICU 72's parser (path configurations) keeps its states on a fixed stack of 100 and gives up at 100 nested groups
  /// and sets with `U_REGEX_INTERNAL_ERROR`, which would read as a broken pattern rather than a
  /// limit. 64 stays clear of it, and patterns people write nest a handful deep.
  static let nestingLimit = 64

  /// The deepest that groups and sets (character classes) nest in an ICU pattern (a path
  /// configuration's), counted as ICU's parser counts them: a set inside a set is one level more, a `(` inside a set is a
  /// character.
  ///
  /// One pass over the UTF-8, so a pattern too deep for ICU is refused before ICU sees it.
  /// Every character of the syntax is ASCII, and no byte of a multi-byte character is.
  static func nestingDepth(of source: String) -> Int {
    var source = source
    return source.withUTF8 { bytes in
      var deepest = 0
      var groups = 0
      var sets = 0
      // The index where a `]` is a character, not the end of the set: first in a set, or first
      // after its `^`.
      var literalBracket = -1
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\\"):
          if index < bytes.count, bytes[index] == UInt8(ascii: "Q") {
            index = endOfQuote(in: bytes, from: index + 1)
          } else {
            index += 1
          }
        case UInt8(ascii: "["):
          sets += 1
          literalBracket = index
          if index < bytes.count, bytes[index] == UInt8(ascii: "^") { literalBracket += 1 }
        case UInt8(ascii: "]") where sets > 0 && index - 1 != literalBracket:
          sets -= 1
        case UInt8(ascii: "(") where sets == 0:
          if startsComment(bytes, at: index) {
            // `(?#…)` is a comment up to the first `)`, with nothing nested in it.
            while index < bytes.count, bytes[index] != UInt8(ascii: ")") { index += 1 }
            index += 1
          } else {
            groups += 1
          }
        case UInt8(ascii: ")") where sets == 0 && groups > 0:
          groups -= 1
        default:
          break
        }
        deepest = max(deepest, groups + sets)
      }
      return deepest
    }
  }

  /// The index after the `\E` that ends a `\Q` quote starting at `start`, or the end.
  private static func endOfQuote(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "E") {
        return index + 2
      }
      index += 1
    }
    return bytes.count
  }

  private static func startsComment(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    index + 1 < bytes.count && bytes[index] == UInt8(ascii: "?")
      && bytes[index + 1] == UInt8(ascii: "#")
  }
}
