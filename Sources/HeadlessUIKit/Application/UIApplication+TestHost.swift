#if !canImport(UIKit)
  import Foundation

  /// The app a ported test target runs in, launched as Xcode's test host launches it.
  ///
  /// In Xcode an app's unit tests run inside the launched app: `UIApplicationMain` has run, the
  /// app delegate has finished launching, the scene delegate has connected its scene, and the
  /// main storyboard's initial controller is the root of a key, visible window. The port step
  /// records, for each ported test target, the ported app target among its dependencies (or none)
  /// and makes every `XCTestCase` subclass (before each test) and every Swift Testing suite type
  /// (as it is created for a test) of the target call ``prepare(for:)``;
  /// the first call launches the app, later ones find it running. A test of a target hosted by
  /// another app (one test binary can hold several apps' tests) finds that app launched in its
  /// place; a target with no host finds none.
  @_spi(TapwrightPort) @MainActor
  public enum TestHost {
    /// The module of the app that is running, if any.
    private(set) static var running: String?
    /// The launched app's resource bundle, where `bundle: nil` and `Bundle.main` look first
    /// (read from any thread: `Bundle.main` is).
    nonisolated static var bundle: Bundle? {
      get { bundleLock.withLock { storedBundle } }
      set { bundleLock.withLock { storedBundle = newValue } }
    }
    private nonisolated static let bundleLock = NSLock()
    private nonisolated(unsafe) static var storedBundle: Bundle?
    private nonisolated(unsafe) static var storedInfo: [String: Any]?
    /// The launched app's Info.plist.
    private(set) static var infoDictionary: [String: Any]? {
      get { bundleLock.withLock { storedInfo } }
      set { bundleLock.withLock { storedInfo = newValue } }
    }
    /// The launched app's Info.plist, from any thread (`Bundle.main`'s info is read from any).
    nonisolated static var hostedInfoDictionary: [String: Any]? {
      bundleLock.withLock { storedInfo }
    }
    /// The app whose `main.swift` is running (its `UIApplicationMain` call launches the app).
    private static var launchingFromMain: String?

    /// Launches the app the test's module is hosted by, unless it runs already.
    ///
    /// - Parameter testType: The type of the test case or suite about to run (its module names
    ///   its host).
    public nonisolated static func prepare(for testType: Any.Type) {
      let module = PortRegistry.moduleName(of: testType)
      if Thread.isMainThread || isOnMainQueue {
        MainActor.assumeIsolated { prepare(module: module) }
      } else {
        DispatchQueue.main.sync { prepare(module: module) }
      }
    }

    /// Makes the host of a ported test module the running app.
    ///
    /// - Parameter module: The test module.
    static func prepare(module: String) {
      let registry = PortRegistry.shared
      guard registry.loadModule(named: module), let host = registry.testHosts[module] else {
        return
      }
      let wanted = ProcessInfo.processInfo.environment["TAPWRIGHT_TEST_HOST"] == "none" ? nil : host
      guard wanted != running else { return }
      if running != nil { terminate() }
      if let wanted { launch(wanted) }
    }

    /// Launches the app in `module` as `UIApplicationMain` would.
    static func launch(_ module: String) {
      let registry = PortRegistry.shared
      registry.loadModule(named: module)
      running = module
      bundle = IBDocument.resourceBundles().first {
        IBDocument.modules(ofResourceBundle: $0).contains(module)
      }
      infoDictionary = registry.infoPlists[module].flatMap { parseInfoPlist($0, module: module) }
      createContainerFolders()
      if let main = registry.mainFunctions[module] {
        // `main.swift` calls `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))`.
        launchingFromMain = module
        main()
        launchingFromMain = nil
        return
      }
      guard let delegateType = registry.applicationDelegate(inModule: module) else {
        reportUIKitException(
          "The test host \(module) has no application delegate: mark one @main or "
            + "@UIApplicationMain, or call UIApplicationMain in main.swift.")
        return
      }
      startApplication(delegateType: delegateType, module: module)
    }

    /// An iOS app's container always has its Documents, Library and Caches folders, and apps
    /// write there without creating them; on Linux `FileManager`'s folders for them may not
    /// exist yet, so the host creates them.
    private static func createContainerFolders() {
      let manager = FileManager.default
      for folder in [
        FileManager.SearchPathDirectory.documentDirectory, .libraryDirectory, .cachesDirectory,
      ] {
        for url in manager.urls(for: folder, in: .userDomainMask) {
          try? manager.createDirectory(at: url, withIntermediateDirectories: true)
        }
      }
    }

    /// `UIApplicationMain` called from a running `main.swift`: launch with the named delegate.
    ///
    /// - Returns: Whether a test host launch took the call.
    static func applicationMainCalled(delegateClassName: String?) -> Bool {
      guard let module = launchingFromMain else { return false }
      guard let name = delegateClassName,
        let type = PortRegistry.shared.type(named: name, module: nil, fallbackModules: [module])
      else {
        reportUIKitException(
          "UIApplicationMain: no application delegate class named \(delegateClassName ?? "nil") "
            + "in \(module).")
        return true
      }
      startApplication(delegateType: type, module: module)
      return true
    }

    /// Creates the delegate and runs the launch sequence.
    private static func startApplication(delegateType: AnyObject.Type, module: String) {
      guard
        let delegate = PortRegistry.shared.makeInstance(of: delegateType)
          as? any UIApplicationDelegate
      else {
        reportUIKitException(
          "The test host cannot create its application delegate \(String(reflecting: delegateType)) "
            + "(it needs an init() the port can call).")
        return
      }
      UIApplication.shared.launchHosted(delegate: delegate, info: infoDictionary ?? [:])
    }

    /// Ends the running app as the system does when it terminates it: its scenes disconnect, its
    /// windows are hidden, and the application lets go of its delegate.
    static func terminate() {
      let application = UIApplication.shared
      for scene in application.scenes { application.disconnect(scene) }
      if let delegate = application.delegate {
        delegate.applicationWillTerminate(application)
        application.post(UIApplication.willTerminateNotification)
        delegate.window?.isHidden = true
      }
      application.launchedWithoutScenes.removeAll()
      application.hostDelegate = nil
      application.delegate = nil
      running = nil
      bundle = nil
      infoDictionary = nil
    }

    /// The Info.plist's dictionary, with `$(PRODUCT_MODULE_NAME)`-style build settings the port
    /// knows replaced.
    static func parseInfoPlist(_ text: String, module: String) -> [String: Any]? {
      var expanded = text
      for setting in ["PRODUCT_MODULE_NAME", "TARGET_NAME", "PRODUCT_NAME", "EXECUTABLE_NAME"] {
        expanded = expanded.replacingOccurrences(of: "$(\(setting))", with: module)
          .replacingOccurrences(of: "${\(setting)}", with: module)
      }
      guard
        let plist = try? PropertyListSerialization.propertyList(
          from: Data(expanded.utf8), options: [], format: nil) as? [String: Any]
      else {
        reportUIKitException("The test host \(module) has an Info.plist that cannot be read.")
        return nil
      }
      return plist
    }

    /// The scene configurations the launched app's Info.plist declares for a role.
    static func sceneConfigurations(for role: UISceneSession.Role) -> [[String: Any]] {
      let manifest = infoDictionary?["UIApplicationSceneManifest"] as? [String: Any]
      let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
      return configurations?[role.rawValue] as? [[String: Any]] ?? []
    }
  }

  extension UIApplication {
    /// The launch sequence of `UIApplicationMain` for an app whose Info.plist is `info`.
    ///
    /// UIKit's order: the main storyboard (`UIMainStoryboardFile`) of an app without scenes is
    /// loaded into a window that is handed to the delegate's `window` before
    /// `application(_:willFinishLaunchingWithOptions:)`; after
    /// `application(_:didFinishLaunchingWithOptions:)` that window is made key and visible. A
    /// scene-based app (`UIApplicationSceneManifest`) then connects one window scene: its
    /// configuration from `application(_:configurationForConnecting:options:)` (the Info.plist's
    /// when the delegate does not say), its delegate created from the configuration's class, the
    /// configuration's storyboard loaded into a window of the scene before
    /// `scene(_:willConnectTo:options:)` and made key and visible after it, then
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`.
    func launchHosted(delegate: any UIApplicationDelegate, info: [String: Any]) {
      hostDelegate = delegate
      self.delegate = delegate
      let sceneBased = info["UIApplicationSceneManifest"] != nil
      var mainWindow: UIWindow?
      if !sceneBased, let name = info["UIMainStoryboardFile"] as? String {
        mainWindow = windowWithInitialController(ofStoryboard: name)
        if let mainWindow { delegate.window = mainWindow }
      }
      _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
      _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
      post(UIApplication.didFinishLaunchingNotification)
      guard sceneBased else {
        if let window = mainWindow ?? delegate.window, keyWindowStorage == nil || window.isHidden {
          window.makeKeyAndVisible()
        }
        launchedWithoutScenes.append(delegate)
        delegate.applicationDidBecomeActive(self)
        post(UIApplication.didBecomeActiveNotification)
        return
      }
      connectWindowScene(delegate: delegate) { configuration in
        guard let type = configuration.delegateClass else { return nil }
        guard let sceneDelegate = PortRegistry.shared.makeInstance(of: type) as? any UISceneDelegate
        else {
          reportUIKitException(
            "The test host cannot create the scene delegate \(String(reflecting: type)) (it needs "
              + "an init() the port can call).")
          return nil
        }
        return sceneDelegate
      }
    }

    /// A screen-sized window whose root is the storyboard's initial controller.
    private func windowWithInitialController(ofStoryboard name: String) -> UIWindow? {
      guard let initial = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
      else { return nil }
      let window = UIWindow()
      window.rootViewController = initial
      return window
    }
  }

  extension UISceneConfiguration {
    /// The named configuration of the launched app's Info.plist for `role` (the first one when
    /// `name` is `nil`): its delegate class, scene class and storyboard.
    func fillFromInfoPlist() {
      let all = TestHost.sceneConfigurations(for: role)
      guard
        let entry = name.map({ name in
          all.first { $0["UISceneConfigurationName"] as? String == name }
        }) ?? all.first
      else { return }
      if name == nil { name = entry["UISceneConfigurationName"] as? String }
      let module = TestHost.running
      let registry = PortRegistry.shared
      if let delegateName = entry["UISceneDelegateClassName"] as? String {
        delegateClass = registry.type(
          named: delegateName, module: nil, fallbackModules: module.map { [$0] } ?? [])
      }
      if let className = entry["UISceneClassName"] as? String {
        sceneClass = registry.type(
          named: className, module: nil, fallbackModules: module.map { [$0] } ?? [])
      }
      if let storyboardName = entry["UISceneStoryboardFile"] as? String {
        storyboard = UIStoryboard(name: storyboardName, bundle: nil)
      }
    }
  }

  extension Bundle {
    /// `Bundle(for:)` as on iOS: the bundle of the module that declares the class — on Linux, its
    /// SwiftPM resource bundle (`<Package>_<Module>.resources`) when it has one — so tests find
    /// the fixtures their target copies. The port step rewrites `Bundle(for:)` to this.
    ///
    /// - Parameter aClass: A class of the module.
    /// - Returns: The module's resource bundle, or Foundation's answer.
    ///
    /// Not SPI: the port writes it into default argument values, where SPI is not allowed.
    public static func _tapwrightBundle(for aClass: AnyClass) -> Bundle {
      let module = PortRegistry.moduleName(of: aClass)
      let folders =
        [Bundle.main.bundleURL]
        + CommandLine.arguments.prefix(1).map {
          URL(fileURLWithPath: $0).deletingLastPathComponent()
        }
      for folder in folders {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix("_\(module).resources") {
          if let bundle = Bundle(path: folder.appendingPathComponent(entry).path) { return bundle }
        }
      }
      return Bundle(for: aClass)
    }

    /// `Bundle.main` as an app's code means it: the launched app's resources when a test host
    /// runs (the port step rewrites `Bundle.main` to this), otherwise the main bundle. Not SPI:
    /// the port writes it into default argument values (`bundle: Bundle = .main`).
    public static var _tapwrightMain: Bundle { TestHost.bundle ?? .main }

    /// `Bundle.main`'s Info.plist as an app's code reads it (`Bundle.main.bundleIdentifier`,
    /// `.infoDictionary`, `.object(forInfoDictionaryKey:)`): the launched app's when a test host
    /// runs — the port step rewrites those reads to this — otherwise the main bundle's. On Linux a
    /// `Bundle` cannot be subclassed, and the app's resource bundle has no Info.plist of its own.
    public static var _tapwrightMainInfo: _TapwrightMainBundleInfo { _TapwrightMainBundleInfo() }
  }

  /// The launched app's Info.plist, read as `Bundle.main`'s (see `Bundle._tapwrightMainInfo`).
  public struct _TapwrightMainBundleInfo: Sendable {
    /// The Info.plist's keys and values.
    public var infoDictionary: [String: Any]? {
      TestHost.hostedInfoDictionary ?? Bundle.main.infoDictionary
    }
    /// The same, as localized (no localized Info.plist strings are read).
    public var localizedInfoDictionary: [String: Any]? { infoDictionary }
    /// `CFBundleIdentifier`.
    public var bundleIdentifier: String? { infoDictionary?["CFBundleIdentifier"] as? String }
    /// A key's value.
    ///
    /// - Parameter key: The key.
    /// - Returns: Its value, or `nil`.
    public func object(forInfoDictionaryKey key: String) -> Any? { infoDictionary?[key] }
  }
#endif
