// A stand-in for Apple's XCTest, for `scripts/mac-proxy-compile` only: the public iOS SDK has no
// XCTest, so test targets and the library's `#if canImport(XCTest)` code are type-checked against
// these declarations. They copy the shape of XCTest's Swift interface as Apple documents it
// (https://developer.apple.com/documentation/xctest) for the API this repository and the apps'
// tests use; nothing here runs (every body traps). Keep each declaration to Apple's signature:
// a stand-in looser than XCTest would hide an error a Mac reports.
import Foundation

// MARK: Test cases

/// XCTest's abstract test.
open class XCTest: NSObject {
  open var name: String { fatalError("stand-in") }
  open var testRunClass: AnyClass? { nil }
  open var testRun: XCTestRun? { nil }
  open func perform(_ run: XCTestRun) { fatalError("stand-in") }
  open func run() { fatalError("stand-in") }
  open func setUpWithError() throws {}
  open func setUp() {}
  open func tearDown() {}
  open func tearDownWithError() throws {}
  @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  open func setUp() async throws {}
  @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  open func tearDown() async throws {}
  public override init() { super.init() }
}

/// A run of a test.
open class XCTestRun: NSObject {
  public init(test: XCTest) { fatalError("stand-in") }
  open var test: XCTest { fatalError("stand-in") }
  open var hasSucceeded: Bool { fatalError("stand-in") }
  open var failureCount: Int { fatalError("stand-in") }
  open var totalFailureCount: Int { fatalError("stand-in") }
}

/// A test case.
open class XCTestCase: XCTest {
  public init(selector: Selector) { super.init() }
  public override init() { super.init() }
  open override var name: String { fatalError("stand-in") }
  open var continueAfterFailure: Bool {
    get { fatalError("stand-in") }
    set {}
  }
  open var executionTimeAllowance: TimeInterval {
    get { fatalError("stand-in") }
    set {}
  }
  open func invokeTest() { fatalError("stand-in") }
  open class func setUp() {}
  open class func tearDown() {}
  open class var defaultTestSuite: XCTestSuite { fatalError("stand-in") }

  @available(
    macOS, introduced: 10.10, deprecated: 100000, message: "Use -recordIssue: instead."
  )
  @available(iOS, introduced: 8.0, deprecated: 100000, message: "Use -recordIssue: instead.")
  open func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {}
  @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  open func record(_ issue: XCTIssue) {}

  open func addTeardownBlock(_ block: @escaping () -> Void) {}
  @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  open func addTeardownBlock(_ block: @escaping @Sendable @MainActor () async throws -> Void) {}

  open func measure(_ block: () -> Void) {}
  open func measure(metrics: [any XCTMetric], block: () -> Void) {}

  // Expectations
  open func expectation(description: String) -> XCTestExpectation { fatalError("stand-in") }
  open func expectation(
    forNotification notificationName: NSNotification.Name, object objectToObserve: Any?,
    handler: XCTNSNotificationExpectation.Handler? = nil
  ) -> XCTestExpectation { fatalError("stand-in") }
  open func expectation(
    for predicate: NSPredicate, evaluatedWith object: Any?,
    handler: XCTNSPredicateExpectation.Handler? = nil
  ) -> XCTestExpectation { fatalError("stand-in") }
  @available(*, noasync, message: "Use await fulfillment(of:timeout:enforceOrder:) instead.")
  open func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval) {}
  @available(*, noasync, message: "Use await fulfillment(of:timeout:enforceOrder:) instead.")
  open func wait(
    for expectations: [XCTestExpectation], timeout seconds: TimeInterval, enforceOrder: Bool
  ) {}
  @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
  public func fulfillment(
    of expectations: [XCTestExpectation], timeout seconds: TimeInterval = .infinity,
    enforceOrder enforceOrderOfFulfillment: Bool = false
  ) async {}
  @available(*, noasync, message: "Use await fulfillment(of:timeout:enforceOrder:) instead.")
  open func waitForExpectations(
    timeout: TimeInterval, handler: XCWaitCompletionHandler? = nil
  ) {}
}

/// A suite of tests.
open class XCTestSuite: XCTest {
  open class func defaultTestSuite() -> XCTestSuite { fatalError("stand-in") }
  open var tests: [XCTest] { fatalError("stand-in") }
}

/// A performance metric.
public protocol XCTMetric: NSCopying, NSObjectProtocol {}

public typealias XCWaitCompletionHandler = (Error?) -> Void

// MARK: Expectations

/// An expected outcome in an asynchronous test.
open class XCTestExpectation: NSObject, @unchecked Sendable {
  public init(description expectationDescription: String) { super.init() }
  open var expectationDescription: String {
    get { fatalError("stand-in") }
    set {}
  }
  open var isInverted: Bool {
    get { fatalError("stand-in") }
    set {}
  }
  open var expectedFulfillmentCount: Int {
    get { fatalError("stand-in") }
    set {}
  }
  open var assertForOverFulfill: Bool {
    get { fatalError("stand-in") }
    set {}
  }
  open func fulfill() {}
}

/// An expectation fulfilled by a notification.
open class XCTNSNotificationExpectation: XCTestExpectation, @unchecked Sendable {
  public typealias Handler = (Notification) -> Bool
}

