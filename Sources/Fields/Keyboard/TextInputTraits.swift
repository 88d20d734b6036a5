/// How a field's keyboard behaves, as UITextInputTraits describes it.
///
/// ```swift
/// var traits = TextInputTraits.defaults(for: .emailAddress)
/// traits.autocapitalization  // .none
/// traits.contentType         // .email
/// traits.returnKey = .next
/// ```
public struct TextInputTraits: Sendable, Hashable {
  /// What the field holds, for autofill; `nil` when nothing in particular.
  public var contentType: TextContentType?
  /// When the shift key engages by itself.
  public var autocapitalization: Autocapitalization
  /// Whether words are corrected while typed.
  public var autocorrection: Setting
  /// Whether misspellings are marked.
  public var spellChecking: Setting
  /// Whether straight quotes become curly ones.
  public var smartQuotes: Setting
  /// Whether `--` becomes a dash.
  public var smartDashes: Setting
  /// Whether the text is hidden as it is typed (passwords).
  public var isSecureTextEntry: Bool
  /// What the return key says and does.
  public var returnKey: ReturnKey

  /// Makes traits; every argument has UIKit's default.
  public init(
    contentType: TextContentType? = nil, autocapitalization: Autocapitalization = .sentences,
    autocorrection: Setting = .default, spellChecking: Setting = .default,
    smartQuotes: Setting = .default, smartDashes: Setting = .default,
    isSecureTextEntry: Bool = false, returnKey: ReturnKey = .default
  ) {
    self.contentType = contentType
    self.autocapitalization = autocapitalization
    self.autocorrection = autocorrection
    self.spellChecking = spellChecking
    self.smartQuotes = smartQuotes
    self.smartDashes = smartDashes
    self.isSecureTextEntry = isSecureTextEntry
    self.returnKey = returnKey
  }

  /// The traits a keyboard implies: addresses and numbers are neither capitalized nor
  /// corrected, since a corrected e-mail address is a wrong one.
  public static func defaults(for keyboard: KeyboardType) -> TextInputTraits {
    let machineText = TextInputTraits(
      autocapitalization: .none, autocorrection: .no, spellChecking: .no, smartQuotes: .no,
      smartDashes: .no)
    var traits: TextInputTraits
    switch keyboard {
    case .default, .twitter, .asciiCapable:
      traits = TextInputTraits()
    case .webSearch:
      traits = TextInputTraits(returnKey: .search)
    case .emailAddress:
      traits = machineText
      traits.contentType = .email
    case .url:
      traits = machineText
      traits.contentType = .url
    case .phonePad:
      traits = machineText
      traits.contentType = .telephone
    case .namePhonePad:
      traits = TextInputTraits(contentType: .name, autocapitalization: .words)
    case .numberPad, .decimalPad, .asciiCapableNumberPad, .numbersAndPunctuation:
      traits = machineText
    }
    return traits
  }
}
