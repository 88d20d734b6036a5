extension ISO8601Instant {
  /// Reads ASCII fields from the front of a byte buffer.
  struct Scanner {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    /// Consumes `character` if it is next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// Consumes exactly `count` ASCII digits.
    mutating func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for offset in 0..<count {
        let byte = bytes[index + offset]
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      index += count
      return value
    }

    /// Consumes one to nine digits after a decimal point, as a fraction of one.
    mutating func fraction() -> Double? {
      var value = 0.0
      var scale = 1.0
      var count = 0
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      {
        scale /= 10
        value += Double(bytes[index] - UInt8(ascii: "0")) * scale
        count += 1
        index += 1
      }
      return (1...9).contains(count) ? value : nil
    }

    /// Consumes one to nine digits after a decimal point, as whole milliseconds (digits after
    /// the third are dropped).
    mutating func milliseconds() -> Int? {
      var value = 0
      var count = 0
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      {
        if count < 3 { value = value * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
        count += 1
        index += 1
      }
      guard (1...9).contains(count) else { return nil }
      var padded = count
      while padded < 3 {
        value *= 10
        padded += 1
      }
      return value
    }

    /// Consumes `+` or `-` (or U+2212, the minus sign) and returns 1 or -1.
    mutating func sign() -> Int? {
      if skip("+") { return 1 }
      if skip("-") { return -1 }
      let minus: [UInt8] = [0xE2, 0x88, 0x92]
      if index + 3 <= bytes.count, Array(bytes[index..<index + 3]) == minus {
        index += 3
        return -1
      }
      return nil
    }
  }
}
