// Digit automata for libphonenumber's national number patterns; see digit_pattern.h.
//
// A pattern is parsed into a small tree, built into a Thompson NFA, made deterministic by the
// subset construction and minimized (Moore's refinement). Every step has a cap, so a pattern
// that would blow up costs a bounded amount of time and is then declined.

#include "digit_pattern.h"

#include <algorithm>
#include <array>
#include <map>
#include <mutex>
#include <unordered_map>
#include <utility>

namespace fields_phone {
namespace {

const uint16_t kAllDigits = 0x3ff;
// The metadata's largest bound is 10; anything far above it is not a phone number pattern.
const int kMaxRepeat = 100;
// Groups nest at most three deep in the metadata; the parser recurses once per level.
const int kMaxDepth = 64;
// {n,m} copies its operand, so nested bounds multiply: this caps the NFA they build.
const size_t kMaxNfaStates = size_t{1} << 16;
// The subset construction's stored state sets and the NFA edges it follows, summed.
const size_t kMaxSubsetWork = size_t{1} << 24;
// State signatures Moore's refinement may compute, summed over its rounds.
const size_t kMaxMinimizeWork = size_t{1} << 20;

/// A parsed pattern.
struct Node {
  enum Kind { kDigits, kSequence, kChoice, kRepeat };
  Kind kind = kSequence;
  // kDigits: bit d for digit d.
  uint16_t digits = 0;
  // kRepeat: the bounds, max -1 for none.
  int min = 0;
  int max = 0;
  // kSequence, kChoice: the parts; kRepeat: the repeated one.
  std::vector<Node> children;
};

/// Reads the subset of ICU's syntax the metadata uses; false for anything else, including what
/// would change the matched language's meaning here (lazy or possessive quantifiers, anchors,
/// back references, look-around, non-digit literals, flags).
class Parser {
 public:
  explicit Parser(const std::string &pattern) : text_(pattern) {}

  bool Parse(Node *root) { return ParseChoice(root, 0) && AtEnd(); }

 private:
  bool AtEnd() const { return position_ >= text_.size(); }
  char Peek() const { return text_[position_]; }

  bool ParseChoice(Node *out, int depth) {
    if (depth > kMaxDepth) return false;
    out->kind = Node::kChoice;
    while (true) {
      out->children.emplace_back();
      if (!ParseSequence(&out->children.back(), depth)) return false;
      if (AtEnd() || Peek() != '|') return true;
      ++position_;
    }
  }

  bool ParseSequence(Node *out, int depth) {
    out->kind = Node::kSequence;
    while (!AtEnd() && Peek() != '|' && Peek() != ')') {
      Node atom;
      if (!ParseAtom(&atom, depth) || !ParseQuantifier(&atom)) return false;
      out->children.push_back(std::move(atom));
    }
    return true;
  }

  bool ParseAtom(Node *out, int depth) {
    char c = text_[position_++];
    if (c >= '0' && c <= '9') {
      out->kind = Node::kDigits;
      out->digits = static_cast<uint16_t>(1u << (c - '0'));
      return true;
    }
    if (c == '\\') {
      if (AtEnd() || text_[position_++] != 'd') return false;
      out->kind = Node::kDigits;
      out->digits = kAllDigits;
      return true;
    }
    if (c == '[') return ParseClass(out);
    if (c == '(') {
      if (!AtEnd() && Peek() == '?') {
        if (text_.compare(position_, 2, "?:") != 0) return false;
        position_ += 2;
      }
      if (!ParseChoice(out, depth + 1) || AtEnd() || Peek() != ')') return false;
      ++position_;
      return true;
    }
    return false;
  }

