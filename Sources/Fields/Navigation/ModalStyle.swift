/// How a modal is presented, as a path configuration's `modal_style` asks.
///
/// The raw value is the path configuration's spelling, such as `"modal_style": "page_sheet"`.
public enum ModalStyle: String, Sendable, Hashable, CaseIterable {
  /// A sheet at half the screen's height that can be pulled up.
  case medium
  /// A sheet at nearly the full height.
  case large
  /// Covers the whole screen.
  case full
  /// UIKit's page sheet.
  case pageSheet = "page_sheet"
  /// UIKit's form sheet.
  case formSheet = "form_sheet"
}
