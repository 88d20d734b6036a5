/// The "did you mean" of a message: the known name nearest to one that was not known.
///
/// ```swift
/// Suggestion.nearest(to: "requried", in: ["required", "title"], within: 2)  // "required"
/// ```
package enum Suggestion {
  /// The first of `candidates` nearest to `key`, ignoring case, if it is at most `limit`
  /// edits away.
  ///
  /// Each candidate costs time linear in the lengths, not their product: candidates whose
  /// length alone is too far are skipped, and the distance is computed only within `limit`
  /// of the diagonal. (A name of a megabyte compared whole with another took minutes.)
  package static func nearest(
    to key: String, in candidates: some Sequence<String>, within limit: Int
  ) -> String? {
    let target = Array(key.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      // Only a nearer candidate than the best so far counts, so the first of equals is kept.
      let bound = best.map { $0.distance - 1 } ?? limit
      guard bound >= 0, abs(candidate.count - target.count) <= bound,
        let distance = distance(Array(candidate.lowercased()), target, atMost: bound)
      else { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// The Levenshtein distance between two texts in characters, or `nil` when it is more than
  /// `limit`; only cells within `limit` of the diagonal are computed.
  static func distance(_ left: [Character], _ right: [Character], atMost limit: Int) -> Int? {
    guard abs(left.count - right.count) <= limit else { return nil }
    let beyond = limit + 1
    var previous = [Int](repeating: beyond, count: right.count + 1)
    var current = previous
    for column in 0...min(right.count, limit) { previous[column] = column }
    for row in left.indices.map({ $0 + 1 }) {
      let low = max(0, row - limit)
      let high = min(right.count, row + limit)
      guard low <= high else { return nil }
      if low == 0 { current[0] = row } else { current[low - 1] = beyond }
      if max(1, low) <= high {
        for column in max(1, low)...high {
          let substitution = previous[column - 1] + (left[row - 1] == right[column - 1] ? 0 : 1)
          current[column] = min(previous[column] + 1, current[column - 1] + 1, substitution, beyond)
        }
      }
      // The next row reads one cell past this band: outside it, the distance is too far.
      if high < right.count { current[high + 1] = beyond }
      swap(&previous, &current)
    }
    return previous[right.count] <= limit ? previous[right.count] : nil
  }
}