  /// A class of digits and digit ranges, maybe negated; `[^…]` over a text of digits only
  /// means the digits not listed.
  bool ParseClass(Node *out) {
    bool negated = !AtEnd() && Peek() == '^';
    if (negated) ++position_;
    uint16_t digits = 0;
    bool empty = true;
    while (!AtEnd() && (Peek() != ']' || empty)) {
      char c = text_[position_++];
      empty = false;
      if (c == '\\') {
        if (AtEnd() || text_[position_++] != 'd') return false;
        digits |= kAllDigits;
        continue;
      }
      if (c < '0' || c > '9') return false;
      int low = c - '0';
      int high = low;
      if (!AtEnd() && Peek() == '-') {
        ++position_;
        if (AtEnd() || Peek() < '0' || Peek() > '9') return false;
        high = text_[position_++] - '0';
        if (high < low) return false;
      }
      for (int digit = low; digit <= high; ++digit) digits |= static_cast<uint16_t>(1u << digit);
    }
    if (AtEnd()) return false;
    ++position_;
    out->kind = Node::kDigits;
    out->digits = negated ? static_cast<uint16_t>(~digits & kAllDigits) : digits;
    return true;
  }

  bool ParseQuantifier(Node *atom) {
    if (AtEnd()) return true;
    int min = 0;
    int max = 0;
    switch (Peek()) {
      case '?': min = 0, max = 1; ++position_; break;
      case '*': min = 0, max = -1; ++position_; break;
      case '+': min = 1, max = -1; ++position_; break;
      case '{': {
        ++position_;
        if (!ParseCount(&min)) return false;
        max = min;
        if (!AtEnd() && Peek() == ',') {
          ++position_;
          max = -1;
          if (!AtEnd() && Peek() != '}' && !ParseCount(&max)) return false;
        }
        if (AtEnd() || Peek() != '}' || (max >= 0 && max < min)) return false;
        ++position_;
        break;
      }
      default:
        return true;
    }
    // A second quantifier makes the first lazy or possessive, or stacks them: left to ICU.
    if (!AtEnd() && (Peek() == '?' || Peek() == '+' || Peek() == '*' || Peek() == '{')) {
      return false;
    }
    Node repeated;
    repeated.kind = Node::kRepeat;
    repeated.min = min;
    repeated.max = max;
    repeated.children.push_back(std::move(*atom));
    *atom = std::move(repeated);
    return true;
  }

  bool ParseCount(int *count) {
    if (AtEnd() || Peek() < '0' || Peek() > '9') return false;
    int value = 0;
    while (!AtEnd() && Peek() >= '0' && Peek() <= '9') {
      value = value * 10 + (text_[position_++] - '0');
      if (value > kMaxRepeat) return false;
    }
    *count = value;
    return true;
  }

  const std::string &text_;
  size_t position_ = 0;
};

/// A Thompson NFA: each state has digit edges and empty edges.
class Nfa {
 public:
  struct Edge {
    uint16_t digits;
    uint32_t target;
  };
  struct State {
    std::vector<Edge> edges;
    std::vector<uint32_t> empty;
  };

  /// Builds the pattern; false when it passes the state cap.
  bool Build(const Node &root) {
    start_ = Add();
    final_ = Build(root, start_);
    return !overflow_;
  }

  const std::vector<State> &states() const { return states_; }
  uint32_t start() const { return start_; }
  uint32_t final_state() const { return final_; }

 private:
  uint32_t Add() {
    if (states_.size() >= kMaxNfaStates) {
      overflow_ = true;
      return 0;
    }
    states_.emplace_back();
    return static_cast<uint32_t>(states_.size() - 1);
  }

  /// Adds `node` after state `from`, returning the state reached once it has been read. Loops
  /// return to a fresh state whose only edges lead into the loop or past it, so what follows
  /// cannot re-enter anything before it.
  uint32_t Build(const Node &node, uint32_t from) {
    if (overflow_) return from;
    switch (node.kind) {
      case Node::kDigits: {
        uint32_t end = Add();
        if (overflow_) return from;
        states_[from].edges.push_back(Edge{node.digits, end});
        return end;
      }
      case Node::kSequence: {
        uint32_t current = from;
        for (const Node &child : node.children) current = Build(child, current);
        return current;
      }
      case Node::kChoice: {
        if (node.children.size() == 1) return Build(node.children[0], from);
        uint32_t end = Add();
        for (const Node &child : node.children) {
          uint32_t branch = Add();
          if (overflow_) return from;
          states_[from].empty.push_back(branch);
          uint32_t branch_end = Build(child, branch);
          if (overflow_) return from;
          states_[branch_end].empty.push_back(end);
        }
        return end;
      }
      case Node::kRepeat: {
        const Node &child = node.children[0];
        uint32_t current = from;
        for (int copy = 0; copy < node.min; ++copy) current = Build(child, current);
        if (node.max < 0) {
          uint32_t hub = Add();
          if (overflow_) return from;
          states_[current].empty.push_back(hub);
          uint32_t body_end = Build(child, hub);
          if (overflow_) return from;
          states_[body_end].empty.push_back(hub);
          return hub;
        }
        for (int copy = node.min; copy < node.max; ++copy) {
          uint32_t end = Add();
          if (overflow_) return from;
          states_[current].empty.push_back(end);
          uint32_t copy_end = Build(child, current);
          if (overflow_) return from;
          states_[copy_end].empty.push_back(end);
          current = end;
        }
        return current;
      }
    }
    return from;
  }

