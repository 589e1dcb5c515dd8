import Dispatch
import Foundation
import IssueReporting
import TapwrightReporting

/// Counts asynchronous work that app code starts, so a test can wait until all of it has finished.
///
/// A modern `DispatchGroup`: hand it to the code under test and start work through it —
/// ``async(on:label:at:execute:)`` like `dispatch_group_async`,
/// `task(label:priority:operation:)` for Swift concurrency,
/// ``enter(label:at:)`` and ``WorkToken/leave(at:)``
/// by hand, ``completion(label:at:_:)`` around a completion handler, and
/// ``timer(label:after:on:at:_:)`` for a one-shot timer. Work started
/// while tracked work runs counts too, and keeps the tracker busy until it finishes.
///
/// Only tracked work counts: a block queued with a bare `DispatchQueue.main.async` or a bare
/// `Timer` is invisible to the tracker. Route the work through the tracker to have it waited for
/// and reported when it outlives its test.
public final class WorkTracker: Sendable {
  private struct State {
    /// The last waiter ID handed out.
    var nextID = 0
    /// Running work, oldest first, as a doubly linked list threaded through the records.
    var running = WorkRecord.List()
    var waiters: [Int: @Sendable (Bool) -> Void] = [:]
    /// Dispatched blocks not yet run, abandoned ones included: they call back into the tracker.
    var pendingBlocks = 0
    /// Counts every start and end of tracked work (see ``WorkTracker/activity``).
    var activity = 0

    /// The queue last used with `async(on:)` and its name, for messages.
    var lastQueue: DispatchQueue?
    var lastQueueName = ""

    /// While busy, the tracker retains itself (see `link`).
    var isBusy: Bool { !running.isEmpty || pendingBlocks > 0 }
  }

  /// The tracked task running on this task right now, if any (dispatched blocks use ``ThreadWork``).
  @TaskLocal static var enclosingWork: WorkRecord?

  /// The kind and label of the tracked work running here right now: a tracked task's, or a
  /// tracked block's on this thread.
  static var currentOrigin: WorkRecord.Origin? {
    (enclosingWork ?? ThreadWork.current).map {
      WorkRecord.Origin(kind: $0.kind.publicKind, label: $0.label)
    }
  }

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

  /// A count that changes whenever tracked work starts or ends. The same reading at two moments,
  /// with the tracker idle at both, means no tracked work started or ended between them — so
  /// whatever tracked work queued (on the main queue, say) was queued before the first.
  public var activity: Int {
    state.withLock { $0.activity }
  }

  /// The tracked work still running, oldest first.
  public var running: [TrackedWork] {
    state.withLock { $0.running.records }.map(\.work)
  }

  // MARK: - Starting work

  /// Submits `work` to `queue` and counts it until it returns, like `dispatch_group_async`.
  ///
  /// The block runs with the enclosing ``TestScope/current`` set.
  ///
  /// - Parameters:
  ///   - queue: The queue that runs the block.
  ///   - label: A name for the work in reports.
  ///   - callSite: Where the caller wrote the call.
  ///   - work: The block.
  public func async(
    on queue: DispatchQueue,
    label: String? = nil,
    at callSite: CallSite = #callSite,
    execute work: @escaping @Sendable () -> Void
  ) {
    let record = WorkRecord(
      kind: .async(queueName: ""), label: label,
      location: callSite,
      parent: Self.currentOrigin, tracker: self, scope: TestScope.current, job: work)
    state.withLock { state in
      // The queue's name is cached for the last queue used, so a tracker fed by one queue does
      // not read (or retain) the queue per block.
      if let last = state.lastQueue, last === queue {
        record.setQueueName(state.lastQueueName)
      } else {
        let name = WorkRecord.Kind.queueName(of: queue)
        state.lastQueue = queue
        state.lastQueueName = name
        record.setQueueName(name)
      }
      if !state.isBusy { _ = Unmanaged.passUnretained(self).retain() }
      state.running.append(record)
      state.pendingBlocks += 1
      state.activity += 1
    }
    // The record is the block's only capture, so the block needs no context of its own.
    queue.async { record.runJob() }
  }

