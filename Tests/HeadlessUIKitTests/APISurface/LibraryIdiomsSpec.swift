import Foundation
import Testing

#if canImport(UIKit)
  import AVFoundation
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

// What UIKit libraries built from source need (SnapKit, DropDown…), written as they write it.

nonisolated(unsafe) private var installedConstraintsKey: UInt8 = 0
nonisolated(unsafe) private var labelKey: UInt8 = 0

extension UIView {
  /// SnapKit's way of giving a view a stored property: an associated object.
  fileprivate var installedConstraints: [NSLayoutConstraint] {
    get { objc_getAssociatedObject(self, &installedConstraintsKey) as? [NSLayoutConstraint] ?? [] }
    set {
      objc_setAssociatedObject(
        self, &installedConstraintsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  fileprivate var label: String? {
    get { objc_getAssociatedObject(self, &labelKey) as? String }
    set { objc_setAssociatedObject(self, &labelKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
  }
}

/// Classes of this spec's own, so that setting their appearance touches no other test's views.
final class AppearanceSpecButton: UIButton {}
final class AppearanceSpecDropDown: UIView {
  // An appearance property: `@objc dynamic` in UIKit (its proxy forwards through Objective-C),
  // as the port leaves it on Linux.
  #if canImport(ObjectiveC)
    @objc dynamic var textColor: UIColor = .black
  #else
    var textColor: UIColor = .black
  #endif

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
final class AppearanceSpecBarItem: UIBarButtonItem {}

/// A photo viewer's scroll view delegate: it zooms an image view and hears about scrolling.
final class PhotoZoomDelegate: NSObject, UIScrollViewDelegate, UITableViewDelegate {
  let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  var log: [String] = []
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
  func scrollViewDidZoom(_ scrollView: UIScrollView) { log.append("zoom \(scrollView.zoomScale)") }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scroll") }
}

/// A list that offers 3D Touch previews of its rows, as apps before iOS 13 did.
final class PreviewingList: UIViewController, UIViewControllerPreviewingDelegate {
  func previewingContext(
    _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
  ) -> UIViewController? { UIViewController() }

  func previewingContext(
    _ previewingContext: any UIViewControllerPreviewing,
    commit viewControllerToCommit: UIViewController
  ) {}
}

/// SnapKit's constraint class: a subclass with no initialiser of its own.
final class LabeledConstraint: NSLayoutConstraint {
  var label: String? {
    get { identifier }
    set { identifier = newValue }
  }
}

/// A count guarded as apps and libraries guard shared state, with the runtime's object lock.
private final class GuardedCounter: @unchecked Sendable {
  private(set) var value = 0

  func increment() {
    objc_sync_enter(self)
    defer { objc_sync_exit(self) }
    value += 1
  }
}

@MainActor
@Suite("What UIKit libraries built from source use")
struct LibraryIdiomsSpec {
  @Test("objc_sync_enter and objc_sync_exit lock per object, recursively, across threads")
  nonisolated func objectLocks() {
    let counter = GuardedCounter()
    DispatchQueue.concurrentPerform(iterations: 200) { _ in counter.increment() }
    #expect(counter.value == 200)
    let object = NSObject()
    #expect(Int(objc_sync_enter(object)) == OBJC_SYNC_SUCCESS)
    #expect(Int(objc_sync_enter(object)) == OBJC_SYNC_SUCCESS)
    #expect(Int(objc_sync_exit(object)) == OBJC_SYNC_SUCCESS)
    #expect(Int(objc_sync_exit(object)) == OBJC_SYNC_SUCCESS)
    #expect(Int(objc_sync_exit(object)) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
  }

  @Test("Associated objects hold a value per object and key; nil removes it")
  func associatedObjects() {
    let first = UIView()
    let second = UIView()
    let constraint = first.widthAnchor.constraint(equalToConstant: 10)
    first.installedConstraints = [constraint]
    first.label = "first"
    #expect(first.installedConstraints == [constraint])
    #expect(first.label == "first")
    #expect(second.installedConstraints.isEmpty)
    #expect(second.label == nil)
    first.label = nil
    #expect(first.label == nil)
    #expect(first.installedConstraints == [constraint])
    objc_removeAssociatedObjects(first)
    #expect(first.installedConstraints.isEmpty)
  }

  @Test("A retained associated value lives as long as its object holds it")
  func retainedValue() {
    weak var released: UIView?
    do {
      let owner = UIView()
      var payload: UIView? = UIView()
      released = payload
      objc_setAssociatedObject(owner, &labelKey, payload, .OBJC_ASSOCIATION_RETAIN)
      payload = nil
      #expect(released != nil)
      #expect(objc_getAssociatedObject(owner, &labelKey) as? UIView === released)
    }
  }

  @Test("A constraint subclass inherits NSLayoutConstraint's initialisers and lays out")
  func constraintSubclass() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let leading = LabeledConstraint(
      item: child, attribute: .leading, relatedBy: .equal, toItem: container,
      attribute: .leading, multiplier: 1, constant: 20)
    leading.label = "leading"
    let others = [
      LabeledConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top,
        multiplier: 1, constant: 10),
      LabeledConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 50),
      LabeledConstraint(
        item: child, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 30),
    ]
    NSLayoutConstraint.activate([leading] + others)
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 50, height: 30))
    #expect(leading.identifier == "leading")
    #expect(LabeledConstraint().firstItem == nil)
  }

  @Test("Layout direction: left to right unless the semantic content attribute forces it")
  func layoutDirection() {
    let view = UIView()
    #expect(view.semanticContentAttribute == .unspecified)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
  }

  @Test("A controller's top layout guide ends where its view's safe area begins")
  func topLayoutGuide() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    window.isHidden = false
    let banner = UIView()
    banner.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
      banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      banner.widthAnchor.constraint(equalToConstant: 100),
      banner.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    #expect(banner.frame.minY == controller.view.safeAreaInsets.top)
    #expect(controller.topLayoutGuide.length == controller.view.safeAreaInsets.top)
    #expect(controller.view.safeAreaInsets.top > 0)
  }

