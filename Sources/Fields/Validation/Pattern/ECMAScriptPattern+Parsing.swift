// MARK: - Parsing

extension ECMAScriptPattern {
  /// A recursive-descent parser of ECMA-262's Pattern[+UnicodeMode, +UnicodeSetsMode,
  /// +NamedCaptureGroups] (ES2024, with ES2025's duplicate named groups and modifiers), with
  /// its early errors.
  ///
  /// It recurses only where the pattern nests (groups, lookarounds, classes in classes), and
  /// ``PatternRegex`` refuses a pattern nesting deeper than ``PatternRegex/nestingLimit``
  /// before parsing, so the stack stays shallow; ``Parser/depth`` checks it again. Every code
  /// point is read a bounded number of times, except that a named group is compared with the
  /// previous group of its name (up to the nesting depth), so parsing is linear.
  struct Parser {
    /// The pattern's code points.
    let source: [UInt32]
    var index = 0
    /// How deep groups and classes are open here.
    var depth = 0
    /// The capturing groups so far.
    var captureCount = 0
    /// Group names by first group index, with where each group sits among alternatives.
    var groupNames: [String: [Int]] = [:]
    /// The last group of each name and its alternatives path, for ES2025's duplicate check.
    var lastGroupOfName: [String: [Alternative]] = [:]
    /// Where the parser is among the enclosing disjunctions: each one's identity and the
    /// alternative taken.
    var alternatives: [Alternative] = []
    var nextDisjunction = 0
    /// Back-references to check once every group is known: numbers and names.
    var numberedReferences: [(index: Int, offset: Int)] = []
    var namedReferences: [(name: String, offset: Int, node: Int)] = []
    /// The flags that modifiers have set where the parser is.
    var flags = Flags()
    /// Sets already made in this pattern, by their source text and the flags in force: a
    /// pattern that repeats `\p{L}` or `[\p{RGI_Emoji}--\q{x}]` builds (and folds) each once,
    /// and equal sets share their storage.
    var madeSets: [String: (set: ClassSet, mayContainStrings: Bool)] = [:]

    /// A disjunction and which of its alternatives a node is in.
    struct Alternative: Equatable {
      var disjunction: Int
      var branch: Int
    }

    /// The modifiable flags, ES2025's `i`, `m` and `s`.
    struct Flags: Equatable {
      var ignoreCase = false
      var multiline = false
      var dotAll = false
    }

    init(_ source: [UInt32]) { self.source = source }

    // MARK: - Reading

    var atEnd: Bool { index >= source.count }
    var current: UInt32? { index < source.count ? source[index] : nil }
    func peek(_ offset: Int = 0) -> UInt32? {
      index + offset < source.count ? source[index + offset] : nil
    }
    func looking(at text: String) -> Bool {
      var offset = 0
      for scalar in text.unicodeScalars {
        guard peek(offset) == scalar.value else { return false }
        offset += 1
      }
      return true
    }
    mutating func take(_ text: String) -> Bool {
      guard looking(at: text) else { return false }
      index += text.unicodeScalars.count
      return true
    }
    func error(_ message: SyntaxError.Message, at offset: Int? = nil) -> SyntaxError {
      SyntaxError(message, at: min(offset ?? index, source.count))
    }

    // MARK: - Pattern and Disjunction

    /// Parses the whole pattern.
    mutating func parsePattern() throws(SyntaxError) -> Node {
      let node = try parseDisjunction()
      if !atEnd { throw error(.unmatchedParenthesis) }
      for reference in numberedReferences where reference.index > captureCount {
        throw error(.invalidDecimalEscape, at: reference.offset)
      }
      for reference in namedReferences where groupNames[reference.name] == nil {
        throw error(.invalidNamedCaptureReference, at: reference.offset)
      }
      return resolveNames(node)
    }

