import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// UIKit code: this file type-checks against the iOS SDK (the user's swipes and taps, which need
// HeadlessUIKit's testing SPI, are in PagesAndBarsUserSpec.swift).

/// Yields the main actor until `condition` holds or two seconds pass; returns whether it held.
@MainActor
private func yielding(until condition: () -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(2)
  while !condition() {
    if Date() >= deadline { return false }
    await Task.yield()
  }
  return true
}

/// A page that records its appearance and containment callbacks as "name.callback".
@MainActor
final class LoggingPage: UIViewController {
  let name: String
  var log: [String] = []

  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("willAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("willDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("didDisappear")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
  }
}

/// A data source and delegate over a fixed list of pages, recording the delegate's calls.
@MainActor
final class PageBook: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages: [LoggingPage]
  var showsIndicator = false
  var calls: [String] = []

  init(_ names: String...) {
    pages = names.map(LoggingPage.init)
  }

  private func index(of controller: UIViewController) -> Int? {
    pages.firstIndex { $0 === controller }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    calls.append("before \(viewController.title ?? "?")")
    guard let index = index(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    calls.append("after \(viewController.title ?? "?")")
    guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    showsIndicator ? pages.count : 0
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    calls.append("willTransitionTo \(pendingViewControllers.map { $0.title ?? "?" })")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    calls.append(
      "didFinishAnimating \(finished) \(previousViewControllers.map { $0.title ?? "?" }) "
        + "\(completed), showing \(pageViewController.viewControllers?.map { $0.title ?? "?" } ?? [])"
    )
  }
}

/// A toolbar delegate that puts the bar at the top.
@MainActor
private final class TopToolbarDelegate: NSObject, UIToolbarDelegate {
  func position(for bar: any UIBarPositioning) -> UIBarPosition { .top }
}

@MainActor
@Suite("Toolbars and page view controllers (UIKit code)")
struct ToolbarsAndPagesSpec {
  // MARK: Toolbars

  @Test("A toolbar keeps its items, style, translucency and a copy of its appearance")
  func toolbarProperties() {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(toolbar.items == nil)
    #expect(toolbar.barStyle == .default)
    #expect(toolbar.isTranslucent)
    #expect(toolbar.barTintColor == nil)

    let share = UIBarButtonItem(systemItem: .action)
    let space = UIBarButtonItem.flexibleSpace()
    let gap = UIBarButtonItem.fixedSpace(12)
    toolbar.setItems([share, space, gap], animated: true)
    #expect(toolbar.items == [share, space, gap])
    #expect(gap.width == 12)
    toolbar.items = nil
    #expect(toolbar.items == nil)

    toolbar.barStyle = .black
    toolbar.isTranslucent = false
    toolbar.tintColor = .systemRed
    #expect(toolbar.barStyle == .black && !toolbar.isTranslucent)
    #expect(toolbar.tintColor == .systemRed)

    let appearance = UIToolbarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemYellow
    toolbar.standardAppearance = appearance
    appearance.backgroundColor = .systemGreen
    #expect(toolbar.standardAppearance.backgroundColor == .systemYellow)
    #expect(toolbar.standardAppearance !== appearance)
    #expect(toolbar.compactAppearance == nil)
    #expect(toolbar.scrollEdgeAppearance == nil)
  }

  @Test("A toolbar's delegate decides its position")
  func toolbarDelegatePosition() {
    let toolbar = UIToolbar(frame: .zero)
    let delegate = TopToolbarDelegate()
    toolbar.delegate = delegate
    #expect(toolbar.delegate === delegate)
    #expect(toolbar.barPosition == .top)
  }

  @Test("A navigation controller's toolbar is hidden until shown, and shows the top's toolbarItems")
  func navigationToolbarShowsTopItems() {
    let root = UIViewController()
    let compose = UIBarButtonItem(systemItem: .compose)
    root.toolbarItems = [UIBarButtonItem.flexibleSpace(), compose]
    let navigation = UINavigationController(rootViewController: root)
    #expect(navigation.isToolbarHidden)
    #expect(navigation.toolbar.items == root.toolbarItems)

    navigation.setToolbarHidden(false, animated: false)
    #expect(!navigation.isToolbarHidden)
    #expect(!navigation.toolbar.isHidden)

    let detail = UIViewController()
    let trash = UIBarButtonItem(systemItem: .trash)
    detail.setToolbarItems([trash], animated: false)
    navigation.pushViewController(detail, animated: false)
    #expect(navigation.toolbar.items == [trash])

    let reply = UIBarButtonItem(systemItem: .reply)
    detail.setToolbarItems([trash, reply], animated: true)
    #expect(navigation.toolbar.items == [trash, reply])

    root.toolbarItems = []
    #expect(navigation.toolbar.items == [trash, reply])

    navigation.popViewController(animated: false)
    #expect(navigation.toolbar.items == [])

    navigation.isToolbarHidden = true
    #expect(navigation.toolbar.isHidden)
  }

