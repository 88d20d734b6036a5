// MARK: - The date or the time part of a skeleton

extension DateFormat {
  /// Skeleton letters of date fields: era, years, quarters, months, weeks, days and weekdays.
  static let dateSkeletonLetters: Set<Character> = Set("GyYuUrQqMLlwWdDFgEec")

  /// Skeleton letters of time fields, without the zone's: a plain time has no zone to show.
  static let timeSkeletonLetters: Set<Character> = Set("abBhHkKjJCmsSA")

  /// The date fields of a skeleton ("yMMMd" of "yMMMdjm"), or `nil` when it has none.
  static func dateSkeleton(of skeleton: String) -> String? {
    let kept = skeleton.filter { dateSkeletonLetters.contains($0) }
    return kept.isEmpty ? nil : kept
  }

  /// The time fields of a skeleton ("jm" of "yMMMdjm"), or `nil` when it has none.
  static func timeSkeleton(of skeleton: String) -> String? {
    let kept = skeleton.filter { timeSkeletonLetters.contains($0) }
    return kept.isEmpty ? nil : kept
  }
}
