#if canImport(XCTest)
  import TapwrightSupportCore
  import XCTest

  /// An XCTest base class that runs each test — `setUp`, body and `tearDown` — in its own `TestScope`.
  ///
  /// Subclass it instead of `XCTestCase`; inside a test, ``scope`` (or `TestScope.current`) is
  /// the test's scope. Write test methods `async` and `await` Tapwright's API; a suite that must
  /// stay synchronous wraps that code in ``runOnMainActor(at:_:)``. Override ``workTimeout`` to
  /// change how long the end of each test waits for tracked work.
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
      let scope = TestScope(name: name, workTimeout: workTimeout, uuids: uuidStrategy)
      TestScope.$current.withValue(scope) {
        super.invokeTest()
      }
      _ = MainRunLoopBridge.run("Ending the test's scope", at: #callSite) {
        await scope.end()
      }
    }

    #if canImport(ObjectiveC)
      /// Drops the issue XCTest records for a thrown `TapwrightStop`, whose own failure was
      /// recorded already.
      ///
      /// Apple's XCTest records every issue here (`recordFailure(withDescription:inFile:atLine:
      /// expected:)` is deprecated there).
      ///
      /// - Parameter issue: The issue.
      open override func record(_ issue: XCTIssue) {
        if issue.compactDescription.contains(TapwrightStop.marker) { return }
        super.record(issue)
      }
    #else
      /// Drops the failure XCTest records for a thrown `TapwrightStop`, whose own failure was
      /// recorded already.
      ///
      /// - Parameters:
      ///   - description: The failure's description.
      ///   - filePath: Its file.
      ///   - lineNumber: Its line.
      ///   - expected: Whether it was expected.
      open override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
      ) {
        if description.contains(TapwrightStop.marker) { return }
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    #endif

    /// Runs async `body` to completion on the main actor, spinning the main run loop: the bridge
    /// for a synchronous test method.
    ///
    /// Call it from a synchronous test method (on the main thread). Called off the main thread
    /// or from async code it records a failure and does not run `body`, instead of deadlocking.
    ///
    /// ```swift
    /// func testLogIn() {
    ///   runOnMainActor {
    ///     let screen = await present(LoginViewController(), as: LoginScreen.self)
    ///     await screen.logIn("ada", "secret")
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - callSite: Where the caller wrote the call.
    ///   - body: The test code, with the current test's task-locals (scope, stage). A
    ///     `TapwrightStop` it throws ends it quietly (its failure is recorded); any other error
    ///     is recorded at `callSite`.
    public func runOnMainActor(
      at callSite: CallSite = #callSite,
      _ body: @MainActor () async throws -> Void
    ) {
      _ = MainRunLoopBridge.run("runOnMainActor", at: callSite) {
        do {
          try await body()
        } catch is TapwrightStop {
          // Recorded where the test stopped.
        } catch {
          reportTapwrightIssue(error, nil, at: callSite)
        }
      }
    }
  }
#endif
