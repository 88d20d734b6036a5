extension DeviceProfile {
  /// The device a spec or a user names.
  ///
  /// - Parameter name: A raw value, such as `iphone-15`.
  /// - Returns: The device.
  /// - Throws: ``UnknownNameError`` listing the four names.
  public static func named(_ name: String) throws(UnknownNameError) -> DeviceProfile {
    guard let device = DeviceProfile(rawValue: name) else {
      throw UnknownNameError(kind: "device", name: name, choices: allCases.map(\.rawValue))
    }
    return device
  }
}
