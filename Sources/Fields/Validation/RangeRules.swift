/// HTML's `min`, `max` and `step` over amounts measured as exact decimals.
///
/// Numbers are measured as they are, dates in days, times in milliseconds; the number and date
/// validators share these rules. The arithmetic is exact at any magnitude (see
/// ``ExactDecimal``), so a limit is never lost to rounding. Whole amounts within whole limits
/// take a machine-word path first (see `RangeRules+WholeNumbers.swift`) that gives the same
/// answers.
///
/// ## Neighbours
/// A `stepMismatch` names the nearest valid amounts below and above, and only valid ones: each
/// lies within the limits, is on the step and is an amount of the kind at all (a whole day,
/// a time before midnight, a number a double holds), which the validator's `admits` decides.
/// When the kind's amounts are whole (days, milliseconds) and the step is not, the amounts on
/// the step are those on the least common multiple of the step and 1, and the neighbours are
/// found there. The arguments are `lower` and `upper` when both are valid, `nearest` when one
/// is, and neither when none is.
///
/// ## A minimum above the maximum
/// HTML takes such limits as they are (HTML §4.10.5.3.7, the min and max attributes). Without
/// a periodic domain no amount is then in range: one below the minimum underflows, one above
/// the maximum overflows, and one between them does both. A time's domain is periodic, and
/// its limits then make a *reversed range* that wraps around midnight (`22:00` to `06:00`): an
/// amount is in range when it is at or after the minimum or at or before the maximum, and one
/// outside, after the maximum and before the minimum, underflows and overflows at once. The
/// step base stays the minimum either way (§4.10.5.3.8).
struct RangeRules: Sendable, Hashable {
  let minimum: ExactDecimal?
  let maximum: ExactDecimal?
  /// The step, above zero, or `nil` for any.
  let step: ExactDecimal?
  /// The distance between neighbours: the step, or for whole amounts the least common multiple
  /// of the step and 1.
  let neighbourStep: ExactDecimal?
  /// The limits and step as machine words, made once, or `nil` when one of them is not whole
  /// or does not fit: then every check takes the exact path.
  let whole: WholeLimits?
  /// Whether the limits make a reversed range: a periodic domain with the maximum below the
  /// minimum.
  let isReversed: Bool

  /// The limits and step of ``RangeRules`` as `Int64`s, each `nil` when it is not set.
  struct WholeLimits: Sendable, Hashable {
    let minimum: Int64?
    let maximum: Int64?
    let step: Int64?
  }

  /// Makes rules.
  ///
  /// - Parameters:
  ///   - minimum: The smallest valid amount, and the step base.
  ///   - maximum: The largest valid amount.
  ///   - step: The step, above zero, or `nil` for any.
  ///   - wholeAmounts: Whether the kind's amounts are whole numbers (days, milliseconds).
  ///   - periodic: Whether the kind's domain is periodic (times), so that a maximum below the
  ///     minimum makes a reversed range.
  init(
    minimum: ExactDecimal?, maximum: ExactDecimal?, step: ExactDecimal?,
    wholeAmounts: Bool = false, periodic: Bool = false
  ) {
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    if periodic, let minimum, let maximum {
      isReversed = maximum < minimum
    } else {
      isReversed = false
    }
    neighbourStep =
      wholeAmounts ? step.map { $0.leastCommonMultiple(with: ExactDecimal(1)) } : step
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
  ///
  /// - Parameters:
  ///   - amount: The amount.
  ///   - show: Writes a limit or neighbour.
  ///   - admits: Whether an amount on the step and within the limits is one of the kind.
  /// - Returns: The flags set, and the message values by name.
  func checkExactly(
    _ amount: ExactDecimal, show: (ExactDecimal) -> String, admits: (ExactDecimal) -> Bool
  ) -> (ValidityState, [String: MessageArgument]) {
    var state = ValidityState()
    var arguments: [String: MessageArgument] = [:]
    var underflow = minimum.map { amount < $0 } ?? false
    var overflow = maximum.map { amount > $0 } ?? false
    // In a reversed range only an amount both after the maximum and before the minimum is
    // outside, and it breaks both limits.
    if isReversed { (underflow, overflow) = (underflow && overflow, underflow && overflow) }
    if underflow, let minimum {
      state.insert(.rangeUnderflow)
      arguments["minimum"] = .text(show(minimum))
    }
    if overflow, let maximum {
      state.insert(.rangeOverflow)
      arguments["maximum"] = .text(show(maximum))
    }
    if let step, let neighbourStep {
      // The step base is the minimum, or zero, as in HTML.
      let base = minimum ?? .zero
      let offset = amount - base
      var (steps, isExact) = offset.flooredQuotient(dividingBy: step)
      if !isExact {
        state.insert(.stepMismatch)
        if neighbourStep != step { steps = offset.flooredQuotient(dividingBy: neighbourStep).0 }
        let lower = base + neighbourStep * steps
        let upper = lower + neighbourStep
        Self.name(
          lower: isNeighbour(lower, admits: admits) ? show(lower) : nil,
          upper: isNeighbour(upper, admits: admits) ? show(upper) : nil, in: &arguments)
      }
    }
    return (state, arguments)
  }

  /// Whether a neighbour on the step may be named: within the limits and of the kind.
  func isNeighbour(_ amount: ExactDecimal, admits: (ExactDecimal) -> Bool) -> Bool {
    let below = minimum.map { amount < $0 } ?? false
    let above = maximum.map { $0 < amount } ?? false
    guard isReversed ? !(below && above) : !below && !above else { return false }
    return admits(amount)
  }

  /// Sets the message values for the neighbours that may be named.
  static func name(lower: String?, upper: String?, in arguments: inout [String: MessageArgument]) {
    switch (lower, upper) {
    case (let lower?, let upper?):
      arguments["lower"] = .text(lower)
      arguments["upper"] = .text(upper)
    case (let one?, nil), (nil, let one?):
      arguments["nearest"] = .text(one)
    case (nil, nil):
      break
    }
  }
}
