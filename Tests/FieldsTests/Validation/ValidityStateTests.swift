import Testing

@testable import Fields

/// A validity state keeps its flags as bits; these pin that it still behaves as a set of flags
/// in HTML's order.
struct ValidityStateTests {
  @Test func bits_followHTMLsOrder() {
    for (index, flag) in ValidityState.Flag.allCases.enumerated() {
      #expect(flag.bit == 1 << index, "\(flag)")
      #expect(ValidityState.Flag(bitIndex: index) == flag)
    }
    #expect(ValidityState.Flag(bitIndex: ValidityState.Flag.allCases.count) == nil)
  }

  @Test func everySetOfFlags_readsBackInHTMLsOrder() {
    let all = ValidityState.Flag.allCases
    for mask in 0..<(1 << all.count) {
      let flags = Set(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] })
      let state = ValidityState(flags)
      #expect(state.flags == flags)
      #expect(state.isValid == flags.isEmpty)
      #expect(state.firstFlag == all.first(where: flags.contains))
      #expect(state.orderedFlags == all.filter(flags.contains))
      #expect(
        state.description
          == (flags.isEmpty
            ? "valid" : all.filter(flags.contains).map(\.rawValue).joined(separator: ",")))
      for flag in all { #expect(state.contains(flag) == flags.contains(flag)) }
      var removed = state
      if let first = state.firstFlag {
        removed.remove(first)
        #expect(removed.flags == flags.subtracting([first]))
      }
    }
  }

  /// The message is badInput's when valueMissing comes with it, and the first flag's otherwise.
  ///
  /// A required field whose text cannot be read is valueMissing and badInput; badInput's
  /// message says what to mend, as Chromium's does. Any other set keeps HTML's first flag.
  @Test func messageFlag_everySetOfFlags_isTheFirstButBadInputOverValueMissing() {
    let all = ValidityState.Flag.allCases
    for mask in 0..<(1 << all.count) {
      let state = ValidityState(Set(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }))
      let expected =
        state.contains(.valueMissing) && state.contains(.badInput) ? .badInput : state.firstFlag
      #expect(state.messageFlag == expected, "\(state)")
    }
    #expect(ValidityState([.valueMissing, .badInput]).messageFlag == .badInput)
    #expect(ValidityState([.patternMismatch, .badInput]).messageFlag == .patternMismatch)
  }

  @Test func equalSetsOfFlags_areEqualStatesWithEqualHashes() {
    let built = ValidityState([.stepMismatch, .valueMissing])
    var inserted = ValidityState()
    inserted.insert(.valueMissing)
    inserted.insert(.stepMismatch)
    #expect(built == inserted)
    #expect(built.hashValue == inserted.hashValue)
    #expect(built != ValidityState(flag: .valueMissing))
  }
}
