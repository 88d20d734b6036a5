/// A list of options to tick, as a table of rows with checkmarks: the input view of a
/// multiple-choice field.
///
/// ```swift
/// let toppings = ChoiceList(["Cheese", "Ham", "Olives"])
/// try toppings.tick(2)
/// try toppings.tick(0)
/// toppings.tickedTitles   // ["Cheese", "Olives"]: in option order, not ticking order
/// ```
///
/// Rows are numbered from 0, as a picker's are. Ticking a ticked row or unticking one that is
/// not ticked changes nothing.
///
/// ## Thread safety
/// `Sendable`: the ticks are in an observable property.
public final class ChoiceList: Sendable {
  /// The options' titles, in order.
  public let titles: [String]
  /// Whether each row is ticked, one flag a row.
  public let ticks: ObservableProperty<[Bool]>

  /// Makes a list with no row ticked.
  ///
  /// - Parameter titles: The options' titles.
  public init(_ titles: [String]) {
    self.titles = titles
    self.ticks = ObservableProperty([Bool](repeating: false, count: titles.count))
  }

  /// The titles of the ticked rows, in option order.
  public var tickedTitles: [String] {
    zip(titles, ticks.value).compactMap { $0.1 ? $0.0 : nil }
  }

  /// Ticks a row.
  ///
  /// - Throws: ``RowError`` for a row the list does not have.
  public func tick(_ row: Int) throws(RowError) { try set(row, to: true) }

  /// Unticks a row.
  ///
  /// - Throws: ``RowError`` for a row the list does not have.
  public func untick(_ row: Int) throws(RowError) { try set(row, to: false) }

  /// Ticks exactly the given rows, in one change.
  ///
  /// - Throws: ``RowError`` for the first row the list does not have; nothing changes then.
  public func select(_ rows: [Int]) throws(RowError) {
    var flags = [Bool](repeating: false, count: titles.count)
    for row in rows {
      guard flags.indices.contains(row) else { throw .noSuchRow(row, count: titles.count) }
      flags[row] = true
    }
    ticks.value = flags
  }

  private func set(_ row: Int, to flag: Bool) throws(RowError) {
    guard titles.indices.contains(row) else { throw .noSuchRow(row, count: titles.count) }
    ticks.update { $0[row] = flag }
  }
}
