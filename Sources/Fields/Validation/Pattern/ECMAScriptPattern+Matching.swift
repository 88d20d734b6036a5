// MARK: - Matching

extension ECMAScriptPattern {
  /// The work a match may do before it is stopped as ``PatternRegex/Outcome/tooCostly``.
  ///
  /// One unit per instruction run, choice point undone, and code point a repetition, string or
  /// back-reference reads. 20 million units take about 0.15 s on the 2-core build machine
  /// (release build), as ICU's 1,000 steps did: `(a+)+$` against 40 a's and a b stops there.
  /// A linear pattern spends a few units per code point, so a mebibyte value is decided.
  static let workLimit = 20_000_000

  /// The choice points and undo records a match may keep: 2²¹ plus two per code point of the
  /// value (16 bytes each), so that `(?:a|b)*` decides a mebibyte value and memory stays a
  /// small multiple of the value's length.
  static func stackLimit(forLength length: Int) -> Int { (1 << 21) + 2 * length }

  /// A record on the backtracking stack.
  struct Entry {
    enum Kind: UInt8 {
      /// Resume at `a` at position `b`.
      case branch
      /// Undo: capture slot `a` was `b`.
      case slot
      /// Undo: register `a` was `b`.
      case register
      /// A lookaround's mark: position `b`; a negative one resumes at `a` (its exit).
      case look
      case lookNegative
      /// A greedy repetition at instruction `a` that ended at `b` after `c` code points.
      case greedy
      /// A lazy repetition at instruction `a` that stopped at `b` after `c` code points.
      case lazy
      /// Strings at instruction `a` from position `b`, of which length `c` was tried.
      case strings
    }
    var kind: Kind
    var a: Int32
    var b: Int32
    var c: Int32

    init(_ kind: Kind, _ a: Int, _ b: Int, _ c: Int = 0) {
      self.kind = kind
      self.a = Int32(truncatingIfNeeded: a)
      self.b = Int32(truncatingIfNeeded: b)
      self.c = Int32(truncatingIfNeeded: c)
    }
  }

  /// One match of a program against a value's code points.
  struct Machine: ~Copyable {
    let program: Program
    let input: [UInt32]
    var slots: [Int]
    var registers: [Int]
    var stack: [Entry] = []
    var work = 0
    /// The work this match may do: ``ECMAScriptPattern/workLimit``, or less when a
    /// submission's budget has less left.
    let workLimit: Int
    let stackLimit: Int

    init(program: Program, input: [UInt32], workLimit: Int = ECMAScriptPattern.workLimit) {
      self.program = program
      self.input = input
      self.workLimit = workLimit
      slots = Array(repeating: -1, count: program.slotCount)
      registers = Array(repeating: -1, count: program.registerCount)
      stackLimit = ECMAScriptPattern.stackLimit(forLength: input.count)
    }

    /// Runs the program from the start of the input.
    mutating func run() -> PatternRegex.Outcome {
      guard input.count < Int(Int32.max) else { return .tooCostly }
      var pc = 0
      var position = 0
      while true {
        work += 1
        if work > workLimit || stack.count > stackLimit { return .tooCostly }
        if let next = step(&pc, &position) {
          if next { continue }
        } else {
          return .matched
        }
        // Backtrack to the latest choice point.
        guard backtrack(&pc, &position) else {
          return work > workLimit ? .tooCostly : .mismatched
        }
      }
    }

    /// The code point before or after `position`, folded if asked; nil at the input's edge.
    @inline(__always)
    func read(_ position: Int, backward: Bool, folded: Bool) -> UInt32? {
      let at = backward ? position - 1 : position
      guard at >= 0, at < input.count else { return nil }
      return folded ? Self.fold(input[at]) : input[at]
    }

    @inline(__always)
    static func fold(_ codePoint: UInt32) -> UInt32 {
      if codePoint < 0x80 {
        return (0x41...0x5A).contains(codePoint) ? codePoint + 0x20 : codePoint
      }
      return ICU.simpleCaseFold(codePoint)
    }

    mutating func setSlot(_ slot: Int, _ value: Int) {
      stack.append(Entry(.slot, slot, slots[slot]))
      slots[slot] = value
    }

    mutating func setRegister(_ register: Int, _ value: Int) {
      stack.append(Entry(.register, register, registers[register]))
      registers[register] = value
    }

