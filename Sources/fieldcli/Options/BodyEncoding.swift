import ArgumentParser

/// How `fieldcli check` reads a submission: the spelling is the `--body` value.
enum BodyEncoding: String, CaseIterable, ExpressibleByArgument {
  /// One JSON object of values by field name.
  case json
  /// An application/x-www-form-urlencoded body, as a browser posts a form.
  case urlencoded
}