  @Test("Any view or bar item class has an appearance proxy that keeps what is set on it")
  func appearanceProxies() {
    AppearanceSpecButton.appearance().tintColor = .red
    #expect(AppearanceSpecButton.appearance().tintColor == .red)
    AppearanceSpecDropDown.appearance().textColor = .blue
    #expect(AppearanceSpecDropDown.appearance().textColor == .blue)
    AppearanceSpecDropDown.appearance(whenContainedInInstancesOf: [UITableViewCell.self])
      .backgroundColor = .green
    AppearanceSpecBarItem.appearance().tintColor = .orange
    #expect(AppearanceSpecBarItem.appearance().tintColor == .orange)
  }

  @Test("Affine transforms compose as Core Graphics' do")
  func affineTransforms() {
    let moved = CGAffineTransform.identity.translatedBy(x: 10, y: 20)
    #expect(CGPoint.zero.applying(moved) == CGPoint(x: 10, y: 20))
    // Scaled first, then moved: the scale applies to the point, not to the translation.
    let scaledThenMoved = moved.scaledBy(x: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(scaledThenMoved) == CGPoint(x: 12, y: 23))
    #expect(CGPoint(x: 12, y: 23).applying(scaledThenMoved.inverted()) == CGPoint(x: 1, y: 1))
    let quarterTurn = CGAffineTransform.identity.rotated(by: .pi / 2)
    let turned = CGPoint(x: 1, y: 0).applying(quarterTurn)
    #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
  }

  @Test("NSIndexPath has UIKit's rows, items and sections")
  func nsIndexPath() {
    let path = NSIndexPath(row: 3, section: 1)
    #expect(path.row == 3)
    #expect(path.section == 1)
    #expect(NSIndexPath(item: 4, section: 2).item == 4)
    #expect(path as IndexPath == IndexPath(row: 3, section: 1))
  }

