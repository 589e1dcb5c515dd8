import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// How the stage shows a controller in its new window.
public enum StagePresentation: Sendable, Equatable {
  /// Presented modally (in this style) from an empty root controller.
  case presented(UIModalPresentationStyle = .fullScreen)
  /// Pushed as the root of a new navigation controller.
  case pushed
  /// Set as the window's root controller.
  case root
}

/// One test's screens: each controller shown in its own new key window, torn down when the test ends.
///
/// Get the test's stage from the `.tapwright` trait (Swift Testing) or `StageTestCase` (XCTest) as
/// ``current``, or create one inside a test scope. A stage registers a teardown with the current
/// `TestScope` when it creates its first window; the teardown hides and releases every window.
/// Settling and virtual time only touch the stage's own windows, so parallel tests never see each
/// other. The stage also owns the test's ``registry`` and caches the objects it creates.
@preconcurrency @MainActor
public final class Stage {
  /// One window the stage created and what it shows.
  struct Entry {
    var window: UIWindow
    var root: UIViewController
    var staged: UIViewController
    var presentation: StagePresentation
  }

  /// The stage of the current test, from the `.tapwright` trait, `StageTestCase`, or the test scope.
  ///
  /// Without the trait or the base class, each `TestScope` has a stage of its own, made on first use.
  public nonisolated static var current: Stage? {
    StageContext.current ?? TestScope.current?[ScopeStageKey.self]
  }

  /// Maps controller types to the object types that represent them.
  public var registry: ObjectRegistry
  /// Whether the stage registers its teardown with the current test scope.
  public nonisolated let tearsDownWithTest: Bool

  /// Whether a failure keeps a picture of the stage's screens (attached in Swift Testing, written
  /// to the artifacts folder in XCTest); `true` by default. Benchmarks turn it off.
  public var recordsFailurePictures = true
  /// The pictures of this stage's failures so far, oldest first, each with what it is about
  /// marked (see ``ScreenPicture/Mark``).
  public internal(set) var failurePictures: [ScreenPicture] = []

  var entries: [Entry] = []
  private var objects: [ObjectKey: WeakObject] = [:]
  private var hasRegisteredTeardown = false
  /// The key window before the stage showed its first window (given key status back at teardown).
  private weak var keyWindowBeforeStage: UIWindow?

  /// Creates a stage.
  ///
  /// - Parameters:
  ///   - registry: The controller-to-object registry; empty by default.
  ///   - tearsDownWithTest: Whether to tear down with the current `TestScope` (pass `false` only
  ///     when you call ``tearDown()`` yourself, e.g. in a benchmark).
  public nonisolated init(
    registry: ObjectRegistry = ObjectRegistry(), tearsDownWithTest: Bool = true
  ) {
    self.registry = registry
    self.tearsDownWithTest = tearsDownWithTest
  }

  /// The windows the stage created and has not torn down, oldest first.
  public var windows: [UIWindow] { entries.map(\.window) }

  /// The controllers the stage shows, oldest first.
  public var stagedControllers: [UIViewController] { entries.map(\.staged) }

  /// Hides and releases every window the stage created; the test's teardown calls it.
  public func tearDown() {
    let finished = entries
    entries.removeAll()
    objects.removeAll()
    for entry in finished.reversed() { Host.retire(entry.window) }
    if !finished.isEmpty {
      Host.restoreKeyWindow(keyWindowBeforeStage)
      keyWindowBeforeStage = nil
    }
  }

  // MARK: Windows

