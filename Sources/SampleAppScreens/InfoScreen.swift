import Tapwright
import TapwrightSampleApp

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The info popover as a user sees it.
public final class InfoScreen: ViewControllerObject<InfoViewController> {
  /// The note count shown, e.g. `3 notes`.
  public var count: Element<UILabel> { element(.identifier(InfoViewController.ID.count)) }
}
