// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Compiled in Swift 4 mode (`swiftLanguageMode(.v4)`), as an app's target with
// `SWIFT_VERSION = 4.0`: UIKit's names before Swift 4.2, used as such apps wrote them.

import Foundation
import XCTest

#if canImport(UIKit)
  import AVFoundation
  import UIKit
#else
  import HeadlessUIKit
#endif

final class Swift4NamesTests: XCTestCase {
  func testNestedTypesHaveTheirFlatNames() {
    let state: UIControlState = .highlighted
    XCTAssertEqual(state, UIControlState.highlighted)
    let style: UITableViewCellStyle = .subtitle
    XCTAssertEqual(style.rawValue, 3)
    let key: NSAttributedStringKey = .foregroundColor
    XCTAssertEqual(key.rawValue, "NSColor")
    let options: UIViewAnimationOptions = [.curveEaseIn, .beginFromCurrentState]
    XCTAssertTrue(options.contains(.curveEaseIn))
    let orientation: UIImageOrientation = .up
    XCTAssertEqual(orientation.rawValue, 0)
    let level: UIWindowLevel = UIWindowLevelAlert
    XCTAssertTrue(level > UIWindowLevelNormal)
  }

  func testTheRunLoopsModesHaveTheirSwift4Names() {
    let mode: RunLoopMode = .commonModes
    XCTAssertEqual(mode.rawValue, "kCFRunLoopCommonModes")
    XCTAssertEqual(RunLoopMode.defaultRunLoopMode.rawValue, "kCFRunLoopDefaultMode")
    let timer = Timer(timeInterval: 60, repeats: false) { _ in }
    RunLoop.main.add(timer, forMode: .commonModes)
    timer.invalidate()
  }

  func testConstantsAndFunctions() {
    XCTAssertEqual(UIBackgroundTaskInvalid, UIBackgroundTaskIdentifier.invalid)
    XCTAssertEqual(UITableViewAutomaticDimension, -1)
    XCTAssertEqual(UISegmentedControlNoSegment, -1)
    XCTAssertEqual(UIKeyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
    XCTAssertEqual(UICollectionElementKindSectionHeader, "UICollectionElementKindSectionHeader")
    XCTAssertEqual(UIImagePickerControllerOriginalImage, "UIImagePickerControllerOriginalImage")
    XCTAssertEqual(UIEdgeInsetsMake(1, 2, 3, 4), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    XCTAssertNotNil(UIImagePNGRepresentation(image))
  }

  func testCoreAnimationsStringConstantsSetItsProperties() {
    let layer = CAShapeLayer()
    layer.fillMode = kCAFillModeForwards
    layer.lineCap = kCALineCapRound
    layer.contentsGravity = kCAGravityResizeAspectFill
    XCTAssertEqual(layer.fillMode, kCAFillModeForwards)
    XCTAssertEqual(layer.lineCap, kCALineCapRound)
    XCTAssertEqual(layer.contentsGravity, kCAGravityResizeAspectFill)
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
    XCTAssertNotNil(animation.timingFunction)
  }

  func testNotificationNamesAreUIKits() {
    XCTAssertEqual(
      NSNotification.Name.UIKeyboardWillShow.rawValue, "UIKeyboardWillShowNotification")
    XCTAssertEqual(
      NSNotification.Name.UIApplicationDidFinishLaunching.rawValue,
      "UIApplicationDidFinishLaunchingNotification")
    XCTAssertEqual(
      NSNotification.Name.UITextFieldTextDidEndEditing.rawValue,
      "UITextFieldTextDidEndEditingNotification")
    let told = expectation(forNotification: .UIApplicationDidEnterBackground, object: nil)
    NotificationCenter.default.post(name: .UIApplicationDidEnterBackground, object: nil)
    wait(for: [told], timeout: 0)
  }

  func testViewAndControllerMethodsHaveTheirSwift4Names() {
    let view = UIView()
    let back = UIView()
    let front = UIView()
    view.addSubview(back)
    view.addSubview(front)
    view.bringSubview(toFront: back)
    XCTAssertEqual(view.subviews, [front, back])
    view.sendSubview(toBack: back)
    XCTAssertEqual(view.subviews, [back, front])

    let parent = UIViewController()
    let child = UIViewController()
    parent.addChildViewController(child)
    child.didMove(toParentViewController: parent)
    XCTAssertEqual(parent.childViewControllers, [child])
    child.willMove(toParentViewController: nil)
    child.removeFromParentViewController()
    XCTAssertTrue(parent.childViewControllers.isEmpty)

    let indicator = UIActivityIndicatorView(activityIndicatorStyle: .medium)
    XCTAssertEqual(indicator.activityIndicatorViewStyle, .medium)
  }

  func testTheAudioSessionTakesSwift4sCategories() throws {
    let session = AVAudioSession.sharedInstance()
    try session.setCategory(AVAudioSessionCategoryPlayback, with: [])
    XCTAssertEqual(session.category, AVAudioSessionCategoryPlayback)
  }
}
