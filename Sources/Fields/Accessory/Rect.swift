/// A rectangle in points, in screen coordinates: the origin is the screen's top-left corner.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle with the given origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The bottom edge: `y + height`.
  public var maxY: Double { y + height }

  /// UIKit's `NSStringFromCGRect` form, `{{0, 407}, {375, 260}}`, whole points without a fraction.
  public var description: String {
    "{{\(Rect.points(x)), \(Rect.points(y))}, {\(Rect.points(width)), \(Rect.points(height))}}"
  }

  /// The four figures separated by spaces, `0 407 375 260`, as `show frames` prints them.
  public var spacedDescription: String {
    [x, y, width, height].map(Rect.points).joined(separator: " ")
  }

  /// A figure in points: whole points without a fraction.
  static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
