import Foundation

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A wireframe picture of a screen as SVG text: every view at its frame, as UIKit composes them.
///
/// The picture is a layout picture, not Apple's pixels: views are drawn at their frames in the
/// window with their background colours, layer borders, corner radii and alpha (multiplied down
/// the tree, as group opacity), and clipped where a view clips to its bounds. Labels, buttons,
/// text fields and text views show their text in one generic font (``fontFamily``) at the font's
/// point size and weight, in the text colour and alignment; UIKit's own controls, bars, alerts
/// and the keyboard are simple recognisable shapes; image views show their size (and the image's
/// name where the host knows it). Hidden and fully transparent views are left out. Text is not measured: a title longer than its view overruns it in the picture
/// where UIKit would truncate it. The ground where no view draws is white (a device shows black).
///
/// The same screen gives the same bytes: numbers have at most two decimals, and the elements
/// follow the view hierarchy back to front. Each view is one `<g data-view="Type #identifier">`
/// element, its subviews nested in it, so a test can find a view in the SVG by its identifier.
///
/// ```swift
/// let picture = stage.picture()
/// try picture.svg.write(to: url, atomically: true, encoding: .utf8)
/// ```
public struct ScreenPicture: Sendable, Equatable {
  /// The font family every text is drawn in: a generic system font stack.
  public static let fontFamily = "-apple-system, Helvetica, Arial, sans-serif"

  /// The picture as an SVG document.
  public let svg: String
  /// The picture's width, in points.
  public let width: CGFloat
  /// The picture's height, in points.
  public let height: CGFloat

  /// Renders `window` (unless it is hidden) and the keyboard over it when it is up.
  ///
  /// The window is laid out first, as UIKit does before it draws.
  /// - Parameters:
  ///   - window: The window.
  ///   - marks: What to mark on top of the screen, in the window's coordinates.
  @MainActor
  public init(window: UIWindow, marks: [Mark] = []) {
    self.init(windows: [window], marks: marks)
  }

  /// Renders `view` and its subviews, with `view`'s bounds as the picture.
  ///
  /// The view's window (if any) is laid out first.
  /// - Parameters:
  ///   - view: The view, e.g. a controller's view.
  ///   - marks: What to mark on top, in the coordinates of `view`'s window (or of its topmost
  ///     ancestor when it is in none).
  @MainActor
  public init(view: UIView, marks: [Mark] = []) {
    if let window = view.window { window.layoutIfNeeded() } else { view.layoutIfNeeded() }
    var renderer = PictureRenderer(root: view)
    let size = view.bounds.size
    renderer.begin(width: size.width, height: size.height)
    renderer.render(view)
    let inView = marks.map { mark in
      var mark = mark
      if view.window != nil { mark.frame = view.convert(mark.frame, from: nil as UIView?) }
      mark.frame = mark.frame.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY)
      return mark
    }
    renderer.mark(inView)
    self.init(svg: renderer.finish(), width: size.width, height: size.height)
  }

  /// Renders `controller`'s view (loading it if needed); see ``init(view:marks:)``.
  ///
  /// - Parameters:
  ///   - controller: The controller.
  ///   - marks: What to mark on top, in window coordinates.
  @MainActor
  public init(controller: UIViewController, marks: [Mark] = []) {
    controller.loadViewIfNeeded()
    self.init(view: controller.view, marks: marks)
  }

  /// Renders the visible `windows` one over the other, oldest at the back, as a device shows them.
  @MainActor
  init(windows: [UIWindow], marks: [Mark]) {
    let shown = windows.filter { !$0.isHidden }
    let width = shown.map(\.frame.maxX).max() ?? 0
    let height = shown.map(\.frame.maxY).max() ?? 0
    var renderer = PictureRenderer(root: nil)
    renderer.begin(width: width, height: height)
    for window in shown {
      window.layoutIfNeeded()
      renderer.render(window)
      if let keyboard = Host.keyboardFrame(in: window) {
        renderer.keyboard(in: keyboard.offsetBy(dx: window.frame.minX, dy: window.frame.minY))
      }
    }
    renderer.mark(marks)
    self.init(svg: renderer.finish(), width: width, height: height)
  }

  private init(svg: String, width: CGFloat, height: CGFloat) {
    self.svg = svg
    self.width = width
    self.height = height
  }
}

extension ScreenPicture {
  /// Something marked on a picture: the view a failure is about, the view covering it, a touch.
  public struct Mark: Sendable, Equatable {
    /// What a mark points out; each kind has its own colour and outline.
    public enum Kind: String, Sendable, Equatable {
      /// The view the failure is about (a refused control): a solid red outline.
      case subject
      /// A view in the way (covering the subject): a dashed orange outline over a light fill.
      case covering
      /// Where something was looked for or clipped (a container, a clipping ancestor): dashed blue.
      case container
      /// The point a finger would touch: a finger-sized circle around it.
      case touch
    }

    /// What the mark points out.
    public var kind: Kind
    /// The marked rectangle in window coordinates; for a touch, a zero-size rectangle at the point.
    public var frame: CGRect
    /// A short note written beside the mark; empty for none.
    public var note: String

    /// Creates a mark.
    ///
    /// - Parameters:
    ///   - kind: What the mark points out.
    ///   - frame: The rectangle, in window coordinates.
    ///   - note: A short note written beside it.
    public init(_ kind: Kind, frame: CGRect, note: String = "") {
      self.kind = kind
      self.frame = frame
      self.note = note
    }

    /// A mark around `view`, at its frame in its window's coordinates.
    ///
    /// - Parameters:
    ///   - view: The view; in no window, its frame in its topmost ancestor is marked.
    ///   - kind: What the mark points out; ``Kind/subject`` by default.
    ///   - note: A short note written beside it.
    /// - Returns: The mark.
    @MainActor
    public static func view(_ view: UIView, as kind: Kind = .subject, note: String = "") -> Mark {
      var top = view
      while let superview = top.superview { top = superview }
      let frame = view.convert(view.bounds, to: view.window ?? top)
      return Mark(kind, frame: frame, note: note)
    }

    /// A touch at `point`, in window coordinates.
    ///
    /// - Parameters:
    ///   - point: Where a finger would touch.
    ///   - note: A short note written beside it.
    /// - Returns: The mark.
    public static func touch(at point: CGPoint, note: String = "") -> Mark {
      Mark(.touch, frame: CGRect(origin: point, size: .zero), note: note)
    }
  }
}

extension Stage {
  /// A wireframe picture of every screen the stage shows, its windows one over the other.
  ///
  /// See ``ScreenPicture`` for what is drawn; the windows are laid out first.
  /// - Parameter marks: What to mark on top of the screens, in window coordinates.
  /// - Returns: The picture; an empty one (0 × 0) when the stage shows nothing.
  public func picture(marking marks: [ScreenPicture.Mark] = []) -> ScreenPicture {
    ScreenPicture(windows: windows, marks: marks)
  }
}
