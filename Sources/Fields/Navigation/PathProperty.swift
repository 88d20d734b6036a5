/// A property of a path rule that Fields and the native libraries read, spelled as in the JSON.
///
/// Any other key is a custom property, passed through untouched for the app to read (Turbo
/// Navigator's cookbook adds `controller` and `modalPresentationStyle` this way); only a key a
/// typo away from one of these draws a warning.
public enum PathProperty: String, Sendable, Hashable, CaseIterable {
  /// Where the screen is shown: ``NavigationContext``.
  case context
  /// How the stacks change: ``NavigationPresentation``.
  case presentation
  /// How a modal is presented: ``ModalStyle``.
  case modalStyle = "modal_style"
  /// Whether a modal can be swiped away.
  case modalDismissGestureEnabled = "modal_dismiss_gesture_enabled"
  /// Whether the screen can be pulled down to reload it.
  case pullToRefreshEnabled = "pull_to_refresh_enabled"
  /// Whether the change of screens is animated.
  case animated
  /// The identifier of a native view controller that shows the path instead of a web view.
  case viewController = "view_controller"
  /// Whether forms at the path show the default toolbar above the keyboard (seed 000's
  /// `"default_toolbar": false` removes it).
  case defaultToolbar = "default_toolbar"
  /// Set by the built-in historical-location rules.
  case historicalLocation = "historical_location"
  /// `replace`: a visit that differs from the top screen only in its query replaces it.
  case queryStringPresentation = "query_string_presentation"

  /// The JSON type a value must have.
  enum ValueType {
    case string
    case bool
  }

  /// The JSON type of the property's values.
  var valueType: ValueType {
    switch self {
    case .context, .presentation, .modalStyle, .viewController, .queryStringPresentation:
      return .string
    case .modalDismissGestureEnabled, .pullToRefreshEnabled, .animated, .defaultToolbar,
      .historicalLocation:
      return .bool
    }
  }

  /// The values the property may take, as written in JSON, when it is an enumeration.
  var allowedValues: [String]? {
    switch self {
    case .context: return NavigationContext.allCases.map(\.rawValue)
    case .presentation: return NavigationPresentation.allCases.map(\.rawValue)
    case .modalStyle: return ModalStyle.allCases.map(\.rawValue)
    case .queryStringPresentation: return ["default", "replace"]
    default: return nil
    }
  }
}
