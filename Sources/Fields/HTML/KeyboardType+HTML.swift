// MARK: - HTML

extension KeyboardType {
  /// The `inputmode` that makes WebKit on iOS show this keyboard, or `nil` when HTML has none.
  ///
  /// WebKit picks the keyboard from `inputmode` first, then from the input's `type`
  /// (`email` → emailAddress, `url` → URL, `tel` → phonePad, `number` →
  /// numbersAndPunctuation, `search` → webSearch, anything else → default). UIKit's
  /// asciiCapable, numbersAndPunctuation, namePhonePad and twitter keyboards have no
  /// `inputmode`; asciiCapableNumberPad shows as numberPad, whose digits are ASCII in WebKit.
  var htmlInputMode: String? {
    switch self {
    case .default: return "text"
    case .url: return "url"
    case .numberPad, .asciiCapableNumberPad: return "numeric"
    case .phonePad: return "tel"
    case .emailAddress: return "email"
    case .decimalPad: return "decimal"
    case .webSearch: return "search"
    case .asciiCapable, .numbersAndPunctuation, .namePhonePad, .twitter: return nil
    }
  }
}

extension KeyboardType {
  /// The keyboard WebKit on iOS shows for an `inputmode`, or `nil` for a mode it does not know
  /// (and `none`, which shows no keyboard): the inverse of ``htmlInputMode``.
  ///
  /// `numeric` is numberPad, the first keyboard whose mode it is.
  init?(htmlInputMode mode: String) {
    guard let keyboard = Self.allCases.first(where: { $0.htmlInputMode == mode }) else {
      return nil
    }
    self = keyboard
  }

  /// The keyboard WebKit on iOS shows for an input's `type` without `inputmode`.
  static func shown(forInputType type: String) -> KeyboardType {
    switch type {
    case "email": return .emailAddress
    case "url": return .url
    case "tel": return .phonePad
    case "number": return .numbersAndPunctuation
    case "search": return .webSearch
    default: return .default
    }
  }
}
