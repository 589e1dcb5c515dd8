import IssueReporting
import TapwrightReporting
import TapwrightSupportCore

/// The record one spy shares among its members: calls in order, strictness, pending expectations.
///
/// Generated spies create one and hand it to every member's ``SpyMethod``; you reach it through
/// the spy's `invocations` and `verify()`.
public final class SpyLog: Sendable {
  /// The spy's type name, used in messages: `TransportSpy`.
  public let spyName: String
  /// Whether calls without a stub are reported.
  public let strictness: SpyStrictness
  let location: CallSite
  private let state = SpyLock(State())

  private struct State {
    var invocations: [Entry] = []
    var pending: [PendingExpectation] = []
    var nextExpectationID = 0
  }

  /// A recorded call; its description is rendered only when read, which keeps recording cheap.
  struct Entry {
    let member: String
    let render: @Sendable () -> String
  }

  struct PendingExpectation {
    let id: Int
    let check: @Sendable () -> Void
  }

  /// Creates the record of one spy.
  ///
  /// - Parameters:
  ///   - spyName: The spy's type name, used in messages.
  ///   - strictness: Whether calls without a stub are reported.
  ///   - callSite: Where the spy was created; unstubbed calls of a strict spy are reported there.
  public init(
    spyName: String,
    strictness: SpyStrictness,
    at callSite: CallSite = #callSite
  ) {
    self.spyName = spyName
    self.strictness = strictness
    self.location = callSite
  }

  /// Every call on the spy so far, in call order across its members.
  public var invocations: [SpyInvocation] {
    state.withLock { $0.invocations }.map {
      SpyInvocation(member: $0.member, description: $0.render())
    }
  }

  /// Checks every expectation not checked yet, reporting each failure at its `expect` line.
  ///
  /// Tests running in a Tapwright test scope don't need this: their expectations are checked
  /// when the test ends. Each expectation is checked once, by whichever comes first.
  public func verify() {
    let pending = state.withLock { state in
      defer { state.pending = [] }
      return state.pending
    }
    for expectation in pending {
      expectation.check()
    }
  }

  /// How many expectations wait for ``verify()`` or the end of the test.
  var pendingExpectationCount: Int {
    state.withLock { $0.pending.count }
  }

  func append(member: String, render: @escaping @Sendable () -> String) {
    state.withLock { $0.invocations.append(Entry(member: member, render: render)) }
  }

  /// Keeps a check until ``verify()`` or the end of the test, whichever comes first.
  func register(_ check: @escaping @Sendable () -> Void) -> Int {
    state.withLock { state in
      let id = state.nextExpectationID
      state.nextExpectationID += 1
      state.pending.append(PendingExpectation(id: id, check: check))
      return id
    }
  }

  /// Runs the check with this id if ``verify()`` has not run it yet.
  func verify(expectation id: Int) {
    let check = state.withLock { state -> (@Sendable () -> Void)? in
      guard let index = state.pending.firstIndex(where: { $0.id == id }) else { return nil }
      return state.pending.remove(at: index).check
    }
    check?()
  }

  func report(_ message: String) {
    reportTapwrightIssue(
      message,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }
}