  std::vector<State> states_;
  uint32_t start_ = 0;
  uint32_t final_ = 0;
  bool overflow_ = false;
};

using Transitions = std::array<uint32_t, 10>;

/// The subset construction's result: state 0 is the empty set, which rejects.
struct Dfa {
  std::vector<Transitions> next;
  std::vector<bool> accepting;
  uint32_t start = 0;
};

/// The NFA states reachable from `seeds` by empty edges that read a digit or accept, sorted.
class Closure {
 public:
  explicit Closure(const Nfa &nfa) : nfa_(nfa), stamps_(nfa.states().size(), 0) {}

  /// NFA states visited so far, for the subset construction's budget.
  size_t visited() const { return visited_; }

  std::vector<uint32_t> Of(const std::vector<uint32_t> &seeds) {
    ++stamp_;
    std::vector<uint32_t> result;
    stack_.clear();
    for (uint32_t seed : seeds) Push(seed);
    while (!stack_.empty()) {
      uint32_t state = stack_.back();
      stack_.pop_back();
      const Nfa::State &entry = nfa_.states()[state];
      if (!entry.edges.empty() || state == nfa_.final_state()) result.push_back(state);
      for (uint32_t next : entry.empty) Push(next);
    }
    std::sort(result.begin(), result.end());
    return result;
  }

 private:
  void Push(uint32_t state) {
    ++visited_;
    if (stamps_[state] == stamp_) return;
    stamps_[state] = stamp_;
    stack_.push_back(state);
  }

