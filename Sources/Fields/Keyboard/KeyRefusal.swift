/// Why a keyboard could not type a character: it has no key for it.
public struct KeyRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// The character typed.
  public let character: Character
  /// The keyboard and locale that refused it.
  public let keySet: KeySet

  /// One sentence naming the character and what the keyboard types instead.
  public var description: String {
    let shown = character.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control
        ? "U+" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
    }.joined()
    return "The \(keySet.keyboard.rawValue) keyboard in \(keySet.locale) has no key for "
      + "'\(shown)'; it types \(keySet.summary)."
  }
}
