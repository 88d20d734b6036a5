// MARK: - Layout

extension KeySet {
  /// The keys as the keyboard's first layer shows them, row by row: the locale's digits and
  /// separator on pads, the locale's letter layout (QWERTY, QWERTZ, AZERTY) on text keyboards,
  /// and the keys each type adds (`@` on the e-mail keyboard, `/` and `.com` on the URL one).
  ///
  /// - Parameter returnKey: The label of the return key, for text keyboards.
  /// - Returns: The rows, top to bottom.
  public func rows(returnKey: TextInputTraits.ReturnKey = .default) -> [[String]] {
    let digits = padCharacters.prefix(10).map(String.init)
    let local = padCharacters.dropFirst(10).prefix(10).map(String.init)
    // The locale's own digits where it has them, else ASCII, in phone-pad order.
    let shown = local.count == 10 ? local : digits
    func pad(_ bottom: [String]) -> [[String]] {
      guard shown.count == 10 else { return [bottom] }
      return [Array(shown[1...3]), Array(shown[4...6]), Array(shown[7...9]), bottom]
    }
    switch keyboard {
    case .numberPad, .asciiCapableNumberPad:
      // The bottom-left key of a number pad is blank.
      return pad([shown.first ?? "0", "⌫"])
    case .decimalPad:
      return pad([padCharacters.last.map(String.init) ?? ".", shown.first ?? "0", "⌫"])
    case .phonePad:
      return pad(["+*#", shown.first ?? "0", "⌫"])
    case .numbersAndPunctuation:
      return [
        "1234567890".map(String.init), ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""],
        ["#+=", ".", ",", "?", "!", "'", "⌫"],
        ["ABC", "space", returnKey == .default ? "return" : returnKey.rawValue],
      ]
    default:
      // Only keys the keyboard types: the e-mail keyboard has no umlauts even in German.
      var rows = letterRows.map { $0.filter { canType($0) == nil }.map(String.init) }
      rows[2] = ["⇧"] + rows[2] + ["⌫"]
      rows.append(bottomRow(returnKey: returnKey))
      return rows
    }
  }

  /// The letter rows of the locale's layout.
  private var letterRows: [String] {
    switch locale.identifier.split(separator: "_").first ?? "" {
    case "de": return ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"]
    case "fr": return ["azertyuiop", "qsdfghjklm", "wxcvbn"]
    default: return ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    }
  }

  private func bottomRow(returnKey: TextInputTraits.ReturnKey) -> [String] {
    // UIKit's default return key reads "return".
    let label = returnKey == .default ? "return" : returnKey.rawValue
    switch keyboard {
    case .emailAddress: return ["123", "space", "@", ".", label]
    case .url: return ["123", "/", ".com", label]
    case .twitter: return ["123", "space", "@", "#", label]
    case .webSearch: return ["123", "space", ".", returnKey == .default ? "go" : label]
    default: return ["123", "space", label]
    }
  }
}
