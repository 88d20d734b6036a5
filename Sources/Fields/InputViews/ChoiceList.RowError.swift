extension ChoiceList {
  /// A row number the list does not have.
  public enum RowError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The row, and how many rows there are.
    case noSuchRow(Int, count: Int)

    /// One sentence naming the row and the ones there are.
    public var description: String {
      switch self {
      case .noSuchRow(let row, let count) where count == 0:
        return "There is no option \(row); the list has no options."
      case .noSuchRow(let row, let count):
        return "There is no option \(row); the list has options 0 to \(count - 1)."
      }
    }
  }
}
