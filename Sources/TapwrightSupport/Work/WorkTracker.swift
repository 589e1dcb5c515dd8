import Dispatch
import Foundation
import IssueReporting

/// Counts asynchronous work that app code starts, so a test can wait until all of it has finished.
///
/// A modern `DispatchGroup`: hand it to the code under test and start work through it —
/// ``async(on:label:fileID:filePath:line:column:execute:)`` like `dispatch_group_async`,
/// ``task(label:priority:fileID:filePath:line:column:operation:)-7a6tp`` for Swift concurrency,
/// ``enter(label:fileID:filePath:line:column:)`` and ``WorkToken/leave(fileID:filePath:line:column:)``
/// by hand, ``completion(label:fileID:filePath:line:column:_:)`` around a completion handler, and
/// ``timer(label:after:on:fileID:filePath:line:column:_:)`` for a one-shot timer. Work started
/// while tracked work runs counts too, and keeps the tracker busy until it finishes.
///
/// Only tracked work counts: a block queued with a bare `DispatchQueue.main.async` or a bare
/// `Timer` is invisible to the tracker. Route the work through the tracker to have it waited for
/// and reported when it outlives its test.
public final class WorkTracker: Sendable {
  private struct State {
    var nextID = 0
    var running: [Int: TrackedWork] = [:]
    var order: [Int] = []
    var cancellers: [Int: @Sendable () -> Void] = [:]
    var waiters: [Int: @Sendable (Bool) -> Void] = [:]
  }

  /// The tracked work running on this task or thread right now, if any.
  @TaskLocal static var enclosingWork: TrackedWork?

  private let state = Locked(State())

  /// A name for messages, e.g. the test's name.
  public let name: String

  /// Creates an idle tracker.
  ///
  /// - Parameter name: A name for messages.
  public init(name: String = "") {
    self.name = name
  }

  // MARK: - Inspecting

  /// Whether no tracked work is running.
  public var isIdle: Bool {
    state.withLock { $0.running.isEmpty }
  }

  /// The tracked work still running, oldest first.
  public var running: [TrackedWork] {
    state.withLock { state in
      state.running.sorted { $0.key < $1.key }.map(\.value)
    }
  }

  // MARK: - Starting work

  /// Submits `work` to `queue` and counts it until it returns, like `dispatch_group_async`.
  ///
  /// The block runs with the enclosing ``TestScope/current`` set.
  ///
  /// - Parameters:
  ///   - queue: The queue that runs the block.
  ///   - label: A name for the work in reports.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - work: The block.
  public func async(
    on queue: DispatchQueue,
    label: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    execute work: @escaping @Sendable () -> Void
  ) {
    let queueName = queue.label == DispatchQueue.main.label ? "main" : queue.label
    let (id, item) = begin(
      .async(queue: queueName), label, CallSite(fileID, filePath, line, column))
    let scope = TestScope.current
    queue.async {
      TestScope.$current.withValue(scope) {
        Self.$enclosingWork.withValue(item, operation: work)
      }
      self.end(id)
    }
  }

  /// Starts a task running `operation` and counts it until it finishes.
  ///
  /// - Parameters:
  ///   - label: A name for the work in reports.
  ///   - priority: The task's priority.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - operation: The task's body; it runs on its own isolation (e.g. `@MainActor in`).
  /// - Returns: The task.
  @discardableResult
  public func task<Success: Sendable>(
    label: String? = nil,
    priority: TaskPriority? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    let (id, item) = begin(.task, label, CallSite(fileID, filePath, line, column))
    let task = Task(priority: priority) {
      defer { self.end(id) }
      return await Self.$enclosingWork.withValue(item) { await operation() }
    }
    setCanceller(id) { task.cancel() }
    return task
  }

  /// Starts a throwing task running `operation` and counts it until it finishes.
  ///
  /// - Parameters:
  ///   - label: A name for the work in reports.
  ///   - priority: The task's priority.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - operation: The task's body; it runs on its own isolation (e.g. `@MainActor in`).
  /// - Returns: The task.
  @discardableResult
  public func task<Success: Sendable>(
    label: String? = nil,
    priority: TaskPriority? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    let (id, item) = begin(.task, label, CallSite(fileID, filePath, line, column))
    let task = Task(priority: priority) {
      defer { self.end(id) }
      return try await Self.$enclosingWork.withValue(item) { try await operation() }
    }
    setCanceller(id) { task.cancel() }
    return task
  }

