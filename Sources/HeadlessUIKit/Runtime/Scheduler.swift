#if !canImport(UIKit)
  import Dispatch
  import Foundation

  /// HeadlessUIKit's deferred work: next-turn work and timers, all run on the main queue.
  ///
  /// Next-turn work goes through `DispatchQueue.main.async` and runs under `MainActor.assumeIsolated`,
  /// so a classic XCTest spinning `RunLoop.main` and an async `@MainActor` Swift Testing test that
  /// yields both see it run, in FIFO order with `Task { @MainActor in }` jobs.
  @preconcurrency @MainActor
  enum Scheduler {
    /// Next-turn work queued but not yet run, across all windows.
    static var pendingWorkCount = 0

    /// The part of `pendingWorkCount` owned by stage windows (`UIWindow.isStageWindow`).
    static var stagePendingWorkCount = 0

    /// Every timer that has neither fired nor been cancelled, in scheduling order.
    static var timers: [HeadlessTimer] = []

    /// A counter for timer identities.
    static var nextTimerID = 0

    /// The main queue, read once: on Linux each `DispatchQueue.main` makes a new wrapper object.
    nonisolated static let mainQueue = DispatchQueue.main

    /// Runs `work` on a later main-queue turn, owned by `window` when one is known.
    static func enqueue(in window: UIWindow?, _ work: @escaping @MainActor () -> Void) {
      pendingWorkCount += 1
      window?.pendingWorkCount += 1
      let staged = window?.isStageWindow ?? false
      if staged { stagePendingWorkCount += 1 }
      let context = ConsoleContext.current
      mainQueue.async {
        MainActor.assumeIsolated {
          pendingWorkCount -= 1
          window?.pendingWorkCount -= 1
          if staged { stagePendingWorkCount -= 1 }
          context.run(work)
        }
      }
    }

    /// Schedules `work` after `delay` seconds of animation time, scaled by the window layer's speed.
    ///
    /// A speed of 0 freezes the timer: it has no real deadline and fires only when advanced.
    @discardableResult
    static func schedule(
      after delay: TimeInterval, in window: UIWindow?, label: String,
      _ work: @escaping @MainActor () -> Void
    ) -> HeadlessTimer {
      let speed = Double(window?.layer.speed ?? 1)
      nextTimerID += 1
      let now = DispatchTime.now()
      let due: DispatchTime?
      if speed > 0 {
        let seconds = (delay.isNaN ? 0 : max(delay, 0)) / speed
        due = now + .nanoseconds(Int(min(seconds, 1e6) * 1e9))
      } else {
        due = nil
      }
      let timer = HeadlessTimer(
        id: nextTimerID, label: label, dueTime: due, owner: window,
        context: ConsoleContext.current, work: work)
      timers.append(timer)
      window?.transitionTimersChanged()
      if let deadline = due { armRealTimer(for: deadline) }
      return timer
    }

    // MARK: The real clock

    /// The one dispatch timer that fires timers at their real deadlines, when nothing advanced
    /// them first; armed for the earliest deadline of any running timer.
    ///
    /// One `asyncAfter` per timer cost a timer registration, the dispatch manager thread's
    /// wake-ups and a block when it fired, though tests advance nearly every timer in virtual
    /// time within microseconds. This timer is re-armed only for a deadline earlier than the one
    /// it waits for; when it fires it fires what is due, in due order, and arms for the next.
    private static var realTimer: DispatchSourceTimer?
    /// The deadline `realTimer` is armed for; `nil` when it is not armed.
    private static var armedDeadline: DispatchTime?

    private static func armRealTimer(for deadline: DispatchTime) {
      if let armed = armedDeadline, armed <= deadline { return }
      armedDeadline = deadline
      let source: DispatchSourceTimer
      if let realTimer {
        source = realTimer
      } else {
        source = DispatchSource.makeTimerSource(queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { realTimerFired() } }
        source.resume()
        realTimer = source
      }
      source.schedule(deadline: deadline, repeating: .never, leeway: .nanoseconds(0))
    }

    private static func realTimerFired() {
      armedDeadline = nil
      let now = DispatchTime.now()
      while let next = timers.filter({ ($0.dueTime ?? .distantFuture) <= now }).min(by: {
        ($0.dueTime ?? .distantFuture, $0.id) < ($1.dueTime ?? .distantFuture, $1.id)
      }) {
        if !next.fire() { remove(next) }
      }
      if let nextDeadline = timers.compactMap(\.dueTime).min() { armRealTimer(for: nextDeadline) }
    }

    /// Removes a timer that fired.
    static func remove(_ timer: HeadlessTimer) {
      timers.removeAll { $0 === timer }
    }
  }

  /// A pending HeadlessUIKit timer: an animation's end or a delayed completion.
  ///
  /// It fires exactly once: at its real deadline on the main queue, or earlier when advanced.
  @_spi(Testing)
  @preconcurrency @MainActor
  public final class HeadlessTimer {
    /// A number unique to this timer in the process.
    public let id: Int
    /// What the timer ends, for diagnostics (e.g. "push animation").
    public let label: String
    /// When the timer fires by itself; `nil` when the window's layer speed is 0 (frozen).
    public let dueTime: DispatchTime?
    /// The window that owns the timer, when one is known.
    public private(set) weak var owner: UIWindow?
    /// Whether the timer has fired.
    public private(set) var hasFired = false

    private let context: ConsoleContext
    private var work: (@MainActor () -> Void)?

    init(
      id: Int, label: String, dueTime: DispatchTime?, owner: UIWindow?, context: ConsoleContext,
      work: @escaping @MainActor () -> Void
    ) {
      self.id = id
      self.label = label
      self.dueTime = dueTime
      self.owner = owner
      self.context = context
      self.work = work
    }

    /// Cancels the timer: it never fires.
    func cancel() {
      guard !hasFired else { return }
      hasFired = true
      work = nil
      Scheduler.remove(self)
      owner?.transitionTimersChanged()
    }

    /// Fires the timer now unless it already fired; returns whether it ran.
    @discardableResult
    public func fire() -> Bool {
      guard !hasFired, let work else { return false }
      hasFired = true
      self.work = nil
      Scheduler.remove(self)
      context.run(work)
      owner?.transitionTimersChanged()
      return true
    }
  }

  /// Testing SPI over HeadlessUIKit's deferred work and virtual time.
  @_spi(Testing)
  @preconcurrency @MainActor
  public enum HeadlessScheduler {
    /// Next-turn work queued by HeadlessUIKit in any window and not yet run.
    public static var pendingWorkCount: Int { Scheduler.pendingWorkCount }

    /// Next-turn work queued in no stage window (`UIWindow.isStageWindow`): ownerless work, or
    /// work of windows the app made itself, which any test's wait must let run.
    public static var unstagedPendingWorkCount: Int {
      Scheduler.pendingWorkCount - Scheduler.stagePendingWorkCount
    }

    /// Pending timers owned by any of `windows`, or every pending timer when `windows` is `nil`.
    ///
    /// - Parameter windows: The windows whose timers to list; `nil` lists all, ownerless ones too.
    public static func pendingTimers(in windows: [UIWindow]? = nil) -> [HeadlessTimer] {
      guard let windows else { return Scheduler.timers }
      return Scheduler.timers.filter { timer in
        windows.contains { $0 === timer.owner }
      }
    }

    /// Fires, in due order, every timer of `windows` due at or before `deadline`; returns how many.
    ///
    /// Frozen timers (layer speed 0) are never due. Timers scheduled while advancing that are due
    /// by the deadline fire too.
    /// - Parameters:
    ///   - windows: The windows whose timers to fire; `nil` for every timer.
    ///   - deadline: The virtual time to advance to.
    @discardableResult
    public static func advance(_ windows: [UIWindow]?, through deadline: DispatchTime) -> Int {
      var fired = 0
      while let next = pendingTimers(in: windows)
        .filter({ $0.dueTime.map { $0 <= deadline } ?? false })
        .min(by: isEarlier)
      {
        if next.fire() { fired += 1 }
      }
      return fired
    }

    /// Fires the earliest pending timer of `windows` (frozen ones last) and returns it.
    ///
    /// - Parameter windows: The windows whose timers to consider; `nil` for every timer.
    @discardableResult
    public static func fireNextTimer(in windows: [UIWindow]?) -> HeadlessTimer? {
      guard let next = pendingTimers(in: windows).min(by: isEarlier) else { return nil }
      next.fire()
      return next
    }

    private static func isEarlier(_ lhs: HeadlessTimer, _ rhs: HeadlessTimer) -> Bool {
      switch (lhs.dueTime, rhs.dueTime) {
      case (let left?, let right?): return left < right || (left == right && lhs.id < rhs.id)
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return lhs.id < rhs.id
      }
    }
  }

  /// Deferred work for Tapwright's stand-ins of UIKit libraries (HeadlessSVProgressHUD,
  /// HeadlessMBProgressHUD): next-turn work and delays as HeadlessUIKit's own, owned by a view's
  /// window, so a test's settle waits for them and virtual time advances them.
  @_spi(StandIns)
  @preconcurrency @MainActor
  public enum HeadlessDeferredWork {
    /// Runs `work` on a later main-queue turn, owned by `view`'s window when it has one.
    ///
    /// - Parameters:
    ///   - view: The view whose window owns the work, if any.
    ///   - work: The work.
    public static func nextTurn(of view: UIView?, _ work: @escaping @MainActor () -> Void) {
      Scheduler.enqueue(in: view?.window, work)
    }

    /// Runs `work` after `delay` seconds of animation time, a timer owned by `view`'s window.
    ///
    /// - Parameters:
    ///   - delay: The delay, in seconds.
    ///   - view: The view whose window owns the timer, if any.
    ///   - label: The timer's label.
    ///   - work: The work.
    public static func after(
      _ delay: TimeInterval, of view: UIView?, label: String,
      _ work: @escaping @MainActor () -> Void
    ) {
      Scheduler.schedule(after: delay, in: view?.window, label: label, work)
    }
  }
#endif
