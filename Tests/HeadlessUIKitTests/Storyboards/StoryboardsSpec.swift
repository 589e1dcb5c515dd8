#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) @_spi(TapwrightPort) import HeadlessUIKit
  import Testing

  // Controllers of Shop.storyboard and CardView.xib; their members are registered with the
  // module's `__TapwrightPortModule` (TargetActionSpec.swift), as the port step would.

  final class ShopListController: UIViewController {
    weak var welcomeLabel: UILabel!
    var prepared: [String] = []
    var unwound: [String] = []
    var allowsOpen = true
    private(set) var awoke = false

    override func awakeFromNib() {
      super.awakeFromNib()
      awoke = true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      prepared.append("\(segue.identifier ?? "nil") → \(type(of: segue.destination))")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      allowsOpen
    }

    func unwindToShop(_ segue: UIStoryboardSegue) {
      unwound.append("\(segue.identifier ?? "nil") from \(type(of: segue.source))")
    }
  }

  final class ShopDetailController: UIViewController {
    func done(_ sender: Any) { performSegue(withIdentifier: "doneUnwind", sender: sender) }
  }

  final class CardViewController: UIViewController {
    weak var titleLabel: UILabel!
  }

  @MainActor
  @Suite("Storyboards and nibs")
  struct StoryboardsSpec {
    private func storyboard() -> UIStoryboard { UIStoryboard(name: "Shop", bundle: .module) }

    private func shown(_ controller: UIViewController) -> UIWindow {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return window
    }

    @Test("the initial controller: a tab bar controller with a navigation controller and a tab")
    func initial() throws {
      let tabs = try #require(
        storyboard().instantiateInitialViewController() as? UITabBarController)
      let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
      let list = try #require(navigation.topViewController as? ShopListController)
      #expect(tabs.viewControllers?.count == 2)
      #expect(navigation.tabBarItem.title == "Shop")
      #expect(tabs.viewControllers?.last?.tabBarItem.title == "Settings")
      #expect(tabs.viewControllers?.last?.title == "Settings")
      #expect(list.navigationItem.title == "Shop")
      #expect(list.storyboard != nil)
      #expect(list.awoke)
      #expect(!list.isViewLoaded)
    }

    @Test("a scene's view loads lazily: outlets, text with entities, constraints give frames")
    func viewLoading() throws {
      let list: ShopListController = storyboard().instantiateViewController(identifier: "ShopList")
      let window = shown(UINavigationController(rootViewController: list))
      window.layoutIfNeeded()
      let label = try #require(list.welcomeLabel)
      #expect(label.text == "Welcome & hello")
      #expect(label.accessibilityIdentifier == "welcome")
      #expect(label.superview === list.view)
      // 20 points below the safe area's top: the status bar (47) and the navigation bar (44).
      #expect(label.convert(label.bounds, to: nil).minY == 111)
      #expect(label.frame.width == 361)
      let box = try #require(list.view.subviews.last)
      #expect(box.frame.size == CGSize(width: 200, height: 100))
    }

    @Test("an embed segue adds the child after prepare(for:sender:)")
    func embed() throws {
      let list: ShopListController = storyboard().instantiateViewController(identifier: "ShopList")
      list.loadViewIfNeeded()
      #expect(list.children.map(\.title) == ["Embedded"])
      #expect(list.prepared == ["embed → UIViewController"])
      #expect(list.children.first?.view.superview === list.view.subviews.last)
    }

    @Test("a button's segue asks shouldPerformSegue, prepares with the button, and pushes")
    func buttonSegue() throws {
      let tabs = try #require(
        storyboard().instantiateInitialViewController() as? UITabBarController)
      let window = shown(tabs)
      let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
      let list = try #require(navigation.topViewController as? ShopListController)
      let open = try #require(list.view.subviews.compactMap { $0 as? UIButton }.first)
      list.allowsOpen = false
      #expect(open.userTap())
      #expect(navigation.viewControllers.count == 1)
      list.allowsOpen = true
      open.userTap()
      #expect(list.prepared.last == "open → ShopDetailController")
      #expect(navigation.viewControllers.count == 2)
      #expect(navigation.topViewController?.title == "Detail")
      _ = window
    }

    @Test("an unwind segue: prepare on the source, the action on the destination, then a pop")
    func unwind() async throws {
      let list: ShopListController = storyboard().instantiateViewController(identifier: "ShopList")
      let navigation = UINavigationController(rootViewController: list)
      let window = shown(navigation)
      list.performSegue(withIdentifier: "open", sender: nil)
      let detail = try #require(navigation.topViewController as? ShopDetailController)
      let done = try #require(detail.view.subviews.first as? UIButton)
      done.userTap()
      #expect(list.unwound == ["doneUnwind from ShopDetailController"])
      #expect(navigation.viewControllers.count == 1 || navigation.topViewController === list)
      _ = window
    }

    @Test(
      "an unknown identifier and outlet are each one issue naming the file; an unknown class is logged"
    )
    func problems() {
      let storyboard = storyboard()
      withKnownIssue {
        _ = storyboard.instantiateViewController(withIdentifier: "Nope")
      } matching: { issue in
        message(of: issue).hasPrefix("Storyboard (<HeadlessUIKit.UIStoryboard: 0x")
          && message(of: issue).hasSuffix(
            ">) doesn't contain a view controller with identifier 'Nope'")
      }
      // An unknown class is UIKit's console message, not an exception: the base class is used.
      var controller: UIViewController?
      let console = ConsoleCollector()
      console.observe {
        controller = storyboard.instantiateViewController(withIdentifier: "Broken")
      }
      #expect(console.texts == ["Unknown class NoSuchController in Interface Builder file."])
      #expect(controller.map { type(of: $0) == UIViewController.self } == true)
      withKnownIssue {
        controller?.loadViewIfNeeded()
      } matching: { issue in
        message(of: issue).hasPrefix(
          "Shop.storyboard: [<HeadlessUIKit.UIViewController 0x")
          && message(of: issue).hasSuffix(
            "> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the "
              + "key missingLabel.")
      }
    }

    @Test("A table of static cells shows its sections and cells, as Interface Builder laid them")
    func staticCells() async throws {
      let controller = try #require(
        storyboard().instantiateViewController(withIdentifier: "Preferences")
          as? UITableViewController)
      let window = shown(controller)
      _ = await yieldUntilQuiet(window)
      let table = controller.tableView!
      #expect(table.numberOfSections == 2)
      #expect(table.numberOfRows(inSection: 0) == 2)
      #expect(table.numberOfRows(inSection: 1) == 1)
      #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
      #expect(controller.tableView(table, titleForFooterInSection: 1) == "Version 1.0")
      let downloads = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      #expect(downloads.accessoryType == .disclosureIndicator)
      #expect(
        downloads.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == ["Downloads"])
      // The same cell each time: a static cell is built once.
      #expect(
        controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)) === downloads)
      #expect(downloads.frame.height == 92)
      let signOut = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
      #expect(signOut.textLabel?.text == "Sign Out")
      #expect(signOut.frame.height == 44)
    }

    @Test("AVKit's player screen is built as one, with the settings Interface Builder wrote")
    func playerScene() throws {
      let controller = storyboard().instantiateViewController(withIdentifier: "Trailer")
      let player = try #require(controller as? AVPlayerViewController)
      #expect(player.videoGravity == .resizeAspectFill)
      #expect(!player.showsPlaybackControls)
      #expect(player.allowsPictureInPicturePlayback)
      #expect(player.player == nil)
    }

    @Test("a missing nib is reported with UIKit's wording")
    func missingNib() {
      withKnownIssue {
        #expect(Bundle.module.loadNibNamed("Nope", owner: nil) == nil)
      } matching: { issue in
        message(of: issue)
          == "Could not load NIB in bundle: 'NSBundle <\(Bundle.module.bundlePath)>' with name 'Nope'"
      }
    }

    @Test("a missing nib a table registers but never dequeues from is no error, as in UIKit")
    func missingNibNeverInstantiated() {
      let table = UITableView()
      // UIKit reads a nib when it is instantiated: registering one that is not there is fine.
      table.register(UINib(nibName: "NoSuchCell", bundle: .module), forCellReuseIdentifier: "cell")
      withKnownIssue {
        _ = UINib(nibName: "NoSuchCell", bundle: .module).instantiate(withOwner: nil)
      } matching: { issue in
        message(of: issue)
          == "Could not load NIB in bundle: 'NSBundle <\(Bundle.module.bundlePath)>' with name 'NoSuchCell'"
      }
    }

    @Test("a xib-backed controller loads its view from the nib; File's Owner's outlets connect")
    func nib() throws {
      let card = CardViewController(nibName: "CardView", bundle: .module)
      card.loadViewIfNeeded()
      #expect(card.titleLabel?.text == "Card")
      #expect(card.view.subviews.first === card.titleLabel)
      let objects = try #require(
        Bundle.module.loadNibNamed("CardView", owner: CardViewController()))
      #expect(objects.count == 1)
      #expect((objects.first as? UIView)?.subviews.first?.accessibilityIdentifier == "cardTitle")
    }
  }
#endif
