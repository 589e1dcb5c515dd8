import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

@MainActor
@Suite("API used by public UIKit apps: drawing, coordinate spaces, split views, bars")
struct CorpusAPISpec {
  private func solid(_ color: UIColor, scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let rect = CGRect(x: 0, y: 0, width: 1, height: 1)
    return UIGraphicsImageRenderer(size: rect.size, format: format).image { context in
      color.setFill()
      context.fill(rect)
    }
  }

  @Test("A renderer's image has its size and scale; equal drawings give equal PNG data")
  func rendererImages() throws {
    let red = solid(.red)
    #expect(red.size == CGSize(width: 1, height: 1))
    #expect(red.scale == 1)
    #expect(solid(.red, scale: 2).scale == 2)
    let data = try #require(red.pngData())
    #expect(data == solid(.red).pngData())
    #expect(data != solid(.blue).pngData())
    // A PNG read back has the pixel size at scale 1 and encodes to the same data.
    let decoded = try #require(UIImage(data: data))
    #expect(decoded.size == CGSize(width: 1, height: 1))
    #expect(decoded.pngData() == data)
    let twiceData = try #require(solid(.red, scale: 2).pngData())
    let twice = try #require(UIImage(data: twiceData))
    #expect(twice.size == CGSize(width: 2, height: 2))
  }

