// Each reason comes from ICU itself: every non-ASCII character of a failing case was run
// through ICU 72's UTS #46 alone. The data follows UTS #46 for Unicode 16.0; ICU 72
// implements it for Unicode 15.0.

extension IDNAConformanceTests {
  /// The cases of toascii.json that ICU 72 cannot pass, with why.
  static let toasciiKnownFailures: [String: String] = [
    "look\u{180E}out.net":
      "ICU 72 disallows U+180E, which Unicode 16.0 maps or ignores",
    "look\u{206B}out.net":
      "ICU 72 disallows U+206B, which Unicode 16.0 maps or ignores",
    "\u{4C0}.com":
      "ICU 72 disallows U+04C0, which Unicode 16.0 maps or ignores",
    "\u{1E9E}.com":
      "ICU 72 maps U+1E9E to 'ss', Unicode 16.0 to U+00DF",
    "\u{1E9E}.foo.com":
      "ICU 72 maps U+1E9E to 'ss', Unicode 16.0 to U+00DF",
    "\u{2183}.com":
      "ICU 72 disallows U+2183, which Unicode 16.0 maps or ignores",
    "\u{2F868}.com":
      "ICU 72 disallows U+2F868, which Unicode 16.0 maps or ignores",
  ]

  /// The cases of IdnaTestV2.json that ICU 72 cannot pass, with why.
  static let idnaTestV2KnownFailures: [String: String] = [
    "=\u{338}\u{1899}>\u{338}.\u{1109}\u{1169}\u{11BE}-\u{1874}\u{10A0}":
      "ICU 72 disallows U+10A0, which Unicode 16.0 maps or ignores",
    "FA\u{1E9E}.DE":
      "ICU 72 maps U+1E9E to 'ss', Unicode 16.0 to U+00DF",
    "FA\u{1E9E}.de":
      "ICU 72 maps U+1E9E to 'ss', Unicode 16.0 to U+00DF",
    "SS.\u{102F3}\u{10AC}\u{FB8}":
      "ICU 72 disallows U+10AC, which Unicode 16.0 maps or ignores",
    "SS\u{3002}\u{102F3}\u{10AC}\u{FB8}":
      "ICU 72 disallows U+10AC, which Unicode 16.0 maps or ignores",
    "SS\u{AAF6}\u{18A5}.\u{22B6}\u{10C1}\u{10B6}":
      "ICU 72 disallows U+10C1, which Unicode 16.0 maps or ignores; ICU 72 disallows U+10B6, which Unicode 16.0 maps or ignores",
    "SS\u{FF61}\u{102F3}\u{10AC}\u{FB8}":
      "ICU 72 disallows U+10AC, which Unicode 16.0 maps or ignores",
    "Ss.\u{102F3}\u{10AC}\u{FB8}":
      "ICU 72 disallows U+10AC, which Unicode 16.0 maps or ignores",
    "Ss\u{3002}\u{102F3}\u{10AC}\u{FB8}":
      "ICU 72 disallows U+10AC, which Unicode 16.0 maps or ignores",
    "Ss\u{AAF6}\u{18A5}.\u{22B6}\u{10C1}\u{2D16}":
      "ICU 72 disallows U+10C1, which Unicode 16.0 maps or ignores",
    "Ss\u{FF61}\u{102F3}\u{10AC}\u{FB8}":
      "ICU 72 disallows U+10AC, which Unicode 16.0 maps or ignores",
    "\u{DF}\u{3002}\u{102F3}\u{10AC}\u{FB8}":
      "ICU 72 disallows U+10AC, which Unicode 16.0 maps or ignores",
    "\u{DF}\u{FF61}\u{102F3}\u{10AC}\u{FB8}":
      "ICU 72 disallows U+10AC, which Unicode 16.0 maps or ignores",
    "\u{3A3}\u{10C5}.\u{75A}":
      "ICU 72 disallows U+10C5, which Unicode 16.0 maps or ignores",
    "\u{3A3}\u{10C5}\u{3002}\u{75A}":
      "ICU 72 disallows U+10C5, which Unicode 16.0 maps or ignores",
    "\u{3C2}\u{10C5}\u{3002}\u{75A}":
      "ICU 72 disallows U+10C5, which Unicode 16.0 maps or ignores",
    "\u{6B9}.\u{1873}\u{115F}":
      "ICU 72 disallows U+115F, which Unicode 16.0 maps or ignores",
    "\u{6B9}\u{FF0E}\u{1873}\u{115F}":
      "ICU 72 disallows U+115F, which Unicode 16.0 maps or ignores",
    "\u{8BB}.\u{10A3}\u{1E012}":
      "ICU 72 disallows U+10A3, which Unicode 16.0 maps or ignores",
    "\u{10A1}\u{755D}.<\u{338}":
      "ICU 72 disallows U+10A1, which Unicode 16.0 maps or ignores",
    "\u{10B5}.\u{6F0}<\u{338}SS\u{745}":
      "ICU 72 disallows U+10B5, which Unicode 16.0 maps or ignores",
    "\u{10B5}.\u{6F0}\u{226E}Ss\u{745}":
      "ICU 72 disallows U+10B5, which Unicode 16.0 maps or ignores",
    "\u{10B5}\u{3002}\u{6F0}\u{226E}SS\u{745}":
      "ICU 72 disallows U+10B5, which Unicode 16.0 maps or ignores",
    "\u{10B5}\u{3002}\u{6F0}\u{226E}Ss\u{745}":
      "ICU 72 disallows U+10B5, which Unicode 16.0 maps or ignores",
    "\u{10B5}\u{3002}\u{6F0}\u{226E}\u{DF}\u{745}":
      "ICU 72 disallows U+10B5, which Unicode 16.0 maps or ignores",
    "\u{10B6}\u{366}.":
      "ICU 72 disallows U+10B6, which Unicode 16.0 maps or ignores",
    "\u{10BA}.\u{3A3}":
      "ICU 72 disallows U+10BA, which Unicode 16.0 maps or ignores",
    "\u{10BA}.\u{3C2}":
      "ICU 72 disallows U+10BA, which Unicode 16.0 maps or ignores",
    "\u{10BA}.\u{3C3}":
      "ICU 72 disallows U+10BA, which Unicode 16.0 maps or ignores",
    "\u{10BA}\u{102F8}.5\u{D7F6}\u{103A}":
      "ICU 72 disallows U+10BA, which Unicode 16.0 maps or ignores",
    "\u{10BA}\u{102F8}\u{E0104}\u{3002}5\u{D7F6}\u{103A}":
      "ICU 72 disallows U+10BA, which Unicode 16.0 maps or ignores",
    "\u{10BA}\u{102F8}\u{E0104}\u{3002}\u{1D7DD}\u{D7F6}\u{103A}":
      "ICU 72 disallows U+10BA, which Unicode 16.0 maps or ignores",
    "\u{10C1}\u{10B1}6\u{318}.SS\u{1B03}":
      "ICU 72 disallows U+10C1, which Unicode 16.0 maps or ignores; ICU 72 disallows U+10B1, which Unicode 16.0 maps or ignores",
    "\u{10C1}\u{10B1}6\u{318}\u{3002}SS\u{1B03}":
      "ICU 72 disallows U+10C1, which Unicode 16.0 maps or ignores; ICU 72 disallows U+10B1, which Unicode 16.0 maps or ignores",
    "\u{10C1}\u{10B1}6\u{318}\u{3002}\u{DF}\u{1B03}":
      "ICU 72 disallows U+10C1, which Unicode 16.0 maps or ignores; ICU 72 disallows U+10B1, which Unicode 16.0 maps or ignores",
    "\u{10C1}\u{2D11}6\u{318}.Ss\u{1B03}":
      "ICU 72 disallows U+10C1, which Unicode 16.0 maps or ignores",
    "\u{10C1}\u{2D11}6\u{318}\u{3002}Ss\u{1B03}":
      "ICU 72 disallows U+10C1, which Unicode 16.0 maps or ignores",
    "\u{17B4}.\u{CB87}-":
      "ICU 72 disallows U+17B4, which Unicode 16.0 maps or ignores",
    "\u{2132}\u{17D2}.=\u{338}":
      "ICU 72 disallows U+2132, which Unicode 16.0 maps or ignores",
    "\u{3002}\u{3002}\u{10A3}\u{226F}":
      "ICU 72 disallows U+10A3, which Unicode 16.0 maps or ignores",
    "\u{650C}\u{ABED}.\u{1896}-\u{10B8}":
      "ICU 72 disallows U+10B8, which Unicode 16.0 maps or ignores",
    "\u{A846}\u{3002}\u{2183}\u{FB5}\u{B1AE}-":
      "ICU 72 disallows U+2183, which Unicode 16.0 maps or ignores",
    "\u{A9D0}\u{4C0}\u{1BAA}\u{8F6}.\u{B235}":
      "ICU 72 disallows U+04C0, which Unicode 16.0 maps or ignores",
    "\u{A9D0}\u{4C0}\u{1BAA}\u{8F6}\u{FF0E}\u{B235}":
      "ICU 72 disallows U+04C0, which Unicode 16.0 maps or ignores",
    "\u{F951}\u{2F868}\u{2F874}\u{2F91F}\u{2F95F}\u{2F9BF}":
      "ICU 72 disallows U+2F868, which Unicode 16.0 maps or ignores; ICU 72 disallows U+2F874, which Unicode 16.0 maps or ignores; ICU 72 disallows U+2F91F, which Unicode 16.0 maps or ignores; ICU 72 disallows U+2F95F, which Unicode 16.0 maps or ignores; ICU 72 disallows U+2F9BF, which Unicode 16.0 maps or ignores",
    "\u{10A57}.\u{10A9}\u{10B5}":
      "ICU 72 disallows U+10A9, which Unicode 16.0 maps or ignores; ICU 72 disallows U+10B5, which Unicode 16.0 maps or ignores",
    "\u{10A57}.\u{10A9}\u{2D15}":
      "ICU 72 disallows U+10A9, which Unicode 16.0 maps or ignores",
    "\u{1D175}\u{3002}9\u{1E008}\u{4B3A}1.":
      "ICU 72 disallows U+1D175, which Unicode 16.0 maps or ignores",
    "\u{1E903}.\u{1844}\u{10AE}":
      "ICU 72 disallows U+10AE, which Unicode 16.0 maps or ignores",
    "\u{1E903}\u{E016E}.\u{1844}\u{10AE}":
      "ICU 72 disallows U+10AE, which Unicode 16.0 maps or ignores",
    "\u{1E903}\u{E016E}\u{FF0E}\u{1844}\u{10AE}":
      "ICU 72 disallows U+10AE, which Unicode 16.0 maps or ignores",
    "\u{1E925}.\u{1844}\u{10AE}":
      "ICU 72 disallows U+10AE, which Unicode 16.0 maps or ignores",
    "\u{1E925}\u{E016E}.\u{1844}\u{10AE}":
      "ICU 72 disallows U+10AE, which Unicode 16.0 maps or ignores",
    "\u{1E925}\u{E016E}\u{FF0E}\u{1844}\u{10AE}":
      "ICU 72 disallows U+10AE, which Unicode 16.0 maps or ignores",
    "\u{1F0B4}\u{10AB}.\u{226E}":
      "ICU 72 disallows U+10AB, which Unicode 16.0 maps or ignores",
    "\u{1F57C}.\u{1160}":
      "ICU 72 disallows U+1160, which Unicode 16.0 maps or ignores",
    "\u{1F57C}\u{FF0E}\u{FFA0}":
      "ICU 72 disallows U+FFA0, which Unicode 16.0 maps or ignores",
    "\u{32931}20.\u{97F3}.\u{A866}1.":
      "U+32931 is unassigned in ICU 72's Unicode 15.0",
    "\u{32B9A}9\u{A369}\u{17D3}.SS":
      "U+32B9A is unassigned in ICU 72's Unicode 15.0",
    "\u{32B9A}9\u{A369}\u{17D3}.ss":
      "U+32B9A is unassigned in ICU 72's Unicode 15.0",
  ]
}
