// MARK: - The rule a syntax error is in

extension PathConfiguration {
  /// The index of the rule that the text breaks off in at `position`, where the JSON parser
  /// stopped; `nil` when the position is not inside an element of the top object's `rules`.
  ///
  /// The text before the position is JSON as far as it goes, so one pass that only follows
  /// brackets, strings, keys and commas knows which element it is in. Linear in the text.
  static func ruleIndex(in text: String, at position: JSONValue.Position) -> Int? {
    var containers: [Container] = []
    var line = 1
    var column = 1
    var inString = false
    var escaped = false
    var stringText = ""
    for scalar in text.unicodeScalars {
      if line > position.line || (line == position.line && column >= position.column) { break }
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
      switch scalar {
      case "\"":
        inString = true
        stringText = ""
      case "{": containers.append(.object(key: nil, expectingKey: true))
      case "[": containers.append(.array(index: 0))
      case "}", "]": _ = containers.popLast()
      case ",":
        switch containers.last {
        case .array(let index)?: containers[containers.count - 1] = .array(index: index + 1)
        case .object?: containers[containers.count - 1] = .object(key: nil, expectingKey: true)
        case nil: break
        }
      default: break
      }
    }
    guard containers.count >= 2, case .object(let key, false) = containers[0], key == "rules",
      case .array(let index) = containers[1]
    else { return nil }
    return index
  }

  /// An object or array that the scan is inside.
  private enum Container {
    /// An object, with the key whose value the scan is in, or is about to read a key.
    case object(key: String?, expectingKey: Bool)
    /// An array, at the element with this index.
    case array(index: Int)
  }
}
