extension PickerModel {
  /// Why a row could not be selected.
  public enum PickerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no component with this number.
    case noSuchComponent(Int, count: Int)
    /// The component has no row with this number.
    case noSuchRow(Int, component: Int, count: Int)

    /// One sentence naming the number and the ones there are.
    public var description: String {
      switch self {
      case .noSuchComponent(let component, let count):
        return "There is no column \(component); the picker has columns 0 to \(count - 1)."
      case .noSuchRow(let row, let component, let count) where count == 0:
        return "Column \(component) has no row \(row); it has no rows."
      case .noSuchRow(let row, let component, let count):
        return "Column \(component) has no row \(row); it has rows 0 to \(count - 1)."
      }
    }
  }
}
