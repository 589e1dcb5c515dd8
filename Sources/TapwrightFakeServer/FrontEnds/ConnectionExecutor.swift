import Foundation

// Task executors (SE-0417) came with Swift 6.0's standard library: `#if compiler(>=6.0)` keeps
// them from the proxy compile of a Mac's build, whose SDK has Swift 5.10's (see
// scripts/mac-proxy-compile); every build of this package uses a 6.0 compiler or later.
#if compiler(>=6.0)
  /// Runs one request's jobs on the connection thread that waits for the answer, so a request
  /// costs no thread hop: the thread that read the request runs its handler (through a task
  /// executor preference, SE-0417) and writes the response.
  ///
  /// The thread drains the jobs while it waits (``run(until:)``); once it stops waiting —
  /// the answer is in, the deadline passed or the server stopped — jobs still queued and any that
  /// arrive later go to the global concurrent executor, so an abandoned handler still runs to its
  /// end. A handler that hops to an actor (the main actor, say) comes back here when it returns.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
  final class ConnectionExecutor: TaskExecutor, @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var draining = true
    private var isFinished = false

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      condition.lock()
      guard draining else {
        condition.unlock()
        globalConcurrentExecutor.enqueue(ExecutorJob(job))
        return
      }
      jobs.append(job)
      condition.signal()
      condition.unlock()
    }

    /// Says the answer is in (from whatever thread set it), waking the waiting thread.
    func finish() {
      condition.lock()
      isFinished = true
      condition.signal()
      condition.unlock()
    }

    /// Runs queued jobs on the calling thread until ``finish()``, or until `deadline`; then hands
    /// what is left to the global executor. Whether it finished.
    func run(until deadline: Date) -> Bool {
      condition.lock()
      while !isFinished {
        if !jobs.isEmpty {
          let job = jobs.removeFirst()
          condition.unlock()
          job.runSynchronously(on: asUnownedTaskExecutor())
          condition.lock()
          continue
        }
        if !condition.wait(until: deadline) && jobs.isEmpty && !isFinished { break }
      }
      let finished = isFinished
      draining = false
      let rest = jobs
      jobs = []
      condition.unlock()
      for job in rest { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
      return finished
    }

    /// The executor of the request running on this task, if it runs on one; tasks the core starts
    /// for the request prefer it too.
    @TaskLocal static var current: ConnectionExecutor?
  }
#endif

/// Starts a task for a request's work: on the connection thread that serves the request when
/// the request runs on a ``ConnectionExecutor``, on the global executor otherwise.
func requestTask(_ body: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
  #if compiler(>=6.0)
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *),
      let executor = ConnectionExecutor.current
    {
      return Task(executorPreference: executor, operation: body)
    }
  #endif
  return Task(operation: body)
}
