import GreetingKit
import UIKit
import XCTest

// What apps and the libraries they build from source lean on the Objective-C runtime for, as
// they write it: optional protocol requirements, an extension observing an inherited property,
// an associated object.

final class LoudDelegate: NSObject, GreeterDelegate {
  var told: [String] = []
  func greeterWillGreet(_ name: String) { told.append(name) }
  func punctuation(for name: String) -> String { "!!!" }
}

final class QuietDelegate: NSObject, GreeterDelegate {}

final class BadgeButton: UIButton {}

private var badgeKey: UInt8 = 0

extension BadgeButton {
  override var isSelected: Bool {
    didSet { badge = isSelected ? "selected" : nil }
  }

  var badge: String? {
    get { objc_getAssociatedObject(self, &badgeKey) as? String }
    set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }
}

/// A layer class of the app's own backs a view: UIKit makes it through the runtime.
final class ProgressLayer: CAShapeLayer {
  var progress: CGFloat = 0 {
    didSet { strokeEnd = progress }
  }
}

final class ProgressView: UIView {
  override class var layerClass: AnyClass { ProgressLayer.self }
  var progressLayer: ProgressLayer { layer as! ProgressLayer }
}

/// An `@objc` method an extension adds to UIKit's class, which a subclass overrides, as
/// Kingfisher's `AnimatedImageView` overrides `shouldPreloadAllAnimation()`.
extension UIImageView {
  @objc func shouldPreloadAllFrames() -> Bool { true }
  @objc class func framesDescription(prefix: String = "frames") -> String { "\(prefix): all" }
}

class AnimatedView: UIImageView {
  override func shouldPreloadAllFrames() -> Bool { false }
  override class func framesDescription(prefix: String) -> String {
    super.framesDescription(prefix: prefix) + " but one at a time"
  }
}

final class LazyAnimatedView: AnimatedView {
  override func shouldPreloadAllFrames() -> Bool { !super.shouldPreloadAllFrames() }
}

/// A computed property an extension adds to UIKit's class, which a cell overrides, as
/// LoadableViews' `nibContainerView`.
extension UIView {
  @objc dynamic var loadedContainer: UIView { self }
  @objc var badgeText: String? {
    get { nil }
    set {}
  }
}

final class LoadableCell: UITableViewCell {
  private var badge: String?
  override var loadedContainer: UIView { contentView }
  override var badgeText: String? {
    get { badge ?? super.badgeText }
    set { badge = newValue }
  }
}

final class ObjectiveCIdiomsTests: XCTestCase {
  func testACellOverridesAPropertyAnExtensionAddsToUIKitsClass() {
    let view = UIView()
    let cell = LoadableCell(style: .default, reuseIdentifier: nil)
    let views: [UIView] = [view, cell]
    XCTAssertTrue(views[0].loadedContainer === view)
    XCTAssertTrue(views[1].loadedContainer === cell.contentView)
    views[0].badgeText = "ignored"
    views[1].badgeText = "3"
    XCTAssertEqual(views.map(\.badgeText), [nil, "3"])
  }

  func testASubclassOverridesAMethodAnExtensionAddsToUIKitsClass() {
    let views: [UIImageView] = [UIImageView(), AnimatedView(), LazyAnimatedView()]
    XCTAssertEqual(views.map { $0.shouldPreloadAllFrames() }, [true, false, true])
    let types: [UIImageView.Type] = [UIImageView.self, AnimatedView.self]
    XCTAssertEqual(
      types.map { $0.framesDescription() }, ["frames: all", "frames: all but one at a time"])
  }

  func testAViewIsBackedByItsOwnLayerClass() {
    let view = ProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
    view.progressLayer.progress = 0.5
    XCTAssertEqual((view.layer as? ProgressLayer)?.strokeEnd, 0.5)
  }

  func testOptionalRequirementsAreCalledOnlyWhenImplemented() {
    let greeter = DelegatingGreeter()
    let loud = LoudDelegate()
    greeter.delegate = loud
    XCTAssertEqual(greeter.greet("Ada"), "Hello, Ada!!!")
    XCTAssertEqual(loud.told, ["Ada"])
    let quiet = QuietDelegate()
    greeter.delegate = quiet
    XCTAssertEqual(greeter.greet("Bo"), "Hello, Bo!")
  }

  func testAnExtensionObservesAnInheritedPropertyAndKeepsAnAssociatedValue() {
    let button = BadgeButton()
    XCTAssertNil(button.badge)
    button.isSelected = true
    XCTAssertTrue(button.isSelected)
    XCTAssertEqual(button.badge, "selected")
    button.isSelected = false
    XCTAssertNil(button.badge)
  }
}