    /// Runs the instruction at `pc`: true to go on, false to backtrack, nil on a match.
    mutating func step(_ pc: inout Int, _ position: inout Int) -> Bool? {
      switch program.instructions[pc] {
      case .character(let expected, let folded, let backward):
        guard read(position, backward: backward, folded: folded) == expected else { return false }
        position += backward ? -1 : 1
        pc += 1
      case .set(let index, let folded, let backward):
        guard let codePoint = read(position, backward: backward, folded: folded),
          program.sets[index].contains(codePoint)
        else { return false }
        position += backward ? -1 : 1
        pc += 1
      case .strings(let index, let backward):
        guard let length = longestString(index, at: position, backward: backward, below: .max)
        else { return false }
        if length > 0 { stack.append(Entry(.strings, pc, position, length)) }
        position += backward ? -length : length
        pc += 1
      case .repeatSet(let index, let folded, let backward, let minimum, let maximum, let greedy):
        var count = 0
        let set = program.sets[index]
        let limit = greedy ? maximum : minimum
        while limit < 0 || count < limit,
          let codePoint = read(position, backward: backward, folded: folded),
          set.contains(codePoint)
        {
          position += backward ? -1 : 1
          count += 1
        }
        work += count
        guard count >= minimum else { return false }
        if greedy {
          if count > minimum { stack.append(Entry(.greedy, pc, position, count)) }
        } else if maximum < 0 || count < maximum {
          stack.append(Entry(.lazy, pc, position, count))
        }
        pc += 1
      case .split(let first, let second):
        stack.append(Entry(.branch, second, position))
        pc = first
      case .jump(let target):
        pc = target
      case .save(let slot):
        setSlot(slot, position)
        pc += 1
      case .clear(let range):
        for slot in range where slots[slot] != -1 { setSlot(slot, -1) }
        pc += 1
      case .lineStart(let multiline):
        guard position == 0 || (multiline && Self.isLineTerminator(input[position - 1])) else {
          return false
        }
        pc += 1
      case .lineEnd(let multiline):
        guard position == input.count || (multiline && Self.isLineTerminator(input[position]))
        else { return false }
        pc += 1
      case .wordBoundary(let negated, let ignoreCase):
        let before = isWordCharacter(position - 1, ignoreCase: ignoreCase)
        let after = isWordCharacter(position, ignoreCase: ignoreCase)
        guard (before != after) != negated else { return false }
        pc += 1
      case .backReference(let index, let ignoreCase, let backward):
        guard let length = backReference(index, at: position, ignoreCase, backward) else {
          return false
        }
        position += backward ? -length : length
        pc += 1
      case .resetCounter(let counter):
        setRegister(counter, 0)
        pc += 1
      case .loop(let counter, let minimum, let maximum, let greedy, let exit):
        let count = counter >= 0 ? registers[counter] : minimum
        if count < minimum {
          pc += 1
        } else if maximum >= 0, count >= maximum {
          pc = exit
        } else if greedy {
          stack.append(Entry(.branch, exit, position))
          pc += 1
        } else {
          stack.append(Entry(.branch, pc + 1, position))
          pc = exit
        }
      case .savePosition(let register):
        setRegister(register, position)
        pc += 1
      case .loopEnd(let counter, let saved, let minimum, let head):
        let count = counter >= 0 ? registers[counter] : minimum
        // ECMA-262's RepeatMatcher: an iteration begun with the minimum met that consumed
        // nothing fails, which ends loops like `(a*)*`.
        if saved >= 0, count >= minimum, registers[saved] == position { return false }
        if counter >= 0 { setRegister(counter, count + 1) }
        pc = head
      case .lookStart(let register, let negated, let exit):
        // The mark's index: after the undo record that setRegister pushes.
        setRegister(register, stack.count + 1)
        stack.append(Entry(negated ? .lookNegative : .look, exit, position))
        pc += 1
      case .lookEnd(let register, let negated):
        let mark = registers[register]
        if negated {
          // The body matched, so the lookaround fails: undo everything it did.
          while stack.count > mark { undo(stack.removeLast()) }
          return false
        }
        // A lookaround is atomic: its choice points go, its undo records stay so that
        // backtracking past it restores the captures it set.
        position = Int(stack[mark].b)
        var kept = mark
        for index in (mark + 1)..<stack.count
        where stack[index].kind == .slot || stack[index].kind == .register {
          stack[kept] = stack[index]
          kept += 1
        }
        work += stack.count - mark
        stack.removeSubrange(kept...)
        pc += 1
      case .match:
        return nil
      }
      return true
    }

    /// Undoes one record that is not a choice point.
    @inline(__always)
    mutating func undo(_ entry: Entry) {
      switch entry.kind {
      case .slot: slots[Int(entry.a)] = Int(entry.b)
      case .register: registers[Int(entry.a)] = Int(entry.b)
      default: break
      }
    }

