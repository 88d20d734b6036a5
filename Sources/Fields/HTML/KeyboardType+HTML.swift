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
