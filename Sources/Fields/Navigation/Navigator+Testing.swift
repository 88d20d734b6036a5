extension Navigator {
  /// Makes a navigator whose stacks already hold web screens at these paths, for tests that
  /// start from the middle of a table row.
  ///
  /// - Parameters:
  ///   - configuration: What the navigator knows of its app.
  ///   - main: The main stack's paths, root first.
  ///   - modal: The modal stack's paths, root first.
  package convenience init(configuration: Configuration, main: [String], modal: [String] = []) {
    self.init(
      configuration: configuration,
      mainStack: main.map { Screen(path: $0) },
      modalStack: modal.map { Screen(path: $0) },
      routeOverride: nil)
  }
}