  /// Counts work started by hand until the returned token's ``WorkToken/leave(fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - label: A name for the work in reports.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: The token to leave with, once.
  public func enter(
    label: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> WorkToken {
    let (id, item) = begin(.entered, label, CallSite(fileID, filePath, line, column))
    return WorkToken(tracker: self, id: id, work: item)
  }

  /// Wraps a completion handler so the work counts until the handler has been called and returned.
  ///
  /// Pass the result to a completion-handler API. The work stops counting after the first call;
  /// later calls still run `handler`.
  ///
  /// - Parameters:
  ///   - label: A name for the work in reports.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - handler: The completion handler.
  /// - Returns: A handler that runs `handler` and then stops counting the work.
  public func completion<each Argument>(
    label: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ handler: @escaping @Sendable (repeat each Argument) -> Void
  ) -> @Sendable (repeat each Argument) -> Void {
    let (id, item) = begin(.completion, label, CallSite(fileID, filePath, line, column))
    let scope = TestScope.current
    return { (argument: repeat each Argument) in
      TestScope.$current.withValue(scope) {
        Self.$enclosingWork.withValue(item) { handler(repeat each argument) }
      }
      self.end(id)
    }
  }

  /// Starts a one-shot timer on `queue` that counts as work until its handler has run.
  ///
  /// A timer still pending when the test ends is reported and cancelled. Waiting for it takes
  /// real time: give the scope a work timeout longer than `delay`, or cancel it.
  ///
  /// - Parameters:
  ///   - label: A name for the work in reports.
  ///   - delay: How long until the handler runs.
  ///   - queue: The queue that runs the handler.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - handler: What the timer does.
  /// - Returns: A token whose ``WorkToken/cancel()`` stops the timer.
  @discardableResult
  public func timer(
    label: String? = nil,
    after delay: Duration,
    on queue: DispatchQueue = .main,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ handler: @escaping @Sendable () -> Void
  ) -> WorkToken {
    let (id, item) = begin(.timer, label, CallSite(fileID, filePath, line, column))
    let scope = TestScope.current
    let source = DispatchSource.makeTimerSource(queue: queue)
    // The source is only touched under the lock of `box`; cancelling releases it (and the cycle
    // source → handler → box → source).
    let box = Locked<(any DispatchSourceTimer)?>(source)
    let cancel: @Sendable () -> Void = {
      box.withLock { source in
        source?.cancel()
        source = nil
      }
    }
    let token = WorkToken(tracker: self, id: id, work: item, onCancel: cancel)
    source.setEventHandler {
      cancel()
      TestScope.$current.withValue(scope) {
        Self.$enclosingWork.withValue(item, operation: handler)
      }
      self.end(id)
    }
    setCanceller(id, cancel)
    source.schedule(deadline: .now() + delay.timeInterval)
    source.resume()
    return token
  }

  // MARK: - Waiting

  /// Waits until no tracked work runs, or until `timeout`; reports what still runs on timeout.
  ///
  /// Suspends without blocking, so main-queue and main-actor work can run meanwhile.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait.
  ///   - reportsTimeout: Whether a timeout is reported as an issue at the caller's line.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether the tracker became idle in time.
  @discardableResult
  public func waitUntilIdle(
    timeout: Duration = .seconds(1),
    reportsTimeout: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    let idle = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let timeoutTask = Locked<Task<Void, Never>?>(nil)
      guard
        let waiterID = addWaiter({ idle in
          timeoutTask.withLock { $0?.cancel() }
          continuation.resume(returning: idle)
        })
      else {
        continuation.resume(returning: true)
        return
      }
      // A deadline, not a fixed wait: the task is cancelled as soon as the tracker is idle.
      let task = Task {
        try? await Task.sleep(for: timeout)
        self.fireWaiter(waiterID, idle: false)
      }
      timeoutTask.withLock { $0 = task }
    }
    if !idle && reportsTimeout {
      reportTimeout(timeout, CallSite(fileID, filePath, line, column))
    }
    return idle
  }

