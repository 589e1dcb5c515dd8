import Tapwright
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The editor's screen object: what a user sees and does there.
final class EditorScreen: ViewControllerObject<EditorViewController> {
  var status: String? { viewController.statusLabel.text }

  func save() async { await tap(.identifier("save")) }

  /// Archives the draft: a helper whose failures land on the calling test's line.
  func archive(
    at callSite: CallSite = #callSite
  ) async {
    await reporting(at: callSite) { await tap(.identifier("archive")) }
  }
}

/// The list's screen object.
final class ListScreen: ViewControllerObject<ListViewController> {
  var rows: Element<UITableView> { element(.any) }
}

/// The detail's screen object.
final class DetailScreen: ViewControllerObject<ItemDetailViewController> {
  var item: String? { get throws { try text(.identifier("item")) } }
}

/// The popover's screen object.
final class InfoScreen: ViewControllerObject<InfoViewController> {
  var version: String? { get throws { try text(.identifier("version")) } }
}
