#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A page view controller showing the first page of `book`, in a window.
  @MainActor
  private func pagesInWindow(
    _ book: PageBook, style: UIPageViewController.TransitionStyle = .scroll,
    options: [UIPageViewController.OptionsKey: Any]? = nil, first: Int = 0
  ) -> (UIPageViewController, UIWindow) {
    let pages = UIPageViewController(
      transitionStyle: style, navigationOrientation: .horizontal, options: options)
    pages.dataSource = book
    pages.delegate = book
    pages.setViewControllers([book.pages[first]], direction: .forward, animated: false)
    return (pages, makeWindow(root: pages))
  }

  @MainActor
  @Suite("Page view controllers, page controls and bars driven by a user")
  struct PagesAndBarsUserSpec {
    // MARK: Swiping pages

    @Test("A swipe asks the data source, tells the delegate before and after, and turns the page")
    func swipeForward() async {
      let book = PageBook("one", "two", "three")
      let (pages, window) = pagesInWindow(book)
      await yieldUntilQuiet(window)
      let (one, two) = (book.pages[0], book.pages[1])
      one.log.removeAll()

      #expect(pages.userSwipe(.forward))
      #expect(book.calls == ["after one", "willTransitionTo [\"two\"]"])
      #expect(pages.viewControllers == [two])
      #expect(one.log == ["willMove(nil)", "willDisappear"])
      #expect(two.log == ["willMove(parent)", "willAppear"])
      #expect(window.hasTransitionInFlight)

      await yieldUntilQuiet(window)
      #expect(
        book.calls.last == "didFinishAnimating true [\"one\"] true, showing [\"two\"]")
      #expect(one.log.suffix(2) == ["didDisappear", "didMove(nil)"])
      #expect(two.log == ["willMove(parent)", "willAppear", "didAppear", "didMove(parent)"])
      #expect(pages.children == [two])
      #expect(two.view.superview === pages.view)
      #expect(one.viewIfLoaded?.superview == nil)
    }

    @Test("A swipe back asks for the page before")
    func swipeReverse() async {
      let book = PageBook("one", "two")
      let (pages, window) = pagesInWindow(book, first: 1)
      await yieldUntilQuiet(window)
      #expect(pages.userSwipe(.reverse))
      await yieldUntilQuiet(window)
      #expect(
        book.calls == [
          "before two", "willTransitionTo [\"one\"]",
          "didFinishAnimating true [\"two\"] true, showing [\"one\"]",
        ])
      #expect(pages.viewControllers == [book.pages[0]])
    }

    @Test("A swipe past the last page does nothing and returns false")
    func swipePastTheEnd() async {
      let book = PageBook("one", "two")
      let (pages, window) = pagesInWindow(book, first: 1)
      await yieldUntilQuiet(window)
      book.pages[1].log.removeAll()
      #expect(!pages.userSwipe(.forward))
      #expect(book.calls == ["after two"])
      #expect(pages.viewControllers == [book.pages[1]])
      #expect(book.pages[1].log.isEmpty)
      #expect(!window.hasTransitionInFlight)
    }

    @Test("Without a data source, or out of a window, a swipe does nothing")
    func swipeRefused() async {
      let book = PageBook("one", "two")
      let (pages, window) = pagesInWindow(book)
      await yieldUntilQuiet(window)
      pages.dataSource = nil
      #expect(!pages.userSwipe(.forward))
      pages.dataSource = book
      pages.view.isUserInteractionEnabled = false
      #expect(!pages.userSwipe(.forward))
      pages.view.isUserInteractionEnabled = true
      window.isHidden = true
      window.rootViewController = nil
      #expect(!pages.userSwipe(.forward))
      #expect(book.calls.isEmpty)
      #expect(pages.viewControllers == [book.pages[0]])
    }

    @Test("The page indicator shows the data source's count and follows the user's swipes")
    func pageIndicator() async throws {
      let book = PageBook("one", "two", "three")
      book.showsIndicator = true
      let (pages, window) = pagesInWindow(book)
      await yieldUntilQuiet(window)
      let indicator = try #require(pages.view.subviews.compactMap { $0 as? UIPageControl }.first)
      #expect(indicator.numberOfPages == 3)
      #expect(indicator.currentPage == 0)
      pages.userSwipe(.forward)
      await yieldUntilQuiet(window)
      #expect(indicator.currentPage == 1)
      pages.setViewControllers([book.pages[2]], direction: .forward, animated: false)
      #expect(indicator.currentPage == 2)
      #expect(pages.view.subviews.last === indicator)
    }

    @Test("Without a presentation count there is no page indicator")
    func noPageIndicator() async {
      let book = PageBook("one", "two")
      let (pages, window) = pagesInWindow(book)
      await yieldUntilQuiet(window)
      #expect(!pages.view.subviews.contains { $0 is UIPageControl })
    }

    @Test("A page curl with a middle spine shows two pages and a swipe turns two")
    func twoPageSpread() async {
      let book = PageBook("1", "2", "3", "4")
      let pages = UIPageViewController(
        transitionStyle: .pageCurl, navigationOrientation: .horizontal,
        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
      pages.dataSource = book
      pages.setViewControllers(
        [book.pages[0], book.pages[1]], direction: .forward, animated: false)
      let window = makeWindow(root: pages)
      await yieldUntilQuiet(window)
      #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
      #expect(book.pages[1].view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
      #expect(pages.userSwipe(.forward))
      #expect(book.calls == ["after 2", "after 3"])
      #expect(pages.viewControllers == [book.pages[2], book.pages[3]])
    }

    @Test("Setting a number of pages the spine cannot show reports UIKit's exception")
    func wrongNumberOfPages() {
      let book = PageBook("one", "two")
      let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
      withKnownIssue {
        pages.setViewControllers(book.pages, direction: .forward, animated: false)
      } matching: { issue in
        message(of: issue)
          == "The number of view controllers provided (2) doesn't match the number required (1) "
          + "for the requested transition"
      }
      #expect(pages.viewControllers?.isEmpty == true)
      #expect(pages.children.isEmpty)
    }

    // MARK: Page controls

    @Test("A user's tap on a page control moves one page and sends valueChanged")
    func pageControlTaps() {
      let control = UIPageControl(frame: .zero)
      control.numberOfPages = 3
      var events: [Int] = []
      control.addAction(UIAction { _ in events.append(control.currentPage) }, for: .valueChanged)
      #expect(control.interactionState == .none)
      #expect(control.userTapNextPage())
      #expect(control.userTapNextPage())
      #expect(!control.userTapNextPage())
      #expect(control.userTapPreviousPage())
      #expect(events == [1, 2, 1])
      #expect(control.interactionState == .discrete)
      control.isEnabled = false
      #expect(!control.userTapPreviousPage())
      control.isEnabled = true
      control.numberOfPages = 1
      control.hidesForSinglePage = true
      #expect(!control.userTapPreviousPage())
      #expect(events == [1, 2, 1])
    }

    // MARK: Bars on tap and swipe

    @Test("With hidesBarsOnTap a tap hides both bars, and shows the toolbar again only with items")
    func barsOnTap() async {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      #expect(!navigation.userTapContentArea())

      navigation.hidesBarsOnTap = true
      navigation.setToolbarHidden(false, animated: false)
      #expect(navigation.userTapContentArea())
      #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
      #expect(navigation.userTapContentArea())
      #expect(!navigation.isNavigationBarHidden)
      #expect(navigation.isToolbarHidden)

      root.toolbarItems = [UIBarButtonItem(systemItem: .add)]
      #expect(navigation.userTapContentArea())
      #expect(navigation.userTapContentArea())
      #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)

      window.isHidden = true
      window.rootViewController = nil
      #expect(!navigation.userTapContentArea())
    }

    @Test("With hidesBarsOnSwipe an upward swipe hides the bars and a downward one shows them")
    func barsOnSwipe() async {
      let root = UIViewController()
      root.toolbarItems = [UIBarButtonItem(systemItem: .add)]
      let navigation = UINavigationController(rootViewController: root)
      navigation.isToolbarHidden = false
      let window = makeWindow(root: navigation)
      await yieldUntilQuiet(window)
      #expect(!navigation.userSwipeContent(upward: true))
      navigation.hidesBarsOnSwipe = true
      #expect(!navigation.userSwipeContent(upward: false))
      #expect(navigation.userSwipeContent(upward: true))
      #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
      #expect(navigation.userSwipeContent(upward: false))
      #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
    }

    @Test("A navigation controller's toolbar refuses a delegate, as UIKit's")
    func managedToolbarDelegate() {
      final class Delegate: NSObject, UIToolbarDelegate {}
      let navigation = UINavigationController(rootViewController: UIViewController())
      let delegate = Delegate()
      withKnownIssue {
        navigation.toolbar.delegate = delegate
      } matching: { issue in
        message(of: issue)
          == "Cannot manually set the delegate on a UIToolbar managed by a controller."
      }
      #expect(navigation.toolbar.delegate == nil)
      #expect(navigation.toolbar.barPosition == .bottom)
    }
  }
#endif
