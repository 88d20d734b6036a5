/// Distances in points from the screen's edges: a safe area's insets.
public struct EdgeInsets: Sendable, Hashable {
  /// From the top edge.
  public var top: Double
  /// From the left edge.
  public var left: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the right edge.
  public var right: Double

  /// Insets with the given distances; those left out are 0.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
