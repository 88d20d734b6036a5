/// Two components where the second follows the first: the cities of the selected country.
///
/// ```swift
/// let places = DependentPickerSource(
///   parents: ["Deutschland", "France"],
///   children: ["Deutschland": ["Berlin", "Hamburg"], "France": ["Paris", "Lyon"]])
/// ```
///
/// A parent with no children lists gives the second component no rows.
public struct DependentPickerSource: PickerDataSource, PickerDelegate, Hashable {
  /// The first component's titles.
  public let parents: [String]
  /// The second component's titles for each parent title.
  public let children: [String: [String]]

  /// Makes a source.
  ///
  /// - Parameters:
  ///   - parents: The first component's titles.
  ///   - children: The second component's titles for each parent title.
  public init(parents: [String], children: [String: [String]]) {
    self.parents = parents
    self.children = children
  }

  public var numberOfComponents: Int { 2 }

  public func parent(ofComponent component: Int) -> Int? { component == 1 ? 0 : nil }

  public func numberOfRows(inComponent component: Int, selections: [Int]) -> Int {
    component == 0 ? parents.count : childTitles(selections).count
  }

  public func title(forRow row: Int, inComponent component: Int, selections: [Int]) -> String {
    component == 0 ? parents[row] : childTitles(selections)[row]
  }

  private func childTitles(_ selections: [Int]) -> [String] {
    guard let selected = selections.first, parents.indices.contains(selected) else { return [] }
    return children[parents[selected]] ?? []
  }
}
