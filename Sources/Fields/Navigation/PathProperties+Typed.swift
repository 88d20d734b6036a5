// MARK: - Known properties

extension PathProperties {
  /// `context`; ``NavigationContext/default`` when no rule sets it.
  public var context: NavigationContext {
    string(PathProperty.context.rawValue).flatMap(NavigationContext.init) ?? .default
  }

  /// `presentation`; ``NavigationPresentation/default`` when no rule sets it.
  public var presentation: NavigationPresentation {
    string(PathProperty.presentation.rawValue).flatMap(NavigationPresentation.init) ?? .default
  }

  /// `modal_style`; ``ModalStyle/large`` when no rule sets it, as in Hotwire Native.
  public var modalStyle: ModalStyle {
    string(PathProperty.modalStyle.rawValue).flatMap(ModalStyle.init) ?? .large
  }

  /// `modal_dismiss_gesture_enabled`; `true` when no rule sets it.
  public var modalDismissGestureEnabled: Bool {
    bool(PathProperty.modalDismissGestureEnabled.rawValue) ?? true
  }

  /// `pull_to_refresh_enabled`; `true` when no rule sets it, as in Hotwire Native.
  public var pullToRefreshEnabled: Bool {
    bool(PathProperty.pullToRefreshEnabled.rawValue) ?? true
  }

  /// `animated`; `true` when no rule sets it.
  public var animated: Bool { bool(PathProperty.animated.rawValue) ?? true }

  /// `view_controller`, or `nil` for the default web screen.
  public var viewController: String? { string(PathProperty.viewController.rawValue) }

  /// `default_toolbar`; `true` (Previous, Next, Done above the keyboard) when no rule sets it.
  public var defaultToolbar: Bool { bool(PathProperty.defaultToolbar.rawValue) ?? true }

  /// `historical_location`: whether a built-in historical-location rule matched.
  public var isHistoricalLocation: Bool {
    bool(PathProperty.historicalLocation.rawValue) ?? false
  }
}
