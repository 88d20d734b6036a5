extension RangeRules {
  /// The flags a whole amount sets, with the message values: in machine words when the limits
  /// are whole, exactly otherwise.
  ///
  /// - Parameters:
  ///   - amount: The amount.
  ///   - show: Writes a limit or neighbour the word path computed.
  ///   - showExactly: Writes one the exact path computed; for the same number it must write
  ///     what `show` writes.
  ///   - admits: Whether a neighbour the word path computed is an amount of the kind.
  ///   - admitsExactly: The same for one the exact path computed; for the same number it must
  ///     answer as `admits` does.
  /// - Returns: The flags set, and the message values by name.
  func check(
    _ amount: Int64, show: (Int64) -> String, showExactly: (ExactDecimal) -> String,
    admits: (Int64) -> Bool, admitsExactly: (ExactDecimal) -> Bool
  ) -> (ValidityState, [String: MessageArgument]) {
    if let answer = checkWhole(amount, show: show, admits: admits) { return answer }
    return checkExactly(ExactDecimal(amount), show: showExactly, admits: admitsExactly)
  }

  /// The flags a whole amount sets, computed in `Int64`, or `nil` when the limits are not all
  /// whole or a step neighbour does not fit.
  ///
  /// This is ``checkExactly(_:show:admits:)`` for whole numbers: comparisons of integers are exact,
  /// the floored quotient of integers is the exact one, and every sum and product is checked
  /// for overflow, so an answer is either exactly the exact path's or no answer at all. The
  /// exact path then starts over, which costs only for amounts near `Int64`'s ends.
  func checkWhole(_ amount: Int64, show: (Int64) -> String, admits: (Int64) -> Bool) -> (
    ValidityState, [String: MessageArgument]
  )? {
    guard let whole else { return nil }
    // The step first: when a neighbour does not fit, nothing has been written yet.
    var neighbours: (lower: Int64, upper: Int64)?
    if let step = whole.step {
      // The step base is the minimum, or zero, as in HTML.
      let base = whole.minimum ?? 0
      let (offset, offsetOverflow) = amount.subtractingReportingOverflow(base)
      guard !offsetOverflow else { return nil }
      // Swift's division truncates toward zero; the floor is one lower for negative offsets
      // with a remainder. `step` is at least 1, so the division cannot overflow.
      var (steps, remainder) = offset.quotientAndRemainder(dividingBy: step)
      if remainder != 0 {
        if offset < 0 { steps -= 1 }
        let (product, productOverflow) = steps.multipliedReportingOverflow(by: step)
        guard !productOverflow else { return nil }
        let (lower, lowerOverflow) = base.addingReportingOverflow(product)
        guard !lowerOverflow else { return nil }
        let (upper, upperOverflow) = lower.addingReportingOverflow(step)
        guard !upperOverflow else { return nil }
        neighbours = (lower, upper)
      }
    }
    var underflow = whole.minimum.map { amount < $0 } ?? false
    var overflow = whole.maximum.map { amount > $0 } ?? false
    if isReversed { (underflow, overflow) = (underflow && overflow, underflow && overflow) }
    // A valid amount, the common case, allocates neither a flag set nor a dictionary.
    guard underflow || overflow || neighbours != nil else { return (ValidityState(), [:]) }
    var state = ValidityState()
    var arguments: [String: MessageArgument] = [:]
    if underflow, let minimum = whole.minimum {
      state.insert(.rangeUnderflow)
      arguments["minimum"] = .text(show(minimum))
    }
    if overflow, let maximum = whole.maximum {
      state.insert(.rangeOverflow)
      arguments["maximum"] = .text(show(maximum))
    }
    if let neighbours {
      state.insert(.stepMismatch)
      Self.name(
        lower: isNeighbour(neighbours.lower, admits: admits) ? show(neighbours.lower) : nil,
        upper: isNeighbour(neighbours.upper, admits: admits) ? show(neighbours.upper) : nil,
        in: &arguments)
    }
    return (state, arguments)
  }

  /// Whether a neighbour on the step may be named: within the limits and of the kind.
  func isNeighbour(_ amount: Int64, admits: (Int64) -> Bool) -> Bool {
    let below = whole?.minimum.map { amount < $0 } ?? false
    let above = whole?.maximum.map { $0 < amount } ?? false
    guard isReversed ? !(below && above) : !below && !above else { return false }
    return admits(amount)
  }
}