  const Nfa &nfa_;
  std::vector<uint32_t> stamps_;
  std::vector<uint32_t> stack_;
  uint32_t stamp_ = 0;
  size_t visited_ = 0;
};

bool Determinize(const Nfa &nfa, size_t max_states, Dfa *dfa) {
  Closure closure(nfa);
  std::map<std::vector<uint32_t>, uint32_t> ids;
  std::vector<std::vector<uint32_t>> sets(1);
  dfa->next.assign(1, Transitions{});
  dfa->accepting.assign(1, false);
  size_t work = 0;
  auto id_of = [&](std::vector<uint32_t> set, uint32_t *id) {
    if (set.empty()) {
      *id = 0;
      return true;
    }
    auto found = ids.find(set);
    if (found != ids.end()) {
      *id = found->second;
      return true;
    }
    work += set.size();
    if (sets.size() >= max_states || work + closure.visited() > kMaxSubsetWork) return false;
    *id = static_cast<uint32_t>(sets.size());
    bool accepting = std::binary_search(set.begin(), set.end(), nfa.final_state());
    ids.emplace(set, *id);
    sets.push_back(std::move(set));
    dfa->next.push_back(Transitions{});
    dfa->accepting.push_back(accepting);
    return true;
  };
  if (!id_of(closure.Of({nfa.start()}), &dfa->start)) return false;
  std::array<std::vector<uint32_t>, 10> moves;
  for (size_t state = 1; state < sets.size(); ++state) {
    for (auto &move : moves) move.clear();
    for (uint32_t member : sets[state]) {
      for (const Nfa::Edge &edge : nfa.states()[member].edges) {
        work += 1;
        for (int digit = 0; digit < 10; ++digit) {
          if (edge.digits & (1u << digit)) moves[digit].push_back(edge.target);
        }
      }
    }
    if (work + closure.visited() > kMaxSubsetWork) return false;
    for (int digit = 0; digit < 10; ++digit) {
      uint32_t target = 0;
      if (!id_of(closure.Of(moves[digit]), &target)) return false;
      dfa->next[state][digit] = target;
    }
  }
  return true;
}

/// Merges states with the same future (Moore's partition refinement); every state is reachable
/// already, so the result is the minimal automaton, with all rejecting ends merged into 0.
/// Refinement can take a round per state (a long chain of digits), so past a budget the
/// automaton is kept as it is: larger, but just as right.
Dfa Minimize(const Dfa &dfa) {
  size_t count = dfa.next.size();
  size_t work = 0;
  std::vector<uint32_t> classes(count);
  for (size_t state = 0; state < count; ++state) classes[state] = dfa.accepting[state] ? 1 : 0;
  size_t class_count = 0;
  while (true) {
    std::map<std::array<uint32_t, 11>, uint32_t> signatures;
    std::vector<uint32_t> refined(count);
    for (size_t state = 0; state < count; ++state) {
      std::array<uint32_t, 11> signature;
      signature[0] = classes[state];
      for (int digit = 0; digit < 10; ++digit) {
        signature[digit + 1] = classes[dfa.next[state][digit]];
      }
      auto inserted = signatures.emplace(signature, static_cast<uint32_t>(signatures.size()));
      refined[state] = inserted.first->second;
    }
    classes.swap(refined);
    // Refinement only splits classes, so an unchanged count means nothing split.
    if (signatures.size() == class_count) break;
    class_count = signatures.size();
    work += count;
    if (work > kMaxMinimizeWork) return dfa;
  }
  // State 0's class is numbered 0; the rest in order of first appearance.
  std::vector<uint32_t> renumbered(class_count, UINT32_MAX);
  std::vector<uint32_t> representative(class_count, 0);
  renumbered[classes[0]] = 0;
  uint32_t next_number = 1;
  for (size_t state = 0; state < count; ++state) {
    uint32_t &number = renumbered[classes[state]];
    if (number == UINT32_MAX) {
      number = next_number++;
      representative[number] = static_cast<uint32_t>(state);
    }
  }
  Dfa minimal;
  minimal.next.resize(class_count);
  minimal.accepting.resize(class_count);
  for (size_t number = 0; number < class_count; ++number) {
    uint32_t state = representative[number];
    minimal.accepting[number] = dfa.accepting[state];
    for (int digit = 0; digit < 10; ++digit) {
      minimal.next[number][digit] = renumbered[classes[dfa.next[state][digit]]];
    }
  }
  minimal.start = renumbered[classes[dfa.start]];
  return minimal;
}

/// The automata of the metadata's patterns, for the whole process. Never freed: threads keep
/// pointers into it until they end, which can be after static destructors run.
struct SharedAutomata {
  std::mutex mutex;
  std::unordered_map<const std::string *, std::unique_ptr<DigitPattern>> automata;
  size_t bytes = 0;
};

SharedAutomata &Shared() {
  static SharedAutomata *shared = new SharedAutomata;
  return *shared;
}

/// SplitMix64, for SampleMatches.
uint64_t NextRandom(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// Appends a random string the node matches; false when it matches nothing or grows too long.
bool Sample(const Node &node, uint64_t *random, std::string *out) {
  if (out->size() > 64) return false;
  switch (node.kind) {
    case Node::kDigits: {
      int options[10];
      int count = 0;
      for (int digit = 0; digit < 10; ++digit) {
        if (node.digits & (1u << digit)) options[count++] = digit;
      }
      if (count == 0) return false;
      out->push_back(static_cast<char>('0' + options[NextRandom(random) % count]));
      return true;
    }
    case Node::kSequence:
      for (const Node &child : node.children) {
        if (!Sample(child, random, out)) return false;
      }
      return true;
    case Node::kChoice:
      return Sample(node.children[NextRandom(random) % node.children.size()], random, out);
    case Node::kRepeat: {
      int span = node.max < 0 ? 3 : node.max - node.min;
      int times = node.min + static_cast<int>(NextRandom(random) % (span + 1));
      for (int time = 0; time < times; ++time) {
        if (!Sample(node.children[0], random, out)) return false;
      }
      return true;
    }
  }
  return false;
}

}  // namespace

std::unique_ptr<DigitPattern> DigitPattern::Compile(const std::string &pattern, size_t max_states) {
  Node root;
  if (!Parser(pattern).Parse(&root)) return nullptr;
  Nfa nfa;
  if (!nfa.Build(root)) return nullptr;
  Dfa dfa;
  if (!Determinize(nfa, std::min(max_states, kMaxStates), &dfa)) return nullptr;
  Dfa minimal = Minimize(dfa);
  std::unique_ptr<DigitPattern> automaton(new DigitPattern);
  automaton->start_ = static_cast<uint16_t>(minimal.start);
  // Sized exactly, since thousands of these live for the whole process.
  automaton->next_.reserve(minimal.next.size() * 10);
  for (const Transitions &row : minimal.next) {
    for (uint32_t target : row) automaton->next_.push_back(static_cast<uint16_t>(target));
  }
  automaton->accepting_ = std::vector<bool>(minimal.accepting.begin(), minimal.accepting.end());
  return automaton;
}

const DigitPattern *DigitPattern::ForMetadataPattern(const std::string &pattern) {
  // Each thread remembers what it has looked up, so the hot path takes no lock.
  thread_local std::unordered_map<const std::string *, const DigitPattern *> seen;
  auto found = seen.find(&pattern);
  if (found != seen.end()) return found->second;
  SharedAutomata &shared = Shared();
  const DigitPattern *automaton = nullptr;
  {
    // Built under the lock: once per pattern per process, and bounded by the caps.
    std::lock_guard<std::mutex> lock(shared.mutex);
    auto entry = shared.automata.find(&pattern);
    if (entry == shared.automata.end()) {
      std::unique_ptr<DigitPattern> built = Compile(pattern);
      if (built != nullptr) shared.bytes += built->bytes();
      entry = shared.automata.emplace(&pattern, std::move(built)).first;
    }
    automaton = entry->second.get();
  }
  seen.emplace(&pattern, automaton);
  return automaton;
}

size_t DigitPattern::SharedBytes() {
  SharedAutomata &shared = Shared();
  std::lock_guard<std::mutex> lock(shared.mutex);
  return shared.bytes;
}

std::vector<std::string> DigitPattern::SampleMatches(
    const std::string &pattern, uint64_t seed, int count) {
  std::vector<std::string> samples;
  Node root;
  if (!Parser(pattern).Parse(&root)) return samples;
  uint64_t random = seed;
  // A pattern with a class of no digits matches nothing, so the attempts are bounded.
  for (int attempt = 0; attempt < count * 4 && static_cast<int>(samples.size()) < count;
       ++attempt) {
    std::string sample;
    if (Sample(root, &random, &sample)) samples.push_back(std::move(sample));
  }
  return samples;
}

bool DigitPattern::Decide(const char *text, size_t length, bool *matched) const {
  // No early stop at the rejecting state: the rest must still be checked for non-digits,
  // which a negated class would let ICU match.
  uint32_t state = start_;
  for (size_t index = 0; index < length; ++index) {
    unsigned digit = static_cast<unsigned char>(text[index]) - unsigned{'0'};
    if (digit > 9) return false;
    state = next_[state * 10 + digit];
  }
  *matched = accepting_[state];
  return true;
}

bool DigitPattern::DecidePrefix(const std::string &text, bool *matched) const {
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  uint32_t state = start_;
  bool found = accepting_[state];
  for (size_t index = 0; index < text.size() && !found && state != kDead; ++index) {
    state = next_[state * 10 + static_cast<unsigned>(text[index] - '0')];
    found = accepting_[state];
  }
  *matched = found;
  return true;
}

size_t DigitPattern::bytes() const {
  return sizeof(*this) + next_.capacity() * sizeof(uint16_t) + (accepting_.capacity() + 7) / 8;
}

}  // namespace fields_phone