  #if !canImport(ObjectiveC)
    @Test(
      "A stream's error, as the port reads it: nil after a good read, the error after a bad open")
    func streamErrorReadSafely() throws {
      let good = InputStream(data: Data([1, 2, 3]))
      good.open()
      var buffer = [UInt8](repeating: 0, count: 8)
      #expect(good.read(&buffer, maxLength: 8) == 3)
      #expect(good._tapwrightStreamError == nil)
      let missing = try #require(InputStream(url: URL(fileURLWithPath: "/nonexistent/tapwright")))
      missing.open()
      #expect(missing.streamStatus == .error)
      #expect(missing._tapwrightStreamError != nil)
    }
  #endif

  @Test("A logger formats the current thread with %p and %@, as stream-core's logger writes it")
  func threadAsFormatArgument() {
    let thread = Thread.current
    let first = String(format: "[%p] %@", thread, thread)
    let second = String(format: "[%p]", thread)
    #expect(first.hasPrefix("[0x"))
    #expect(first.hasSuffix("] " + thread.description))
    #expect(first.hasPrefix(second))
    #expect(String(format: "%@ %@", thread, "done") == thread.description + " done")
  }

  @Test("A layer's anchor point places its position; moving it keeps the position")
  func anchorPoint() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(layer.position == CGPoint(x: 50, y: 20))
    layer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(layer.position == CGPoint(x: 50, y: 20))
    #expect(layer.frame == CGRect(x: 50, y: 20, width: 100, height: 40))
    layer.position = CGPoint(x: 0, y: 0)
    #expect(layer.frame.origin == .zero)
  }

  @Test("A font's line is taller than its point size, split about the baseline")
  func fontMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.lineHeight > font.pointSize)
    #expect(font.ascender > 0 && font.descender < 0)
    #expect(font.capHeight < font.ascender)
  }

  @Test("Accessibility: what an app posts, and the settings no assistive technology changes")
  func accessibility() {
    let label = UILabel()
    label.accessibilityViewIsModal = true
    #expect(label.accessibilityViewIsModal)
    #expect(!label.accessibilityIgnoresInvertColors)
    #expect(UI_USER_INTERFACE_IDIOM() == UIDevice.current.userInterfaceIdiom)
    #if !canImport(UIKit)
      UIAccessibility.forgetPostedNotifications()
      UIAccessibility.post(notification: .announcement, argument: "Saved")
      #expect(UIAccessibility.postedNotifications.map(\.notification) == [.announcement])
      #expect(UIAccessibility.postedNotifications.first?.argument as? String == "Saved")
      #expect(!UIAccessibility.isVoiceOverRunning)
    #endif
  }

  @Test("3D transforms compose as Core Animation's; a layer keeps its transform")
  func transforms3D() {
    let scale = CATransform3DMakeScale(2, 3, 1)
    let moved = CATransform3DTranslate(scale, 10, 0, 0)
    #expect(moved.m41 == 20)  // moved first, then scaled: the translation is scaled
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(!CATransform3DIsIdentity(scale))
    let affine = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 0)
    #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    let layer = CALayer()
    layer.transform = scale
    #expect(layer.transform == scale)
    #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
  }

  @Test("A view lays out through its layer: layoutSublayers(of:) around layoutSubviews")
  func layoutSublayers() {
    final class GradientView: UIView {
      let gradient = CALayer()
      var log: [String] = []
      override func layoutSublayers(of layer: CALayer) {
        log.append("sublayers")
        super.layoutSublayers(of: layer)
        gradient.frame = bounds
      }
      override func layoutSubviews() {
        log.append("subviews")
        super.layoutSubviews()
      }
    }
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    view.layer.addSublayer(view.gradient)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.log == ["sublayers", "subviews"])
    #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
  }

  @Test("A plain scroll view has a delegate that hears scrolling and zooms its view")
  func scrollViewDelegate() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let delegate = PhotoZoomDelegate()
    scrollView.delegate = delegate
    #expect(scrollView.delegate === delegate)
    scrollView.contentSize = CGSize(width: 300, height: 300)
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 3
    scrollView.zoomScale = 2
    #expect(delegate.log.first == "scroll")
    #expect(delegate.log.contains("zoom 2.0"))
    #expect(scrollView.contentSize == CGSize(width: 400, height: 200))
    #expect(delegate.imageView.transform == CGAffineTransform(scaleX: 2, y: 2))
    scrollView.zoomScale = 10  // beyond the maximum
    #expect(scrollView.zoomScale == 3)
  }

  @Test("A table view's delegate set through a UIScrollView reference is the table's")
  func tableDelegateThroughScrollView() {
    let table = UITableView()
    let delegate = PhotoZoomDelegate()
    let scrollView: UIScrollView = table
    scrollView.delegate = delegate
    #expect(table.delegate === delegate)
    #expect(scrollView.delegate === delegate)
    table.delegate = nil
    #expect(scrollView.delegate == nil)
  }

  @Test("Text is measured with its attributes: one line, or wrapped to a width")
  func textMeasurement() {
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
    let short = "Hi".size(withAttributes: attributes)
    let long = "Hello there, a longer line".size(withAttributes: attributes)
    #expect(long.width > short.width)
    #expect(short.height > 0 && short.height == long.height)
    let text = "A sentence long enough to wrap onto several lines in a narrow column"
    let oneLine = text.boundingRect(
      with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude), options: [],
      attributes: attributes, context: nil)
    let wrapped = text.boundingRect(
      with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: attributes, context: nil)
    #expect(wrapped.height > oneLine.height * 2)
    #expect(wrapped.width <= 80)
    let attributed = NSAttributedString(string: text, attributes: attributes)
    #expect(attributed.size().width == (text as NSString).size(withAttributes: attributes).width)
  }

  @Test("Text drawn in draw(_:) is part of the rendered image")
  func textDrawing() {
    func render(_ text: String) -> Data? {
      let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 30))
      return renderer.image { _ in
        (text as NSString).draw(
          in: CGRect(x: 0, y: 0, width: 100, height: 30),
          withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
      }.pngData()
    }
    #expect(render("One") == render("One"))
    #if !canImport(ObjectiveC)
      // Linux records the text it draws; a Mac's bitmap has no glyphs to tell them apart.
      #expect(render("One") != render("Two"))
    #endif
  }

  @Test("Registering for 3D Touch previews returns the registration; no preview starts")
  func previewing() {
    let list = PreviewingList()
    let context = list.registerForPreviewing(with: list, sourceView: list.view)
    #expect(context.sourceView === list.view)
    #expect(context.delegate === list)
    #expect(list.traitCollection.forceTouchCapability != .available)
    list.unregisterForPreviewing(withContext: context)
  }

  @Test("An image attachment in text is the attachment character holding it")
  func textAttachment() {
    let attachment = NSTextAttachment()
    attachment.image = UIImage()
    attachment.bounds = CGRect(x: 0, y: -2, width: 12, height: 12)
    let text = NSMutableAttributedString(string: "Rating ")
    text.append(NSAttributedString(attachment: attachment))
    #expect(text.string == "Rating \u{FFFC}")
    #expect(
      text.attribute(.attachment, at: 7, effectiveRange: nil) as? NSTextAttachment === attachment)
  }
}

