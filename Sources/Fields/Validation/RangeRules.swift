/// HTML's `min`, `max` and `step` over amounts measured as exact decimals.
///
/// Numbers are measured as they are, dates in days, times in milliseconds; the number and date
/// validators share these rules. The arithmetic is exact at any magnitude (see
/// ``ExactDecimal``), so a limit is never lost to rounding.
struct RangeRules: Sendable, Hashable {
  var minimum: ExactDecimal?
  var maximum: ExactDecimal?
  /// The step, above zero, or `nil` for any.
  var step: ExactDecimal?

  /// The flags an amount sets, with the message values: the limit it broke, or the nearest
  /// valid amounts below and above, written by `show`.
  func check(_ amount: ExactDecimal, show: (ExactDecimal) -> String) -> (
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
      let base = minimum ?? .zero
      let (steps, isExact) = (amount - base).flooredQuotient(dividingBy: step)
      if !isExact {
        state.insert(.stepMismatch)
        let lower = base + step * steps
        arguments["lower"] = .text(show(lower))
        arguments["upper"] = .text(show(lower + step))
      }
    }
    return (state, arguments)
  }
}
