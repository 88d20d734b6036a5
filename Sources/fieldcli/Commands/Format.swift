import ArgumentParser

extension FieldCLI {
  /// `fieldcli format`: values in, locale text out.
  struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "format",
      abstract: "Formats instants, date ranges, numbers and phone numbers for a locale.",
      subcommands: [FormatDate.self, FormatDateRange.self, FormatNumber.self, FormatPhone.self]
    )
  }

  /// `fieldcli parse`: locale text in, machine values out.
  struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "parse",
      abstract: "Parses dates and numbers as a locale writes them, strictly.",
      subcommands: [ParseDate.self, ParseNumber.self]
    )
  }
}
