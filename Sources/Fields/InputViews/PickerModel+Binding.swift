// MARK: - Binding to a value

extension PickerModel {
  /// The selected title of a component as a value a field can hold: `nil` when it has no
  /// rows; setting a title selects its row, and a title no row has is ignored.
  ///
  /// Observers hear of every change of the title, including one that comes from the
  /// component it follows (a new country lists other cities under the same row).
  ///
  /// - Parameter component: The component, from 0.
  /// - Returns: The binding.
  public func titleBinding(component: Int) -> Binding<String?> {
    Binding(
      get: { self.selectedTitle(inComponent: component) },
      set: { title in
        guard let title, self.selections.indices.contains(component) else { return }
        let count = self.numberOfRows(inComponent: component)
        if let row = self.delegate.row(
          forTitle: title, inComponent: component, selections: self.selectedRows,
          rowCount: count)
        {
          try? self.selectRow(row, inComponent: component)
        }
      },
      observe: { handler in
        var tokens: [ObservationToken] = []
        var watched: Int? = component
        // The component itself and every component it follows, up the chain.
        while let current = watched, self.selections.indices.contains(current),
          tokens.count < self.selections.count
        {
          tokens.append(
            self.selections[current].observe { _ in
              handler(self.selectedTitle(inComponent: component))
            })
          watched = self.dataSource.parent(ofComponent: current)
        }
        return ObservationToken(tokens)
      })
  }
}
