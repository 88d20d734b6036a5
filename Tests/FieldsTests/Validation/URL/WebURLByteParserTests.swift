import Fields
import Testing

/// What a parser over bytes into one buffer risks: sizes, offsets and odd code points.
struct WebURLByteParserTests {
  @Test func parse_urlLongerThan64KiB_keepsEveryByte() throws {
    let path = String(repeating: "abcdefgh/", count: 8_000)
    let query = String(repeating: "é", count: 40_000)
    let url = try WebURL("https://example.com/" + path + "?" + query + "#end")
    let encodedQuery = String(repeating: "%C3%A9", count: 40_000)
    #expect(url.href == "https://example.com/" + path + "?" + encodedQuery + "#end")
    #expect(url.href.utf8.count > 300_000)
    #expect(url.pathname == "/" + path)
    #expect(url.query == encodedQuery)
    #expect(url.fragment == "end")
  }

  @Test func parse_hostWith10000Labels_lowercasesItWhole() throws {
    let host = String(repeating: "A.", count: 10_000) + "Example"
    let url = try WebURL("http://" + host + ":8080/x")
    #expect(url.hostname == String(repeating: "a.", count: 10_000) + "example")
    #expect(url.hostWithPort == url.hostname + ":8080")
    #expect(url.port == 8080)
    #expect(url.pathname == "/x")
  }

  @Test func parse_pathWith100000DoubleDots_stopsAtTheRoot() throws {
    let ups = String(repeating: "../", count: 100_000)
    #expect(try WebURL("http://h/a/b/" + ups + "c").href == "http://h/c")
    let mixed = String(repeating: "x/%2E%2e/./", count: 100_000)
    #expect(try WebURL("http://h/a/" + mixed + "end").href == "http://h/a/end")
    #expect(try WebURL(ups + "c", base: "http://h/a/b/").href == "http://h/c")
  }

  @Test func parse_nonCharactersAndLoneCombiningMarks_areEncodedOrRefused() throws {
    #expect(
      try WebURL("http://h/\u{FFFF}?\u{FFFF}#\u{FFFF}").href
        == "http://h/%EF%BF%BF?%EF%BF%BF#%EF%BF%BF")
    #expect(
      try WebURL("http://h/\u{301}x?\u{301}#\u{301}").href == "http://h/%CC%81x?%CC%81#%CC%81")
    #expect(try WebURL("sc:\u{301}\u{FFFF}").href == "sc:%CC%81%EF%BF%BF")
    #expect(try WebURL("sc://\u{301}/").href == "sc://%CC%81/")
    #expect(throws: WebURL.Failure.domainToASCII) { try WebURL("http://\u{301}a.example/") }
    #expect(throws: WebURL.Failure.domainToASCII) { try WebURL("http://a\u{FFFF}.example/") }
  }

  @Test func host_readBackFromTheSerialization_isTheParsedHost() throws {
    #expect(try WebURL("http://0x7f.1/").host == .ipv4(0x7F00_0001))
    #expect(try WebURL("http://[1:0::]/").host == .ipv6([1, 0, 0, 0, 0, 0, 0, 0]))
    #expect(try WebURL("http://Example.COM/").host == .domain("example.com"))
    #expect(try WebURL("sc://Ex%41/").host == .opaque("Ex%41"))
    #expect(try WebURL("file:///x").host == .empty)
    #expect(try WebURL("mailto:a@b").host == nil)
  }

  @Test func parse_pathStartingWithTwoSlashesWithoutHost_keepsItFromReadingAsAHost() throws {
    let url = try WebURL("web+demo:/.//not-a-host/")
    #expect(url.href == "web+demo:/.//not-a-host/")
    #expect(url.pathname == "//not-a-host/")
    #expect(try WebURL("..//x?q", base: url).href == "web+demo:/.///x?q")
  }

  @Test func parse_hugeIPv4Part_isTooLargeNotADomain() {
    #expect(throws: WebURL.Failure.ipv4OutOfRange) { try WebURL("http://1.0x11111111111111111/") }
    #expect(throws: WebURL.Failure.ipv4NonNumericPart) {
      try WebURL("http://a.0x11111111111111111/")
    }
    #expect(throws: WebURL.Failure.ipv4OutOfRange) { try WebURL("http://99999999999999999999/") }
    #expect(throws: WebURL.Failure.ipv4NonNumericPart) { try WebURL("http://a.09/") }
  }
}
