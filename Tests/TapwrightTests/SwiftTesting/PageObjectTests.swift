import Tapwright
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One onboarding page, titled.
@MainActor
private final class StepController: UIViewController {
  init(_ title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }
}

/// Onboarding pages whose delegate records the page the user turned to.
@MainActor
private final class OnboardingController: UIPageViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let steps = [StepController("Welcome"), StepController("Sync"), StepController("Done")]
  var turnedTo: [String] = []

  init() {
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    setViewControllers([steps[0]], direction: .forward, animated: false)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = steps.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return steps[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = steps.firstIndex(where: { $0 === viewController }),
      index + 1 < steps.count
    else { return nil }
    return steps[index + 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    if completed, let title = viewControllers?.first?.title { turnedTo.append(title) }
  }
}

/// A screen that shows the onboarding pages as a child.
@MainActor
private final class HostController: UIViewController {
  let onboarding = OnboardingController()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(onboarding)
    view.addSubview(onboarding.view)
    onboarding.didMove(toParent: self)
  }
}

@Suite("Page object", .tapwright)
@MainActor
struct PageObjectTests {
  @Test("Swipes to the next and previous page like a user; the delegate hears of each turn")
  func swipesPages() async throws {
    let controller = OnboardingController()
    let screen = await present(controller, .root)
    let pages = try screen.pages()
    #expect(pages.currentPage?.title == "Welcome")
    #expect(screen.dump().contains("\n  page[0]: StepController title=\"Welcome\"\n"))
    await pages.swipeToNextPage()
    await pages.swipeToNextPage()
    #expect(pages.currentPage?.title == "Done")
    await pages.swipeToPreviousPage()
    #expect(pages.currentPage?.title == "Sync")
    #expect(controller.turnedTo == ["Sync", "Done", "Sync"])
    #expect(controller.children == [controller.steps[1]])
  }

  @Test("Finds the page view controller a screen shows as a child")
  func findsAChildPageViewController() async throws {
    let host = HostController()
    let screen = await present(host, .root)
    let pages = try screen.pages()
    #expect(pages.viewController === host.onboarding)
    await pages.swipeToNextPage()
    #expect(host.onboarding.turnedTo == ["Sync"])
  }

  @Test("Swiping past the last page fails at the caller's line, naming the page")
  func swipePastTheLastPage() async throws {
    let controller = OnboardingController()
    let screen = await present(controller, .root)
    let pages = try screen.pages()
    await pages.swipeToNextPage()
    await pages.swipeToNextPage()
    let expected =
      "Cannot swipe to the next page: the data source has no page after StepController.\n\n"
      + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await pages.swipeToNextPage()
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
    #expect(controller.turnedTo == ["Sync", "Done"])
  }

  @Test("Swiping back from the first page fails at the caller's line")
  func swipeBeforeTheFirstPage() async throws {
    let screen = await present(OnboardingController(), .root)
    let pages = try screen.pages()
    let expected =
      "Cannot swipe to the previous page: the data source has no page before StepController.\n\n"
      + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await pages.swipeToPreviousPage()
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
  }

  @Test("Swiping pages without a data source fails clearly")
  func swipeWithoutDataSource() async throws {
    let controller = OnboardingController()
    let screen = await present(controller, .root)
    controller.dataSource = nil
    let pages = try screen.pages()
    let expected =
      "Cannot swipe to the next page: the page view controller has no data source (its pages "
      + "turn only in code).\n\n" + (Stage.current?.dump() ?? "")
    await withKnownIssue {
      await pages.swipeToNextPage()
    } matching: {
      issue($0, is: expected, line: #line - 2)
    }
  }

  @Test("A screen without a page view controller stops the test at the caller's line")
  func noPageViewController() async throws {
    let screen = await present(StepController("Alone"), .root)
    let expected =
      "StepController is not in and shows no page view controller.\n\n"
      + (Stage.current?.dump() ?? "")
    var stopped = false
    withKnownIssue {
      do { _ = try screen.pages() } catch is TapwrightStop { stopped = true } catch {
        Issue.record(error)
      }
    } matching: {
      issue($0, is: expected, line: #line - 4)
    }
    #expect(stopped)
  }
}
