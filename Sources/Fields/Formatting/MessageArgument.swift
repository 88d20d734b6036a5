/// A value for a named argument of a message: a number for `plural`, text for `select` and
/// plain insertion.
public enum MessageArgument: Sendable, Hashable, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
  case number(Double)
  case text(String)

  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(stringLiteral value: String) { self = .text(value) }
}
