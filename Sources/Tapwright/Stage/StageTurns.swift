import Foundation

/// Lets stage tests take turns: one runs at a time in the process, in the order they asked.
///
/// UIKit has one screen per process: one key window, one keyboard, app-wide keyboard
/// notifications, and nil-targeted actions that go to whichever view is first responder. Two tests
/// acting on it at once see each other's windows and keystrokes, so on UIKit every `.tapwright`
/// test takes a turn (KIF and EarlGrey drive one test at a time for the same reason). Swift
/// Testing's `.serialized` orders the tests of one suite only; this turnstile spans every suite.
/// HeadlessUIKit gives each test windows of its own, so tests there run in parallel unless they
/// ask for turns (`.tapwright(serialized: true)`).
///
/// A test that already holds the turn (a `.tapwright` suite around a `.tapwright` test) does not
/// ask again. A waiting test cannot be cancelled out of the queue; its turn comes when the tests
/// before it end.
final class StageTurns: @unchecked Sendable {
  /// The process's turnstile.
  static let shared = StageTurns()

  /// The turnstiles whose turn the current task holds.
  @TaskLocal static var held: Set<ObjectIdentifier> = []

  private let lock = NSLock()
  private var taken = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var waitObserver: (@Sendable (Int) -> Void)?

  /// Calls `observer` with the number of waiting tests each time a test starts waiting (tests
  /// of the turnstile use it to know a test is queued without polling).
  ///
  /// - Parameter observer: The observer.
  func observeWaits(_ observer: @escaping @Sendable (Int) -> Void) {
    lock.lock()
    waitObserver = observer
    lock.unlock()
  }

  /// Runs `body` in a turn of its own, waiting for the tests before it; at once when the task
  /// already holds one.
  ///
  /// - Parameter body: The test.
  /// - Returns: What `body` returns.
  func withTurn<R>(_ body: () async throws -> R) async rethrows -> R {
    let id = ObjectIdentifier(self)
    if Self.held.contains(id) { return try await body() }
    await withCheckedContinuation { enqueue($0) }
    defer { passTurnOn() }
    return try await Self.$held.withValue(Self.held.union([id])) { try await body() }
  }

  /// Whether the current task holds this turnstile's turn.
  var isHeld: Bool { Self.held.contains(ObjectIdentifier(self)) }

  /// How many tests wait for a turn.
  var waitingCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return waiting.count
  }

  private func enqueue(_ continuation: CheckedContinuation<Void, Never>) {
    lock.lock()
    if taken {
      waiting.append(continuation)
      let count = waiting.count
      let observer = waitObserver
      lock.unlock()
      observer?(count)
    } else {
      taken = true
      lock.unlock()
      continuation.resume()
    }
  }

  private func passTurnOn() {
    lock.lock()
    guard !waiting.isEmpty else {
      taken = false
      lock.unlock()
      return
    }
    let next = waiting.removeFirst()
    lock.unlock()
    next.resume()
  }
}
