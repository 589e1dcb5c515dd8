#if !canImport(UIKit)
  import Foundation

  extension UIApplication {
    /// Launches an app as iOS does, in the calling test: the delegate's launch callbacks, then
    /// (with a scene delegate) a window scene connected, brought to the foreground and activated.
    ///
    /// The order is UIKit's: `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`, then for a scene-based app
    /// `application(_:configurationForConnecting:options:)`, `scene(_:willConnectTo:options:)`,
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`; an app without scenes gets
    /// `applicationDidBecomeActive(_:)` instead. Every callback runs before this returns.
    ///
    /// The application keeps the scene, and through it both delegates, until
    /// ``disconnect(_:)``; `delegate` is the last launched delegate.
    ///
    /// - Parameters:
    ///   - delegate: The app delegate.
    ///   - sceneDelegate: The delegate of the app's window scene, as its Info.plist would name
    ///     it; `nil` for an app without scenes.
    ///   - launchOptions: The launch options.
    /// - Returns: The connected window scene, or `nil` for an app without scenes.
    @_spi(Testing)
    @discardableResult
    public func launch(
      delegate: any UIApplicationDelegate, sceneDelegate: (any UISceneDelegate)? = nil,
      launchOptions: [LaunchOptionsKey: Any]? = nil
    ) -> UIWindowScene? {
      self.delegate = delegate
      _ = delegate.application(self, willFinishLaunchingWithOptions: launchOptions)
      _ = delegate.application(self, didFinishLaunchingWithOptions: launchOptions)
      post(UIApplication.didFinishLaunchingNotification)
      guard let sceneDelegate else {
        launchedWithoutScenes.append(delegate)
        delegate.applicationDidBecomeActive(self)
        post(UIApplication.didBecomeActiveNotification)
        return nil
      }
      return connectWindowScene(delegate: delegate) { _ in sceneDelegate }
    }

    /// Connects the app's window scene in UIKit's order: the configuration from
    /// `application(_:configurationForConnecting:options:)`, the scene of its class, the delegate
    /// `makeSceneDelegate` gives for it, the configuration's storyboard (if any) in a window of
    /// the scene handed to the delegate's `window`, `scene(_:willConnectTo:options:)`, that
    /// window made key and visible, `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`.
    @discardableResult
    func connectWindowScene(
      delegate: any UIApplicationDelegate,
      makeSceneDelegate: (UISceneConfiguration) -> (any UISceneDelegate)?
    ) -> UIWindowScene {
      let options = UIScene.ConnectionOptions()
      let session = UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
      let configuration = delegate.application(
        self, configurationForConnecting: session, options: options)
      session.configuration = configuration
      let sceneType = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
      let scene = sceneType.init(session: session, connectionOptions: options)
      let sceneDelegate = makeSceneDelegate(configuration)
      scene.delegate = sceneDelegate
      scene.applicationDelegate = delegate
      scenes.append(scene)
      scene.activationState = .foregroundInactive
      var storyboardWindow: UIWindow?
      if let initial = configuration.storyboard?.instantiateInitialViewController() {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = initial
        (sceneDelegate as? any UIWindowSceneDelegate)?.window = window
        storyboardWindow = window
      }
      scene.post(UIScene.willConnectNotification)
      sceneDelegate?.scene(scene, willConnectTo: session, options: options)
      if let storyboardWindow, storyboardWindow.isHidden { storyboardWindow.makeKeyAndVisible() }
      sceneDelegate?.sceneWillEnterForeground(scene)
      scene.post(UIScene.willEnterForegroundNotification)
      scene.activationState = .foregroundActive
      sceneDelegate?.sceneDidBecomeActive(scene)
      scene.post(UIScene.didActivateNotification)
      post(UIApplication.didBecomeActiveNotification)
      return scene
    }

    /// Disconnects a scene as UIKit does when the system discards it: it resigns active, enters
    /// the background and disconnects; its windows are hidden and the application lets go of it.
    ///
    /// - Parameter scene: A scene connected by ``launch(delegate:sceneDelegate:launchOptions:)``.
    @_spi(Testing)
    public func disconnect(_ scene: UIScene) {
      guard scenes.contains(where: { $0 === scene }) else { return }
      let delegate = scene.delegate
      if scene.activationState == .foregroundActive {
        scene.activationState = .foregroundInactive
        scene.post(UIScene.willDeactivateNotification)
        delegate?.sceneWillResignActive(scene)
        if scenes.count == 1 { post(UIApplication.willResignActiveNotification) }
      }
      scene.activationState = .background
      delegate?.sceneDidEnterBackground(scene)
      scene.post(UIScene.didEnterBackgroundNotification)
      if scenes.count == 1 { post(UIApplication.didEnterBackgroundNotification) }
      scene.activationState = .unattached
      delegate?.sceneDidDisconnect(scene)
      scene.post(UIScene.didDisconnectNotification)
      for window in (scene as? UIWindowScene)?.windows ?? [] { window.isHidden = true }
      scenes.removeAll { $0 === scene }
    }

    /// The scenes connected to the app.
    public var connectedScenes: Set<UIScene> { Set(scenes) }

    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(scenes.map(\.session)) }

    /// Whether the app can show more than one scene; HeadlessUIKit models an iPhone: `false`.
    public var supportsMultipleScenes: Bool { false }
  }
#endif