  /// Makes a new key window showing `root`, registering the stage's teardown the first time.
  func makeWindow(root: UIViewController, at location: CallSite) -> UIWindow {
    registerTeardownIfNeeded(at: location)
    if entries.isEmpty { keyWindowBeforeStage = Host.currentKeyWindow() }
    guard let window = Host.makeWindow() else {
      failTest(
        "Tapwright shows each controller in a window of the app's window scene, and this test "
          + "process has no window scene: on iOS a test target needs a host application. In "
          + "Xcode, set the test target's Host Application (General, Testing) to your app; a "
          + "Swift package's test target has no app, so run it with `swift test` on Linux or a "
          + "Mac (HeadlessUIKit) instead.",
        stage: nil, at: location)
      // A window no scene shows, so the test goes on to its end without crashing.
      let window = UIWindow(frame: .zero)
      window.rootViewController = root
      return window
    }
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  private func registerTeardownIfNeeded(at location: CallSite) {
    guard tearsDownWithTest, !hasRegisteredTeardown else { return }
    hasRegisteredTeardown = true
    guard let scope = TestScope.current else {
      failTest(
        "The stage is used outside a test scope, so its windows are never torn down. Add the "
          + "`.tapwright` trait (Swift Testing) or subclass `StageTestCase` (XCTest).",
        stage: nil, at: location)
      return
    }
    // The scope holds the stage until the test ends, so its windows are torn down even when the
    // test dropped its last reference to the stage.
    // Isolated to the main actor, so a scope ending there tears down without a hop.
    scope.addTeardown("Tapwright stage windows") { @MainActor in
      self.tearDown()
    }
  }

  /// The entry whose window shows `controller` (anywhere in it), if any.
  func entry(containing controller: UIViewController) -> Entry? {
    entries.last { entry in
      ControllerTree.allControllers(from: entry.root).contains { $0 === controller }
    }
  }

  // MARK: Objects

  /// The object representing `controller`: the registered type for its class, else a plain one.
  ///
  /// The same controller yields the same object for as long as the object lives.
  /// - Parameter controller: The controller.
  /// - Returns: Its object.
  public func object(for controller: UIViewController) -> AnyViewControllerObject {
    let key = ObjectKey(controller: controller, objectType: nil)
    if let cached = objects[key]?.object, cached.anyViewController === controller { return cached }
    let object =
      registry.makeObject(for: controller, stage: self)
      ?? ViewControllerObject<UIViewController>(viewController: controller, stage: self)
    object.setUp()
    objects[key] = WeakObject(object: object)
    return object
  }

  /// The object of type `Object` representing `controller`, or `nil` when the types do not match.
  ///
  /// - Parameters:
  ///   - controller: The controller.
  ///   - type: The object type, whose controller type `controller` must be an instance of.
  /// - Returns: Its object, or `nil`.
  public func object<VC: UIViewController, Object: ViewControllerObject<VC>>(
    for controller: UIViewController, as type: Object.Type
  ) -> Object? {
    guard let typed = controller as? VC else { return nil }
    if let registered = object(for: controller) as? Object { return registered }
    let key = ObjectKey(controller: controller, objectType: ObjectIdentifier(type))
    if let cached = objects[key]?.object as? Object, cached.anyViewController === controller {
      return cached
    }
    let object = Object(viewController: typed, stage: self)
    object.setUp()
    objects[key] = WeakObject(object: object)
    return object
  }
}

/// Runs `operation` with `stage` as ``Stage/current``.
///
/// - Parameters:
///   - stage: The stage.
///   - isolation: The caller's actor isolation.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
public func withStage<R>(
  _ stage: Stage,
  isolation: isolated (any Actor)? = #isolation,
  _ operation: () async throws -> R
) async rethrows -> R {
  try await StageContext.$current.withValue(stage, operation: operation, isolation: isolation)
}

/// The stage a `TestScope` keeps for tests that run in a scope without the `.tapwright` trait.
private enum ScopeStageKey: TestScopeKey {
  static var defaultValue: Stage { Stage() }
}

/// The task-local behind ``Stage/current``.
enum StageContext {
  @TaskLocal static var current: Stage?
}

/// A cache key: a controller's identity and the object type asked for (`nil`: the registered one).
struct ObjectKey: Hashable {
  var controller: ObjectIdentifier
  var objectType: ObjectIdentifier?

  init(controller: UIViewController, objectType: ObjectIdentifier?) {
    self.controller = ObjectIdentifier(controller)
    self.objectType = objectType
  }
}

/// A weak reference to a cached object, so the stage never keeps objects or controllers alive.
@MainActor
struct WeakObject {
  weak var object: AnyViewControllerObject?
}
