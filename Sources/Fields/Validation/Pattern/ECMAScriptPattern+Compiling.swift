// MARK: - Compiling

extension ECMAScriptPattern.Program {
  /// Compiles a parsed pattern anchored at both ends, as HTML's `^(?:` and `)$` anchor it.
  init(_ node: ECMAScriptPattern.Node, captureCount: Int) {
    slotCount = 2 * (captureCount + 1)
    instructions.append(.save(0))
    compile(node, backward: false)
    instructions.append(.lineEnd(multiline: false))
    instructions.append(.save(1))
    instructions.append(.match)
    sharedStringSets = [:]
  }

  /// Appends the instructions of `node`; recursion follows the pattern's nesting, bounded by
  /// ``PatternRegex/nestingLimit``.
  private mutating func compile(_ node: ECMAScriptPattern.Node, backward: Bool) {
    switch node {
    case .empty:
      break
    case .character(let codePoint, let ignoreCase):
      instructions.append(.character(codePoint, folded: ignoreCase, backward: backward))
    case .set(let set, let ignoreCase):
      sets.append(set)
      instructions.append(.set(sets.count - 1, folded: ignoreCase, backward: backward))
    case .strings(let set, let ignoreCase):
      // A pattern that repeats a class with strings shares one table.
      let key = ECMAScriptPattern.StringSetKey(set: set, folded: ignoreCase, backward: backward)
      let index = sharedStringSets[key] ?? stringSets.count
      if index == stringSets.count {
        stringSets.append(ECMAScriptPattern.StringSet(set, folded: ignoreCase, backward: backward))
        sharedStringSets[key] = index
      }
      instructions.append(.strings(index, backward: backward))
    case .sequence(let nodes):
      // A lookbehind matches its terms from last to first (ECMA-262's direction -1).
      for node in backward ? nodes.reversed() : nodes { compile(node, backward: backward) }
    case .alternation(let nodes):
      var jumps: [Int] = []
      for (offset, alternative) in nodes.enumerated() {
        let split = instructions.count
        if offset < nodes.count - 1 { instructions.append(.split(split + 1, -1)) }
        compile(alternative, backward: backward)
        if offset < nodes.count - 1 {
          jumps.append(instructions.count)
          instructions.append(.jump(-1))
          instructions[split] = .split(split + 1, instructions.count)
        }
      }
      for jump in jumps { instructions[jump] = .jump(instructions.count) }
    case .capture(let body, let index):
      instructions.append(.save(2 * index + (backward ? 1 : 0)))
      compile(body, backward: backward)
      instructions.append(.save(2 * index + (backward ? 0 : 1)))
    case .quantified(let body, let minimum, let maximum, let greedy, let captures, let empty):
      compileLoop(
        body, minimum: minimum, maximum: maximum, greedy: greedy, captures: captures,
        canBeEmpty: empty, backward: backward)
    case .lineStart(let multiline):
      instructions.append(.lineStart(multiline: multiline))
    case .lineEnd(let multiline):
      instructions.append(.lineEnd(multiline: multiline))
    case .wordBoundary(let negated, let ignoreCase):
      instructions.append(.wordBoundary(negated: negated, ignoreCase: ignoreCase))
    case .lookaround(let body, let ahead, let negated):
      let register = registerCount
      registerCount += 1
      let start = instructions.count
      instructions.append(.lookStart(register: register, negated: negated, exit: -1))
      compile(body, backward: !ahead)
      instructions.append(.lookEnd(register: register, negated: negated))
      instructions[start] = .lookStart(
        register: register, negated: negated, exit: instructions.count)
    case .backReference(let groups, let ignoreCase):
      references.append(groups)
      instructions.append(
        .backReference(references.count - 1, ignoreCase: ignoreCase, backward: backward))
    }
  }

  /// ECMA-262's RepeatMatcher as a loop: captures inside are reset on every iteration, and an
  /// iteration past the minimum that matches empty fails.
  private mutating func compileLoop(
    _ body: ECMAScriptPattern.Node, minimum: Int, maximum: Int?, greedy: Bool,
    captures: Range<Int>, canBeEmpty: Bool, backward: Bool
  ) {
    // RepeatMatcher with max 0 continues at once, without resetting anything.
    if maximum == 0 { return }
    let limit = maximum ?? -1
    if captures.isEmpty {
      switch body {
      case .character(let codePoint, let ignoreCase):
        sets.append(CodePointSet(codePoint...codePoint))
        instructions.append(
          .repeatSet(
            sets.count - 1, folded: ignoreCase, backward: backward, minimum: minimum,
            maximum: limit, greedy: greedy))
        return
      case .set(let set, let ignoreCase):
        sets.append(set)
        instructions.append(
          .repeatSet(
            sets.count - 1, folded: ignoreCase, backward: backward, minimum: minimum,
            maximum: limit, greedy: greedy))
        return
      default:
        break
      }
    }
    var counter = -1
    if minimum > 0 || maximum != nil {
      counter = registerCount
      registerCount += 1
      instructions.append(.resetCounter(counter))
    }
    var position = -1
    if canBeEmpty {
      position = registerCount
      registerCount += 1
    }
    let head = instructions.count
    instructions.append(
      .loop(counter: counter, minimum: minimum, maximum: limit, greedy: greedy, exit: -1))
    if position >= 0 { instructions.append(.savePosition(position)) }
    if !captures.isEmpty {
      instructions.append(.clear((2 * captures.lowerBound)..<(2 * captures.upperBound)))
    }
    compile(body, backward: backward)
    instructions.append(
      .loopEnd(counter: counter, position: position, minimum: minimum, head: head))
    instructions[head] = .loop(
      counter: counter, minimum: minimum, maximum: limit, greedy: greedy,
      exit: instructions.count)
  }
}
