import ArgumentParser

extension FieldCLI {
  /// `fieldcli format`: values in, locale text out.
  struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "format",
      abstract:
        "Formats instants, numbers, phone numbers, relative times, lists, units, ranges and "
        + "plural categories, and names codes, for a locale.",
      subcommands: [
        FormatDate.self, FormatNumber.self, FormatPhone.self, FormatRelative.self,
        FormatList.self, FormatUnit.self, FormatDateRange.self, FormatNumberRange.self,
        FormatPlural.self, FormatName.self,
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
