extension DatePickerModel {
  /// One column of the picker.
  public struct Wheel: Sendable, Hashable {
    /// What a wheel turns.
    public enum Component: String, CaseIterable, Sendable, Hashable {
      case year, month, day, hour, minute, amPm
      /// A day with its weekday, as the date-and-time picker's first column shows it.
      case date
      /// The hours of a countdown.
      case countDownHours
      /// The minutes of a countdown.
      case countDownMinutes
    }

    /// What the wheel turns.
    public let component: Component
    /// How many rows it has.
    public let rowCount: Int
    /// The row under the selection bar.
    public let selectedRow: Int
    /// Whether turning past the last row comes round to the first.
    public var wraps: Bool { ![.year, .amPm, .countDownHours, .date].contains(component) }
  }

  /// Why a wheel could not be turned or picked.
  public enum WheelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no wheel with this number.
    case noSuchWheel(Int, count: Int)
    /// The wheel has no row with this number.
    case noSuchRow(Int, wheel: Int, count: Int)

    /// One sentence naming the number and the ones there are.
    public var description: String {
      switch self {
      case .noSuchWheel(let wheel, let count):
        return "There is no wheel \(wheel); the picker has wheels 0 to \(count - 1)."
      case .noSuchRow(let row, let wheel, let count):
        return "Wheel \(wheel) has no row \(row); it has rows 0 to \(count - 1)."
      }
    }
  }
}