  /// Starts a task running `operation` and counts it until it finishes.
  ///
  /// - Parameters:
  ///   - label: A name for the work in reports.
  ///   - priority: The task's priority.
  ///   - callSite: Where the caller wrote the call.
  ///   - operation: The task's body; it runs on its own isolation (e.g. `@MainActor in`).
  /// - Returns: The task.
  @discardableResult
  public func task<Success: Sendable>(
    label: String? = nil,
    priority: TaskPriority? = nil,
    at callSite: CallSite = #callSite,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    let record = WorkRecord(
      kind: .task, label: label, location: callSite,
      parent: Self.currentOrigin)
    // A copy: Swift 6.3's SIL generation crashes when the parameter itself is both inspected and
    // captured.
    let operation = operation
    let task: Task<Success, Never>
    if Self.isMainActor(operation.isolation) {
      // Started on the main actor itself: a nonisolated wrapper would begin on a global-executor
      // thread only to hop back, waking two threads.
      task = Task(priority: priority) { @MainActor in
        defer { self.end(record) }
        return await Self.$enclosingWork.withValue(record) { await operation() }
      }
    } else {
      task = Task(priority: priority) {
        defer { self.end(record) }
        return await Self.$enclosingWork.withValue(record) { await operation() }
      }
    }
    insert(record, canceller: task)
    return task
  }

  /// Whether `isolation` is the main actor.
  private static func isMainActor(_ isolation: (any Actor)?) -> Bool {
    guard let isolation else { return false }
    return ObjectIdentifier(isolation) == ObjectIdentifier(MainActor.shared)
  }

  /// Starts a throwing task running `operation` and counts it until it finishes.
  ///
  /// - Parameters:
  ///   - label: A name for the work in reports.
  ///   - priority: The task's priority.
  ///   - callSite: Where the caller wrote the call.
  ///   - operation: The task's body; it runs on its own isolation (e.g. `@MainActor in`).
  /// - Returns: The task.
  @discardableResult
  public func task<Success: Sendable>(
    label: String? = nil,
    priority: TaskPriority? = nil,
    at callSite: CallSite = #callSite,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    let record = WorkRecord(
      kind: .task, label: label, location: callSite,
      parent: Self.currentOrigin)
    let operation = operation  // See the non-throwing overload.
    let task: Task<Success, any Error>
    if Self.isMainActor(operation.isolation) {
      task = Task(priority: priority) { @MainActor in
        defer { self.end(record) }
        return try await Self.$enclosingWork.withValue(record) { try await operation() }
      }
    } else {
      task = Task(priority: priority) {
        defer { self.end(record) }
        return try await Self.$enclosingWork.withValue(record) { try await operation() }
      }
    }
    insert(record, canceller: task)
    return task
  }

  /// Counts work started by hand until the returned token's ``WorkToken/leave(at:)``.
  ///
  /// - Parameters:
  ///   - label: A name for the work in reports.
  ///   - callSite: Where the caller wrote the call.
  /// - Returns: The token to leave with, once.
  public func enter(
    label: String? = nil,
    at callSite: CallSite = #callSite
  ) -> WorkToken {
    let record = begin(.entered, label, callSite)
    return WorkToken(tracker: self, record: record)
  }

  /// Wraps a completion handler so the work counts until the handler has been called and returned.
  ///
  /// Pass the result to a completion-handler API. The work stops counting after the first call;
  /// later calls still run `handler`.
  ///
  /// - Parameters:
  ///   - label: A name for the work in reports.
  ///   - callSite: Where the caller wrote the call.
  ///   - handler: The completion handler.
  /// - Returns: A handler that runs `handler` and then stops counting the work.
  public func completion<each Argument>(
    label: String? = nil,
    at callSite: CallSite = #callSite,
    _ handler: @escaping @Sendable (repeat each Argument) -> Void
  ) -> @Sendable (repeat each Argument) -> Void {
    let record = begin(.completion, label, callSite)
    let scope = TestScope.current
    return { (argument: repeat each Argument) in
      TestScope.$current.withValue(scope) {
        ThreadWork.with(record) { handler(repeat each argument) }
      }
      self.end(record)
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
  ///   - callSite: Where the caller wrote the call.
  ///   - handler: What the timer does.
  /// - Returns: A token whose ``WorkToken/cancel()`` stops the timer.
  @discardableResult
  public func timer(
    label: String? = nil,
    after delay: Duration,
    on queue: DispatchQueue = .main,
    at callSite: CallSite = #callSite,
    _ handler: @escaping @Sendable () -> Void
  ) -> WorkToken {
    let record = begin(.timer, label, callSite)
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
    let token = WorkToken(tracker: self, record: record, onCancel: cancel)
    source.setEventHandler {
      cancel()
      TestScope.$current.withValue(scope) {
        ThreadWork.with(record, handler)
      }
      self.end(record)
    }
    setCanceller(record, ClosureCanceller(body: cancel))
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
  ///   - callSite: Where the caller wrote the call.
  ///   - isolation: The caller's actor isolation: the wait starts there, without a hop to the
  ///     global executor.
  /// - Returns: Whether the tracker became idle in time.
  @discardableResult
  public func waitUntilIdle(
    timeout: Duration = .seconds(1),
    reportsTimeout: Bool = true,
    at callSite: CallSite = #callSite,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    let waiter = Locked<Int?>(nil)
    let idle = await withTaskCancellationHandler {
      // Passing `isolation` on keeps the wait on the caller's actor: a closure that did not use it
      // would be nonisolated and start on the global executor, a thread hop each way.
      await withCheckedContinuation(isolation: isolation) {
        (continuation: CheckedContinuation<Bool, Never>) in
        let deadline = Locked<DeadlineWatch.Token?>(nil)
        guard
          let waiterID = addWaiter({ idle in
            if let token = deadline.withLock({ $0 }) { DeadlineWatch.shared.cancel(token) }
            continuation.resume(returning: idle)
          })
        else {
          continuation.resume(returning: true)
          return
        }
        waiter.withLock { $0 = waiterID }
        // A deadline, not a fixed wait: cancelled as soon as the tracker is idle. It holds the
        // tracker weakly: an idle tracker is released as soon as its owner lets go (a busy
        // tracker retains itself, so a pending waiter always finds it).
        let token = DeadlineWatch.shared.schedule(after: timeout) { [weak self] in
          self?.fireWaiter(waiterID, idle: false)
        }
        deadline.withLock { $0 = token }
        // The tracker may have become idle (or the wait cancelled) before the token was stored.
        if !self.hasWaiter(waiterID) {
          DeadlineWatch.shared.cancel(token)
        } else if Task.isCancelled {
          self.fireWaiter(waiterID, idle: false)
        }
      }
    } onCancel: {
      // A cancelled wait returns at once, reporting nothing.
      if let waiterID = waiter.withLock({ $0 }) { self.fireWaiter(waiterID, idle: false) }
    }
    if Task.isCancelled { return isIdle }
    if !idle && reportsTimeout {
      reportTimeout(timeout, callSite)
    }
    return idle
  }

  /// Cancels tracked tasks and timers still running and stops counting all running work.
  ///
  /// Dispatch blocks already queued still run, uncounted. A ``TestScope`` calls this after
  /// reporting leaks, so no test's work is counted against the next.
  public func abandonRunningWork() {
    let (cancellers, becameFree) = state.withLock {
      state -> ([any WorkCancelling], Bool) in
      let wasBusy = state.isBusy
      let cancellers = state.running.records.compactMap(\.canceller)
      state.running.removeAll()  // clears the records' cancellers: collected above
      return (cancellers, wasBusy && !state.isBusy)
    }
    for canceller in cancellers { canceller.cancel() }
    fireAllWaitersIfIdle()
    if becameFree { Unmanaged.passUnretained(self).release() }
  }

  // MARK: - Internals

  func begin(_ kind: WorkRecord.Kind, _ label: String?, _ location: CallSite) -> WorkRecord {
    let record = WorkRecord(
      kind: kind, label: label, location: location, parent: Self.currentOrigin)
    link(record)
    return record
  }

  /// Links a new record. While busy (records linked or blocks pending) the tracker retains
  /// itself, so work can end, and dispatched blocks can point to it unretained, even after its
  /// owner let go of it.
  private func link(_ record: WorkRecord) {
    state.withLock { state in
      if !state.isBusy { _ = Unmanaged.passUnretained(self).retain() }
      state.running.append(record)
      state.activity += 1
    }
  }

  /// Links work that was started before being recorded (a task), with its handle to cancel it.
  ///
  /// Starting first and recording after, in one locked step, keeps the task's start cheap; work
  /// that already ended (see ``end(_:)``) is not linked at all.
  private func insert(_ record: WorkRecord, canceller: any WorkCancelling) {
    state.withLock { state in
      state.activity += 1  // counted even when it already ended: it ran
      guard !record.hasEnded else { return }
      record.canceller = canceller
      if !state.isBusy { _ = Unmanaged.passUnretained(self).retain() }
      state.running.append(record)
    }
  }

  /// Marks work finished: unlinks it, wakes waiters when the tracker became idle.
  ///
  /// - Parameters:
  ///   - record: The work.
  ///   - isBlock: Whether this is a dispatched block returning (it was counted as pending).
  func end(_ record: WorkRecord, isBlock: Bool = false) {
    let (waiters, becameFree) = state.withLock {
      state -> ([@Sendable (Bool) -> Void], Bool) in
      let wasBusy = state.isBusy
      state.activity += 1
      if isBlock { state.pendingBlocks -= 1 }
      let removed = state.running.remove(record)
      if !removed { record.hasEnded = true }
      var waiters: [@Sendable (Bool) -> Void] = []
      if removed && state.running.isEmpty && !state.waiters.isEmpty {
        waiters = Array(state.waiters.values)
        state.waiters.removeAll()
      }
      return (waiters, wasBusy && !state.isBusy)
    }
    // Balances the retain taken when the tracker became busy; may deallocate the tracker, so
    // the waiters (which do not need it) are woken after.
    if becameFree { Unmanaged.passUnretained(self).release() }
    for waiter in waiters { waiter(true) }
  }

  func isRunning(_ record: WorkRecord) -> Bool {
    state.withLock { _ in record.isLinked }
  }

  private func setCanceller(_ record: WorkRecord, _ cancel: any WorkCancelling) {
    state.withLock { _ in
      if record.isLinked { record.canceller = cancel }
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

  private func hasWaiter(_ id: Int) -> Bool {
    state.withLock { $0.waiters[id] != nil }
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
    reportTapwrightIssue(
      "Expected tracked work to finish within \(timeout.messageText); still running:\n\(list)",
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }
}

extension Duration {
  /// The duration in seconds as a `TimeInterval`.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

}

/// Work that can be cancelled: a task, or a timer's cancel closure.
protocol WorkCancelling: Sendable {
  /// Cancels the work.
  func cancel()
}

extension Task: WorkCancelling {}

/// Cancels by calling a closure.
struct ClosureCanceller: WorkCancelling {
  let body: @Sendable () -> Void

  func cancel() {
    body()
  }
}
