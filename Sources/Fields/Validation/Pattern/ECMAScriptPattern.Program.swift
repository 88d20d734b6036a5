extension ECMAScriptPattern {
  /// A compiled pattern: instructions for the backtracking machine of
  /// `ECMAScriptPattern+Matching.swift`, with the tables they index.
  ///
  /// The machine follows ECMA-262's Matcher and Continuation semantics, but keeps its choice
  /// points on an explicit stack instead of the host's: a value of a mebibyte does not recurse
  /// a million frames deep. A quantifier is one loop with a counter, not its body repeated,
  /// so `(a{1000}){1000}` compiles to a handful of instructions.
  struct Program: Sendable {
    var instructions: [Instruction] = []
    /// Sets of single code points, by index.
    var sets: [CodePointSet] = []
    /// Classes with strings, by index.
    var stringSets: [StringSet] = []
    /// The index of each class with strings while compiling.
    var sharedStringSets: [StringSetKey: Int] = [:]
    /// The groups of each back-reference, by index.
    var references: [[Int]] = []
    /// Counters and saved positions of loops, and stack marks of lookarounds.
    var registerCount = 0
    /// Two capture slots (start and end) per group, group 0 included.
    var slotCount = 2
  }

  /// A class with strings as it is read: its members, folded or not, and the direction.
  struct StringSetKey: Hashable {
    var set: ClassSet
    var folded: Bool
    var backward: Bool
  }

  /// One step of the machine.
  ///
  /// Offsets into the program are instruction indices; `backward` instructions belong to a
  /// lookbehind and read the input right to left.
  enum Instruction: Sendable {
    /// One code point, equal to the first (folded when `folded`).
    case character(UInt32, folded: Bool, backward: Bool)
    /// One code point in a set (its folding, when `folded`).
    case set(Int, folded: Bool, backward: Bool)
    /// The longest member of a class with strings, then shorter ones on backtracking.
    case strings(Int, backward: Bool)
    /// A set repeated `minimum` to `maximum` (-1: unbounded) times: one choice point for the
    /// whole run instead of one per iteration.
    case repeatSet(Int, folded: Bool, backward: Bool, minimum: Int, maximum: Int, greedy: Bool)
    /// Continues at the first target; backtracking tries the second.
    case split(Int, Int)
    /// Continues at the target.
    case jump(Int)
    /// Records the position in a capture slot.
    case save(Int)
    /// Resets the capture slots in the range, as each iteration of a quantifier does.
    case clear(Range<Int>)
    /// `^`.
    case lineStart(multiline: Bool)
    /// `$`.
    case lineEnd(multiline: Bool)
    /// `\b`, or `\B` when negated.
    case wordBoundary(negated: Bool, ignoreCase: Bool)
    /// The text a group captured, again.
    case backReference(Int, ignoreCase: Bool, backward: Bool)
    /// Sets a loop's counter to 0.
    case resetCounter(Int)
    /// The head of a loop: the body comes next, the exit at `exit`. A counter of -1 means the
    /// loop needs none (`*`).
    case loop(counter: Int, minimum: Int, maximum: Int, greedy: Bool, exit: Int)
    /// Records where an iteration starts, for the empty check.
    case savePosition(Int)
    /// The end of an iteration: fails an empty iteration past the minimum (`position` -1: the
    /// body cannot be empty), counts it and goes back to `head`.
    case loopEnd(counter: Int, position: Int, minimum: Int, head: Int)
    /// Starts a lookaround whose mark is kept in a register; a negative one continues at
    /// `exit` when its body fails.
    case lookStart(register: Int, negated: Bool, exit: Int)
    /// The body of a lookaround matched: a positive one drops its choice points (it is
    /// atomic) and goes back to where it started; a negative one fails.
    case lookEnd(register: Int, negated: Bool)
    /// The whole pattern matched.
    case match
  }

  /// A class with strings, for trying its members longest first.
  ///
  /// The strings are kept sorted in the direction they are read, one list per length, and
  /// looked up by binary search: `\p{RGI_Emoji}` (about 3,600 strings) costs one array of
  /// references, not a node per code point.
  struct StringSet: Sendable {
    /// The members of one code point.
    var codePoints: CodePointSet
    /// The members of each length other than 1, longest first, each list sorted.
    var byLength: [(length: Int, strings: [[UInt32]])]
    /// Whether the empty string is a member.
    var hasEmpty: Bool
    /// Whether members are foldings, compared with the input's.
    var folded: Bool

    init(_ set: ClassSet, folded: Bool, backward: Bool) {
      codePoints = set.codePoints
      self.folded = folded
      hasEmpty = set.strings.contains([])
      var lists: [Int: [[UInt32]]] = [:]
      for string in set.strings where !string.isEmpty {
        lists[string.count, default: []].append(backward ? string.reversed() : string)
      }
      byLength = lists.map {
        (length: $0.key, strings: $0.value.sorted { $0.lexicographicallyPrecedes($1) })
      }
      .sorted { $0.length > $1.length }
    }
  }
}
