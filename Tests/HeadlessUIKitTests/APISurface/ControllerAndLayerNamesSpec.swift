import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Names unseen apps' code stopped at (session 29's batch of the corpus log), used as the apps
// write them; they run on iOS as well, but for the split view's toggle, which HeadlessUIKit runs
// through its item's primary action.

@MainActor
@Suite("A split view's display-mode button, a view's mask, a search's dimming, a layer's timing")
struct ControllerAndLayerNamesSpec {
  @Test("The split view's display-mode button goes on the secondary's navigation bar")
  func displayModeButton() {
    let split = UISplitViewController()
    let detail = UIViewController()
    detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
    #expect(detail.navigationItem.leftBarButtonItem === split.displayModeButtonItem)
  }

  #if !canImport(UIKit)
    @Test("A tap on the display-mode button hides the primary column, and another shows it")
    func displayModeButtonToggles() throws {
      let split = UISplitViewController()
      split.viewControllers = [UIViewController(), UIViewController()]
      #expect(split.displayMode == .oneBesideSecondary)
      let action = try #require(split.displayModeButtonItem.primaryAction)
      action.performWithSender(nil, target: nil)
      #expect(split.displayMode == .secondaryOnly)
      action.performWithSender(nil, target: nil)
      #expect(split.displayMode == .oneBesideSecondary)
    }
  #endif

  @Test("A view's mask view is its layer's mask layer")
  func maskView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let mask = UIView(frame: view.bounds)
    view.mask = mask
    #expect(view.mask === mask)
    #expect(view.layer.mask === mask.layer)
    view.mask = nil
    #expect(view.layer.mask == nil)
  }

  @Test("A search controller's background dimming is its obscuring, under the pre-iOS 12 name")
  func dimsBackground() {
    let search = UISearchController(searchResultsController: nil)
    search.dimsBackgroundDuringPresentation = false
    #expect(!search.obscuresBackgroundDuringPresentation)
    search.obscuresBackgroundDuringPresentation = true
    #expect(search.dimsBackgroundDuringPresentation)
  }

  @Test("A layer keeps its media timing, as CAMediaTiming's adopter")
  func layerTiming() {
    let layer = CALayer()
    #expect(layer.fillMode == .removed)
    #expect(layer.beginTime == 0)
    layer.fillMode = .forwards
    layer.beginTime = 2
    layer.duration = 0.5
    layer.repeatCount = 3
    layer.autoreverses = true
    #expect(layer.fillMode == .forwards)
    #expect(layer.beginTime == 2)
    #expect(layer.duration == 0.5)
    #expect(layer.repeatCount == 3)
    #expect(layer.autoreverses)
  }

  @Test("Window levels order by their raw values")
  func windowLevels() {
    #expect(UIWindow.Level.normal < .statusBar)
    #expect(UIWindow.Level.alert > .statusBar)
    #expect(UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1) > .alert)
  }
}
