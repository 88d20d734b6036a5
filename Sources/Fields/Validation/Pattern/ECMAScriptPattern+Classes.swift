// MARK: - Character classes under the v flag

extension ECMAScriptPattern.Parser {
  /// A parsed class operand: its members, and ECMA-262's MayContainStrings, which decides
  /// syntactically (not by the members) whether `[^…]` may take it.
  typealias Operand = (set: ClassSet, mayContainStrings: Bool)

  /// CharacterClass at `[`: ClassContents as a ClassUnion, ClassIntersection or
  /// ClassSubtraction.
  mutating func parseClass() throws(ECMAScriptPattern.SyntaxError) -> ECMAScriptPattern.Node {
    let (set, _) = try parseClassContents()
    if set.strings.isEmpty { return .set(set.codePoints, ignoreCase: flags.ignoreCase) }
    return .strings(set, ignoreCase: flags.ignoreCase)
  }

  /// `[`, ClassContents and `]`, complemented after `[^`.
  mutating func parseClassContents() throws(ECMAScriptPattern.SyntaxError) -> Operand {
    let start = index
    // A class parsed before from the same text, under the same flags, is the same set.
    let end = classEnd(from: start)
    let key = memoKey(start..<end)
    if let known = madeSets[key] {
      index = end
      return known
    }
    let made = try makeClassContents()
    madeSets[key] = made
    return made
  }

  /// The index after the `]` that closes the class at `start` (or the end): brackets nest,
  /// and an escaped character is no bracket.
  func classEnd(from start: Int) -> Int {
    var depth = 0
    var position = start
    while position < source.count {
      switch source[position] {
      case 0x5C: position += 1
      case 0x5B: depth += 1
      case 0x5D:
        depth -= 1
        if depth == 0 { return position + 1 }
      default: break
      }
      position += 1
    }
    return source.count
  }

  mutating func makeClassContents() throws(ECMAScriptPattern.SyntaxError) -> Operand {
    let start = index
    index += 1
    try enterNesting()
    defer { depth -= 1 }
    let negated = take("^")
    var result: Operand
    if current == 0x5D {
      result = (ClassSet(codePoints: CodePointSet()), false)
    } else {
      result = try parseClassSetExpression()
    }
    guard take("]") else {
      throw error(atEnd ? .unterminatedClass : .invalidCharacterInClass)
    }
    guard negated else { return result }
    if result.mayContainStrings { throw error(.negatedClassWithStrings, at: start) }
    return (ClassSet(codePoints: complement(result.set.codePoints)), false)
  }

  /// ClassSetExpression: the first operand decides which of the three forms it is.
  mutating func parseClassSetExpression() throws(ECMAScriptPattern.SyntaxError) -> Operand {
    let first = try parseClassSetItem()
    if looking(at: "&&") {
      guard !first.isRange else { throw error(.invalidSetOperation) }
      var result = first.operand
      while take("&&") {
        if current == 0x26 { throw error(.invalidCharacterInClass) }
        let next = try parseClassSetItem()
        if next.isRange { throw error(.invalidSetOperation) }
        result = (
          result.set.intersection(next.operand.set),
          result.mayContainStrings && next.operand.mayContainStrings
        )
      }
      if current != 0x5D { throw error(.invalidSetOperation) }
      return result
    }
    if looking(at: "--") {
      guard !first.isRange else { throw error(.invalidSetOperation) }
      var result = first.operand
      while take("--") {
        let next = try parseClassSetItem()
        if next.isRange { throw error(.invalidSetOperation) }
        result.set = result.set.subtracting(next.operand.set)
      }
      if current != 0x5D { throw error(.invalidSetOperation) }
      return result
    }
    // The items' ranges are merged once at the end: a union per item would make a class of
    // n scattered code points cost n² steps.
    var ranges = first.operand.set.codePoints.ranges
    var strings = first.operand.set.strings
    var mayContainStrings = first.operand.mayContainStrings
    while let character = current, character != 0x5D {
      if looking(at: "&&") || looking(at: "--") { throw error(.invalidSetOperation) }
      let next = try parseClassSetItem()
      ranges += next.operand.set.codePoints.ranges
      strings.formUnion(next.operand.set.strings)
      mayContainStrings = mayContainStrings || next.operand.mayContainStrings
    }
    return (ClassSet(codePoints: CodePointSet(ranges: ranges), strings: strings), mayContainStrings)
  }

