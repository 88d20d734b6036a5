internal import CPhoneNumber

// MARK: - Example numbers

extension PhoneFormat {
  /// The region's example number in this format's style, as libphonenumber's metadata gives it.
  ///
  /// ```swift
  /// try PhoneFormat(region: "DE", style: .national).exampleNumber  // "030 123456"
  /// ```
  ///
  /// What a prompt shows as the form a number takes; `nil` for a region without an example
  /// (`001`).
  public var exampleNumber: String? {
    var capacity: Int32 = 64
    while true {
      var needed: Int32 = 0
      let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(capacity)) {
        buffer -> String? in
        guard let base = buffer.baseAddress else { return nil }
        needed = cphn_example_number(region, style.raw, base, capacity)
        guard needed > 0, needed < capacity else { return nil }
        return String(
          decoding: UnsafeRawBufferPointer(start: base, count: Int(needed)), as: UTF8.self)
      }
      if needed >= capacity {
        capacity = needed + 1
        continue
      }
      return text
    }
  }
}
