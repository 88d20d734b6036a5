/// Random patterns from a small grammar of ECMAScript's v-flag syntax, with some mistakes mixed
/// in, and random values over an alphabet chosen to tell the engines' meanings apart.
///
/// Deterministic for a seed (SplitMix64), so a failure names a pattern that comes back on the
/// next run. Patterns nest at most three deep and values have at most six code points, so no
/// pattern backtracks for long in either engine.
struct PatternGenerator {
  private var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  // MARK: - Random numbers

  mutating func next() -> UInt64 { random.next() }

  mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

  mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  // MARK: - Values

  /// Code points whose meaning differs between engines: case pairs that fold specially (ß, ſ,
  /// the Kelvin sign, final sigma), line terminators and spaces JavaScript counts differently
  /// (U+2028, U+FEFF, U+0085, VT), an emoji with a modifier, and ASCII.
  static let valueAlphabet: [String] = [
    "a", "b", "c", "A", "B", "0", "1", " ", "-", "_", ".", "ß", "s", "S", "k", "K", "\u{212A}",
    "\u{17F}", "σ", "Σ", "ς", "é", "α", "👍", "🏽", "\n", "\u{2028}", "\u{FEFF}", "\u{85}",
    "\u{B}", "\u{1E9E}",
  ]

  mutating func value() -> String {
    let length = pick([0, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6])
    return (0..<length).map { _ in pick(Self.valueAlphabet) }.joined()
  }

  // MARK: - Patterns

  mutating func pattern() -> String { disjunction(depth: 0) }

  mutating func disjunction(depth: Int) -> String {
    var alternatives = [alternative(depth: depth)]
    while alternatives.count < 3, chance(25) { alternatives.append(alternative(depth: depth)) }
    return alternatives.joined(separator: "|")
  }

  mutating func alternative(depth: Int) -> String {
    (0..<pick([0, 1, 1, 2, 2, 3])).map { _ in term(depth: depth) }.joined()
  }

  static let literals = [
    "a", "b", "a", "b", "c", "A", "0", " ", "-", "_", "ß", "s", "K", "σ", "é", "👍", "/", "=",
  ]
  static let escapes = [
    #"\d"#, #"\w"#, #"\s"#, #"\D"#, #"\W"#, #"\S"#, #"\."#, #"\-"#, #"\*"#, #"\/"#, #"\a"#,
    #"\u{61}"#, #"\u0041"#, #"\x62"#, #"\0"#, #"\cJ"#, #"\c"#, #"\v"#, #"\u{110000}"#, #"\q"#,
    #"\p{L}"#, #"\p{Lu}"#, #"\p{Ll}"#, #"\P{L}"#, #"\p{Script=Greek}"#, #"\p{sc=Latn}"#,
    #"\p{ASCII}"#, #"\p{Any}"#, #"\p{RGI_Emoji}"#, #"\p{Emoji}"#, #"\p{Greek}"#, #"\p{l}"#,
    #"\p{White_Space}"#, #"\p{gc=Lu}"#, #"\P{RGI_Emoji}"#, #"\p{Basic_Emoji}"#, #"\k<n0>"#,
    #"\1"#, #"\2"#,
  ]
  static let mistakes = ["{", "}", "]", "(?", "*", "+", "{2}", "(?<1>a)", "[", "(?i)", "\\"]

  mutating func term(depth: Int) -> String {
    var atom: String
    var quantifiable = true
    switch below(100) {
    case 0..<30: atom = pick(Self.literals)
    case 30..<45: atom = pick(Self.escapes)
    case 45..<50: atom = pick([".", "."])
    case 50..<55:
      atom = pick(["^", "$", #"\b"#, #"\B"#])
      quantifiable = false
    case 55..<70: atom = characterClass(depth: depth)
    case 70..<88 where depth < 3:
      let opening = pick(["(", "(", "(?:", "(?<n0>", "(?<n1>"])
      atom = opening + disjunction(depth: depth + 1) + ")"
    case 88..<95 where depth < 3:
      atom = pick(["(?=", "(?!", "(?<=", "(?<!"]) + disjunction(depth: depth + 1) + ")"
      quantifiable = chance(10)
    case 95..<100:
      atom = pick(Self.mistakes)
      quantifiable = false
    default: atom = pick(Self.literals)
    }
    if quantifiable, chance(30) {
      atom += pick(["*", "+", "?", "{2}", "{1,2}", "{0,}", "{2,1}", "{,2}"])
      if chance(25) { atom += "?" }
    }
    return atom
  }

  static let classCharacters = [
    "a", "b", "c", "A", "z", "0", "9", "-", "\\-", "&", "!", "!!", "&&&", "_", ".", "ß", "K",
    "σ", "^", "(", "/", "\\b", "\\]", "\\[",
  ]

  mutating func characterClass(depth: Int) -> String {
    let negated = chance(20) ? "^" : ""
    var body: String
    switch below(10) {
    case 0..<5:
      body = (0..<pick([0, 1, 2, 3])).map { _ in classItem(depth: depth) }.joined()
    case 5..<7:
      body = classOperand(depth: depth) + "--" + classOperand(depth: depth)
    case 7..<9:
      body = classOperand(depth: depth) + "&&" + classOperand(depth: depth)
    default:
      body = classOperand(depth: depth) + pick(["-", "--", "&&"]) + classItem(depth: depth)
    }
    return "[" + negated + body + "]"
  }

  mutating func classItem(depth: Int) -> String {
    switch below(10) {
    case 0..<3: return pick(["a-c", "A-Z", "a-z", "0-9", "z-a", "α-ω", "a-\\q{b}"])
    default: return classOperand(depth: depth)
    }
  }

  mutating func classOperand(depth: Int) -> String {
    switch below(12) {
    case 0..<5: return pick(Self.classCharacters)
    case 5..<7 where depth < 3: return characterClass(depth: depth + 1)
    case 7..<9: return pick([#"\q{ab|c}"#, #"\q{}"#, #"\q{a}"#, #"\q{aß|K}"#, #"\q{👍🏽}"#])
    default:
      return pick([
        #"\d"#, #"\w"#, #"\W"#, #"\s"#, #"\p{L}"#, #"\p{Ll}"#, #"\P{Ll}"#, #"\p{RGI_Emoji}"#,
      ])
    }
  }
}
