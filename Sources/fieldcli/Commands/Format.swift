import ArgumentParser

extension FieldCLI {
  /// `fieldcli format`: values in, locale text out.
  struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "format",
      abstract: "Formats instants, numbers, units, number ranges and phone numbers for a locale.",
      subcommands: [
        FormatDate.self, FormatNumber.self, FormatNumberRange.self, FormatPhone.self,
        FormatUnit.self,
      ]
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