#if !canImport(UIKit) && !canImport(ObjectiveC)
  /// An app's `String.htmlToAttributedString`, as apps write it for a description from an API.
  private func attributed(fromHTML html: String) -> NSAttributedString? {
    guard let data = html.data(using: .utf8) else { return nil }
    return try? NSAttributedString(
      data: data,
      options: [
        .documentType: NSAttributedString.DocumentType.html,
        .characterEncoding: String.Encoding.utf8.rawValue,
      ],
      documentAttributes: nil)
  }

  @Suite("Attributed strings from documents (HTML, plain text) on Linux")
  struct AttributedDocumentSpec {
    @Test("HTML is read as its text: breaks, entities, links, bold; script left out")
    func html() throws {
      let text = try #require(
        attributed(
          fromHTML:
            "<p>Fish &amp; chips,\n   <b>hot</b></p><script>x()</script><p>See <a href=\"https://example.com\">the menu</a>.<br>Bye&#33;</p>"
        ))
      #expect(text.string == "Fish & chips, hot\nSee the menu.\nBye!\n")
      let link = text.attribute(
        .link, at: text.string.distance(of: "the menu"), effectiveRange: nil)
      #expect(link as? URL == URL(string: "https://example.com"))
      let font = text.attribute(.font, at: text.string.distance(of: "hot"), effectiveRange: nil)
      #expect((font as? UIFont)?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
    }

    @Test("Plain text is itself; its type and encoding are told; RTF is not read")
    func plainAndRTF() throws {
      var attributes: NSDictionary?
      let plain = try NSAttributedString(
        data: Data("a <b> c".utf8), options: [.documentType: NSAttributedString.DocumentType.plain],
        documentAttributes: &attributes)
      #expect(plain.string == "a <b> c")
      #expect(attributes?["DocumentType"] as? String == "NSPlainText")
      #expect(throws: CocoaError.self) {
        try NSAttributedString(
          data: Data("{\\rtf1 a}".utf8),
          options: [.documentType: NSAttributedString.DocumentType.rtf],
          documentAttributes: nil)
      }
    }
  }

  extension String {
    fileprivate func distance(of part: String) -> Int {
      guard let range = range(of: part) else { return 0 }
      return NSRange(range, in: self).location
    }
  }
