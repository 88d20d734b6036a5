extension ECMAScriptPattern {
  /// Why a pattern is no JavaScript regular expression under the `v` flag, and where.
  ///
  /// The messages are V8's (what Chrome, Edge, Node and Firefox, whose engine is V8's, throw
  /// as `SyntaxError: Invalid regular expression: /…/v: MESSAGE`), so a person who tries the
  /// pattern in a browser's console reads the same reason.
  struct SyntaxError: Error, Sendable, Hashable {
    /// V8's message, such as "Invalid character class".
    var message: String
    /// The offset in code points where the parser found the problem, from 0.
    var offset: Int

    /// The error raised at `offset`.
    init(_ message: Message, at offset: Int) {
      self.init(message: message.rawValue, offset: offset)
    }

    /// An error with V8's message as text.
    init(message: String, offset: Int) {
      self.message = message
      self.offset = offset
    }

    /// V8's messages for the patterns it refuses under the `v` flag.
    enum Message: String, Sendable {
      case nothingToRepeat = "Nothing to repeat"
      case loneQuantifierBrackets = "Lone quantifier brackets"
      case incompleteQuantifier = "Incomplete quantifier"
      case quantifierOutOfOrder = "numbers out of order in {} quantifier"
      case unterminatedGroup = "Unterminated group"
      case unmatchedParenthesis = "Unmatched ')'"
      case invalidGroup = "Invalid group"
      case escapeAtEnd = "\\ at end of pattern"
      case invalidEscape = "Invalid escape"
      case invalidUnicodeEscape = "Invalid Unicode escape"
      case invalidDecimalEscape = "Invalid decimal escape"
      case invalidClassEscape = "Invalid class escape"
      case invalidPropertyName = "Invalid property name"
      case invalidClassPropertyName = "Invalid property name in character class"
      case unterminatedClass = "Unterminated character class"
      case rangeOutOfOrder = "Range out of order in character class"
      case invalidClass = "Invalid character class"
      case invalidCharacterInClass = "Invalid character in character class"
      case invalidSetOperation = "Invalid set operation in character class"
      case negatedClassWithStrings = "Negated character class may contain strings"
      case invalidCaptureGroupName = "Invalid capture group name"
      case duplicateCaptureGroupName = "Duplicate capture group name"
      case invalidNamedReference = "Invalid named reference"
      case invalidNamedCaptureReference = "Invalid named capture referenced"
      case invalidFlagGroup = "Invalid flag group"
      case repeatedFlag = "Repeated flag in flag group"
      case multipleFlagDashes = "Multiple dashes in flag group"
    }
  }
}
