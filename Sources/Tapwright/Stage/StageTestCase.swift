#if canImport(XCTest)
  import TapwrightSupport
  import XCTest

  /// An XCTest base class giving each test a ``Stage`` (as ``stage`` and ``Stage/current``) in a scope.
  ///
  /// Subclass it instead of `XCTestCase` and write test methods `async` (in Swift 6 mode,
  /// `@MainActor func test…() async`), awaiting actions and checks like a Swift Testing test.
  /// A synchronous test method wraps its Tapwright code in `runOnMainActor(at:_:)`.
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
      StageContext.$current.withValue(stage) {
        WaitingDefaults.$current.withValue(waitingDefaults) {
          super.invokeTest()
        }
      }
    }
  }
#endif
