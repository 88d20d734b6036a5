extension Orientation {
  /// The orientation a spec or a user names.
  ///
  /// - Parameter name: `portrait` or `landscape`.
  /// - Returns: The orientation.
  /// - Throws: ``UnknownNameError`` listing both names.
  public static func named(_ name: String) throws(UnknownNameError) -> Orientation {
    guard let orientation = Orientation(rawValue: name) else {
      throw UnknownNameError(kind: "orientation", name: name, choices: allCases.map(\.rawValue))
    }
    return orientation
  }
}
