#if os(Linux)
  import FlyingSocks
  import Foundation
  import CSystemLinux
  import Glibc

  /// FlyingFox's socket pool with two hops fewer per wait, on Linux.
  ///
  /// FlyingFox's own pool runs `epoll_wait` on a Dispatch queue, resumes its pool actor with the
  /// events, and the actor resumes the waiting socket's task: a request on a kept-alive connection
  /// waits through three thread hops before it is read. Here one thread blocks in `epoll_wait` and
  /// resumes the waiting task itself. Interest is level-triggered and only held while a task waits,
  /// so a ready socket nobody waits for never wakes the thread.
  final class DirectSocketPool: AsyncSocketPool, Sendable {
    private struct Waiter {
      let id: UInt64
      let events: Socket.Events
      let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
      var waiters: [Int32: [Waiter]] = [:]
      /// The epoll interest registered per descriptor.
      var interest: [Int32: UInt32] = [:]
      /// Waits cancelled before they were registered.
      var cancelled: Set<UInt64> = []
      var nextID: UInt64 = 0
      var running: CheckedContinuation<Void, any Error>?
      var isStopped = false
    }

    private let state = Locked(State())
    private let epoll: Int32
    private let wake: Int32

    init() {
      epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
      wake = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
    }

    func prepare() async throws {
      guard epoll >= 0, wake >= 0 else { throw SocketError.makeFailed("epoll") }
      var event = epoll_event()
      event.events = EPOLLIN.rawValue
      event.data.fd = wake
      guard epoll_ctl(epoll, EPOLL_CTL_ADD, wake, &event) == 0 else {
        throw SocketError.makeFailed("epoll_ctl")
      }
      let thread = Thread { [self] in waitForEvents() }
      thread.name = "tapwright loopback sockets"
      thread.start()
    }

    /// Runs until its task is cancelled (the server stopping), then fails every wait.
    func run() async throws {
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          let stopped = state.withLock { state -> Bool in
            if state.isStopped { return true }
            state.running = continuation
            return false
          }
          if stopped { continuation.resume(throwing: CancellationError()) }
        }
      } onCancel: {
        stop()
      }
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
      let file = socket.file.rawValue
      let id = state.withLock { state -> UInt64 in
        state.nextID += 1
        return state.nextID
      }
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          let refusal = state.withLock { state -> (any Error)? in
            if state.isStopped || state.cancelled.remove(id) != nil { return CancellationError() }
            state.waiters[file, default: []].append(
              Waiter(id: id, events: events, continuation: continuation))
            if let error = updateInterest(of: file, in: &state) {
              state.waiters[file]?.removeAll { $0.id == id }
              if state.waiters[file]?.isEmpty == true { state.waiters[file] = nil }
              return error
            }
            return nil
          }
          if let refusal { continuation.resume(throwing: refusal) }
        }
      } onCancel: {
        let waiter = state.withLock { state -> Waiter? in
          guard let index = state.waiters[file]?.firstIndex(where: { $0.id == id }) else {
            state.cancelled.insert(id)
            return nil
          }
          let waiter = state.waiters[file]?.remove(at: index)
          if state.waiters[file]?.isEmpty == true { state.waiters[file] = nil }
          _ = updateInterest(of: file, in: &state)
          return waiter
        }
        waiter?.continuation.resume(throwing: CancellationError())
      }
    }

    /// Sets the descriptor's epoll interest to what its waiters wait for.
    private func updateInterest(of file: Int32, in state: inout State) -> (any Error)? {
      var wanted: UInt32 = 0
      for waiter in state.waiters[file] ?? [] {
        if waiter.events.contains(.read) { wanted |= EPOLLIN.rawValue | EPOLLRDHUP.rawValue }
        if waiter.events.contains(.write) { wanted |= EPOLLOUT.rawValue }
      }
      let current = state.interest[file] ?? 0
      guard current != wanted else { return nil }
      var event = epoll_event()
      event.events = wanted
      event.data.fd = file
      let operation =
        current == 0 ? EPOLL_CTL_ADD : (wanted == 0 ? EPOLL_CTL_DEL : EPOLL_CTL_MOD)
      state.interest[file] = wanted == 0 ? nil : wanted
      guard epoll_ctl(epoll, operation, file, &event) != 0 else { return nil }
      // A descriptor closed while registered left epoll by itself; one reopened under the same
      // number is new to it.
      if wanted == 0 { return nil }
      if operation == EPOLL_CTL_MOD, errno == ENOENT,
        epoll_ctl(epoll, EPOLL_CTL_ADD, file, &event) == 0
      {
        return nil
      }
      state.interest[file] = nil
      return SocketError.makeFailed("epoll_ctl")
    }

    private func stop() {
      let (waiters, running) = state.withLock { state in
        state.isStopped = true
        let waiters = state.waiters.values.flatMap { $0 }
        state.waiters = [:]
        let running = state.running
        state.running = nil
        return (waiters, running)
      }
      _ = eventfd_write(wake, 1)
      for waiter in waiters { waiter.continuation.resume(throwing: CancellationError()) }
      running?.resume(throwing: CancellationError())
    }

    /// The thread's loop: waits for events and resumes the tasks waiting for them.
    private func waitForEvents() {
      var events = [epoll_event](repeating: epoll_event(), count: 64)
      while true {
        let count = epoll_wait(epoll, &events, Int32(events.count), -1)
        if count < 0 {
          if errno == EINTR { continue }
          break
        }
        var ready: [(Waiter, Bool)] = []
        var stopping = false
        state.withLock { state in
          for event in events.prefix(Int(count)) {
            let file = event.data.fd
            if file == wake {
              stopping = state.isStopped
              continue
            }
            let mask = event.events
            var kinds = Socket.Events()
            if mask & EPOLLIN.rawValue != 0 { kinds.insert(.read) }
            if mask & EPOLLOUT.rawValue != 0 { kinds.insert(.write) }
            // As FlyingFox: a hang-up without data, or an error, fails the waits.
            let failed =
              mask & EPOLLERR.rawValue != 0
              || (mask & EPOLLIN.rawValue == 0
                && mask & (EPOLLHUP.rawValue | EPOLLRDHUP.rawValue) != 0)
            var staying: [Waiter] = []
            for waiter in state.waiters[file] ?? [] {
              if failed || !waiter.events.isDisjoint(with: kinds) {
                ready.append((waiter, failed))
              } else {
                staying.append(waiter)
              }
            }
            state.waiters[file] = staying.isEmpty ? nil : staying
            _ = updateInterest(of: file, in: &state)
          }
        }
        for (waiter, failed) in ready {
          if failed {
            waiter.continuation.resume(throwing: SocketError.disconnected)
          } else {
            waiter.continuation.resume()
          }
        }
        if stopping { break }
      }
      close(wake)
      close(epoll)
    }
  }
#endif
