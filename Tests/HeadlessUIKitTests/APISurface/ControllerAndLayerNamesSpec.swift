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

@MainActor
@Suite("Colours and fonts are NSObjects, as UIKit's")
struct ColorAndFontObjectsSpec {
  @Test("A text-attributes literal of a font and a colour is inferred, with no annotation")
  func attributesLiteral() {
    // Apps write it so (an app's AppDelegate of session 29's batch): Swift joins the values'
    // types to NSObject.
    let attributes = [
      NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12),
      NSAttributedString.Key.foregroundColor: UIColor.red,
    ]
    let text = NSAttributedString(string: "Hi", attributes: attributes)
    #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 12))
  }

  @Test("Equality and hashing are isEqual(_:) and hash")
  func equality() {
    let objects: [NSObject] = [
      UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIFont.systemFont(ofSize: 17),
    ]
    #expect(objects[0].isEqual(UIColor.red))
    #expect(!objects[0].isEqual(UIColor.blue))
    #expect(objects[1].isEqual(UIFont.systemFont(ofSize: 17)))
    #expect(objects[0].hash == UIColor.red.hash)
    #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
  }
}
