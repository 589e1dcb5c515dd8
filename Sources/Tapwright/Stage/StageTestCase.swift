#if canImport(XCTest)
  import TapwrightSupport
  import XCTest

  /// An XCTest base class giving each test a ``Stage`` (as ``stage`` and ``Stage/current``) in a scope.
  ///
  /// Subclass it instead of `XCTestCase`. Test methods run on the main thread; use the
  /// synchronous forms of actions and checks, which spin the main run loop. A Swift 5 test target
  /// calls the `@preconcurrency @MainActor` API directly; in Swift 6 mode wrap UI code in
  /// `MainActor.assumeIsolated { … }` (corelibs XCTest cannot call `@MainActor` test methods).
  open class StageTestCase: TapwrightTestCase {
    /// The registry each test's stage starts with.
    open var registry: ObjectRegistry { ObjectRegistry() }

    /// The waiting defaults of each test.
    open var waitingDefaults: WaitingDefaults { WaitingDefaults() }

    /// The running test's stage.
    public var stage: Stage {
      Stage.current ?? Stage(registry: registry)
    }

    /// Runs the test with a fresh stage and waiting defaults, inside the base class's scope.
    open override func invokeTest() {
      let stage = Stage(registry: registry)
      withStage(stage) {
        withWaitingDefaults(waitingDefaults) {
          super.invokeTest()
        }
      }
    }
  }
#endif