  /// A ClassSetOperand, or (in a union) a ClassSetRange.
  mutating func parseClassSetItem() throws(ECMAScriptPattern.SyntaxError) -> (
    operand: Operand, isRange: Bool
  ) {
    guard let character = current else { throw error(.unterminatedClass) }
    if character == 0x5B { return (try parseClassContents(), false) }
    if character == 0x5C, let next = peek(1) {
      if next == 0x71 {  // \q
        return (try parseClassStringDisjunction(), false)
      }
      if [0x64, 0x44, 0x73, 0x53, 0x77, 0x57].contains(next) {
        index += 2
        return ((ClassSet(codePoints: characterClassEscape(next)), false), false)
      }
      if next == 0x70 || next == 0x50 {
        index += 1
        let (set, ofStrings) = try parseProperty(inClass: true)
        return ((set, ofStrings), false)
      }
    }
    let start = index
    let first = try parseClassSetCharacter()
    // A range is `a-b`; `--` is a subtraction, not a range.
    guard current == 0x2D, peek(1) != 0x2D else {
      return ((fold(ClassSet(codePoints: CodePointSet(first...first))), false), false)
    }
    // `a-]`: the `-` has nothing to reach, which is what people write for a literal `-`.
    if peek(1) == 0x5D { throw error(.invalidClass) }
    index += 1
    let last = try parseClassSetCharacter()
    if first > last { throw error(.rangeOutOfOrder, at: start) }
    return ((fold(ClassSet(codePoints: CodePointSet(first...last))), false), true)
  }

  /// A ClassSetCharacter: a code point that is no class syntax character and starts no
  /// reserved double punctuator, or an escape.
  mutating func parseClassSetCharacter() throws(ECMAScriptPattern.SyntaxError) -> UInt32 {
    guard let character = current else { throw error(.unterminatedClass) }
    if character == 0x5C {
      index += 1
      return try parseCharacterEscape(inClass: true)
    }
    if Self.classSyntaxCharacters.contains(character) {
      throw error(character == 0x2D ? .invalidClass : .invalidCharacterInClass)
    }
    if Self.doublePunctuators.contains(character), peek(1) == character {
      throw error(.invalidCharacterInClass)
    }
    index += 1
    return character
  }

  /// `\q{…|…}`: strings, each folded under `i`.
  mutating func parseClassStringDisjunction() throws(ECMAScriptPattern.SyntaxError) -> Operand {
    let start = index
    index += 2
    guard take("{") else { throw error(.invalidEscape, at: start) }
    var singles: [UInt32] = []
    var strings: Set<[UInt32]> = []
    var mayContainStrings = false
    var string: [UInt32] = []
    while true {
      guard let character = current else { throw error(.unterminatedClass) }
      if character == 0x7D || character == 0x7C {
        index += 1
        let folded = flags.ignoreCase ? string.map(ICU.simpleCaseFold) : string
        if folded.count == 1 { singles.append(folded[0]) } else { strings.insert(folded) }
        if string.count != 1 { mayContainStrings = true }
        string = []
        if character == 0x7D { break }
        continue
      }
      string.append(try parseClassSetCharacter())
    }
    return (ClassSet(codePoints: CodePointSet(singles), strings: strings), mayContainStrings)
  }

  /// MaybeSimpleCaseFolding: the set as its foldings, under `i`.
  func fold(_ set: ClassSet) -> ClassSet {
    flags.ignoreCase ? ECMAScriptPattern.Folding.fold(set) : set
  }
}
