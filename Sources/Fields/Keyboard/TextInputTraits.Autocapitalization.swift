extension TextInputTraits {
  /// When the shift key engages by itself; raw values are UIKit's case names.
  public enum Autocapitalization: String, CaseIterable, Sendable, Hashable {
    /// Never.
    case none
    /// At the start of each word.
    case words
    /// At the start of each sentence.
    case sentences
    /// For every character.
    case allCharacters
  }
}
