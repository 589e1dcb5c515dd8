import Foundation

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Draws views into SVG as UIKit composes them: back to front, each view's background, its own
/// content, its subviews (clipped when it clips to bounds), then its layer border on top, all in
/// a group carrying the view's alpha.
///
/// Reads only public UIKit API (frames through `convert`, colours through `getRed`), so the same
/// renderer runs over HeadlessUIKit and over UIKit.
@MainActor
struct PictureRenderer {
  /// The view whose bounds are the picture, or `nil` when the picture is of windows (screen
  /// coordinates).
  let root: UIView?
  var out = SVGWriter()
  private var clipCount = 0
  /// The picture's height, for placing marks' notes inside it.
  private(set) var pictureHeight: CGFloat = 0

  init(root: UIView?) {
    self.root = root
  }

  // MARK: Document

  mutating func begin(width: CGFloat, height: CGFloat) {
    pictureHeight = height
    let size = "width=\"\(n(width))\" height=\"\(n(height))\""
    out.open(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"0 0 \(n(width)) \(n(height))\" "
        + "font-family=\"\(ScreenPicture.fontFamily)\">")
    out.line("<rect \(size)\(SVGColor.white.fill)/>")
  }

  mutating func finish() -> String {
    out.close("</svg>")
    return out.text
  }

  // MARK: Views

  /// Where `view`'s bounds lie in the picture.
  func rect(of view: UIView) -> CGRect {
    guard let root else {
      let inWindow = view.convert(view.bounds, to: nil as UIView?)
      let window = view.window?.frame.origin ?? .zero
      return inWindow.offsetBy(dx: window.x, dy: window.y)
    }
    let inRoot = view === root ? view.bounds : view.convert(view.bounds, to: root)
    return inRoot.offsetBy(dx: -root.bounds.minX, dy: -root.bounds.minY)
  }

  /// Draws `view` and its subviews, unless it is hidden or fully transparent.
  mutating func render(_ view: UIView) {
    guard !view.isHidden, view.alpha >= Visibility.transparentAlpha else { return }
    let frame = rect(of: view)
    var tag = "<g data-view=\"\(SVGWriter.escaped(Self.name(of: view)))\""
    if view.alpha < 0.995 { tag += " opacity=\"\(n(view.alpha))\"" }
    let group = out.openGroup(tag + ">")
    let layer = view.layer
    let radius = min(max(layer.cornerRadius, 0), min(frame.width, frame.height) / 2)
    if let background = SVGColor(Self.backgroundColor(of: view)) {
      out.line("<rect \(SVGWriter.frame(frame))\(rounded(radius))\(background.fill)/>")
    }
    let clips = view.clipsToBounds || layer.masksToBounds
    if clips {
      clipCount += 1
      let id = "clip\(clipCount)"
      out.open("<clipPath id=\"\(id)\">")
      out.line("<rect \(SVGWriter.frame(frame))\(rounded(radius))/>")
      out.close("</clipPath>")
      out.open("<g clip-path=\"url(#\(id))\">")
    }
    if let alert = view.next as? UIAlertController {
      drawAlert(alert, in: frame)
    } else {
      // A view's own drawing fills its bounds: nothing shows of a view without area.
      if frame.width > 0, frame.height > 0 { drawContent(of: view, in: frame) }
      for subview in Self.drawnSubviews(of: view) { render(subview) }
    }
    if clips { out.close("</g>") }
    if layer.borderWidth > 0, let color = SVGColor(layer.borderColor.map(UIColor.init(cgColor:))) {
      let width = layer.borderWidth
      let inset = frame.insetBy(dx: width / 2, dy: width / 2)
      out.line(
        "<rect \(SVGWriter.frame(inset))\(rounded(max(0, radius - width / 2))) fill=\"none\""
          + "\(color.stroke) stroke-width=\"\(n(width))\"/>")
    }
    out.closeGroup(opened: group)
  }

  /// The name a picture gives `view`: its type and `#identifier`.
  static func name(of view: UIView) -> String {
    var name = typeName(view)
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
      name += " #" + identifier
    }
    return name
  }

  /// The colour UIKit fills the view's bounds with.
  private static func backgroundColor(of view: UIView) -> UIColor? {
    view.backgroundColor ?? view.layer.backgroundColor.map(UIColor.init(cgColor:))
  }

  /// The subviews a picture draws: none inside the UIKit views it draws as shapes of its own
  /// (their subviews are UIKit's internals), all of them elsewhere, back to front.
  private static func drawnSubviews(of view: UIView) -> [UIView] {
    switch view {
    case is UIButton, is UISwitch, is UISegmentedControl, is UISlider, is UIStepper,
      is UIPageControl, is UIActivityIndicatorView, is UILabel, is UITextField, is UITextView,
      is UISearchBar, is UINavigationBar, is UITabBar, is UIToolbar:
      return []
    default:
      return view.subviews
    }
  }

  /// Draws what a view of a known UIKit type shows inside its background.
  private mutating func drawContent(of view: UIView, in frame: CGRect) {
    switch view {
    case let label as UILabel: drawLabel(label, in: frame)
    case let button as UIButton: drawButton(button, in: frame)
    case let field as UITextField: drawTextField(field, in: frame)
    case let textView as UITextView: drawTextView(textView, in: frame)
    case let imageView as UIImageView: drawImageView(imageView, in: frame)
    case let control as UISwitch: drawSwitch(control, in: frame)
    case let control as UISlider: drawSlider(control, in: frame)
    case let control as UIStepper: drawStepper(control, in: frame)
    case let control as UISegmentedControl: drawSegmentedControl(control, in: frame)
    case let control as UIPageControl: drawPageControl(control, in: frame)
    case let indicator as UIActivityIndicatorView: drawActivityIndicator(indicator, in: frame)
    case let bar as UINavigationBar: drawNavigationBar(bar, in: frame)
    case let bar as UITabBar: drawTabBar(bar, in: frame)
    case let bar as UIToolbar: drawToolbar(bar, in: frame)
    case let bar as UISearchBar: drawSearchBar(bar, in: frame)
    case let cell as UITableViewCell: drawCell(cell, in: frame)
    default: break
    }
  }

  // MARK: Helpers

  /// A number as the picture writes it.
  func n(_ value: CGFloat) -> String { SVGWriter.number(value) }

  /// ` rx="…"` for a corner radius above zero, else nothing.
  func rounded(_ radius: CGFloat) -> String {
    radius > 0 ? " rx=\"\(n(radius))\"" : ""
  }
}
