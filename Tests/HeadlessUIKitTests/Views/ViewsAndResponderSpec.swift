#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A view that can become first responder and records window moves.
  @MainActor
  final class FocusableView: UIView {
    var moves: [String] = []
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func willMove(toWindow newWindow: UIWindow?) {
      moves.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { moves.append("didMoveToWindow") }
    override func didMoveToSuperview() { moves.append("didMoveToSuperview") }
  }

  @MainActor
  @Suite("Views, responders and values")
  struct ViewsAndResponderSpec {
    @Test("The subview tree: add, insert, bring to front, remove; superview and window follow")
    func subviewTree() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let parent = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
      let a = UIView()
      let b = UIView()
      let c = UIView()
      parent.addSubview(a)
      parent.addSubview(b)
      parent.insertSubview(c, at: 0)
      #expect(parent.subviews == [c, a, b])
      parent.bringSubviewToFront(c)
      #expect(parent.subviews == [a, b, c])
      parent.sendSubviewToBack(b)
      #expect(parent.subviews == [b, a, c])
      #expect(a.superview === parent)
      #expect(a.window == nil)
      window.addSubview(parent)
      #expect(a.window === window)
      a.removeFromSuperview()
      #expect(a.superview == nil)
      #expect(a.window == nil)
      #expect(parent.subviews == [b, c])
      #expect(c.isDescendant(of: window))
    }

    @Test("A subview that outlives its superview has no superview; its own subviews keep theirs")
    func subviewOutlivesItsSuperview() {
      let child = UIView()
      let grandchild = UIView()
      child.addSubview(grandchild)
      weak var released: UIView?
      do {
        let parent = UIView()
        parent.addSubview(child)
        released = parent
        #expect(child.superview === parent)
      }
      #expect(released == nil)
      #expect(child.superview == nil)
      #expect(grandchild.superview === child)
      let next = UIView()
      next.addSubview(child)
      #expect(child.superview === next)
      #expect(next.subviews.count == 1)
    }

    @Test("Adding a view to itself reports UIKit's exception and is ignored")
    func addingSelf() {
      let view = UIView()
      let child = UIView()
      view.addSubview(child)
      withKnownIssue {
        view.addSubview(view)
      } matching: {
        message(of: $0) == "Can't add self as subview"
      }
      withKnownIssue {
        child.addSubview(view)
      } matching: {
        message(of: $0) == "Can't add self as subview"
      }
      #expect(view.subviews == [child])
    }

    @Test("Window moves are announced to the whole subtree")
    func windowMoves() {
      let window = UIWindow()
      let parent = UIView()
      let child = FocusableView()
      parent.addSubview(child)
      #expect(child.moves == ["didMoveToSuperview"])
      window.addSubview(parent)
      #expect(
        child.moves == ["didMoveToSuperview", "willMove(toWindow: window)", "didMoveToWindow"])
      parent.removeFromSuperview()
      #expect(child.moves.suffix(2) == ["willMove(toWindow: nil)", "didMoveToWindow"])
    }

    @Test("Geometry: frame, bounds and center agree")
    func geometry() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
      #expect(view.center == CGPoint(x: 60, y: 45))
      view.center = CGPoint(x: 50, y: 25)
      #expect(view.frame.origin == CGPoint(x: 0, y: 0))
      view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
      #expect(view.frame == CGRect(x: 40, y: 20, width: 20, height: 10))
      let child = UIView(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
      view.addSubview(child)
      #expect(child.convert(CGPoint.zero, to: view) == CGPoint(x: 5, y: 5))
    }

    @Test("Tags, hiding, alpha, interaction and accessibility are stored as UIKit's")
    func properties() {
      let root = UIView()
      let tagged = UIView()
      tagged.tag = 7
      root.addSubview(UIView())
      root.subviews[0].addSubview(tagged)
      #expect(root.viewWithTag(7) === tagged)
      #expect(root.viewWithTag(8) == nil)
      tagged.isHidden = true
      tagged.alpha = 0.25
      tagged.isUserInteractionEnabled = false
      tagged.accessibilityIdentifier = "id"
      tagged.accessibilityLabel = "Label"
      tagged.accessibilityValue = "3"
      tagged.accessibilityTraits = [.button, .selected]
      tagged.isAccessibilityElement = true
      tagged.backgroundColor = .systemBlue
      #expect(tagged.isHidden && tagged.alpha == 0.25 && !tagged.isUserInteractionEnabled)
      #expect(tagged.accessibilityIdentifier == "id" && tagged.accessibilityLabel == "Label")
      #expect(tagged.accessibilityValue == "3")
      #expect(tagged.accessibilityTraits.contains(.selected))
      #expect(tagged.backgroundColor == UIColor.systemBlue)
      #expect(tagged.tintColor == UIColor.systemBlue)
      root.tintColor = .red
      #expect(tagged.tintColor == UIColor.red)
    }

    @Test("First responder: become and resign, one per window, refused outside a window")
    func firstResponder() {
      let window = UIWindow()
      let first = FocusableView()
      let second = FocusableView()
      #expect(!first.becomeFirstResponder())
      window.addSubview(first)
      window.addSubview(second)
      #expect(!UIView().canBecomeFirstResponder)
      #expect(first.becomeFirstResponder())
      #expect(first.isFirstResponder)
      #expect(second.becomeFirstResponder())
      #expect(!first.isFirstResponder)
      second.refusesToResign = true
      #expect(!first.becomeFirstResponder())
      #expect(!second.resignFirstResponder())
      second.refusesToResign = false
      #expect(second.resignFirstResponder())
      #expect(!second.isFirstResponder)
      #expect(first.becomeFirstResponder())
      first.removeFromSuperview()
      #expect(!first.isFirstResponder)
    }

    @Test("The responder chain: view → controller → superview → window → application")
    func responderChain() {
      let controller = UIViewController()
      let window = makeWindow(root: controller)
      let button = UIView()
      controller.view.addSubview(button)
      #expect(button.next === controller.view)
      #expect(controller.view.next === controller)
      #expect(controller.next === window)
      #expect(window.next === UIApplication.shared)
    }

    @Test("UIApplication knows visible windows, the key window, and releases hidden ones")
    func applicationWindows() async {
      weak var released: UIWindow?
      do {
        let window = makeWindow(root: UIViewController())
        #expect(window.isKeyWindow)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(UIApplication.shared.keyWindow === window)
        window.isHidden = true
        released = window
        await yieldUntilQuiet(window)
      }
      #expect(released == nil)
    }

    @Test("makeKey moves key status between windows")
    func makeKey() {
      let first = makeWindow(root: UIViewController())
      let second = makeWindow(root: UIViewController())
      #expect(second.isKeyWindow && !first.isKeyWindow)
      first.makeKey()
      #expect(first.isKeyWindow && !second.isKeyWindow)
    }

    @Test("UIAction identifiers are unique unless given")
    func actionIdentifiers() {
      let first = UIAction { _ in }
      let second = UIAction { _ in }
      #expect(first.identifier != second.identifier)
      let named = UIAction(
        title: "Go", image: UIImage(systemName: "play"), identifier: UIAction.Identifier("go"),
        discoverabilityTitle: "Go!", attributes: [.destructive], state: .on
      ) { _ in }
      #expect(named.identifier == UIAction.Identifier("go"))
      #expect(named.title == "Go" && named.attributes == [.destructive] && named.state == .on)
      let menu = UIMenu(title: "More", children: [named])
      #expect(menu.children.count == 1)
    }

    @Test("Value holders: colours, fonts, images, insets")
    func values() {
      #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
      #expect(UIColor.white.withAlphaComponent(0.5).alpha == 0.5)
      #expect(UIFont.systemFont(ofSize: 12).pointSize == 12)
      #expect(UIFont.boldSystemFont(ofSize: 12) != UIFont.systemFont(ofSize: 12))
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
      #expect(UIImage(systemName: "plus") == UIImage(systemName: "plus"))
      #expect(UIImage(systemName: "plus") != UIImage(systemName: "minus"))
      #expect(UIImage(systemName: "plus")?.isSymbolImage == true)
      let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets).width == 4)
      #expect(UIScreen.main.bounds.width == 390)
      #expect(UIWindow().frame == UIScreen.main.bounds)
    }

    @Test("Absurd inputs give safe values, not traps")
    func absurdInputs() async {
      var finished = false
      UIView.animate(withDuration: .nan, animations: {}, completion: { _ in finished = true })
      await yield { finished }
      #expect(finished)
      #expect(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1).alpha == 1)
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      withKnownIssue {
        child.addChild(parent)
      } matching: {
        message(of: $0).hasPrefix("child view controller:")
      }
      #expect(parent.parent == nil)
      #expect(UIView().viewWithTag(1) == nil)
      UIView().exchangeSubview(at: 0, withSubviewAt: 5)
    }

    @Test("Autoresizing masks resize subviews when the superview's size changes")
    func autoresizing() {
      let window = makeWindow(root: UINavigationController(rootViewController: UIViewController()))
      let root = window.rootViewController
      window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
      #expect(root?.view.frame.size == CGSize(width: 1024, height: 768))
      let top = (root as? UINavigationController)?.topViewController
      #expect(top?.view.frame.size == CGSize(width: 1024, height: 768))
      let pinned = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
      pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
      let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      container.addSubview(pinned)
      container.addSubview(fixed)
      container.frame.size.width = 300
      #expect(pinned.frame.origin.x == 60)
      #expect(fixed.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test("UIKit's common overrides compile; trait changes reach views and controllers")
    func commonOverrides() async {
      final class Styled: UIViewController {
        var traitChanges: [UIUserInterfaceSizeClass] = []
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { true }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
          super.traitCollectionDidChange(previousTraitCollection)
          traitChanges.append(traitCollection.horizontalSizeClass)
        }
        override func viewWillTransition(
          to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
          super.viewWillTransition(to: size, with: coordinator)
        }
      }
      final class Canvas: UIView {
        var drawn = false
        var traitChanges = 0
        override func draw(_ rect: CGRect) { drawn = true }
        override func awakeFromNib() { super.awakeFromNib() }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
          traitChanges += 1
        }
      }
      let controller = Styled()
      let canvas = Canvas()
      controller.view.addSubview(canvas)
      let window = makeWindow(root: controller)
      await yieldUntilQuiet(window)
      #expect(controller.preferredStatusBarStyle == .lightContent)
      #expect(controller.supportedInterfaceOrientations == .portrait)
      #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
      // As an app asks its window scene's orientation: `orientation.isLandscape`.
      let orientation = UIInterfaceOrientation.landscapeRight
      #expect(orientation.isLandscape && !orientation.isPortrait)
      #expect(UIInterfaceOrientation.portraitUpsideDown.isPortrait)
      #expect(
        !UIInterfaceOrientation.unknown.isPortrait && !UIInterfaceOrientation.unknown.isLandscape)
      window.horizontalSizeClass = .regular
      #expect(controller.traitChanges == [.regular])
      #expect(canvas.traitChanges == 1)
      #expect(canvas.traitCollection.horizontalSizeClass == .regular)
      #expect(!canvas.drawn)
    }

    @Test("A window's layer speed is 1 by default and settable")
    func layerSpeed() {
      let window = UIWindow()
      #expect(window.layer.speed == 1)
      window.layer.speed = 2
      #expect(window.layer.speed == 2)
    }
  }
#endif