  @Test("Image contexts stack per thread; the current context's image reflects its drawing")
  func imageContexts() throws {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 1)
    let context = try #require(UIGraphicsGetCurrentContext())
    context.setFillColor(UIColor.green.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 4, height: 3))
    #expect(image.pngData() != solid(.green).pngData())
    // Drawing an image into another records it, so the result differs from an empty one.
    let empty = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { _ in }
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { _ in
      image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 3))
    }
    #expect(empty.pngData() != drawn.pngData())
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
  }

  @Test("A window scene's coordinate space is the screen's; views convert through it")
  func coordinateSpaces() throws {
    let screen = UIScreen.main
    #expect(screen.coordinateSpace.bounds == screen.bounds)
    #expect(screen.nativeScale == screen.scale)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    window.addSubview(view)
    view.addSubview(child)
    let space: any UICoordinateSpace = screen.coordinateSpace
    #expect(child.convert(CGPoint.zero, to: space) == CGPoint(x: 15, y: 25))
    #expect(child.convert(CGPoint(x: 15, y: 25), from: space) == .zero)
    #expect(view.convert(CGPoint(x: 1, y: 1), from: child) == CGPoint(x: 6, y: 6))
    #expect(
      view.convert(CGRect(x: 0, y: 0, width: 3, height: 3), to: child as any UICoordinateSpace)
        == CGRect(x: -5, y: -5, width: 3, height: 3))
  }

  @Test("NSAttributedString() and NSMutableAttributedString() are empty; autoreleasepool runs")
  func foundationGaps() {
    #expect(NSAttributedString().length == 0)
    let text = NSMutableAttributedString()
    text.append(NSAttributedString(string: "news"))
    #expect(text.string == "news")
    #expect(autoreleasepool { 42 } == 42)
  }

  @Test("A monospaced system font; a symbol configuration from a font takes its size and weight")
  func fonts() {
    let mono = UIFont.monospacedSystemFont(ofSize: 15, weight: .bold)
    #expect(mono.pointSize == 15)
    #expect(mono != UIFont.systemFont(ofSize: 15, weight: .bold))
    let configuration = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 13, weight: .bold))
    #expect(configuration == UIImage.SymbolConfiguration(pointSize: 13, weight: .bold))
  }

  @available(iOS, deprecated: 13)
  @Test("Legacy activity indicator styles set their colour and size")
  func legacySpinnerStyles() {
    let gray = UIActivityIndicatorView(style: .gray)
    #expect(gray.color == .gray)
    #expect(gray.intrinsicContentSize == CGSize(width: 20, height: 20))
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.style = .whiteLarge
    #expect(spinner.color == .white)
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
  }

  @Test("Colours from the asset catalogue are equal by name")
  func namedColors() {
    #expect(UIColor(named: "background") == UIColor(named: "background"))
    #expect(UIColor(named: "background") != UIColor(named: "accent"))
  }

  @Test("Tab bars made after UITabBar.appearance() is set start with its settings")
  func tabBarAppearance() {
    let before = UITabBarController()
    UITabBar.appearance().unselectedItemTintColor = .systemPurple
    defer { UITabBar.appearance().unselectedItemTintColor = nil }
    let after = UITabBarController()
    #expect(after.tabBar.unselectedItemTintColor == .systemPurple)
    #expect(before.tabBar.unselectedItemTintColor == nil)
    #expect(after.tabBar.isTranslucent)
  }

  @Test("Tab bar and bar button appearances keep what apps set; a tab bar keeps a copy")
  func tabBarAppearances() {
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemBackground
    let selected = appearance.stackedLayoutAppearance.selected
    selected.iconColor = .systemBlue
    selected.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
    appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemRed
    let controller = UITabBarController()
    controller.tabBar.standardAppearance = appearance
    controller.tabBar.scrollEdgeAppearance = appearance
    let standard = controller.tabBar.standardAppearance
    #expect(standard !== appearance)
    #expect(standard.backgroundColor == .systemBackground)
    #expect(standard.stackedLayoutAppearance.selected.iconColor == .systemBlue)
    #expect(
      standard.stackedLayoutAppearance.selected.titleTextAttributes[.foregroundColor] as? UIColor
        == .systemBlue)
    #expect(standard.stackedLayoutAppearance.normal.badgeBackgroundColor == .systemRed)
    #expect(controller.tabBar.scrollEdgeAppearance?.backgroundColor == .systemBackground)
    // What the app changes afterwards does not reach the bar's copy.
    selected.iconColor = .systemGreen
    #expect(
      controller.tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor
        == .systemBlue)

    let navigation = UINavigationBarAppearance()
    navigation.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
    let chevron = UIImage(systemName: "chevron.left")
    navigation.setBackIndicatorImage(chevron, transitionMaskImage: chevron)
    let bar = UINavigationController().navigationBar
    bar.standardAppearance = navigation
    #expect(bar.standardAppearance !== navigation)
    navigation.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
    #expect(
      bar.standardAppearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor]
        as? UIColor == .white)
    #expect(bar.standardAppearance.backIndicatorImage != nil)
  }

  @Test("Button configurations keep corner style, image placement and title padding")
  func buttonConfiguration() {
    var configuration = UIButton.Configuration.filled()
    #expect(configuration.cornerStyle == .dynamic)
    #expect(configuration.imagePlacement == .leading)
    configuration.cornerStyle = .medium
    configuration.imagePlacement = .trailing
    configuration.titlePadding = 4
    let button = UIButton(configuration: configuration)
    #expect(button.configuration?.cornerStyle == .medium)
    #expect(button.configuration?.imagePlacement == .trailing)
    #expect(button.configuration?.titlePadding == 4)
  }

  @Test("A search bar's text input traits are its search field's")
  func searchBarTraits() {
    let bar = UISearchBar()
    bar.autocapitalizationType = .none
    #expect(bar.searchTextField.autocapitalizationType == .none)
  }

  /// A window an iPhone's size, compact in width, showing `root`.
  private func show(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  @Test("A split view controller collapses onto its primary when it appears in a compact window")
  func collapsedSplitView() throws {
    let primary = UIViewController()
    let secondary = UIViewController()
    let split = UISplitViewController(nibName: nil, bundle: nil)
    split.viewControllers = [primary, secondary]
    // Made in code and not shown, as Ariadne's SplitViewBuilder test reads it on an iPhone.
    #expect(!split.isCollapsed)
    #expect(split.viewControllers == [primary, secondary])
    let window = show(split)
    #expect(split.isCollapsed)
    #expect(split.viewControllers == [primary])
    #expect(primary.splitViewController === split)
    #expect(secondary.parent == nil)

    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    let detail = UIViewController()
    let navigationSplit = UISplitViewController(nibName: nil, bundle: nil)
    navigationSplit.viewControllers = [navigation, detail]
    window.rootViewController = navigationSplit
    #expect(navigation.viewControllers == [list, detail])
    #expect(navigation.view.superview === navigationSplit.view)
    withExtendedLifetime(window) {}
  }

  @Test("A split view controller's delegate can take the secondary when it collapses")
  func splitViewDelegate() {
    final class KeepPrimary: NSObject, UISplitViewControllerDelegate {
      var collapsed: [UIViewController] = []
      func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
      ) -> Bool {
        collapsed.append(secondaryViewController)
        return true
      }
    }
    let delegate = KeepPrimary()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let detail = UIViewController()
    let split = UISplitViewController(nibName: nil, bundle: nil)
    split.delegate = delegate
    split.viewControllers = [navigation, detail]
    let window = show(split)
    #expect(delegate.collapsed == [detail])
    #expect(navigation.viewControllers.count == 1)
    // Showing a detail while collapsed pushes it onto the navigation primary.
    let next = UIViewController()
    navigation.topViewController?.showDetailViewController(next, sender: nil)
    #expect(navigation.viewControllers.last === next)
    withExtendedLifetime(window) {}
  }

  @Test("The first controller pushed onto an empty navigation controller gives it its title")
  func navigationTitleFromItsFirstController() {
    let navigation = UINavigationController()
    navigation.title = "Bar"
    let first = UIViewController()
    first.title = "Foo"
    navigation.pushViewController(first, animated: false)
    #expect(navigation.title == "Foo")
    let second = UIViewController()
    second.title = "Baz"
    navigation.pushViewController(second, animated: false)
    #expect(navigation.title == "Foo")
    let root = UIViewController()
    root.title = "Root"
    #expect(UINavigationController(rootViewController: root).title == "Root")
  }
}
