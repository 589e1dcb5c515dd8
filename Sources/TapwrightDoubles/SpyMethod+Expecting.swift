import IssueReporting
import TapwrightReporting
import TapwrightSupportCore

extension SpyMethod {
  /// Expects this member to be called a number of times, checked when the test ends.
  ///
  /// The check runs when the test's Tapwright scope ends, or at the spy's `verify()`, whichever
  /// comes first, and counts every call the member received, before or after this line. A
  /// failure is reported here, naming the member, the expected and actual counts, and every call
  /// the spy received, in order. On a strict spy, an expectation that allows calls makes them
  /// expected: they return the default without being reported.
  ///
  /// - Parameters:
  ///   - calls: How many calls are expected: `.once`, `.exactly(2)`, `.atLeast(1)`, `.never`.
  ///   - predicate: Counts only calls whose arguments it accepts; `nil` counts every call.
  ///   - callSite: Where the caller wrote the call.
  public func expect(
    _ calls: ExpectedCalls,
    where predicate: (@Sendable (Arguments) -> Bool)? = nil,
    at callSite: CallSite = #callSite
  ) {
    let location = callSite
    guard !calls.isInvalid else {
      location.report("Invalid expectation for \(name): \(calls)")
      return
    }
    if calls.maximum != 0 {
      state.withLock { $0.isExpected = true }
    }
    // The log keeps the check with a weak reference (no cycle); the test scope keeps this
    // recorder alive until the check has run.
    let id = log.register { [weak self] in
      if let failure = self?.failure(expecting: calls, where: predicate) {
        location.report(failure)
      }
    }
    registerWithTestScope(expectation: id, location: location)
  }

  /// Expects this member never to be called (with matching arguments), checked when the test
  /// ends.
  ///
  /// - Parameters:
  ///   - predicate: Rejects only calls whose arguments it accepts; `nil` rejects every call.
  ///   - callSite: Where the caller wrote the call.
  public func reject(
    where predicate: (@Sendable (Arguments) -> Bool)? = nil,
    at callSite: CallSite = #callSite
  ) {
    expect(
      .never, where: predicate, at: callSite)
  }

  /// Checks now that this member was called a number of times, reporting a failure here.
  ///
  /// The immediate form of ``expect(_:where:at:)``, with the same
  /// message; it needs no test scope.
  ///
  /// - Parameters:
  ///   - calls: How many calls are expected: `.once`, `.exactly(2)`, `.atLeast(1)`, `.never`.
  ///   - predicate: Counts only calls whose arguments it accepts; `nil` counts every call.
  ///   - callSite: Where the caller wrote the call.
  public func verify(
    _ calls: ExpectedCalls,
    where predicate: (@Sendable (Arguments) -> Bool)? = nil,
    at callSite: CallSite = #callSite
  ) {
    let location = callSite
    guard !calls.isInvalid else {
      location.report("Invalid expectation for \(name): \(calls)")
      return
    }
    if let failure = failure(expecting: calls, where: predicate) {
      location.report(failure)
    }
  }

  /// The failure message if the calls so far don't meet the expectation, or `nil`.
  func failure(
    expecting expected: ExpectedCalls,
    where predicate: (@Sendable (Arguments) -> Bool)?
  ) -> String? {
    let all = calls
    let matching = predicate.map { all.filter($0).count } ?? all.count
    guard !expected.isSatisfied(by: matching) else { return nil }
    let qualifier = predicate == nil ? "" : " with matching arguments"
    var message =
      expected == .never
      ? "Expected \(name) not to be called\(qualifier), "
      : "Expected \(name) to be called \(expected)\(qualifier), "
    message += "but it was called \(times(matching))\(qualifier)"
    if predicate != nil && matching != all.count {
      message += " (\(times(all.count)) in all)"
    }
    message += "."
    let invocations = log.invocations
    if !invocations.isEmpty {
      message += "\nCalls on \(log.spyName):" + invocations.map { "\n  \($0)" }.joined()
    }
    return message
  }
}

extension CallSite {
  func report(_ message: String) {
    reportTapwrightIssue(message, at: self)
  }
}
