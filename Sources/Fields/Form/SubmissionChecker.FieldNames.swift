#if canImport(Glibc)
import Glibc
#endif

extension SubmissionChecker {
  /// The form's field names as UTF-8, for finding a submission's keys by their bytes as the
  /// parser hands them over.
  ///
  /// The names lie end to end in one array, in the spec's order, so finding a key compares
  /// bytes in place; a browser sends a form's fields in its order, so the name after the last
  /// one found is tried first.
  struct FieldNames: Sendable {
    /// Every name's UTF-8, end to end.
    private let bytes: [UInt8]
    /// Where each name starts in ``bytes``, and where the last one ends.
    private let starts: [Int]
    /// Each name's place in the checker's rules.
    private let indices: [Int]

    /// The names of `indices` (a rule's place by name), in the rules' order.
    init(_ indices: [String: Int]) {
      var bytes: [UInt8] = []
      var starts: [Int] = [0]
      var places: [Int] = []
      for (name, index) in indices.sorted(by: { $0.value < $1.value }) {
        bytes += name.utf8
        starts.append(bytes.count)
        places.append(index)
      }
      self.bytes = bytes
      self.starts = starts
      self.indices = places
    }

    /// The number of names.
    var count: Int { indices.count }

    /// Finds the name a key's UTF-8 spells.
    ///
    /// - Parameters:
    ///   - key: The key's UTF-8.
    ///   - hint: The position to try first.
    /// - Returns: The name's position and its rule's place, or `nil` when no name is the key.
    func find(_ key: UnsafeBufferPointer<UInt8>, tryingFirst hint: Int) -> (
      position: Int, index: Int
    )? {
      bytes.withUnsafeBufferPointer { all in
        starts.withUnsafeBufferPointer { starts in
          func matches(_ position: Int) -> Bool {
            let start = starts[position]
            guard starts[position + 1] - start == key.count else { return false }
            guard let base = all.baseAddress, let keyBase = key.baseAddress else {
              return key.isEmpty
            }
            return memcmp(base + start, keyBase, key.count) == 0
          }
          if hint < indices.count, matches(hint) { return (hint, indices[hint]) }
          for position in 0..<indices.count where position != hint && matches(position) {
            return (position, indices[position])
          }
          return nil
        }
      }
    }
  }
}