    /// Pops records to the latest choice point that can resume; false when none is left.
    mutating func backtrack(_ pc: inout Int, _ position: inout Int) -> Bool {
      while let entry = stack.popLast() {
        work += 1
        switch entry.kind {
        case .slot, .register:
          undo(entry)
        case .branch:
          pc = Int(entry.a)
          position = Int(entry.b)
          return true
        case .look:
          // The body of a positive lookaround failed: so does the lookaround.
          continue
        case .lookNegative:
          pc = Int(entry.a)
          position = Int(entry.b)
          return true
        case .greedy:
          guard
            case .repeatSet(_, _, let backward, let minimum, _, _) = program.instructions[
              Int(entry.a)]
          else { continue }
          let count = Int(entry.c) - 1
          position = Int(entry.b) + (backward ? 1 : -1)
          if count > minimum { stack.append(Entry(.greedy, Int(entry.a), position, count)) }
          pc = Int(entry.a) + 1
          return true
        case .lazy:
          guard
            case .repeatSet(let index, let folded, let backward, _, let maximum, _) =
              program.instructions[Int(entry.a)],
            let codePoint = read(Int(entry.b), backward: backward, folded: folded),
            program.sets[index].contains(codePoint)
          else { continue }
          let count = Int(entry.c) + 1
          position = Int(entry.b) + (backward ? -1 : 1)
          if maximum < 0 || count < maximum {
            stack.append(Entry(.lazy, Int(entry.a), position, count))
          }
          pc = Int(entry.a) + 1
          return true
        case .strings:
          guard case .strings(let index, let backward) = program.instructions[Int(entry.a)],
            let length = longestString(
              index, at: Int(entry.b), backward: backward, below: Int(entry.c))
          else { continue }
          if length > 0 { stack.append(Entry(.strings, Int(entry.a), Int(entry.b), length)) }
          position = Int(entry.b) + (backward ? -length : length)
          pc = Int(entry.a) + 1
          return true
        }
      }
      return false
    }

    /// The length of the longest member of a class with strings that matches at `position`
    /// and is shorter than `limit`, or nil.
    mutating func longestString(_ index: Int, at position: Int, backward: Bool, below limit: Int)
      -> Int?
    {
      let set = program.stringSets[index]
      for (length, strings) in set.byLength where length < limit {
        work += length
        let available = backward ? position : input.count - position
        guard length <= available else { continue }
        // The input's code points in reading order, folded if the members are.
        var text: [UInt32] = []
        text.reserveCapacity(length)
        for offset in 0..<length {
          if let codePoint = read(
            position + (backward ? -offset : offset), backward: backward, folded: set.folded)
          {
            text.append(codePoint)
          }
        }
        var low = 0
        var high = strings.count
        while low < high {
          let middle = (low + high) / 2
          if strings[middle].lexicographicallyPrecedes(text) {
            low = middle + 1
          } else {
            high = middle
          }
        }
        if low < strings.count, strings[low] == text { return length }
      }
      if limit > 1, let codePoint = read(position, backward: backward, folded: set.folded),
        set.codePoints.contains(codePoint)
      {
        return 1
      }
      return set.hasEmpty && limit > 0 ? 0 : nil
    }

    /// The length the back-reference matches at `position`, or nil.
    ///
    /// A group that took no part matches empty.
    mutating func backReference(
      _ index: Int, at position: Int, _ ignoreCase: Bool, _ backward: Bool
    ) -> Int? {
      guard
        let group = program.references[index].first(where: {
          slots[2 * $0] >= 0 && slots[2 * $0 + 1] >= 0
        })
      else { return 0 }
      let start = slots[2 * group]
      let length = slots[2 * group + 1] - start
      let from = backward ? position - length : position
      guard from >= 0, from + length <= input.count else { return nil }
      work += length
      for offset in 0..<length {
        let captured = input[start + offset]
        let here = input[from + offset]
        if captured == here { continue }
        if !ignoreCase || Self.fold(captured) != Self.fold(here) { return nil }
      }
      return length
    }

    /// IsWordChar: whether the code point at `position` is a word character.
    func isWordCharacter(_ position: Int, ignoreCase: Bool) -> Bool {
      guard position >= 0, position < input.count else { return false }
      let set =
        ignoreCase ? Parser.wordCharactersIgnoringCase : Parser.wordCharacters
      return set.contains(input[position])
    }

    static func isLineTerminator(_ codePoint: UInt32) -> Bool {
      codePoint == 0x0A || codePoint == 0x0D || codePoint == 0x2028 || codePoint == 0x2029
    }
  }
}
