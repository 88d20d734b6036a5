/// Why a text is not a navigator's stacks: the first thing wrong in it, and what to write.
///
/// ```text
/// Unknown stack 'mian' (did you mean 'main'?). Please write the stacks as JSON such as '{"main":["/one"],"modal":[]}'.
/// ```
///
/// ``problem`` says what is wrong alone, for a caller that names the value its own way, as
/// `fieldcli route --stack` does.
public enum NavigationStacksError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text does not parse as JSON; `line` and `column` count from 1, columns in
  /// characters, and `reason` is the parser's sentence.
  case notJSON(String, line: Int, column: Int, reason: String)
  /// The text is JSON, but not an object; `found` names what it is ("an array").
  case notAnObject(found: String)
  /// A key other than `main` and `modal`.
  case unknownKey(String)
  /// A stack's value is not a list; `found` names what it is.
  case notAList(stack: Navigator.Stack, found: String)
  /// An entry of a stack is not a string; `found` names what it is.
  case notAString(stack: Navigator.Stack, found: String)
  /// An entry of a stack is a string but not a path that starts with `/`.
  case notAPath(stack: Navigator.Stack, entry: String)

  /// What is wrong, without what to write instead: one clause in lowercase.
  public var problem: String {
    switch self {
    case .notJSON(_, let line, let column, let reason):
      let place = line == 1 ? "column \(column)" : "line \(line), column \(column)"
      var reason = reason
      if reason.hasSuffix(".") { reason.removeLast() }
      return "at \(place), " + Self.lowercasingFirst(reason)
    case .notAnObject(let found):
      return "it is \(found), not an object"
    case .unknownKey(let key):
      let nearest = Suggestion.nearest(
        to: key, in: Navigator.Stack.allCases.map(\.rawValue), within: 2)
      return "unknown stack \(QuotedText.quoted(key)) "
        + (nearest.map { "(did you mean '\($0)'?)" } ?? "(the stacks are 'main' and 'modal')")
    case .notAList(let stack, let found):
      return "'\(stack.rawValue)' is \(found), not a list of paths"
    case .notAString(let stack, let found):
      return "'\(stack.rawValue)' holds \(found) where a path in double quotes belongs"
    case .notAPath(let stack, let entry):
      return "'\(stack.rawValue)' holds \(QuotedText.quoted(entry)), which "
        + Self.whyNotAPath(entry)
    }
  }

  /// Why an entry is not a path, as the end of a clause.
  private static func whyNotAPath(_ entry: String) -> String {
    do {
      let location = try NavigationLocation(parsing: entry)
      if location.scheme != nil || location.host != nil {
        return "is a full URL; give its path alone, such as '/posts/1'"
      }
      return "is not a path such as '/posts/1'"
    } catch .emptyURL {
      return "is empty; give a path such as '/posts/1'"
    } catch .unencodedCharacter {
      return "has a space or a control character; percent-encode it, as in '%20'"
    } catch {
      return "does not start with '/' as a path such as '/posts/1' does"
    }
  }

  /// The sentence: the problem, then what to write.
  public var description: String {
    Self.uppercasingFirst(problem) + ". Please write the stacks as JSON such as '"
      + NavigationStacks.jsonExample + "'."
  }

  private static func lowercasingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }

  private static func uppercasingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
