/// Lets values such as `-0.5` and `-1e3` be passed without `--`.
///
/// argument-parser reads every token that starts with `-` as an option, so `fieldcli format
/// number -0.5` would fail as "Unknown option". No option of fieldcli is a dash followed by a
/// digit or a point, so such a token is a value unless it follows an option that takes one. The
/// values are moved, in order, behind a `--`; when no token needs it, the arguments are left as
/// they are.
enum NegativeNumberArguments {
  /// Options that take no value; every other `--name` without `=` takes the next token.
  static let flags: Set<String> = ["--stdin", "--show-codepoints", "--help", "-h", "--version"]

  static func normalize(_ arguments: [String]) -> [String] {
    var options: [String] = []
    var values: [String] = []
    var index = 0
    var movedAny = false
    while index < arguments.count {
      let token = arguments[index]
      if token == "--" {
        values.append(contentsOf: arguments[(index + 1)...])
        break
      }
      if looksLikeNegativeNumber(token) {
        values.append(token)
        movedAny = true
      } else if token.hasPrefix("-") {
        options.append(token)
        if !token.contains("="), !flags.contains(token), index + 1 < arguments.count {
          index += 1
          options.append(arguments[index])
        }
      } else {
        values.append(token)
      }
      index += 1
    }
    guard movedAny else { return arguments }
    // Subcommand names are values to this scan; they lead, so they stay in front.
    let commandCount = values.prefix { !looksLikeNegativeNumber($0) && isCommandName($0) }.count
    return Array(values.prefix(commandCount)) + options + ["--"] + values.dropFirst(commandCount)
  }

  static func looksLikeNegativeNumber(_ token: String) -> Bool {
    let scalars = token.unicodeScalars
    guard scalars.count >= 2, scalars.first == "-" else { return false }
    let second = scalars[scalars.index(after: scalars.startIndex)]
    return ("0"..."9").contains(second) || second == "."
  }

  static func isCommandName(_ token: String) -> Bool {
    [
      "format", "parse", "validate", "date", "number", "phone", "text", "email", "url", "integer",
      "decimal",
    ]
    .contains(token)
  }
}
