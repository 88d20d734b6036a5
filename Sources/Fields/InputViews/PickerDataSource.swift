/// What a picker shows: its components and how many rows each has, as UIPickerViewDataSource.
///
/// Rows are asked for when needed and never gathered, so a source may have any number of them.
/// A component that depends on another (cities of the selected country) reads the selections.
public protocol PickerDataSource: Sendable {
  /// How many components (wheels) the picker has.
  var numberOfComponents: Int { get }

  /// How many rows a component has now.
  ///
  /// - Parameters:
  ///   - component: The component, from 0.
  ///   - selections: The selected row of every component.
  /// - Returns: The number of rows.
  func numberOfRows(inComponent component: Int, selections: [Int]) -> Int

  /// The component whose selection decides this one's rows, or `nil` for none.
  ///
  /// - Parameter component: The component, from 0.
  /// - Returns: The component it follows.
  func parent(ofComponent component: Int) -> Int?
}

extension PickerDataSource {
  /// No component follows another.
  public func parent(ofComponent component: Int) -> Int? { nil }
}

/// What the rows of a picker say, as UIPickerViewDelegate's titles.
public protocol PickerDelegate: Sendable {
  /// The title of a row.
  ///
  /// - Parameters:
  ///   - row: The row, from 0.
  ///   - component: The component, from 0.
  ///   - selections: The selected row of every component.
  /// - Returns: The title.
  func title(forRow row: Int, inComponent component: Int, selections: [Int]) -> String

  /// The row with a title, for showing a value the field already has.
  ///
  /// - Parameters:
  ///   - title: The title to find.
  ///   - component: The component, from 0.
  ///   - selections: The selected row of every component.
  ///   - rowCount: How many rows the component has.
  /// - Returns: The row, or `nil` when no row has the title.
  func row(forTitle title: String, inComponent component: Int, selections: [Int], rowCount: Int)
    -> Int?
}

extension PickerDelegate {
  /// Looks at each row in turn; a source with many rows should answer directly.
  public func row(
    forTitle title: String, inComponent component: Int, selections: [Int], rowCount: Int
  ) -> Int? {
    (0..<rowCount).first {
      self.title(forRow: $0, inComponent: component, selections: selections) == title
    }
  }
}
