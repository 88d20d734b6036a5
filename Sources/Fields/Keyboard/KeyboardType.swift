/// The keyboards UIKit offers a text field; the raw value is UIKit's case name, which form specs
/// and the CLI use.
///
/// ```swift
/// let pad = KeyboardType.decimalPad
/// let keys = try pad.keySet(locale: "de_DE")
/// keys.canType("7")   // nil: typed
/// keys.canType(",")   // nil: de_DE's decimal separator
/// keys.canType(".")?.description
/// // "The decimalPad keyboard in de_DE has no key for '.'; it types 0–9 and ','."
/// ```
public enum KeyboardType: String, CaseIterable, Sendable, Hashable {
  /// The current input method's full keyboard: any character a person can type.
  case `default`
  /// A keyboard that types ASCII only.
  case asciiCapable
  /// Digits and the punctuation of the symbol layers, without letters.
  case numbersAndPunctuation
  /// ASCII for addresses, with `.`, `/` and `.com` up front and no space bar.
  case url = "URL"
  /// Digits only: ASCII 0–9 and the locale's own digits (٠–٩ in ar_EG, ०–९ with Devanagari).
  case numberPad
  /// A telephone pad: 0–9, `*`, `#` and `+`.
  case phonePad
  /// Letters for a name, and a phone pad on the number layer.
  case namePhonePad
  /// ASCII for e-mail addresses, with space, `@` and `.` up front.
  case emailAddress
  /// The number pad with the locale's decimal separator.
  case decimalPad
  /// The full keyboard with `@` and `#` up front.
  case twitter
  /// The full keyboard with space and `.` up front and a Go key.
  case webSearch
  /// A number pad that types ASCII digits only, whatever the locale.
  case asciiCapableNumberPad
}

// MARK: - Key sets

extension KeyboardType {
  /// The characters this keyboard can type in a locale.
  ///
  /// - Parameter locale: The locale whose digits and decimal separator the pads show.
  /// - Returns: The keyboard's characters in that locale.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:suggestion:)``.
  public func keySet(locale: String) throws(FormattingError) -> KeySet {
    try KeySet.shared(keyboard: self, locale: locale)
  }
}