#endif

/// An image view that shows its frames by setting its layer's contents itself, as Kingfisher's
/// `AnimatedImageView` does.
final class FrameLayerView: UIView {
  var displayed = 0
  override func display(_ layer: CALayer) { displayed += 1 }
}

/// What Kingfisher needs of UIKit, Foundation and AVFoundation, written as it writes it.
@MainActor
@Suite("Kingfisher's idioms: image variants, layer display, frame times, network reasons")
struct ImageLibraryIdiomsSpec {
  @Test("An image flipped for right-to-left, with alignment insets, or copied keeps its size")
  func imageVariants() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in }
    #expect(!image.flipsForRightToLeftLayoutDirection)
    let flipped = image.imageFlippedForRightToLeftLayoutDirection()
    #expect(flipped.flipsForRightToLeftLayoutDirection)
    #expect(flipped.size == image.size)
    let inset = image.withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
    #expect(inset.alignmentRectInsets.top == 1)
    #expect((image.copy() as? UIImage)?.size == image.size)
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in
      image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2), blendMode: .normal, alpha: 0.5)
    }
    #expect(drawn.size == image.size)
  }

  @Test("A view that displays its layer itself is asked when the layer displays")
  func layerDisplay() {
    let view = FrameLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.setNeedsDisplay()
    view.layer.displayIfNeeded()
    #expect(view.displayed == 1)
  }

  @Test("A time in a value reads back; a plain URL error gives no unavailability reason")
  func timesAndReasons() {
    let time = CMTime(seconds: 2.5, preferredTimescale: 600)
    #expect(NSValue(time: time).timeValue == time)
    #expect(URLError(.notConnectedToInternet).networkUnavailableReason == nil)
  }
}

