/// One component whose rows are computed, not stored: any number of them, each title made
/// when it is shown.
///
/// ```swift
/// let tickets = ComputedPickerColumn(rowCount: 1_000_000_000,
///                                    title: { "Ticket \($0 + 1)" },
///                                    row: { title in Int(title.dropFirst(7)).map { $0 - 1 } })
/// ```
///
/// Selecting the last of a billion rows costs what selecting the first does.
public struct ComputedPickerColumn: PickerDataSource, PickerDelegate {
  /// How many rows there are.
  public let rowCount: Int
  private let makeTitle: @Sendable (Int) -> String
  private let findRow: (@Sendable (String) -> Int?)?

  /// Makes a column.
  ///
  /// - Parameters:
  ///   - rowCount: How many rows there are.
  ///   - title: The title of a row.
  ///   - row: The row of a title, when it can be worked out; without it a title is searched
  ///     for row by row.
  public init(
    rowCount: Int, title: @escaping @Sendable (Int) -> String,
    row: (@Sendable (String) -> Int?)? = nil
  ) {
    self.rowCount = max(rowCount, 0)
    self.makeTitle = title
    self.findRow = row
  }

  public var numberOfComponents: Int { 1 }

  public func numberOfRows(inComponent component: Int, selections: [Int]) -> Int { rowCount }

  public func title(forRow row: Int, inComponent component: Int, selections: [Int]) -> String {
    makeTitle(row)
  }

  public func row(
    forTitle title: String, inComponent component: Int, selections: [Int], rowCount: Int
  ) -> Int? {
    guard let findRow else {
      return (0..<rowCount).first { makeTitle($0) == title }
    }
    return findRow(title).flatMap { (0..<rowCount).contains($0) ? $0 : nil }
  }
}