/// An expectation fulfilled by a predicate.
open class XCTNSPredicateExpectation: XCTestExpectation, @unchecked Sendable {
  public typealias Handler = () -> Bool
}

/// Waits for expectations.
open class XCTWaiter: NSObject {
  /// How a wait ended.
  public enum Result: Int, Sendable {
    case completed = 1
    case timedOut
    case incorrectOrder
    case invertedFulfillment
    case interrupted
  }
  public override init() { super.init() }
  @available(*, noasync)
  open class func wait(
    for expectations: [XCTestExpectation], timeout seconds: TimeInterval,
    enforceOrder enforceOrderOfFulfillment: Bool = false
  ) -> XCTWaiter.Result { fatalError("stand-in") }
  @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
  open func fulfillment(
    of expectations: [XCTestExpectation], timeout seconds: TimeInterval = .infinity,
    enforceOrder enforceOrderOfFulfillment: Bool = false
  ) async -> XCTWaiter.Result { fatalError("stand-in") }
}

// MARK: Issues

/// A test failure or other issue, as XCTest records it.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct XCTIssue: CustomStringConvertible {
  /// The kind of issue.
  public enum IssueType: Int {
    case assertionFailure = 0
    case thrownError = 1
    case uncaughtException = 2
    case performanceRegression = 3
    case system = 4
    case unmatchedExpectedFailure = 5
  }
  public init(
    type: IssueType, compactDescription: String, detailedDescription: String? = nil,
    sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(),
    associatedError: Error? = nil, attachments: [XCTAttachment] = []
  ) { fatalError("stand-in") }
  public var type: IssueType
  public var compactDescription: String
  public var detailedDescription: String?
  public var sourceCodeContext: XCTSourceCodeContext
  public var associatedError: Error?
  public var attachments: [XCTAttachment]
  public var description: String { fatalError("stand-in") }
  public mutating func add(_ attachment: XCTAttachment) {}
}

/// Where an issue happened.
open class XCTSourceCodeContext: NSObject {
  public override init() { super.init() }
  public init(location: XCTSourceCodeLocation) { super.init() }
  open var location: XCTSourceCodeLocation? { fatalError("stand-in") }
}

/// A file and line.
open class XCTSourceCodeLocation: NSObject {
  public init(filePath: String, lineNumber: Int) { super.init() }
  public init(fileURL: URL, lineNumber: Int) { super.init() }
  open var fileURL: URL { fatalError("stand-in") }
  open var lineNumber: Int { fatalError("stand-in") }
}

/// Data kept with a test's result.
open class XCTAttachment: NSObject {
  /// How long an attachment is kept.
  public enum Lifetime: Int {
    case keepAlways = 0
    case deleteOnSuccess = 1
  }
  public init(data payload: Data) { super.init() }
  public init(data payload: Data, uniformTypeIdentifier identifier: String) { super.init() }
  public init(string: String) { super.init() }
  public init(contentsOfFile url: URL) { super.init() }
  open var name: String? {
    get { fatalError("stand-in") }
    set {}
  }
  open var lifetime: Lifetime {
    get { fatalError("stand-in") }
    set {}
  }
}

/// An activity groups a test's steps and attachments.
public protocol XCTActivity: NSObjectProtocol {
  var name: String { get }
  func add(_ attachment: XCTAttachment)
}

/// The context of a running test.
open class XCTContext: NSObject {
  public class func runActivity<Result>(
    named name: String, block: (any XCTActivity) throws -> Result
  ) rethrows -> Result { fatalError("stand-in") }
}

/// An error that skips the rest of a test.
public struct XCTSkip: Error, CustomStringConvertible {
  public init(
    _ message: @autoclosure () -> String? = nil, file: StaticString = #filePath,
    line: UInt = #line
  ) {}
  public var message: String? { nil }
  public var description: String { fatalError("stand-in") }
}

// MARK: Observation

/// Hears a test run's events.
public protocol XCTestObservation: NSObjectProtocol {}

/// Where observers register.
open class XCTestObservationCenter: NSObject {
  open class var shared: XCTestObservationCenter { fatalError("stand-in") }
  open func addTestObserver(_ testObserver: any XCTestObservation) {}
  open func removeTestObserver(_ testObserver: any XCTestObservation) {}
}

// MARK: Assertions

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

public func XCTAssert(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertFalse(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertNil(
  _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertNotNil(
  _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertEqual<T: FloatingPoint>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  accuracy: T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
  line: UInt = #line
) {}

public func XCTAssertNotEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertIdentical(
  _ expression1: @autoclosure () throws -> AnyObject?,
  _ expression2: @autoclosure () throws -> AnyObject?,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertNotIdentical(
  _ expression1: @autoclosure () throws -> AnyObject?,
  _ expression2: @autoclosure () throws -> AnyObject?,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertGreaterThan<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertGreaterThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertLessThan<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertLessThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertThrowsError<T>(
  _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line,
  _ errorHandler: (_ error: Error) -> Void = { _ in }
) {}

public func XCTAssertNoThrow<T>(
  _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTUnwrap<T>(
  _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) throws -> T { fatalError("stand-in") }

public func XCTSkipIf(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
  file: StaticString = #filePath, line: UInt = #line
) throws {}

public func XCTSkipUnless(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
  file: StaticString = #filePath, line: UInt = #line
) throws {}
