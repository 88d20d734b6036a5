/// The kinds of field a form holds; the raw value is the form spec's and the CLI's spelling.
public enum FieldKind: String, CaseIterable, Sendable, Hashable {
  case text, email, url, integer, decimal, number, phone, date, time, datetime, choice
  /// A switch (UISwitch): on or off, with neither a keyboard nor a picker.
  case boolean

  /// The keyboard a field of this kind shows, or `nil` when an input view replaces it (date
  /// and time pickers, choice wheels, a list of options to tick) or a switch stands instead.
  public var defaultKeyboard: KeyboardType? {
    switch self {
    case .text: return .default
    case .email: return .emailAddress
    case .url: return .url
    case .integer: return .numberPad
    case .decimal: return .decimalPad
    case .number: return .numbersAndPunctuation
    case .phone: return .phonePad
    case .date, .time, .datetime, .choice, .boolean: return nil
    }
  }
}