#if !canImport(UIKit) && !canImport(ObjectiveC)
  @Suite("Video frames and encoded data without media decoding (Linux)")
  struct VideoFrameSpec {
    @Test("A video's frame is an error, as for an asset AVFoundation cannot decode")
    func noFrames() async {
      let generator = AVAssetImageGenerator(
        asset: AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mp4")))
      generator.appliesPreferredTrackTransform = true
      #expect(throws: NSError.self) {
        try generator.copyCGImage(at: .zero, actualTime: nil)
      }
      let result = await withCheckedContinuation { continuation in
        generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: .zero)]) {
          _, image, _, result, error in
          continuation.resume(returning: (image == nil, result, (error as? NSError)?.code))
        }
      }
      #expect(result.0)
      #expect(result.1 == .failed)
      #expect(result.2 == -11800)
    }

    @Test("A vibration is kept as a system sound played, as a scanner buzzes on a found code")
    func vibration() async throws {
      SystemSounds.reset()
      AudioServicesPlaySystemSound(SystemSoundID(kSystemSoundID_Vibrate))
      await withCheckedContinuation { continuation in
        AudioServicesPlaySystemSoundWithCompletion(1104) { continuation.resume() }
      }
      #expect(SystemSounds.played.suffix(2) == [4095, 1104])
      var sound: SystemSoundID = 0
      #expect(
        AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/no/beep.caf") as CFURL, &sound)
          == -43)
    }

    @Test("An image destination writes into data CFDataCreateMutable made")
    func mutableData() throws {
      let data = try #require(CFDataCreateMutable(nil, 0))
      let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
      let destination = try #require(
        CGImageDestinationCreateWithData(data, "public.jpeg" as CFString, 1, nil))
      CGImageDestinationAddImage(destination, try #require(image.cgImage), nil)
      #expect(CGImageDestinationFinalize(destination))
      #expect(Array((data as Data).prefix(2)) == [0xFF, 0xD8])
    }
  }
#endif

/// A logger's prefix naming the queue a message came from, as Stream's logger writes it.
@Suite struct QueueLabelSpec {
  @Test("__dispatch_queue_get_label(nil) is the current queue's label; a queue's, its own")
  func currentQueueLabel() {
    let queue = DispatchQueue(label: "com.example.logger")
    let label = queue.sync { String(validatingCString: __dispatch_queue_get_label(nil)) }
    #expect(label == "com.example.logger")
    #expect(String(cString: __dispatch_queue_get_label(queue)) == "com.example.logger")
  }
}

#if !canImport(UIKit) && !canImport(ObjectiveC)
  /// How app-extension-safe libraries reach the shared application (Networking's activity
  /// indicator, Motion's `Application.shared`), written as they write it.
  @MainActor
  @Suite("The UIApplication class answers the shared application's class messages")
  struct ApplicationClassMessagesSpec {
    @Test("responds(to:), perform(_:) and value(forKeyPath:) on the class give the shared app")
    func sharedApplication() {
      var keyPath: String?
      if UIApplication.responds(to: NSSelectorFromString("sharedApplication")) {
        keyPath = "sharedApplication"
      } else if UIApplication.responds(to: NSSelectorFromString("shared")) {
        keyPath = "shared"
      }
      #expect(keyPath == "sharedApplication")
      let application = UIApplication.value(forKeyPath: keyPath ?? "") as? UIApplication
      #expect(application === UIApplication.shared)
      (UIApplication.value(forKeyPath: keyPath ?? "") as? UIApplication)?
        .isNetworkActivityIndicatorVisible = true
      #expect(UIApplication.shared.isNetworkActivityIndicatorVisible)
      UIApplication.shared.isNetworkActivityIndicatorVisible = false
      let shared = UIApplication.perform(NSSelectorFromString("sharedApplication"))
      #expect(shared?.takeUnretainedValue() as? UIApplication === UIApplication.shared)
      #expect(!UIApplication.responds(to: NSSelectorFromString("openURL:")))
      withKnownIssue {
        _ = UIApplication.perform(NSSelectorFromString("openURL:"))
      } matching: { issue in
        message(of: issue).hasPrefix(
          "+[UIApplication openURL:]: unrecognized selector sent to class 0x")
      }
    }

    /// An SDK's scheduler, written in Swift 6 mode outside the main actor, as Stream's is.
    final class BackgroundTaskScheduler: @unchecked Sendable {
      lazy var app: UIApplication? = {
        UIApplication.value(forKeyPath: "sharedApplication") as? UIApplication
      }()
    }

    @Test("The class messages are not main-actor isolated, as NSObject's on iOS")
    func fromOutsideTheMainActor() {
      _ = UIApplication.shared
      #expect(BackgroundTaskScheduler().app === UIApplication.shared)
      #expect(UIApplication.value(forKey: "shared") as? UIApplication === UIApplication.shared)
    }
  }
#endif
