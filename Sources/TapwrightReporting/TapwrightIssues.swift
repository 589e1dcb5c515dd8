import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Every issue the package's modules report goes through `reportTapwrightIssue`, so that an XCTest
// failure reads exactly as written: on Linux, IssueReporting's default reporter cannot tell a
// corelibs XCTest test from a host application (it looks for Objective-C `XCTestCase` frames) and
// appends "This issue was emitted from tests running in a host application" to every XCTest
// failure. `IssueReporters.tapwright` swaps that reporter for one that calls `XCTFail` directly in
// an XCTest context and defers to the default reporter everywhere else.

/// Reports `message` at the given location through the current issue reporters, adjusted for XCTest.
package func reportTapwrightIssue(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  withIssueReporters(IssueReporters.tapwright) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Reports a caught `error` at the given location through the current issue reporters, adjusted for XCTest.
package func reportTapwrightIssue(
  _ error: any Error,
  _ message: String?,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  withIssueReporters(IssueReporters.tapwright) {
    reportIssue(error, message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension IssueReporters {
  /// The current reporters, with IssueReporting's default one made exact for XCTest on Linux.
  package static var tapwright: [any IssueReporter] {
    current.map { $0 is _DefaultReporter ? XCTestExactReporter(base: $0) : $0 }
  }
}

/// IssueReporting's default reporter, except that XCTest failures carry the message unchanged.
///
/// Expected issues are ignored, as the default reporter ignores them.
struct XCTestExactReporter: IssueReporter {
  /// The default reporter, for everything but an XCTest failure.
  let base: any IssueReporter

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    if severity == .error, TestContext.current == .xcTest, let fail = xctFail {
      fail(message() ?? "", filePath, line)
      return
    }
    base.reportIssue(
      message(), severity: severity, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    if TestContext.current == .xcTest, let fail = xctFail {
      let message = message()
      fail("Caught error: \(error)\(message.map { ": \($0)" } ?? "")", filePath, line)
      return
    }
    base.reportIssue(
      error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// XCTest's `XCTFail(_:file:line:)`, found in the running process (a test process loads XCTest).
///
/// On Apple platforms IssueReporting already recognises XCTest; there this is `nil` and the
/// default reporter is used.
private let xctFail: (@convention(thin) (String, StaticString, UInt) -> Void)? = {
  #if os(Linux) || os(Android)
    guard let handle = dlopen(nil, RTLD_LAZY),
      let symbol = dlsym(handle, "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    else { return nil }
    return unsafeBitCast(symbol, to: (@convention(thin) (String, StaticString, UInt) -> Void).self)
  #else
    return nil
  #endif
}()

extension Duration {
  /// How every failure message words a duration: "50 ms" below a second, "1 s" or "1.5 s" above.
  ///
  /// Milliseconds are rounded to whole numbers; seconds keep up to three decimals. Messages use
  /// it after "within" ("Expected … within 50 ms"), the one phrase for a deadline.
  package var messageText: String {
    let (seconds, attoseconds) = components
    let milliseconds = ((Double(seconds) + Double(attoseconds) / 1e18) * 1000).rounded()
    if milliseconds < 1000 { return "\(Int(milliseconds)) ms" }
    let value = milliseconds / 1000
    return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
