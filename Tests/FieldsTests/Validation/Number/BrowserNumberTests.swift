import Testing

@testable import Fields

/// Holds ``BrowserNumber`` to HTML's rules for parsing floating-point number values and to
/// JavaScript's Number-to-String: the double a text reads as, and the shortest decimal of that
/// double, digit for digit as a browser writes it.
struct BrowserNumberTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let text: String
    /// The shortest decimal written plainly, or `nil` for a text HTML refuses.
    let expected: String?
    var testDescription: String { id }
  }

  /// 1 + 2^-53, exactly halfway between 1 and the next double.
  static let halfwayAboveOne = "1.00000000000000011102230246251565404236316680908203125"
  static let largestDouble = "17976931348623157" + String(repeating: "0", count: 292)

  static let reading: [Case] = [
    Case(id: "more digits than a double", text: "1.0000000000000000001", expected: "1"),
    Case(id: "a limit's neighbour", text: "99.99000000000000001", expected: "99.99"),
    Case(id: "a cent multiple", text: "9.99", expected: "9.99"),
    Case(id: "zero with a long exponent", text: "0e999999999", expected: "0"),
    Case(id: "underflow to zero", text: "1e-10000", expected: "0"),
    Case(id: "negative underflow is zero", text: "-1e-10000", expected: "0"),
    Case(id: "minus zero", text: "-0", expected: "0"),
    Case(id: "past 2^53", text: "9007199254740993", expected: "9007199254740992"),
    Case(id: "exponent written out", text: "1e21", expected: "1000000000000000000000"),
    Case(
      id: "smallest subnormal", text: "5e-324",
      expected: "0." + String(repeating: "0", count: 323) + "5"),
    Case(id: "below half the smallest subnormal", text: "2e-324", expected: "0"),
    Case(id: "largest double", text: "1.7976931348623157e308", expected: largestDouble),
    Case(id: "rounds down to the largest", text: "1.7976931348623158e308", expected: largestDouble),
    Case(id: "rounds to 2^1024", text: "1.7976931348623159e308", expected: nil),
    Case(id: "beyond a double", text: "2e308", expected: nil),
    Case(id: "infinite exponent", text: "1e999999999999999999999", expected: nil),
    Case(id: "halfway ties to even", text: halfwayAboveOne, expected: "1"),
    Case(
      id: "past halfway only after 1000 zeros",
      text: halfwayAboveOne + String(repeating: "0", count: 1000) + "1",
      expected: "1.0000000000000002"),
    Case(
      id: "a million digits", text: "0." + String(repeating: "3", count: 1_000_000),
      expected: "0.3333333333333333"),
    Case(
      id: "a million leading zeros", text: String(repeating: "0", count: 1_000_000) + "12.5",
      expected: "12.5"),
    Case(
      id: "a million fraction zeros",
      text: "0." + String(repeating: "0", count: 1_000_000) + "1e1000005", expected: "10000"),
    Case(id: "plus sign", text: "+1", expected: nil),
    Case(id: "point without digits", text: "1.", expected: nil),
    Case(id: "exponent without digits", text: "1e", expected: nil),
    Case(id: "leading space", text: " 1", expected: nil),
    Case(id: "infinity", text: "Infinity", expected: nil),
    Case(id: "hexadecimal", text: "0x10", expected: nil),
  ]

  @Test(arguments: reading)
  func htmlText_readAsADouble_isItsShortestDecimal(row: Case) {
    #expect(BrowserNumber(html: row.text)?.description == row.expected)
  }

  @Test(arguments: [("+5", "5"), ("5.", "5"), ("+.5", "0.5"), ("-7.e1", "-70")])
  func attributeText_plusOrBarePoint_isReadAsHTMLReadsAnAttribute(text: String, expected: String) {
    #expect(BrowserNumber(html: text) == nil)
    #expect(BrowserNumber(attribute: text)?.description == expected)
  }

  /// Doubles at binade edges, subnormals, around 2^53 and 2^64, and random ones, with what
  /// JavaScript's `String(x)` writes for each (V8).
  static let javaScript: [(String, String)] = [
    ("4023fae147ae147b", "9.99"),
    ("3fd3333333333334", "0.30000000000000004"),
    ("44b52d02c7e14af6", "1e+23"),
    ("0000000000000001", "5e-324"),
    ("7fefffffffffffff", "1.7976931348623157e+308"),
    ("0010000000000000", "2.2250738585072014e-308"),
    ("001fffffffffffff", "4.4501477170144023e-308"),
    ("4340000000000000", "9007199254740992"),
    ("4340000000000001", "9007199254740994"),
    ("433fffffffffffff", "9007199254740991"),
    ("444b1ae4d6e2ef50", "1e+21"),
    ("3e7ad7f29abcaf48", "1e-7"),
    ("3c36b082c2148b8e", "1.23e-18"),
    ("3fb999999999999a", "0.1"),
    ("3fd5555555555555", "0.3333333333333333"),
    ("3fe5555555555555", "0.6666666666666666"),
    ("4059000000000000", "100"),
    ("4341c37937e08000", "10000000000000000"),
    ("43e0000000000000", "9223372036854776000"),
    ("43f0000000000000", "18446744073709552000"),
    ("0000000000000003", "1.5e-323"),
    ("7feffffffffffffe", "1.7976931348623155e+308"),
    ("0010000000000001", "2.225073858507202e-308"),
    ("3ff0000000000001", "1.0000000000000002"),
    ("3fefffffffffffff", "0.9999999999999999"),
    ("0000000000000002", "1e-323"),
    ("000fffffffffffff", "2.225073858507201e-308"),
    ("00005c0ab9347ed7", "5e-310"),
    ("0170000000000000", "9.332636185032189e-302"),
    ("7e70000000000000", "1.0715086071862673e+301"),
    ("447c7e83209e90b2", "8.41e+21"),
    ("4011666666666666", "4.35"),
    ("3eb0c6f7a0b5ed8d", "0.000001"),
    ("3e19c511dc3a41df", "1.5e-9"),
    ("0aabc9c28b42ef70", "2.8916981420677795e-257"),
    ("664d3982432427ff", "6.2089274795654226e+184"),
    ("17091a71b0050a22", "1.049454528237774e-197"),
    ("6c77a9b8661b2749", "3.1864432073728144e+214"),
    ("6334c4dcec27a024", "7.838141054118177e+169"),
    ("2fa45c6b07c483a3", "3.434396452432796e-79"),
    ("67f22f45d41f81f6", "5.185401748728989e+192"),
    ("3de7902a8e98638d", "1.7144447606174058e-10"),
    ("28a20fc06ea4f418", "5.867406427546184e-113"),
    ("1169dde771765187", "8.735266669643679e-225"),
    ("715379442338cf0a", "7.925469094019422e+237"),
    ("0073e43bcfebdc11", "1.7704056182563092e-306"),
    ("12bf32c1a7ee9f4c", "2.2094981053205748e-218"),
    ("3e337f62249c35ab", "4.53963673055771e-9"),
    ("6bf9a9d1e603c55e", "1.3499275627671641e+212"),
    ("5b20bed00cb0d4d5", "9.285871593783694e+130"),
    ("7fa18be9080b95c0", "6.160794274135772e+306"),
    ("1b5d2066497b140f", "7.1877301674888506e-177"),
    ("0a500d2811b878f2", "5.219831170485367e-259"),
    ("0d79ab24d5aed1d9", "9.398196743771839e-244"),
    ("0796d32bd08a0b74", "4.219223879460414e-272"),
    ("619745ca35de10b3", "1.3087687058667357e+162"),
    ("5e81e36f75e83dc6", "1.7869807248700913e+147"),
    ("47e8e7e5a41d971d", "2.648444011802813e+38"),
  ]

  @Test func shortestDecimal_doublesAtTheEdges_hasJavaScriptsDigits() throws {
    for (bits, text) in Self.javaScript {
      let double = Double(bitPattern: try #require(UInt64(bits, radix: 16)))
      let number = BrowserNumber(double)
      let (significand, exponent) = try #require(Self.digits(ofJavaScript: text))
      #expect(number.significand == significand, "\(bits) \(text)")
      #expect(number.exponent == exponent, "\(bits) \(text)")
      // The decimal reads back to the double.
      #expect(BrowserNumber(html: number.description)?.double == double, "\(bits) \(text)")
    }
  }

  /// The digits and exponent of JavaScript's `1.5e-9`, `0.000001` or `1e+21`, without trailing
  /// zeros.
  static func digits(ofJavaScript text: String) -> (Int64, Int)? {
    let parts = text.split(separator: "e")
    var exponent = parts.count == 2 ? Int(parts[1].replacing("+", with: "")) ?? 0 : 0
    let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
    if mantissa.count == 2 { exponent -= mantissa[1].count }
    var digits = mantissa.joined()
    while digits.count > 1, digits.hasSuffix("0") {
      digits.removeLast()
      exponent += 1
    }
    guard var significand = Int64(digits) else { return nil }
    while significand != 0, significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
    return (significand, exponent)
  }
}
