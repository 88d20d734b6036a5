import ArgumentParser
import Fields

/// The flags that make a ``DateFormat``, shared by `format date` and `parse date`, apart from
/// the locale, which each gives its own way.
struct DateOptions: ParsableArguments {
  @Option(help: "How much of the date to show: none, short, medium, long or full.")
  var dateStyle: DateFormat.Style?

  @Option(help: "How much of the time to show: none, short, medium, long or full.")
  var timeStyle: DateFormat.Style?

  @Option(help: "An ICU pattern such as 'yyyy-MM-dd HH:mm', instead of styles.")
  var pattern: String?

  @Option(help: "An ICU skeleton such as 'yMMMdjm', which the locale orders, instead of styles.")
  var skeleton: String?

  @Option(help: "An IANA time zone such as 'Europe/Berlin'.")
  var timeZone: String = "UTC"

  @Option(help: "A calendar such as 'buddhist', 'japanese' or 'islamic-umalqura'.")
  var calendar: String?

  func validate() throws {
    let layouts = [pattern != nil, skeleton != nil, dateStyle != nil || timeStyle != nil]
    if layouts.filter({ $0 }).count > 1 {
      throw ValidationError(
        "Styles, '--pattern' and '--skeleton' each choose the layout. Please give only one of them."
      )
    }
  }

  /// The format these flags describe: medium date and short time when no layout is given, and
  /// no time when only a date style is given (and the reverse).
  func makeFormat(locale: String) throws(FormattingError) -> DateFormat {
    let layout: DateFormat.Layout
    if let pattern {
      layout = .pattern(pattern)
    } else if let skeleton {
      layout = .skeleton(skeleton)
    } else if dateStyle == nil, timeStyle == nil {
      layout = .styles(date: .medium, time: .short)
    } else {
      layout = .styles(date: dateStyle ?? .none, time: timeStyle ?? .none)
    }
    let calendarSystem = try calendar.map { name throws(FormattingError) in
      try CalendarSystem(validating: name)
    }
    return try DateFormat(
      locale: locale, layout: layout, timeZone: timeZone, calendar: calendarSystem)
  }
}

extension DateFormat.Style: ExpressibleByArgument {}
