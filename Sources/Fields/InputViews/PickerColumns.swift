/// A picker's rows as arrays of titles, one array per component.
///
/// ```swift
/// let sizes = PickerColumns([["S", "M", "L"], ["red", "blue"]])
/// ```
public struct PickerColumns: PickerDataSource, PickerDelegate, Hashable {
  /// The titles of each component.
  public let columns: [[String]]

  /// Makes a source from its columns.
  ///
  /// - Parameter columns: The titles of each component.
  public init(_ columns: [[String]]) { self.columns = columns }

  public var numberOfComponents: Int { columns.count }

  public func numberOfRows(inComponent component: Int, selections: [Int]) -> Int {
    columns.indices.contains(component) ? columns[component].count : 0
  }

  public func title(forRow row: Int, inComponent component: Int, selections: [Int]) -> String {
    columns[component][row]
  }
}
