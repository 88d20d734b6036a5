/// HTML's `min`, `max` and `step` over amounts measured as exact decimals.
///
/// Numbers are measured as they are, dates in days, times in milliseconds; the number and date
/// validators share these rules. The arithmetic is exact at any magnitude (see
/// ``ExactDecimal``), so a limit is never lost to rounding. Whole amounts within whole limits
/// take a machine-word path first (see `RangeRules+WholeNumbers.swift`) that gives the same
/// answers.
struct RangeRules: Sendable, Hashable {
  let minimum: ExactDecimal?
  let maximum: ExactDecimal?
  /// The step, above zero, or `nil` for any.
  let step: ExactDecimal?
  /// The limits and step as machine words, made once, or `nil` when one of them is not whole
  /// or does not fit: then every check takes the exact path.
  let whole: WholeLimits?

  /// The limits and step of ``RangeRules`` as `Int64`s, each `nil` when it is not set.
  struct WholeLimits: Sendable, Hashable {
    let minimum: Int64?
    let maximum: Int64?
    let step: Int64?
  }

  init(minimum: ExactDecimal?, maximum: ExactDecimal?, step: ExactDecimal?) {
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    // `int64` is `nil` for a fraction or a number beyond Int64, so a limit given but not whole
    // declines the word path for good.
    let low = minimum?.int64
    let high = maximum?.int64
    let stride = step?.int64
    if (minimum == nil) == (low == nil), (maximum == nil) == (high == nil),
      (step == nil) == (stride == nil)
    {
      whole = WholeLimits(minimum: low, maximum: high, step: stride)
    } else {
      whole = nil
    }
  }

  /// The flags an amount sets, with the message values: the limit it broke, or the nearest
  /// valid amounts below and above, written by `show`.
  func checkExactly(_ amount: ExactDecimal, show: (ExactDecimal) -> String) -> (
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
