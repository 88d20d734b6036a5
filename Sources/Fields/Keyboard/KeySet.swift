/// The characters one keyboard can type in one locale.
///
/// Typing a character through ``canType(_:)`` answers `nil` when a key produces it, and a
/// ``KeyRefusal`` that says why not otherwise. Pasting is not typing: a paste goes through and
/// validation judges it.
///
/// ## Thread safety
/// A `Sendable` value.
public struct KeySet: Sendable, Hashable {
  /// The keyboard.
  public let keyboard: KeyboardType
  /// The locale whose digits and separator the keyboard shows.
  public let locale: LocaleIdentifier
  /// The characters of a pad keyboard, in key order; empty for text keyboards, which are
  /// described by `rule`.
  public let padCharacters: [Character]
  let rule: Rule

  /// How a text keyboard decides what it can type.
  enum Rule: Sendable, Hashable {
    /// Exactly the pad characters.
    case pad
    /// Any character but controls.
    case anything
    /// Printable ASCII, with or without the space bar.
    case ascii(space: Bool)
    /// Letters and marks of any script, space, name punctuation, and the phone pad.
    case namePhone
    /// ASCII digits, the symbol layers and space.
    case numbersAndPunctuation
  }

  /// The punctuation of the iOS number and symbol layers.
  static let symbolLayers = Set(#"-/:;()$&@".,?!'[]{}#%^*+=_\|~<>€£¥•"#)

  /// The punctuation a name takes on the name keyboard.
  static let nameMarks = Set("'-. ’")

  init(keyboard: KeyboardType, locale info: LocaleInfo) {
    self.keyboard = keyboard
    self.locale = info.locale
    let ascii = "0123456789".map { $0 }
    let localeDigits = info.digits.compactMap(\.first).filter { !ascii.contains($0) }
    switch keyboard {
    case .numberPad:
      padCharacters = ascii + localeDigits
      rule = .pad
    case .decimalPad:
      padCharacters = ascii + localeDigits + Array(info.decimalSeparator)
      rule = .pad
    case .asciiCapableNumberPad:
      padCharacters = ascii
      rule = .pad
    case .phonePad:
      padCharacters = ascii + ["*", "#", "+"]
      rule = .pad
    case .default, .twitter, .webSearch:
      padCharacters = []
      rule = .anything
    case .asciiCapable, .emailAddress:
      padCharacters = []
      rule = .ascii(space: true)
    case .url:
      padCharacters = []
      rule = .ascii(space: false)
    case .namePhonePad:
      padCharacters = ascii + ["*", "#", "+"]
      rule = .namePhone
    case .numbersAndPunctuation:
      padCharacters = ascii
      rule = .numbersAndPunctuation
    }
  }

  // MARK: - Typing

  /// Whether a key types `character`: `nil` when one does, the reason when none does.
  public func canType(_ character: Character) -> KeyRefusal? {
    isTypable(character) ? nil : KeyRefusal(character: character, keySet: self)
  }

  /// The first character of `text` no key types, with the reason; `nil` when all are typable.
  public func firstRefusal(in text: String) -> KeyRefusal? {
    text.lazy.compactMap(canType).first
  }

  private func isTypable(_ character: Character) -> Bool {
    switch rule {
    case .pad:
      return padCharacters.contains(character)
    case .anything:
      return !character.unicodeScalars.contains { Self.isControl($0) }
    case .ascii(let space):
      guard character.isASCII, let value = character.asciiValue else { return false }
      return (0x21...0x7E).contains(value) || (space && value == 0x20)
    case .namePhone:
      if padCharacters.contains(character) || Self.nameMarks.contains(character) { return true }
      return character.unicodeScalars.allSatisfy { scalar in
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
          .nonspacingMark, .spacingMark, .enclosingMark:
          return true
        default:
          return false
        }
      }
    case .numbersAndPunctuation:
      return padCharacters.contains(character) || Self.symbolLayers.contains(character)
        || character == " "
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }

  /// A short description of what the keyboard types, for messages.
  public var summary: String {
    switch rule {
    case .pad:
      var parts = ["0–9"]
      let others = padCharacters.filter { !("0"..."9").contains($0) }
      let localeDigits = others.filter(\.isNumber)
      if let first = localeDigits.first, let last = localeDigits.last {
        parts.append("\(first)–\(last)")
      }
      parts += others.filter { !$0.isNumber }.map { "'\($0)'" }
      return parts.count == 1
        ? parts[0]
        : parts.dropLast().joined(separator: ", ") + " and "
          + (parts.last ?? "")
    case .anything: return "any character but control characters"
    case .ascii(let space):
      return space
        ? "ASCII letters, digits, punctuation and space"
        : "ASCII letters, digits and punctuation, without space"
    case .namePhone: return "letters, space, ' - . and the phone pad's 0–9, '*', '#' and '+'"
    case .numbersAndPunctuation: return "0–9, space and the punctuation of the symbol keys"
    }
  }
}
