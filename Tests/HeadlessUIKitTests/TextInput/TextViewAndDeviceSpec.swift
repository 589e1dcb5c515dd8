import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A count that a notification observer's closure may bump.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}

/// Records what a text view tells its delegate.
@MainActor
private final class TextViewRecorder: NSObject, UITextViewDelegate {
  var events: [String] = []
  var allowsChange = true

  func textViewDidBeginEditing(_ textView: UITextView) { events.append("begin") }
  func textViewDidEndEditing(_ textView: UITextView) { events.append("end") }
  func textViewDidChange(_ textView: UITextView) { events.append("change \(textView.text ?? "")") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    events.append("should \(range.location),\(range.length) \(text)")
    return allowsChange
  }
}

@MainActor
@Suite("UITextView, UIDevice and the other API public apps use")
struct TextViewAndDeviceSpec {
  private func textViewInWindow() -> (UIWindow, UITextView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.addSubview(textView)
    window.isHidden = false
    return (window, textView)
  }

  @Test("A text view's defaults are UIKit's")
  func textViewDefaults() {
    let textView = UITextView()
    #expect(textView.text == "")
    #expect(textView.isEditable)
    #expect(textView.isSelectable)
    #expect(textView.textAlignment == .natural)
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.isScrollEnabled)
  }

  @Test("Setting text in code tells the delegate nothing")
  func codeChangesAreSilent() {
    let (window, textView) = textViewInWindow()
    let recorder = TextViewRecorder()
    textView.delegate = recorder
    textView.text = "Hello"
    #expect(recorder.events.isEmpty)
    #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    withExtendedLifetime(window) {}
  }

  @Test("Editing begins and ends through the delegate")
  func editingLifecycle() {
    let (window, textView) = textViewInWindow()
    let recorder = TextViewRecorder()
    textView.delegate = recorder
    #expect(textView.becomeFirstResponder())
    #expect(textView.isFirstResponder)
    #expect(textView.resignFirstResponder())
    #expect(recorder.events == ["begin", "end"])
    withExtendedLifetime(window) {}
  }

  @Test("insertText appends to a view that is not editing; deleteBackward deletes as the key")
  func keys() {
    let (window, textView) = textViewInWindow()
    let recorder = TextViewRecorder()
    textView.delegate = recorder
    textView.text = "Hi"
    textView.insertText("!")
    #expect(textView.text == "Hi!")
    #expect(!textView.isFirstResponder)
    #expect(textView.becomeFirstResponder())
    textView.deleteBackward()
    recorder.allowsChange = false
    textView.deleteBackward()
    #expect(textView.text == "Hi")
    #expect(textView.hasText)
    #expect(
      recorder.events == [
        "should 2,0 !", "change Hi!", "begin", "should 2,1 ", "change Hi", "should 1,1 ",
      ])
    withExtendedLifetime(window) {}
  }

  @Test("A text view that is not editable does not begin editing")
  func notEditable() {
    let (window, textView) = textViewInWindow()
    textView.isEditable = false
    #expect(!textView.becomeFirstResponder())
    withExtendedLifetime(window) {}
  }

  #if !canImport(UIKit)
    @Test("A user's edit asks the delegate, then tells it and posts the notification")
    func userEdit() {
      let (window, textView) = textViewInWindow()
      let recorder = TextViewRecorder()
      textView.delegate = recorder
      let posted = Counter()
      let observer = NotificationCenter.default.addObserver(
        forName: UITextView.textDidChangeNotification, object: textView, queue: nil
      ) { _ in posted.increment() }
      defer { NotificationCenter.default.removeObserver(observer) }
      #expect(textView.userReplaceText(in: NSRange(location: 0, length: 0), with: "Hi"))
      recorder.allowsChange = false
      #expect(!textView.userReplaceText(in: NSRange(location: 2, length: 0), with: "!"))
      #expect(textView.text == "Hi")
      #expect(recorder.events == ["begin", "should 0,0 Hi", "change Hi", "should 2,0 !"])
      #expect(posted.value == 1)
      withExtendedLifetime(window) {}
    }
  #endif

  @Test("With scrolling disabled, a text view grows with its text under Auto Layout")
  func growsWithText() {
    let textView = UITextView()
    textView.isScrollEnabled = false
    textView.font = .systemFont(ofSize: 10)
    textView.text = "One"
    let oneLine = textView.intrinsicContentSize.height
    textView.text = "One\nTwo"
    #expect(textView.intrinsicContentSize.height > oneLine)
    textView.isScrollEnabled = true
    #expect(textView.intrinsicContentSize.height == UIView.noIntrinsicMetric)
  }

  @Test("The device is an upright iPhone once orientation notifications are on")
  func device() {
    let device = UIDevice.current
    #expect(device.userInterfaceIdiom == .phone)
    #expect(device.systemName == "iOS")
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .portrait)
    #expect(device.orientation.isPortrait)
    device.endGeneratingDeviceOrientationNotifications()
  }

  @Test("A layer's shadow copy has its appearance and geometry, not its sublayers")
  func layerCopy() {
    let layer = CALayer()
    layer.cornerRadius = 6
    layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    layer.addSublayer(CALayer())
    let copy = CALayer(layer: layer)
    #expect(copy.cornerRadius == 6)
    #expect(copy.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(copy.sublayers == nil)
  }

  @Test("A button configuration's insets and background are values the app sets and reads")
  func buttonConfiguration() {
    var configuration = UIButton.Configuration.filled()
    configuration.contentInsets = .zero
    configuration.background.backgroundColor = .systemRed
    configuration.background.cornerRadius = 4
    let button = UIButton(configuration: configuration)
    #expect(button.configuration?.contentInsets == .zero)
    #expect(button.configuration?.background.backgroundColor == .systemRed)
    #expect(button.configuration?.background.cornerRadius == 4)
  }

  @Test("A search bar's bar style is stored")
  func searchBarStyle() {
    let searchBar = UISearchBar()
    searchBar.barStyle = .black
    #expect(searchBar.barStyle == .black)
  }

  @Test("A visual effect view keeps its effect and a content view that fills it")
  func visualEffectView() {
    let blur = UIBlurEffect(style: .systemMaterial)
    let effectView = UIVisualEffectView(effect: blur)
    effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let label = UILabel()
    effectView.contentView.addSubview(label)
    effectView.layoutIfNeeded()
    #expect(effectView.effect === blur)
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(label.superview === effectView.contentView)
    #expect(effectView.subviews.first === effectView.contentView)
  }
}
