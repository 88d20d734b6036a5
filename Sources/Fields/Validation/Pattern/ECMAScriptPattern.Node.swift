extension ECMAScriptPattern {
  /// A parsed pattern: ECMA-262's Disjunction with the flags in force resolved at each leaf.
  ///
  /// The tree nests only where the pattern nests (groups, lookarounds, quantified atoms), so
  /// its depth is bounded by ``PatternRegex/nestingLimit``; sequences and alternatives are
  /// arrays.
  indirect enum Node: Sendable {
    /// Matches the empty string.
    case empty
    /// One code point; with `ignoreCase` it is already case-folded and compared with the
    /// input's folding (ECMA-262's Canonicalize).
    case character(UInt32, ignoreCase: Bool)
    /// One code point of a set; with `ignoreCase` the set holds foldings and is tested with the
    /// input's folding.
    case set(CodePointSet, ignoreCase: Bool)
    /// A v-flag class with strings: its strings longest first, then its code points, then the
    /// empty string if it is a member.
    case strings(ClassSet, ignoreCase: Bool)
    /// The nodes one after another.
    case sequence([Node])
    /// The first alternative that lets the rest match.
    case alternation([Node])
    /// A capturing group, numbered from 1.
    case capture(Node, index: Int)
    /// An atom repeated; `captures` are the groups inside it, reset on every iteration.
    case quantified(
      Node, minimum: Int, maximum: Int?, greedy: Bool, captures: Range<Int>, canBeEmpty: Bool)
    /// `^`, at the start (or after a line terminator when `multiline`).
    case lineStart(multiline: Bool)
    /// `$`, at the end (or before a line terminator when `multiline`).
    case lineEnd(multiline: Bool)
    /// `\b` or, `negated`, `\B`; with `ignoreCase` ſ and K are word characters too.
    case wordBoundary(negated: Bool, ignoreCase: Bool)
    /// A lookahead or (not `ahead`) lookbehind.
    case lookaround(Node, ahead: Bool, negated: Bool)
    /// A back-reference to the groups of one number or name (several under duplicate names,
    /// of which at most one takes part).
    case backReference([Int], ignoreCase: Bool)
  }
}

extension ECMAScriptPattern.Node {
  /// Whether the node can match without consuming input, for the empty check of loops.
  var canBeEmpty: Bool {
    switch self {
    case .empty, .lineStart, .lineEnd, .wordBoundary, .lookaround, .backReference: return true
    case .character, .set: return false
    case .strings(let set, _): return set.strings.contains([])
    case .sequence(let nodes): return nodes.allSatisfy(\.canBeEmpty)
    case .alternation(let nodes): return nodes.contains { $0.canBeEmpty }
    case .capture(let node, _): return node.canBeEmpty
    case .quantified(_, let minimum, _, _, _, let canBeEmpty): return minimum == 0 || canBeEmpty
    }
  }
}
