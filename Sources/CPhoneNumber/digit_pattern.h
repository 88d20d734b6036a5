// Full matches of libphonenumber's national number patterns as automata over the ten digits.
//
// PhoneNumberUtil::IsMatch runs a metadata pattern in ICU's backtracking engine over the national
// significant number; turning a UTF-8 number into a UnicodeString and running ICU's matcher was
// a tenth of a whole sign-up form check. These patterns use only digits, `\d`, classes of digits,
// groups, alternation and quantifiers, so each one compiles to a small DFA read in one step per
// digit. A pattern outside that subset, or whose automaton would pass the state cap, is declined
// and keeps going through ICU; tests compare both on every pattern of every region.

#ifndef CPHONENUMBER_DIGIT_PATTERN_H
#define CPHONENUMBER_DIGIT_PATTERN_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace fields_phone {

/// A deterministic automaton accepting exactly the ASCII digit strings that a pattern matches
/// whole (ICU's `RegexMatcher::matches`). Immutable once built, so threads share it unlocked.
class DigitPattern {
 public:
  /// The most states an automaton may have; a pattern that needs more is declined. Transitions
  /// are 16-bit, and the cap also bounds the time a build can take.
  static constexpr size_t kMaxStates = size_t{1} << 15;

  /// The automaton for a pattern, or null when the pattern is outside the subset read here or
  /// needs more than `max_states` states.
  static std::unique_ptr<DigitPattern> Compile(
      const std::string &pattern, size_t max_states = kMaxStates);

  /// The automaton for a pattern that lives in the never-freed metadata, built on first use
  /// and kept for the whole process (keyed by the pattern's address); null when declined.
  /// Safe from any thread: only a thread's first look at a pattern takes a lock.
  static const DigitPattern *ForMetadataPattern(const std::string &pattern);

  /// The bytes held by every automaton ForMetadataPattern has built so far.
  static size_t SharedBytes();

  /// For tests: `count` digit strings drawn at random from what the pattern matches, read
  /// from the pattern itself rather than the automaton; empty when the pattern is declined.
  static std::vector<std::string> SampleMatches(
      const std::string &pattern, uint64_t seed, int count);

  /// Whether the pattern matches the whole text, in `matched`. Returns false, deciding
  /// nothing, when the text holds anything but ASCII digits: ICU's `\d` also takes other
  /// scripts' digits, which are left to it.
  bool Decide(const char *text, size_t length, bool *matched) const;

  bool Decide(const std::string &text, bool *matched) const {
    return Decide(text.data(), text.size(), matched);
  }

  /// Whether the pattern matches some prefix of the text, the empty one included (ICU's
  /// `RegexMatcher::lookingAt`, which backtracks until any prefix matches), in `matched`.
  /// Returns false, deciding nothing, when the text holds anything but ASCII digits.
  bool DecidePrefix(const std::string &text, bool *matched) const;

  size_t state_count() const { return accepting_.size(); }

  /// The bytes this automaton holds, itself included.
  size_t bytes() const;

 private:
  DigitPattern() = default;

  // State 0 rejects everything, so a read can stop at the first digit that leads there.
  static constexpr uint16_t kDead = 0;

  uint16_t start_ = kDead;
  // Ten transitions per state, one per digit.
  std::vector<uint16_t> next_;
  std::vector<bool> accepting_;
};

}  // namespace fields_phone

#endif  // CPHONENUMBER_DIGIT_PATTERN_H
