extension TextInputTraits {
  /// An on/off trait that can also follow the system's choice, as UIKit's tri-state traits do.
  public enum Setting: String, CaseIterable, Sendable, Hashable {
    /// Whatever the system's keyboard settings say.
    case `default`
    /// Off for this field.
    case no
    /// On for this field.
    case yes
  }
}
