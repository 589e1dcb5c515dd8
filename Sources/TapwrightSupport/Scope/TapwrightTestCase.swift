#if canImport(XCTest)
  import TapwrightSupportCore
  import XCTest

  /// An XCTest base class that runs each test — `setUp`, body and `tearDown` — in its own `TestScope`.
  ///
  /// Subclass it instead of `XCTestCase`; inside a test, ``scope`` (or `TestScope.current`) is
  /// the test's scope. Override ``workTimeout`` to change how long the end of each test waits for
  /// tracked work.
  open class TapwrightTestCase: XCTestCase {
    /// How long the end of each test waits for tracked work before reporting it.
    open var workTimeout: Duration { .seconds(1) }

    /// How each test's UUID generator derives its UUIDs.
    open var uuidStrategy: UUIDGenerator.Strategy { .incrementing }

    /// The running test's scope; outside a test, a fresh scope that is never ended.
    public var scope: TestScope {
      TestScope.current ?? TestScope(name: name)
    }

    /// Runs the test inside a fresh scope and ends the scope after `tearDown`.
    open override func invokeTest() {
      TestScope.withScopeSpinningMainRunLoop(
        named: name, workTimeout: workTimeout, uuids: uuidStrategy
      ) {
        super.invokeTest()
      }
    }
  }
#endif
