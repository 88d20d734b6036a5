import Fields
import Testing

struct WebURLTests {
  @Test(arguments: [
    ("HTTPS://Bücher.example:443/a/./b/../c?q=1#top", "https://xn--bcher-kva.example/a/c?q=1#top"),
    ("http://EXAMPLE.com:80/", "http://example.com/"),
    ("http://example.com:8080", "http://example.com:8080/"),
    ("  http://a b.example/ ", nil),
    ("http://0x7f.1/", "http://127.0.0.1/"),
    ("http://0300.0250.0.1/", "http://192.168.0.1/"),
    ("http://[2001:db8:0:0:0:0:0:1]/", "http://[2001:db8::1]/"),
    ("http://[::ffff:192.168.0.1]/", "http://[::ffff:c0a8:1]/"),
    ("file:///C|/Windows/../x", "file:///C:/x"),
    ("http://h/a b?c d#e f", "http://h/a%20b?c%20d#e%20f"),
    ("mailto:a@b.example", "mailto:a@b.example"),
    ("sc://Ho st/", nil),
    ("sc://HoSt/%7e", "sc://HoSt/%7e"),
    ("https://user:pa:ss@h/", "https://user:pa%3Ass@h/"),
    ("https://h:65536/", nil),
    ("https:///", nil),
    ("http://1.2.3.4.5/", nil),
    ("example.com", nil),
  ])
  func parse_input_givesTheBrowsersHref(input: String, expected: String?) {
    let parsed = try? WebURL(input)
    #expect(parsed?.href == expected)
  }

  @Test func parse_relativeInput_resolvesAgainstBase() throws {
    #expect(try WebURL("../x?y", base: "http://h/a/b/c").href == "http://h/a/x?y")
    #expect(try WebURL("//other/p", base: "https://h/a").href == "https://other/p")
    #expect(try WebURL("#frag", base: "mailto:a@b").href == "mailto:a@b#frag")
    #expect(throws: WebURL.Failure.missingSchemeNonRelativeURL) {
      try WebURL("x", base: "mailto:a@b")
    }
  }

  @Test func parse_components_readAsTheURLAPIDoes() throws {
    let url = try WebURL("https://u:p@Example.com:8443/p/q?x=1#f")
    #expect(url.protocol == "https:")
    #expect(url.username == "u")
    #expect(url.password == "p")
    #expect(url.hostWithPort == "example.com:8443")
    #expect(url.hostname == "example.com")
    #expect(url.port == 8443)
    #expect(url.pathname == "/p/q")
    #expect(url.search == "?x=1")
    #expect(url.hash == "#f")
    #expect(url.host == .domain("example.com"))
  }

  @Test(arguments: [
    ("http://h:x/", WebURL.Failure.portInvalid), ("http://h:99999/", .portOutOfRange),
    ("http://[::1/", .ipv6Unclosed), ("http://a%00b/", .domainInvalidCodePoint),
    ("http://1.2.3.256/", .ipv4OutOfRange), ("http://u@/", .hostMissing),
  ])
  func parse_badURL_throwsTheStandardsErrorName(input: String, failure: WebURL.Failure) {
    #expect(throws: failure) { try WebURL(input) }
  }
}
