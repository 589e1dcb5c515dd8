import Dispatch
import Foundation
import IssueReporting
import TapwrightReporting

/// Waits for a `Notification` that is expected to be posted, e.g. "expect this context to save".
///
/// Create it with ``expectNotification(_:object:center:where:)`` *before* triggering the work,
/// then wait with ``wait(timeout:at:)`` (async; a synchronous XCTest method awaits it inside
/// `runOnMainActor { … }` of `TapwrightTestCase`). A timeout
/// reports `Expected notification 'Name' within 1 s.` at the caller's line.
public final class NotificationExpectation: Sendable {
  private struct State {
    var observer: (any NSObjectProtocol)?
    var matched: Notification?
    var rejectedCount = 0
    var waiters: [@Sendable () -> Void] = []
  }

  // Guarded by its lock; the observer token and notifications are only touched under it.
  private let state: Locked<State>
  private let center: NotificationCenter
  /// The expected notification's name.
  public let name: Notification.Name

  init(
    name: Notification.Name,
    object: AnyObject?,
    center: NotificationCenter,
    predicate: (@Sendable (Notification) -> Bool)?
  ) {
    let state = Locked(State())
    self.state = state
    self.center = center
    self.name = name
    let observer = center.addObserver(forName: name, object: object, queue: nil) { notification in
      let accepted = predicate?(notification) ?? true
      let waiters = state.withLock { state -> [@Sendable () -> Void] in
        guard state.matched == nil else { return [] }
        guard accepted else {
          state.rejectedCount += 1
          return []
        }
        state.matched = notification
        defer { state.waiters.removeAll() }
        return state.waiters
      }
      for waiter in waiters { waiter() }
    }
    state.withLock { $0.observer = observer }
  }

  deinit {
    stopObserving()
  }

  /// The first matching notification received so far, if any.
  public var notification: Notification? {
    state.withLock { $0.matched }
  }

  /// Waits for the notification, suspending so main-queue work can run; nil (and an issue) on timeout.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The notification, or nil on timeout.
  @discardableResult
  public func wait(
    timeout: Duration = .seconds(1),
    at callSite: CallSite = #callSite
  ) async -> Notification? {
    let received = await withCheckedContinuation {
      (continuation: CheckedContinuation<Bool, Never>) in
      let once = Locked(false)
      let resume: @Sendable (Bool) -> Void = { received in
        let first = once.withLock { done -> Bool in
          defer { done = true }
          return !done
        }
        if first { continuation.resume(returning: received) }
      }
      let deadline = Locked<Task<Void, Never>?>(nil)
      let alreadyReceived = state.withLock { state -> Bool in
        if state.matched != nil { return true }
        state.waiters.append {
          // Answer first, then cancel the deadline: its task must never answer "timed out".
          resume(true)
          deadline.withLock { $0?.cancel() }
        }
        return false
      }
      if alreadyReceived {
        resume(true)
        return
      }
      // A deadline, not a fixed wait: cancelled as soon as the notification arrives.
      let task = Task {
        do { try await Task.sleep(for: timeout) } catch { return }  // cancelled: it arrived
        resume(false)
      }
      deadline.withLock { $0 = task }
    }
    return finish(received, timeout, callSite)
  }

  /// Stops observing; a later wait only sees a notification already received.
  public func stopObserving() {
    let observer = state.withLock { state -> (any NSObjectProtocol)? in
      defer { state.observer = nil }
      return state.observer
    }
    if let observer { center.removeObserver(observer) }
  }

  private func finish(_ received: Bool, _ timeout: Duration, _ location: CallSite) -> Notification?
  {
    if received, let notification {
      stopObserving()
      return notification
    }
    let rejected = state.withLock { $0.rejectedCount }
    var message =
      "Expected notification '\(name.rawValue)' within \(timeout.messageText)."
    if rejected > 0 {
      message += " \(rejected) posted, none matching the predicate."
    }
    FailureRecorder(at: location).record(message)
    return nil
  }
}

/// Starts observing a notification now, to wait for it after triggering the work that posts it.
///
/// - Parameters:
///   - name: The notification's name.
///   - object: Only notifications from this object count, when given.
///   - center: The notification center; `.default` unless given.
///   - predicate: Only notifications it accepts count, when given.
/// - Returns: The expectation to wait on.
public func expectNotification(
  _ name: Notification.Name,
  object: AnyObject? = nil,
  center: NotificationCenter = .default,
  where predicate: (@Sendable (Notification) -> Bool)? = nil
) -> NotificationExpectation {
  NotificationExpectation(name: name, object: object, center: center, predicate: predicate)
}

/// Runs `trigger` and waits for the notification it should post; nil (and an issue) on timeout.
///
/// - Parameters:
///   - name: The notification's name.
///   - object: Only notifications from this object count, when given.
///   - center: The notification center; `.default` unless given.
///   - timeout: The longest wait.
///   - predicate: Only notifications it accepts count, when given.
///   - callSite: Where the caller wrote the call.
///   - isolation: The caller's actor isolation.
///   - trigger: The work that should post the notification.
/// - Returns: The notification, or nil on timeout.
@discardableResult
public func waitForNotification(
  _ name: Notification.Name,
  object: AnyObject? = nil,
  center: NotificationCenter = .default,
  timeout: Duration = .seconds(1),
  where predicate: (@Sendable (Notification) -> Bool)? = nil,
  at callSite: CallSite = #callSite,
  isolation: isolated (any Actor)? = #isolation,
  after trigger: () async throws -> Void
) async rethrows -> Notification? {
  let expectation = expectNotification(name, object: object, center: center, where: predicate)
  try await trigger()
  return await expectation.wait(
    timeout: timeout, at: callSite)
}