  @Test("The navigation bar hides and shows; the bar-hiding options are off by default")
  func navigationBarHiding() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    #expect(!navigation.isNavigationBarHidden)
    #expect(!navigation.hidesBarsOnTap && !navigation.hidesBarsOnSwipe)
    #expect(!navigation.hidesBarsWhenKeyboardAppears && !navigation.hidesBarsWhenVerticallyCompact)
    navigation.setNavigationBarHidden(true, animated: true)
    #expect(navigation.isNavigationBarHidden)
    #expect(navigation.navigationBar.isHidden)
    navigation.isNavigationBarHidden = false
    #expect(!navigation.navigationBar.isHidden)
    #expect(UINavigationController.hideShowBarDuration > 0)
  }

  @Test("A shown toolbar raises the bottom of the top controller's safe area by 44 points")
  func safeAreaAboveToolbar() {
    let controller = UIViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    controller.view.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets.bottom == 34)
    navigation.setToolbarHidden(false, animated: false)
    controller.view.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets.bottom == 78)
    window.isHidden = true
  }

  // MARK: Page view controllers

  @Test("A page view controller's style, orientation and spine come from its initialiser")
  func pageViewControllerConfiguration() {
    let scroll = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    #expect(scroll.transitionStyle == .scroll)
    #expect(scroll.navigationOrientation == .horizontal)
    #expect(scroll.spineLocation == .none)
    #expect(!scroll.isDoubleSided)
    #expect(scroll.gestureRecognizers.isEmpty)
    #expect(scroll.viewControllers?.isEmpty ?? true)
    #expect(scroll.dataSource == nil && scroll.delegate == nil)

    let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
    #expect(curl.spineLocation == .min)
    #expect(curl.navigationOrientation == .vertical)

    let book = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
    #expect(book.spineLocation == .mid)
  }

  @Test("The page shown is a child whose view fills the page view controller's view")
  func pageIsAChild() async {
    let book = PageBook("one", "two")
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.dataSource = book
    var finished: [Bool] = []
    pages.setViewControllers([book.pages[0]], direction: .forward, animated: false) {
      finished.append($0)
    }
    #expect(pages.viewControllers == [book.pages[0]])
    #expect(pages.children.contains(book.pages[0]))
    #expect(book.pages[0].parent === pages)
    #expect(book.pages[0].view.isDescendant(of: pages.view))
    #expect(book.pages[0].view.frame == pages.view.bounds)
    let completed = await yielding { finished == [true] }
    #expect(completed)
    #expect(book.pages[0].log == ["willMove(parent)", "didMove(parent)"])
    #expect(book.calls.isEmpty)
  }

  @Test("Setting the pages in a window moves appearance and containment, and tells no delegate")
  func settingPagesInAWindow() async {
    let book = PageBook("one", "two")
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.dataSource = book
    pages.delegate = book
    let (one, two) = (book.pages[0], book.pages[1])
    pages.setViewControllers([one], direction: .forward, animated: false)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = pages
    window.makeKeyAndVisible()
    let appeared = await yielding { one.log.last == "didAppear" }
    #expect(appeared)
    #expect(one.log == ["willMove(parent)", "didMove(parent)", "willAppear", "didAppear"])

    var finished: [Bool] = []
    pages.setViewControllers([two], direction: .forward, animated: true) { finished.append($0) }
    #expect(pages.viewControllers == [two])
    #expect(one.log.suffix(2) == ["willMove(nil)", "willDisappear"])
    #expect(two.log == ["willMove(parent)", "willAppear"])
    let turned = await yielding { finished == [true] }
    #expect(turned)
    #expect(one.log.suffix(2) == ["didDisappear", "didMove(nil)"])
    #expect(two.log == ["willMove(parent)", "willAppear", "didAppear", "didMove(parent)"])
    #expect(one.parent == nil && one.viewIfLoaded?.superview == nil)
    #expect(pages.children == [two])
    #expect(book.calls.isEmpty)
    window.isHidden = true
  }

  // MARK: Page controls

  @Test("A page control keeps its current page within its pages, and sends nothing for code")
  func pageControl() {
    let control = UIPageControl(frame: .zero)
    #expect(control.numberOfPages == 0 && control.currentPage == 0)
    #expect(!control.hidesForSinglePage)
    #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
    var sent = 0
    control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    control.numberOfPages = 4
    control.currentPage = 2
    #expect(control.currentPage == 2)
    control.currentPage = 9
    #expect(control.currentPage == 3)
    control.currentPage = -1
    #expect(control.currentPage == 0)
    control.currentPage = 3
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
    control.hidesForSinglePage = true
    control.pageIndicatorTintColor = .systemGray
    control.currentPageIndicatorTintColor = .label
    #expect(control.hidesForSinglePage)
    #expect(control.pageIndicatorTintColor == .systemGray)
    #expect(control.currentPageIndicatorTintColor == .label)
    #expect(sent == 0)
  }
}