    mutating func parseDisjunction() throws(SyntaxError) -> Node {
      let disjunction = nextDisjunction
      nextDisjunction += 1
      var branches: [Node] = []
      var branch = 0
      while true {
        alternatives.append(Alternative(disjunction: disjunction, branch: branch))
        let alternative = try parseAlternative()
        alternatives.removeLast()
        branches.append(alternative)
        guard take("|") else { break }
        branch += 1
      }
      return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func parseAlternative() throws(SyntaxError) -> Node {
      var terms: [Node] = []
      while let character = current, character != 0x7C, character != 0x29 {  // | )
        terms.append(try parseTerm())
      }
      switch terms.count {
      case 0: return .empty
      case 1: return terms[0]
      default: return .sequence(terms)
      }
    }

    // MARK: - Terms

    mutating func parseTerm() throws(SyntaxError) -> Node {
      let capturesBefore = captureCount
      guard let character = current else { throw error(.unterminatedGroup) }
      var atom: Node
      switch character {
      case 0x5E:  // ^
        index += 1
        return try assertion(.lineStart(multiline: flags.multiline))
      case 0x24:  // $
        index += 1
        return try assertion(.lineEnd(multiline: flags.multiline))
      case 0x5C where peek(1) == 0x62 || peek(1) == 0x42:  // \b \B
        index += 2
        return try assertion(
          .wordBoundary(negated: source[index - 1] == 0x42, ignoreCase: flags.ignoreCase))
      case 0x28:  // (
        if looking(at: "(?=") || looking(at: "(?!") || looking(at: "(?<=")
          || looking(at: "(?<!")
        {
          return try assertion(try parseLookaround())
        }
        atom = try parseGroup()
      case 0x2E:  // .
        index += 1
        var set = Self.lineTerminators.complement
        if flags.dotAll { set = .all }
        atom = .set(flags.ignoreCase ? Folding.fold(set) : set, ignoreCase: flags.ignoreCase)
      case 0x5B:  // [
        atom = try parseClass()
      case 0x5C:
        atom = try parseAtomEscape()
      case 0x2A, 0x2B, 0x3F:  // * + ?
        throw error(.nothingToRepeat)
      case 0x7B:  // {
        throw error(parseQuantifierBraces() == nil ? .loneQuantifierBrackets : .nothingToRepeat)
      case 0x7D, 0x5D:  // } ]
        throw error(.loneQuantifierBrackets)
      default:
        index += 1
        atom = literal(character)
      }
      let quantifier = index
      guard let (minimum, maximum) = try parseQuantifier() else { return atom }
      let greedy = !take("?")
      if let maximum, maximum < minimum { throw error(.quantifierOutOfOrder, at: quantifier) }
      atom = .quantified(
        atom, minimum: minimum, maximum: maximum, greedy: greedy,
        captures: (capturesBefore + 1)..<(captureCount + 1), canBeEmpty: atom.canBeEmpty)
      return atom
    }

    /// An assertion, which no quantifier may follow under the u and v flags.
    mutating func assertion(_ node: Node) throws(SyntaxError) -> Node {
      if let character = current, [0x2A, 0x2B, 0x3F].contains(character) {
        throw error(.nothingToRepeat)
      }
      if current == 0x7B, parseQuantifierBraces() != nil { throw error(.nothingToRepeat) }
      return node
    }

    func literal(_ character: UInt32) -> Node {
      .character(
        flags.ignoreCase ? ICU.simpleCaseFold(character) : character, ignoreCase: flags.ignoreCase)
    }

    /// A quantifier's bounds (nil maximum: unbounded), or nil when none follows.
    mutating func parseQuantifier() throws(SyntaxError) -> (Int, Int?)? {
      switch current {
      case 0x2A:
        index += 1
        return (0, nil)
      case 0x2B:
        index += 1
        return (1, nil)
      case 0x3F:
        index += 1
        return (0, 1)
      case 0x7B:
        guard let (bounds, length) = parseQuantifierBraces() else {
          throw error(.incompleteQuantifier)
        }
        index += length
        return bounds
      default:
        return nil
      }
    }

    /// The bounds of `{n}`, `{n,}` or `{n,m}` at the index, and its length, without consuming it.
    ///
    /// Counts stop growing at 2³¹ - 1 as V8's do, which also reads that maximum as unbounded.
    func parseQuantifierBraces() -> ((Int, Int?), Int)? {
      var offset = 1
      func number() -> Int? {
        var value: Int? = nil
        while let digit = peek(offset), (0x30...0x39).contains(digit) {
          value = min(Self.countLimit, (value ?? 0) * 10 + Int(digit - 0x30))
          offset += 1
        }
        return value
      }
      guard let minimum = number() else { return nil }
      var maximum: Int? = minimum
      if peek(offset) == 0x2C {
        offset += 1
        maximum = number()
      }
      guard peek(offset) == 0x7D else { return nil }
      if maximum == Self.countLimit { maximum = nil }
      return ((minimum, maximum), offset + 1)
    }

    static let countLimit = Int(Int32.max)

    // MARK: - Groups

    mutating func enterNesting() throws(SyntaxError) {
      depth += 1
      // PatternRegex refuses deeper patterns before they get here; this keeps the recursion
      // bounded for any other caller.
      if depth > PatternRegex.nestingLimit { throw error(.invalidGroup) }
    }

    mutating func parseLookaround() throws(SyntaxError) -> Node {
      let ahead = !looking(at: "(?<")
      index += ahead ? 2 : 3
      let negated = source[index] == 0x21
      index += 1
      try enterNesting()
      let body = try parseDisjunction()
      depth -= 1
      guard take(")") else { throw error(.unterminatedGroup) }
      return .lookaround(body, ahead: ahead, negated: negated)
    }

    mutating func parseGroup() throws(SyntaxError) -> Node {
      let start = index
      index += 1
      try enterNesting()
      defer { depth -= 1 }
      var capture: Int? = nil
      let outerFlags = flags
      defer { flags = outerFlags }
      if take("?") {
        if take(":") {
        } else if current == 0x3C {  // <
          index += 1
          let name = try parseGroupName()
          captureCount += 1
          capture = captureCount
          try register(name: name, group: captureCount, at: start)
        } else {
          try parseModifiers()
        }
      } else {
        captureCount += 1
        capture = captureCount
      }
      let body = try parseDisjunction()
      guard take(")") else { throw error(.unterminatedGroup) }
      if let capture { return .capture(body, index: capture) }
      return body
    }

    /// ES2025's `(?ims-ims:`, after `(?`.
    mutating func parseModifiers() throws(SyntaxError) {
      var adding: Set<UInt32> = []
      var removing: Set<UInt32> = []
      var dashed = false
      while let character = current, character != 0x3A {
        if character == 0x2D {
          if dashed { throw error(.multipleFlagDashes) }
          dashed = true
        } else if [0x69, 0x6D, 0x73].contains(character) {
          if adding.contains(character) || removing.contains(character) {
            throw error(.repeatedFlag)
          }
          if dashed { removing.insert(character) } else { adding.insert(character) }
        } else {
          throw error(.invalidGroup)
        }
        index += 1
      }
      guard take(":"), !(adding.isEmpty && removing.isEmpty) else { throw error(.invalidGroup) }
      for flag in adding { set(flag, true) }
      for flag in removing { set(flag, false) }
    }

    mutating func set(_ flag: UInt32, _ on: Bool) {
      switch flag {
      case 0x69: flags.ignoreCase = on
      case 0x6D: flags.multiline = on
      default: flags.dotAll = on
      }
    }

    /// Records a group name.
    ///
    /// ES2025 allows a name twice only in different alternatives of one disjunction
    /// (MightBothParticipate). Comparing each group with the previous one of its
    /// name is enough: in source order, the lowest common ancestor of two groups is the
    /// highest of those of each neighbouring pair between them.
    mutating func register(name: String, group: Int, at offset: Int) throws(SyntaxError) {
      if let previous = lastGroupOfName[name] {
        var shared = 0
        var separated = false
        while shared < min(previous.count, alternatives.count),
          previous[shared].disjunction == alternatives[shared].disjunction
        {
          if previous[shared].branch != alternatives[shared].branch {
            separated = true
            break
          }
          shared += 1
        }
        if !separated { throw error(.duplicateCaptureGroupName, at: offset) }
      }
      lastGroupOfName[name] = alternatives
      groupNames[name, default: []].append(group)
    }

    /// GroupName after `<`, through `>`.
    mutating func parseGroupName() throws(SyntaxError) -> String {
      var name = String.UnicodeScalarView()
      while true {
        guard var character = current else { throw error(.invalidCaptureGroupName) }
        if character == 0x3E, !name.isEmpty {
          index += 1
          break
        }
        if character == 0x5C {
          index += 1
          guard take("u"), let escaped = parseUnicodeEscape() else {
            throw error(.invalidCaptureGroupName)
          }
          character = escaped
        } else {
          index += 1
        }
        let valid =
          character == 0x24 || character == 0x5F
          || (name.isEmpty
            ? ICU.isIDStart(character)
            : ICU.isIDContinue(character) || character == 0x200C || character == 0x200D)
        guard valid, let scalar = Unicode.Scalar(character) else {
          throw error(.invalidCaptureGroupName)
        }
        name.append(scalar)
      }
      return String(name)
    }

    // MARK: - Escapes outside classes

    mutating func parseAtomEscape() throws(SyntaxError) -> Node {
      let start = index
      index += 1
      guard let character = current else { throw error(.escapeAtEnd) }
      switch character {
      case 0x31...0x39:
        var number = 0
        while let digit = current, (0x30...0x39).contains(digit) {
          number = min(Self.countLimit, number * 10 + Int(digit - 0x30))
          index += 1
        }
        numberedReferences.append((number, start))
        return .backReference([number], ignoreCase: flags.ignoreCase)
      case 0x6B:  // k
        index += 1
        guard take("<") else { throw error(.invalidNamedReference) }
        let name = try parseGroupName()
        namedReferences.append((name, start, namedReferences.count))
        // The groups are filled in by resolveNames once all are known; the placeholder holds
        // the reference's number among the named ones, negated.
        return .backReference([-namedReferences.count], ignoreCase: flags.ignoreCase)
      case 0x64, 0x44, 0x73, 0x53, 0x77, 0x57:
        index += 1
        return .set(characterClassEscape(character), ignoreCase: flags.ignoreCase)
      case 0x70, 0x50:
        // A property of strings (`\p{RGI_Emoji}`) matches whole sequences here too.
        let (set, _) = try parseProperty(inClass: false)
        if set.strings.isEmpty { return .set(set.codePoints, ignoreCase: flags.ignoreCase) }
        return .strings(set, ignoreCase: flags.ignoreCase)
      default:
        return literal(try parseCharacterEscape(inClass: false))
      }
    }

    /// The set of `\d`, `\s`, `\w` or their complements, as CompileToCharSet makes it.
    func characterClassEscape(_ letter: UInt32) -> CodePointSet {
      let base: CodePointSet
      switch letter {
      case 0x64, 0x44: base = Self.digits
      case 0x73, 0x53: base = Self.whiteSpace
      default: base = flags.ignoreCase ? Self.wordCharactersIgnoringCase : Self.wordCharacters
      }
      let folded = flags.ignoreCase ? Folding.fold(base) : base
      return letter < 0x60 ? complement(folded) : folded
    }

    /// CharacterComplement: under `i` and `v`, of the code points that are their own folding.
    func complement(_ set: CodePointSet) -> CodePointSet {
      flags.ignoreCase ? Folding.canonical.subtracting(set) : set.complement
    }

    /// `\p{…}` or `\P{…}` at the letter; names are ASCII letters, digits and `_`, as V8 reads
    /// them.
    mutating func parseProperty(inClass: Bool) throws(SyntaxError) -> (ClassSet, Bool) {
      let start = index - 1
      let end = source[index...].firstIndex(of: 0x7D) ?? source.count
      let key = memoKey(start..<min(end + 1, source.count))
      if let made = madeSets[key] {
        index = end + 1
        return made
      }
      let made = try makeProperty(inClass: inClass)
      madeSets[key] = made
      return made
    }

    /// The key of a set's source text with the flags that change its meaning.
    func memoKey(_ range: Range<Int>) -> String {
      var key = String.UnicodeScalarView()
      for codePoint in source[range] { key.append(Unicode.Scalar(codePoint) ?? "?") }
      return (flags.ignoreCase ? "i" : "-") + String(key)
    }

    mutating func makeProperty(inClass: Bool) throws(SyntaxError) -> (ClassSet, Bool) {
      let start = index - 1
      let negated = current == 0x50
      index += 1
      let failure: SyntaxError.Message =
        inClass ? .invalidClassPropertyName : .invalidPropertyName
      guard take("{") else { throw error(failure, at: start) }
      var name = ""
      var value: String? = nil
      while let character = current, character != 0x7D {
        index += 1
        if character == 0x3D, value == nil {
          value = ""
          continue
        }
        guard
          (0x30...0x39).contains(character) || (0x41...0x5A).contains(character)
            || (0x61...0x7A).contains(character) || character == 0x5F,
          let scalar = Unicode.Scalar(character)
        else { throw error(failure, at: start) }
        if value != nil {
          value?.unicodeScalars.append(scalar)
        } else {
          name.unicodeScalars.append(scalar)
        }
      }
      guard take("}"), !name.isEmpty, value?.isEmpty != true,
        let (property, ofStrings) = ICU.ecmaScriptProperty(name: name, value: value)
      else { throw error(failure, at: start) }
      let set = ClassSet(property)
      // A property of strings has no complement.
      if negated, ofStrings { throw error(failure, at: start) }
      var folded = set
      if flags.ignoreCase { folded = Folding.fold(set) }
      if negated { folded = ClassSet(codePoints: complement(folded.codePoints)) }
      return (folded, ofStrings)
    }

    /// CharacterEscape after the backslash: a control escape, `\cX`, `\0`, `\xHH`, a Unicode
    /// escape, or a syntax character (and in classes, ClassSetReservedPunctuator and `\b`).
    mutating func parseCharacterEscape(inClass: Bool) throws(SyntaxError) -> UInt32 {
      let start = index - 1
      guard let character = current else { throw error(.escapeAtEnd) }
      index += 1
      switch character {
      case 0x66: return 0x0C
      case 0x6E: return 0x0A
      case 0x72: return 0x0D
      case 0x74: return 0x09
      case 0x76: return 0x0B
      case 0x62 where inClass: return 0x08
      case 0x63:  // c
        if let letter = current, (0x41...0x5A).contains(letter) || (0x61...0x7A).contains(letter) {
          index += 1
          return letter % 32
        }
        throw error(.invalidUnicodeEscape, at: start)
      case 0x30:
        if let next = current, (0x30...0x39).contains(next) {
          throw error(inClass ? .invalidClassEscape : .invalidDecimalEscape, at: start)
        }
        return 0
      case 0x78:  // x
        if let high = current.flatMap(Self.hexValue), let low = peek(1).flatMap(Self.hexValue) {
          index += 2
          return high * 16 + low
        }
        throw error(.invalidEscape, at: start)
      case 0x75:  // u
        guard let value = parseUnicodeEscape() else {
          throw error(.invalidUnicodeEscape, at: start)
        }
        return value
      default:
        if Self.syntaxCharacters.contains(character) || character == 0x2F { return character }
        if inClass, Self.reservedPunctuators.contains(character) { return character }
        throw error(inClass ? .invalidClassEscape : .invalidEscape, at: start)
      }
    }

    /// RegExpUnicodeEscapeSequence[+UnicodeMode] after `\u`: `XXXX` (a surrogate pair written
    /// as two escapes is one code point) or `{X…}` up to 10FFFF.
    mutating func parseUnicodeEscape() -> UInt32? {
      if current == 0x7B {
        var offset = 1
        var value: UInt32 = 0
        while let digit = peek(offset).flatMap(Self.hexValue) {
          value = value * 16 + digit
          if value > CodePointSet.maximum { return nil }
          offset += 1
        }
        guard offset > 1, peek(offset) == 0x7D else { return nil }
        index += offset + 1
        return value
      }
      guard let lead = fourHex(at: index) else { return nil }
      index += 4
      if (0xD800...0xDBFF).contains(lead), peek() == 0x5C, peek(1) == 0x75,
        let trail = fourHex(at: index + 2), (0xDC00...0xDFFF).contains(trail)
      {
        index += 6
        return 0x10000 + (lead - 0xD800) << 10 + (trail - 0xDC00)
      }
      return lead
    }

    func fourHex(at offset: Int) -> UInt32? {
      var value: UInt32 = 0
      for position in offset..<(offset + 4) {
        guard position < source.count, let digit = Self.hexValue(source[position]) else {
          return nil
        }
        value = value * 16 + digit
      }
      return value
    }

    static func hexValue(_ character: UInt32) -> UInt32? {
      switch character {
      case 0x30...0x39: return character - 0x30
      case 0x41...0x46: return character - 0x41 + 10
      case 0x61...0x66: return character - 0x61 + 10
      default: return nil
      }
    }

    // MARK: - Resolving named references

    /// Fills in the groups of each `\k<name>`.
    func resolveNames(_ node: Node) -> Node {
      guard !namedReferences.isEmpty else { return node }
      switch node {
      case .backReference(let groups, let ignoreCase) where groups.first.map({ $0 < 0 }) == true:
        let reference = namedReferences[-groups[0] - 1]
        return .backReference(groupNames[reference.name] ?? [], ignoreCase: ignoreCase)
      case .sequence(let nodes): return .sequence(nodes.map(resolveNames))
      case .alternation(let nodes): return .alternation(nodes.map(resolveNames))
      case .capture(let body, let index): return .capture(resolveNames(body), index: index)
      case .quantified(let body, let minimum, let maximum, let greedy, let captures, let empty):
        return .quantified(
          resolveNames(body), minimum: minimum, maximum: maximum, greedy: greedy,
          captures: captures, canBeEmpty: empty)
      case .lookaround(let body, let ahead, let negated):
        return .lookaround(resolveNames(body), ahead: ahead, negated: negated)
      default: return node
      }
    }

    // MARK: - Character sets

    /// SyntaxCharacter: what an escape may always quote.
    static let syntaxCharacters: Set<UInt32> = Set("^$\\.*+?()[]{}|".unicodeScalars.map(\.value))
    /// ClassSetReservedPunctuator: what a class may escape besides syntax characters.
    static let reservedPunctuators: Set<UInt32> = Set("&-!#%,:;<=>@`~".unicodeScalars.map(\.value))
    /// ClassSetSyntaxCharacter: what a class may not hold unescaped.
    static let classSyntaxCharacters: Set<UInt32> = Set("()[]{}/-\\|".unicodeScalars.map(\.value))
    /// The characters that ClassSetReservedDoublePunctuator doubles.
    static let doublePunctuators: Set<UInt32> = Set(
      "&!#$%*+,.:;<=>?@^`~".unicodeScalars.map(\.value))

    static let digits = CodePointSet(0x30...0x39)
    /// ECMA-262's LineTerminator: LF, CR, LS, PS.
    static let lineTerminators = CodePointSet([0x0A, 0x0D, 0x2028, 0x2029])
    /// WhiteSpace and LineTerminator, what `\s` matches.
    ///
    /// TAB VT FF SP NBSP ZWNBSP and the Space_Separator characters (gc=Zs), then LF CR LS PS;
    /// U+0085 is not one.
    static let whiteSpace: CodePointSet = {
      let separators = ICU.ecmaScriptProperty(name: "Zs", value: nil)
        .map { CodePointSet(normalized: $0.set.bounds) }
      return CodePointSet([0x09, 0x0B, 0x0C, 0x20, 0xA0, 0xFEFF]).union(lineTerminators)
        .union(separators ?? CodePointSet())
    }()
    /// `[A-Za-z0-9_]`.
    static let wordCharacters = CodePointSet(ranges: [
      0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A,
    ])
    /// WordCharacters under `i` with the u or v flag: also ſ (U+017F) and the Kelvin sign
    /// (U+212A), which fold into it.
    static let wordCharactersIgnoringCase = wordCharacters.union(CodePointSet([0x17F, 0x212A]))
  }
}
