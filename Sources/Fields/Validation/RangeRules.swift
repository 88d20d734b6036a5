#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// HTML's `min`, `max` and `step` over amounts measured as decimals.
///
/// Numbers are measured as they are, dates in days, times in milliseconds; the number and date
/// validators share these rules.
struct RangeRules: Sendable, Hashable {
  var minimum: Decimal?
  var maximum: Decimal?
  /// The step, or `nil` for any.
  var step: Decimal?

  /// The flags an amount sets, with the message values: the limit it broke, or the nearest
  /// valid amounts below and above, written by `show`.
  func check(_ amount: Decimal, show: (Decimal) -> String) -> (
    ValidityState, [String: MessageArgument]
  ) {
    var state = ValidityState()
    var arguments: [String: MessageArgument] = [:]
    if let minimum, amount < minimum {
      state.insert(.rangeUnderflow)
      arguments["minimum"] = .text(show(minimum))
    }
    if let maximum, amount > maximum {
      state.insert(.rangeOverflow)
      arguments["maximum"] = .text(show(maximum))
    }
    if let step {
      // The step base is the minimum, or zero, as in HTML.
      let base = minimum ?? 0
      let steps = (amount - base) / step
      let whole = Self.floor(steps)
      if whole != steps {
        state.insert(.stepMismatch)
        let lower = base + whole * step
        arguments["lower"] = .text(show(lower))
        arguments["upper"] = .text(show(lower + step))
      }
    }
    return (state, arguments)
  }

  /// The largest whole number not above `value`.
  static func floor(_ value: Decimal) -> Decimal {
    let text = value.description
    guard let point = text.firstIndex(of: ".") else { return value }
    let truncated = Decimal(string: String(text[..<point])) ?? 0
    return value < 0 && truncated != value ? truncated - 1 : truncated
  }
}
