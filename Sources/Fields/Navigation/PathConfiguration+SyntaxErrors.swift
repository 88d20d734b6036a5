// MARK: - Where a syntax error is

extension PathConfiguration {
  /// A syntax error placed as a person reads it: where to look, and the rule it is in.
  struct SyntaxErrorPlace: Equatable {
    /// Where the problem is.
    var position: JSONValue.Position
    /// The rule it is in, or `nil` when it is outside the rules.
    var rule: Int?
    /// The message to give instead of the parser's, when the scan knows better.
    var message: String?
  }

  /// Places the error the JSON parser stopped at `position` with.
  ///
  /// A trailing comma (`[{...}, ]`, `{"a": 1, }`) stops the parser at the bracket after it,
  /// which may be lines below and, in `rules`, inside a rule that does not exist; it is placed
  /// at the comma instead, in the rule that holds it, and said as what it is. Any other error
  /// stays where the parser stopped, in the rule it breaks off in.
  ///
  /// The text before the position is JSON as far as it goes, so one pass that only follows
  /// brackets, strings, keys and commas knows where it is. Linear in the text.
  static func syntaxErrorPlace(in text: String, at position: JSONValue.Position)
    -> SyntaxErrorPlace
  {
    let scan = Scan(text, upTo: position)
    if let comma = scan.lastComma, let closing = scan.stoppedAt, closing == "]" || closing == "}",
      scan.lastSignificant == ","
    {
      return SyntaxErrorPlace(
        position: comma.position, rule: comma.rule,
        message: "Trailing comma before '\(closing)': JSON allows no comma after the last item. "
          + "Please remove it.")
    }
    return SyntaxErrorPlace(position: position, rule: scan.rule, message: nil)
  }

  /// One pass over the text up to a position.
  private struct Scan {
    /// The rule the scan stopped in.
    var rule: Int?
    /// The scalar at the position, if the text reaches it.
    var stoppedAt: Unicode.Scalar?
    /// The last scalar before the position that is not white space, outside strings.
    var lastSignificant: Unicode.Scalar?
    /// The last comma between values, where it is and the rule that holds it: `nil` for a
    /// comma between the rules themselves.
    var lastComma: (position: JSONValue.Position, rule: Int?)?

    init(_ text: String, upTo position: JSONValue.Position) {
      var containers: [Container] = []
      var line = 1
      var column = 1
      var inString = false
      var escaped = false
      var stringText = ""
      for scalar in text.unicodeScalars {
        if line > position.line || (line == position.line && column >= position.column) {
          stoppedAt = scalar
          break
        }
        let here = JSONValue.Position(line: line, column: column)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
        if inString {
          if escaped {
            escaped = false
            stringText.unicodeScalars.append(scalar)
          } else if scalar == "\\" {
            escaped = true
          } else if scalar == "\"" {
            inString = false
            if case .object(_, true)? = containers.last {
              containers[containers.count - 1] = .object(key: stringText, expectingKey: false)
            }
          } else {
            stringText.unicodeScalars.append(scalar)
          }
          continue
        }
        if !Self.isWhitespace(scalar) { lastSignificant = scalar }
        switch scalar {
        case "\"":
          inString = true
          stringText = ""
          lastSignificant = scalar
        case "{": containers.append(.object(key: nil, expectingKey: true))
        case "[": containers.append(.array(index: 0))
        case "}", "]": _ = containers.popLast()
        case ",":
          // Taken before the comma moves the scan on: the rule the comma follows, or none
          // when it stands between the rules.
          lastComma = (here, containers.count > 2 ? Self.rule(in: containers) : nil)
          switch containers.last {
          case .array(let index)?: containers[containers.count - 1] = .array(index: index + 1)
          case .object?: containers[containers.count - 1] = .object(key: nil, expectingKey: true)
          case nil: break
          }
        default: break
        }
      }
      rule = Self.rule(in: containers)
    }

    private static func rule(in containers: [Container]) -> Int? {
      guard containers.count >= 2, case .object(let key, false) = containers[0], key == "rules",
        case .array(let index) = containers[1]
      else { return nil }
      return index
    }

    /// JSON's white space (RFC 8259), the only scalars between tokens.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
  }

  /// An object or array that the scan is inside.
  private enum Container {
    /// An object, with the key whose value the scan is in, or is about to read a key.
    case object(key: String?, expectingKey: Bool)
    /// An array, at the element with this index.
    case array(index: Int)
  }
}
