#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// What the app's delegates saw, in order.
  @MainActor
  final class LifecycleLog {
    var events: [String] = []
  }

  /// An app delegate as Xcode's app template writes it (with a log).
  final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    let log: LifecycleLog

    init(log: LifecycleLog) {
      self.log = log
      super.init()
    }

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      log.events.append("app didFinishLaunching")
      return true
    }

    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      log.events.append("app configurationForConnecting")
      return UISceneConfiguration(
        name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
  }

  /// A scene delegate as Xcode's app template writes it: it builds the window in `willConnectTo`.
  final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: LifecycleLog

    init(log: LifecycleLog) {
      self.log = log
      super.init()
    }

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      log.events.append("scene willConnectTo")
      guard let windowScene = (scene as? UIWindowScene) else { return }
      let window = UIWindow(windowScene: windowScene)
      let root = UIViewController()
      root.title = "Home"
      window.rootViewController = UINavigationController(rootViewController: root)
      window.makeKeyAndVisible()
      self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) { log.events.append("scene didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.events.append("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.events.append("scene willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) {
      log.events.append("scene willEnterForeground")
    }
    func sceneDidEnterBackground(_ scene: UIScene) { log.events.append("scene didEnterBackground") }
  }

  /// An app without scenes: the app delegate owns the window.
  final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var events: [String] = []

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      events.append("didFinishLaunching \(launchOptions?[.url].map { "\($0)" } ?? "-")")
      window = UIWindow()
      window?.rootViewController = UIViewController()
      window?.makeKeyAndVisible()
      return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
      events.append("didBecomeActive")
    }
  }

  @MainActor
  @Suite("App and scene life cycle")
  struct AppAndSceneLifecycleSpec {
    @Test("Launching a scene-based app calls the delegates in UIKit's order and shows the window")
    func sceneBasedLaunch() throws {
      let log = LifecycleLog()
      let app = UIApplication.shared
      let scene = try #require(
        app.launch(
          delegate: TemplateAppDelegate(log: log), sceneDelegate: TemplateSceneDelegate(log: log)))
      defer { app.disconnect(scene) }

      #expect(
        log.events == [
          "app didFinishLaunching", "app configurationForConnecting", "scene willConnectTo",
          "scene willEnterForeground", "scene didBecomeActive",
        ])
      #expect(scene.activationState == .foregroundActive)
      #expect(scene.session.configuration.name == "Default Configuration")
      #expect(scene.session.role == .windowApplication)
      #expect(scene.session.scene === scene)
      #expect(app.connectedScenes.contains(scene))
      #expect(app.openSessions.contains(scene.session))
      let window = try #require(scene.windows.first)
      #expect(window.windowScene === scene)
      #expect(window.isKeyWindow && !window.isHidden)
      #expect(scene.keyWindow === window)
      #expect(window.frame == scene.screen.bounds)
      let navigation = try #require(window.rootViewController as? UINavigationController)
      #expect(navigation.topViewController?.title == "Home")
      #expect((scene.delegate as? TemplateSceneDelegate)?.window === window)
    }

    @Test("Disconnecting a scene resigns, backgrounds and disconnects it, and hides its windows")
    func disconnecting() throws {
      let log = LifecycleLog()
      let app = UIApplication.shared
      let scene = try #require(
        app.launch(
          delegate: TemplateAppDelegate(log: log), sceneDelegate: TemplateSceneDelegate(log: log)))
      let window = try #require(scene.windows.first)
      log.events = []

      app.disconnect(scene)

      #expect(
        log.events == ["scene willResignActive", "scene didEnterBackground", "scene didDisconnect"])
      #expect(scene.activationState == .unattached)
      #expect(!app.connectedScenes.contains(scene))
      #expect(window.isHidden)
    }

    @Test("Launching and disconnecting post UIKit's app and scene notifications, in order")
    func notifications() throws {
      let log = LifecycleLog()
      let names = [
        UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
        UIScene.willConnectNotification, UIScene.willEnterForegroundNotification,
        UIScene.didActivateNotification, UIScene.willDeactivateNotification,
        UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification,
      ]
      // The test runs on the main actor without suspending: every post it sees is its own.
      let observers = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
          let posted = note.name.rawValue
          MainActor.assumeIsolated { log.events.append(posted) }
        }
      }
      defer { observers.forEach(NotificationCenter.default.removeObserver) }
      let app = UIApplication.shared
      let scene = try #require(
        app.launch(
          delegate: TemplateAppDelegate(log: log), sceneDelegate: TemplateSceneDelegate(log: log)))
      app.disconnect(scene)

      #expect(
        log.events == [
          "app didFinishLaunching", "UIApplicationDidFinishLaunchingNotification",
          "app configurationForConnecting", "UISceneWillConnectNotification",
          "scene willConnectTo", "scene willEnterForeground",
          "UISceneWillEnterForegroundNotification", "scene didBecomeActive",
          "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
          "UISceneWillDeactivateNotification", "scene willResignActive", "scene didEnterBackground",
          "UISceneDidEnterBackgroundNotification", "scene didDisconnect",
          "UISceneDidDisconnectNotification",
        ])
    }

    @Test("An app without scenes builds its window in didFinishLaunching and becomes active")
    func appWithoutScenes() throws {
      let delegate = WindowAppDelegate()
      let url = try #require(URL(string: "notes://open/42"))

      let scene = UIApplication.shared.launch(delegate: delegate, launchOptions: [.url: url])

      #expect(scene == nil)
      #expect(delegate.events == ["didFinishLaunching notes://open/42", "didBecomeActive"])
      #expect(UIApplication.shared.delegate === delegate)
      #expect(delegate.window?.isKeyWindow == true)
      delegate.window?.isHidden = true
    }

    @Test("A window made for a scene belongs to it until it is moved to no scene")
    func windowsOfAScene() throws {
      let log = LifecycleLog()
      let scene = try #require(
        UIApplication.shared.launch(
          delegate: TemplateAppDelegate(log: log), sceneDelegate: TemplateSceneDelegate(log: log)))
      defer { UIApplication.shared.disconnect(scene) }
      let extra = UIWindow(windowScene: scene)
      #expect(scene.windows.count == 2)
      extra.windowScene = nil
      #expect(scene.windows.count == 1)
    }

    @Test("@main's entry point and UIApplicationMain say how to launch the app instead of running")
    func entryPoints() {
      let console = ConsoleCollector()
      console.observe {
        TemplateAppDelegate.main()
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "NotesAppDelegate")
      }
      #expect(
        console.texts == [
          "HeadlessUIKit does not run HeadlessUIKitTests.TemplateAppDelegate as a process; launch "
            + "it in a test with UIApplication.shared.launch(delegate:sceneDelegate:).",
          "HeadlessUIKit does not run NotesAppDelegate as a process; launch it in a test with "
            + "UIApplication.shared.launch(delegate:sceneDelegate:).",
        ])
    }
  }
#endif
