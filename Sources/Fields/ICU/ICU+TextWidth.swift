internal import CICU

// MARK: - Terminal columns

extension ICU {
  /// The terminal columns a code point takes on its own: 0, 1 or 2.
  ///
  /// Swift's `Unicode.Scalar.Properties` has no East Asian Width, so ICU answers (see
  /// `cicu_code_point_width`).
  ///
  /// - Parameter scalar: The code point.
  /// - Returns: 2 for wide and emoji-presentation code points, 0 for marks, joiners, variation
  ///   selectors, format characters and controls, 1 for the rest.
  static func columns(of scalar: Unicode.Scalar) -> Int {
    Int(cicu_code_point_width(Int32(bitPattern: scalar.value)))
  }
}
