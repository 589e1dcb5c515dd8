import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

@MainActor
@Suite("Everyday API: fonts, images, refresh control")
struct EverydayAPIMoreSpec {
  @Test("Quick actions, current traits and timing curves keep what apps give them")
  func quickActionsTraitsAndCurves() {
    let search = UIApplicationShortcutItem(
      type: "com.example.search", localizedTitle: "Search", localizedSubtitle: nil,
      icon: UIApplicationShortcutIcon(type: .search), userInfo: nil)
    let draft = UIMutableApplicationShortcutItem(type: "com.example.new", localizedTitle: "New")
    draft.localizedSubtitle = "Draft"
    draft.icon = UIApplicationShortcutIcon(systemImageName: "square.and.pencil")
    #expect(search.type == "com.example.search" && search.localizedTitle == "Search")
    #expect(search.icon != nil && search.localizedSubtitle == nil)
    #expect(draft.localizedSubtitle == "Draft" && draft.icon != nil)

    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      #expect(UITraitCollection.current.userInterfaceStyle == .dark)
    }

    let curve = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.4, 1)
    var point: [Float] = [0, 0]
    curve.getControlPoint(at: 1, values: &point)
    #expect(point == [0.2, 0.8])
    CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &point)
    #expect(point == [0.42, 0])
    UITextField().reloadInputViews()
  }

  @Test("A view's hierarchy draws into an image context, scaled into the rectangle asked for")
  func drawingAHierarchy() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    card.backgroundColor = .red
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    var drew = false
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
      .image { _ in
        drew = card.drawHierarchy(
          in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: true)
      }
    #expect(drew)
    #expect(image.size == CGSize(width: 20, height: 10))
    #expect(!UIView().drawHierarchy(in: .zero, afterScreenUpdates: false))
  }

  @Test("A font descriptor with the bold trait makes a bold font of the same size")
  func fontDescriptors() throws {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let descriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
    let bold = UIFont(descriptor: descriptor, size: 0)
    #expect(bold.pointSize == body.pointSize)
    #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(!body.fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
  }

  @Test("A tinted symbol keeps its tint, mode and configuration")
  func images() throws {
    let configuration = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
    let star = try #require(UIImage(systemName: "star.fill", withConfiguration: configuration))
    let tinted = star.withTintColor(.systemYellow, renderingMode: .alwaysOriginal)
    #expect(tinted.renderingMode == .alwaysOriginal)
    #expect(tinted.isSymbolImage)
    #expect(star.size == CGSize(width: 30, height: 30))
    #expect(star.pngData() == star.pngData())
  }

  @Test("An image file's PNG header gives the image its size; a missing file gives no image")
  func imageFiles() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tapwright-\(UUID().uuidString).png")
    let header: [UInt8] = [
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
      0, 0, 0, 64, 0, 0, 0, 32,
    ]
    try Data(header).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let image = try #require(UIImage(contentsOfFile: url.path))
    #expect(image.size == CGSize(width: 64, height: 32))
    #expect(UIImage(contentsOfFile: url.path + ".missing") == nil)
  }

  @Test("A table controller's refresh control sits in its table and starts and ends in code")
  func refreshControl() {
    let controller = UITableViewController(style: .plain)
    let refresh = UIRefreshControl()
    controller.refreshControl = refresh
    #expect(controller.tableView.refreshControl === refresh)
    #expect(refresh.superview === controller.tableView)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
  }

  @Test(
    "A bar item keeps its title attributes per state (a tab bar item's proxy too); image views and buttons keep whether their image follows the text size"
  )
  func barItemTitleAttributesAndImageAdjusting() {
    let item = UITabBarItem(title: "Home", image: nil, tag: 0)
    let font = UIFont.systemFont(ofSize: 12)
    item.setTitleTextAttributes([.font: font], for: .normal)
    #expect(item.titleTextAttributes(for: .normal)?[.font] as? UIFont == font)
    #expect(item.titleTextAttributes(for: .selected) == nil)
    UITabBarItem.appearance().setTitleTextAttributes([.font: font], for: .selected)
    #expect(
      UITabBarItem.appearance().titleTextAttributes(for: .selected)?[.font] as? UIFont == font)
    UITabBarItem.appearance().setTitleTextAttributes(nil, for: .selected)
    let imageView = UIImageView()
    #expect(!imageView.adjustsImageSizeForAccessibilityContentSizeCategory)
    imageView.adjustsImageSizeForAccessibilityContentSizeCategory = true
    let button = UIButton(type: .system)
    button.adjustsImageSizeForAccessibilityContentSizeCategory = true
    #expect(
      imageView.adjustsImageSizeForAccessibilityContentSizeCategory
        && button.adjustsImageSizeForAccessibilityContentSizeCategory)
  }
}

