extension InputRouter {
  /// Why keys could not be routed.
  public enum RoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No input has focus and no proxy is set.
    case noTarget

    /// One sentence saying what to do.
    public var description: String {
      switch self {
      case .noTarget: return "No field has focus; focus one first."
      }
    }
  }
}
