/// Why a keyboard could not type a character: it has no key for it.
public struct KeyRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// The character typed.
  public let character: Character
  /// The keyboard and locale that refused it.
  public let keySet: KeySet

  /// One sentence naming the character and what the keyboard types instead.
  public var description: String {
    let shown = character.unicodeScalars.map { scalar in
      guard scalar.properties.generalCategory == .control else { return String(scalar) }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }.joined()
    return "The \(keySet.keyboard.rawValue) keyboard in \(keySet.locale) has no key for "
      + "\(quoted(shown)); it types \(keySet.summary)."
  }
}