  /// Waits until no tracked work runs, spinning the main run loop, for classic synchronous XCTest.
  ///
  /// On the main thread the main run loop runs meanwhile, so main-queue blocks and main-actor
  /// jobs make progress; on another thread the call blocks until idle or timeout.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait.
  ///   - reportsTimeout: Whether a timeout is reported as an issue at the caller's line.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: Whether the tracker became idle in time.
  @discardableResult
  public func waitUntilIdleSpinningMainRunLoop(
    timeout: Duration = .seconds(1),
    reportsTimeout: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let semaphore = DispatchSemaphore(value: 0)
    let waiterID = addWaiter { _ in RunLoopSpinner.wake(semaphore) }
    let idle = RunLoopSpinner.wait(timeout: timeout, semaphore: semaphore) { self.isIdle }
    if let waiterID { fireWaiter(waiterID, idle: idle, call: false) }
    if !idle && reportsTimeout {
      reportTimeout(timeout, CallSite(fileID, filePath, line, column))
    }
    return idle
  }

  /// Cancels tracked tasks and timers still running and stops counting all running work.
  ///
  /// Dispatch blocks already queued still run, uncounted. A ``TestScope`` calls this after
  /// reporting leaks, so no test's work is counted against the next.
  public func abandonRunningWork() {
    let cancellers = state.withLock { state -> [@Sendable () -> Void] in
      let cancellers = Array(state.cancellers.values)
      state.running.removeAll()
      state.cancellers.removeAll()
      return cancellers
    }
    for cancel in cancellers { cancel() }
    fireAllWaitersIfIdle()
  }

  // MARK: - Internals

  func begin(
    _ kind: TrackedWork.Kind, _ label: String?, _ location: CallSite
  ) -> (Int, TrackedWork) {
    let parent = Self.enclosingWork
    let item = TrackedWork(
      kind: kind,
      label: label,
      location: location,
      enqueuedBy: parent.map(\.name)
    )
    let id = state.withLock { state -> Int in
      state.nextID += 1
      state.running[state.nextID] = item
      return state.nextID
    }
    return (id, item)
  }

  func end(_ id: Int) {
    let becameIdle = state.withLock { state -> Bool in
      guard state.running.removeValue(forKey: id) != nil else { return false }
      state.cancellers[id] = nil
      return state.running.isEmpty && !state.waiters.isEmpty
    }
    if becameIdle { fireAllWaitersIfIdle() }
  }

  func isRunning(_ id: Int) -> Bool {
    state.withLock { $0.running[id] != nil }
  }

  private func setCanceller(_ id: Int, _ cancel: @escaping @Sendable () -> Void) {
    state.withLock { state in
      if state.running[id] != nil { state.cancellers[id] = cancel }
    }
  }

  /// Registers a waiter, or returns nil when already idle.
  private func addWaiter(_ waiter: @escaping @Sendable (Bool) -> Void) -> Int? {
    state.withLock { state -> Int? in
      if state.running.isEmpty { return nil }
      state.nextID += 1
      state.waiters[state.nextID] = waiter
      return state.nextID
    }
  }

  private func fireWaiter(_ id: Int, idle: Bool, call: Bool = true) {
    let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
    if call { waiter?(idle) }
  }

  private func fireAllWaitersIfIdle() {
    let waiters = state.withLock { state -> [@Sendable (Bool) -> Void] in
      guard state.running.isEmpty else { return [] }
      defer { state.waiters.removeAll() }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter(true) }
  }

  private func reportTimeout(_ timeout: Duration, _ location: CallSite) {
    let list = running.map { "  \($0)" }.joined(separator: "\n")
    guard !list.isEmpty else { return }
    reportIssue(
      "Tracked work still running after waiting \(timeout.secondsText):\n\(list)",
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }
}

extension CallSite {
  init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
    self.init(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Duration {
  /// The duration in seconds as a `TimeInterval`.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  /// E.g. `1 s`, `0.05 s`: the shortest decimal form, for messages.
  var secondsText: String {
    let value = timeInterval
    if value == value.rounded() { return "\(Int(value)) s" }
    return "\(value) s"
  }
}
