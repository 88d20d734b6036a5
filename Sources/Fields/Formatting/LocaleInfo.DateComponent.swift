extension LocaleInfo {
  /// A part of a numeric date, for ordering fields and picker wheels.
  public enum DateComponent: String, Sendable, Hashable, CaseIterable {
    case year, month, day

    /// The order in which year, month and day first appear in an ICU pattern.
    static func order(inPattern pattern: String) -> [DateComponent] {
      var order: [DateComponent] = []
      var quoted = false
      for character in pattern {
        if character == "'" {
          quoted.toggle()
          continue
        }
        guard !quoted else { continue }
        let component: DateComponent?
        switch character {
        case "y", "Y", "u", "U", "r": component = .year
        case "M", "L": component = .month
        case "d": component = .day
        default: component = nil
        }
        if let component, !order.contains(component) { order.append(component) }
      }
      return order
    }
  }
}
