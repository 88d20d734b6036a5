import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format phone`.
  struct FormatPhone: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "phone",
      abstract: "Formats phone numbers with libphonenumber.",
      discussion: """
        A number written nationally is read for '--region'; one written with '+' keeps its own \
        country. Numbers that libphonenumber finds too short, too long or in no range in use \
        are invalid. See docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput

    @Option(help: "The region for national numbers, such as 'US' or 'DE'.")
    var region: String

    @Option(help: "e164, international, national or rfc3966.")
    var style: PhoneFormat.Style = .e164

    func run() throws {
      let format = try PhoneFormat(region: region, style: style)
      // libphonenumber's PhoneNumberUtil is immutable: every worker can share one format.
      try LineRunner(input: input).run { () throws(PhoneNumberError) in
        return { line, text, sink in
          do throws(PhoneNumberError) {
            sink.write(try format.format(text ?? String(decoding: line, as: UTF8.self)))
            return .valid
          } catch {
            return .refused(error.description)
          }
        }
      }
    }
  }
}

extension PhoneFormat.Style: ExpressibleByArgument {}
