internal import CICU

/// The single way Fields calls into CICU: strings that ICU writes come back as Swift strings,
/// and failing status codes as ``ICUStatus`` (Formatting turns them into its typed errors).
enum ICU {
  /// True for ICU's failure codes; zero and the negative warnings are success.
  static func failed(_ status: Int32) -> Bool { status > 0 }

  /// The ICU name of a status code, such as "U_PARSE_ERROR".
  static func name(of status: Int32) -> String {
    guard let name = cicu_error_name(status) else { return "ICU error \(status)" }
    return String(cString: name)
  }

  /// Whether ICU knows `zone` as an IANA zone (never the "Etc/Unknown" it falls back to).
  static func isKnownTimeZone(_ zone: String) -> Bool {
    var canonical = [CChar](repeating: 0, count: 128)
    let bytes = Array(zone.utf8)
    return !bytes.isEmpty && cicu_time_zone_resolve(zone, Int32(bytes.count), &canonical, 128)
  }

  /// Runs a shim call that writes UTF-8 into a buffer, growing the buffer once if the first try
  /// did not fit.
  ///
  /// - Parameter body: Calls the shim with a buffer and its capacity, sets the status and
  ///   returns the bytes needed.
  /// - Returns: The string written, or the failing status.
  static func string(
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
  ) -> Result<String, ICUStatus> {
    var capacity: Int32 = 256
    while true {
      var status: Int32 = 0
      var needed: Int32 = 0
      let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(capacity)) {
        buffer -> String? in
        guard let base = buffer.baseAddress else { return nil }
        needed = body(base, capacity, &status)
        if failed(status) { return nil }
        let bytes = UnsafeRawBufferPointer(start: base, count: Int(min(needed, capacity)))
        return String(decoding: bytes, as: UTF8.self)
      }
      if status == CICU_BUFFER_OVERFLOW, needed >= capacity {
        capacity = needed + 1
        continue
      }
      if let text { return .success(text) }
      return .failure(ICUStatus(code: status))
    }
  }
}

/// A failing ICU status code, for results that carry one.
struct ICUStatus: Error, Equatable {
  /// ICU's UErrorCode value.
  var code: Int32
}