#if !canImport(UIKit)
  @MainActor
  @Suite("Everyday API: HeadlessUIKit's models")
  struct EverydayAPIModelSpec {
    @Test(
      "A user's pull refreshes once, sending .valueChanged; a second pull while refreshing does not"
    )
    func pullToRefresh() {
      let controller = UITableViewController(style: .plain)
      let refresh = UIRefreshControl()
      var pulls = 0
      refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
      controller.refreshControl = refresh
      let window = UIWindow()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      defer { window.isHidden = true }

      #expect(refresh.userPullToRefresh())
      #expect(!refresh.userPullToRefresh())
      #expect(pulls == 1 && refresh.isRefreshing)
    }

    @Test("Opening a URL logs it and answers true; a missing storyboard is reported as UIKit's")
    func openingAndStoryboards() {
      let console = ConsoleCollector()
      console.observe {
        UIApplication.shared.open(URL(string: "https://example.com/help")!)
      }
      #expect(console.texts == ["Opened URL https://example.com/help"])
      #expect(UIApplication.shared.canOpenURL(URL(string: "tel:123")!))
      #expect(!UIApplication.shared.canOpenURL(URL(string: "myapp://x")!))
      // The iOS 2 form, which older apps still call: it opens, and answers at once.
      let older = ConsoleCollector()
      var opened = false
      older.observe {
        opened = UIApplication.shared.openURL(URL(string: "https://example.com/old")!)
      }
      #expect(opened && older.texts == ["Opened URL https://example.com/old"])
      #expect(!UIApplication.shared.openURL(URL(string: "myapp://x")!))
      // Nothing is sandboxed: no URL is security-scoped, and the file is readable as it is.
      #expect(!URL(fileURLWithPath: "/tmp").startAccessingSecurityScopedResource())

      withKnownIssue {
        #expect(
          UIStoryboard(name: "Missing", bundle: nil).instantiateInitialViewController() == nil)
      } matching: {
        $0.description.contains(
          "Could not find a storyboard named 'Missing' in bundle NSBundle <\(Bundle.main.bundlePath)>"
        )
      }
    }
  }
#endif

#if !canImport(UIKit)
  /// Counts the edit menu's notifications.
  @MainActor
  final class MenuNotifications {
    var names: [String] = []
    private var observers: [NSObjectProtocol] = []

    init() {
      for name in [
        UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
        UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification,
      ] {
        observers.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
            [weak self] note in
            let name = note.name.rawValue
            MainActor.assumeIsolated { self?.names.append(name) }
          })
      }
    }

    func stop() {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
  }

  @MainActor
  @Suite("The iOS 3 edit menu")
  struct EditMenuSpec {
    @Test(
      "Showing and hiding the edit menu keeps its frame and items and posts UIKit's notifications")
    func editMenu() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let label = UILabel(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
      window.addSubview(label)
      let menu = UIMenuController.shared
      let notifications = MenuNotifications()
      defer { notifications.stop() }
      menu.menuItems = [UIMenuItem(title: "Share", action: Selector(("share:")))]
      menu.showMenu(from: label, rect: label.bounds)
      #expect(menu.isMenuVisible)
      #expect(menu.menuFrame == CGRect(x: 10, y: 100, width: 200, height: 30))
      #expect(menu.menuItems?.map(\.title) == ["Share"])
      menu.hideMenu()
      #expect(!menu.isMenuVisible && menu.menuFrame == .zero)
      #expect(
        notifications.names == [
          "UIMenuControllerWillShowMenuNotification", "UIMenuControllerDidShowMenuNotification",
          "UIMenuControllerWillHideMenuNotification", "UIMenuControllerDidHideMenuNotification",
        ])
      menu.menuItems = nil
    }
  }
#endif
