import Synchronization

/// UIPickerView without the screen: components of rows from a data source, titles from a
/// delegate, and a selection per component that fields bind to.
///
/// ```swift
/// let places = DependentPickerSource(
///   parents: ["Deutschland", "France"],
///   children: ["Deutschland": ["Berlin", "Hamburg"], "France": ["Paris", "Lyon"]])
/// let picker = PickerModel(places)
/// try picker.selectRow(1, inComponent: 0)    // France; the city column now lists Paris, Lyon
/// picker.title(forRow: 0, inComponent: 1)     // "Paris"
/// ```
///
/// Row counts are read from the data source when the picker is made and when a component is
/// reloaded; a component that follows another reloads by itself when the other's selection
/// changes, and every selection is kept within its rows (-1 when there are none, as UIKit
/// answers). Rows are never gathered: a source of a billion rows costs no more memory.
///
/// ## Thread safety
/// `Sendable`: the counts are kept under a lock and each selection is an
/// ``ObservableProperty``.
public final class PickerModel: Sendable {
  /// Where the rows come from.
  public let dataSource: any PickerDataSource
  /// Where the titles come from.
  public let delegate: any PickerDelegate
  /// The selected row of each component.
  public let selections: [ObservableProperty<Int>]
  private let rowCounts: Mutex<[Int]>
  private let followers: Mutex<[ObservationToken]>

  /// Makes a picker whose source also gives the titles.
  ///
  /// - Parameter source: The rows and their titles.
  public convenience init(_ source: some PickerDataSource & PickerDelegate) {
    self.init(dataSource: source, delegate: source)
  }

  /// Makes a picker with the first row of each component selected.
  ///
  /// - Parameters:
  ///   - dataSource: Where the rows come from.
  ///   - delegate: Where the titles come from.
  public init(dataSource: any PickerDataSource, delegate: any PickerDelegate) {
    self.dataSource = dataSource
    self.delegate = delegate
    let count = max(dataSource.numberOfComponents, 0)
    selections = (0..<count).map { _ in ObservableProperty(0) }
    rowCounts = Mutex(Array(repeating: 0, count: count))
    followers = Mutex([])
    reloadAllComponents()
    var tokens: [ObservationToken] = []
    for component in 0..<count {
      guard let parent = dataSource.parent(ofComponent: component),
        selections.indices.contains(parent), parent != component
      else { continue }
      tokens.append(
        selections[parent].observe { [weak self] _ in self?.reloadComponent(component) })
    }
    followers.withTSanVisibleLock { $0 = tokens }
  }

  // MARK: - Reading

  /// How many components there are.
  public var numberOfComponents: Int { selections.count }

  /// The selected row of every component.
  public var selectedRows: [Int] { selections.map(\.value) }

  /// How many rows a component has, as last loaded; 0 for a component that does not exist.
  ///
  /// - Parameter component: The component, from 0.
  /// - Returns: The number of rows.
  public func numberOfRows(inComponent component: Int) -> Int {
    rowCounts.withTSanVisibleLock { $0.indices.contains(component) ? $0[component] : 0 }
  }

  /// The title of a row, or `nil` when there is no such row.
  ///
  /// - Parameters:
  ///   - row: The row, from 0.
  ///   - component: The component, from 0.
  /// - Returns: The delegate's title.
  public func title(forRow row: Int, inComponent component: Int) -> String? {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return nil }
    return delegate.title(forRow: row, inComponent: component, selections: selectedRows)
  }

  /// The title of the selected row of a component, or `nil` when it has no rows.
  ///
  /// - Parameter component: The component, from 0.
  /// - Returns: The title.
  public func selectedTitle(inComponent component: Int) -> String? {
    guard selections.indices.contains(component) else { return nil }
    return title(forRow: selections[component].value, inComponent: component)
  }

  // MARK: - Selecting

  /// Selects a row.
  ///
  /// - Parameters:
  ///   - row: The row, from 0.
  ///   - component: The component, from 0.
  /// - Throws: ``PickerError`` for a component or row that does not exist.
  public func selectRow(_ row: Int, inComponent component: Int) throws(PickerError) {
    try checkComponent(component)
    let count = numberOfRows(inComponent: component)
    guard row >= 0, row < count else {
      throw .noSuchRow(row, component: component, count: count)
    }
    selections[component].value = row
  }

  /// Turns a component's wheel by `rows`, stopping at its first and last rows.
  ///
  /// `component` is UIPickerView's word for a column, as in ``selectRow(_:inComponent:)``;
  /// ``DatePicker/turn(component:by:)`` takes the same label.
  ///
  /// - Parameters:
  ///   - component: The component, from 0.
  ///   - rows: Rows forward (positive) or back (negative).
  /// - Throws: ``PickerError/noSuchComponent(_:count:)``.
  public func turn(component: Int, by rows: Int) throws(PickerError) {
    try checkComponent(component)
    let count = numberOfRows(inComponent: component)
    guard count > 0 else { return }
    selections[component].update { selected in
      let (moved, overflow) = selected.addingReportingOverflow(rows)
      selected = overflow ? (rows < 0 ? 0 : count - 1) : min(max(moved, 0), count - 1)
    }
  }

  /// Reads a component's rows again and keeps its selection within them.
  ///
  /// - Parameter component: The component, from 0; one that does not exist is ignored.
  public func reloadComponent(_ component: Int) {
    guard selections.indices.contains(component) else { return }
    let count = max(
      dataSource.numberOfRows(inComponent: component, selections: selectedRows), 0)
    rowCounts.withTSanVisibleLock { $0[component] = count }
    selections[component].update { selected in
      selected = count == 0 ? -1 : min(max(selected, 0), count - 1)
    }
  }

  /// Reads every component's rows again, first to last.
  public func reloadAllComponents() {
    for component in selections.indices { reloadComponent(component) }
  }

  private func checkComponent(_ component: Int) throws(PickerError) {
    guard selections.indices.contains(component) else {
      throw .noSuchComponent(component, count: selections.count)
    }
  }
}
