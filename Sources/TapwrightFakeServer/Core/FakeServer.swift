import Foundation
import HTTPTypes
import IssueReporting
import TapwrightReporting
import TapwrightSupportCore

/// The stateful fake API core: routes, a resource store, a request log and scripted faults.
///
/// One core serves three front ends: ``respond(to:)`` in process, ``FakeURLProtocol`` for
/// URLSession, and ``LoopbackServer`` over real HTTP. Create one per test; ``reset()`` swaps its
/// state for the fixtures in O(1). All methods are thread-safe (state lives behind one lock).
public final class FakeServer: Sendable {
  struct State: Sendable {
    var store: ResourceStore
    var log: [LoggedRequest] = []
    var faults: [ScriptedFault] = []
  }

  struct Storage: Sendable {
    var routes: FakeRoutes
    var fixtures: ResourceStore
    var state: State
    var unreportedIssues: [String] = []
    /// Counts resets, so a request that straddles one does not touch the new log.
    var epoch = 0
    var waiters: [Int: Waiter] = [:]
    var nextWaiter = 0
  }

  struct Waiter: Sendable {
    var isSatisfied: @Sendable ([LoggedRequest]) -> Bool
    var continuation: CheckedContinuation<Bool, Never>
  }

  let storage: Locked<Storage>
  /// The token that names this core's namespace on the loopback server and in URLProtocol requests.
  public let namespace: String

  /// The random part every namespace of this process shares: one `UUID()` per process.
  private static let namespacePrefix = UUID().uuidString.lowercased().dropLast(12)
  private static let namespaceCount = Locked(0)

  /// A lowercase UUID-shaped token: the process's random prefix and a count. Unique among this
  /// process's cores and unlikely to match another process's, without a read of `/dev/urandom`
  /// for every core (a fresh `UUID()` opened it once per test).
  private static func makeNamespace() -> String {
    let count = namespaceCount.withLock { count in
      count += 1
      return count
    }
    let digits = String(count, radix: 16)
    return namespacePrefix + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
  }
  /// The largest request body accepted; a larger one gets 413 Payload Too Large.
  public let maxBodyBytes: Int
  let clock: any Clock<Duration>
  /// The longest a route handler may run before its request gets 504 Gateway Timeout (`nil`: no limit).
  ///
  /// It applies to handlers you write; the built-in routes (``FakeRoutes/resource(_:)``, fixed
  /// responses) answer from the store without suspending and run without a deadline.
  public let handlerTimeout: Duration?
  let owner: TestContext?
  let tracker: WorkTracker?
  let site: CallSite

  /// Creates a core.
  /// - Parameters:
  ///   - routes: The routes it answers (a shared table is copied; add more with the `on` methods).
  ///   - fixtures: The store it starts with and returns to on ``reset()``.
  ///   - maxBodyBytes: The largest request body accepted (default 1 MiB).
  ///   - clock: The clock delay faults sleep on; pass a test clock for virtual time.
  ///   - handlerTimeout: The longest a route handler may run (real time) before the request gets
  ///     504 and an issue is reported; scripted delays do not count. `nil` runs handlers you
  ///     write inline, without a deadline, at a lower in-process cost (compare
  ///     `fake_inprocess_handler_roundtrip_us` with `fake_inprocess_roundtrip_us`).
  ///   - callSite: Where the caller wrote the call.
  public init(
    routes: FakeRoutes = FakeRoutes(),
    fixtures: ResourceStore = ResourceStore(),
    maxBodyBytes: Int = 1 << 20,
    clock: any Clock<Duration> = ContinuousClock(),
    handlerTimeout: Duration? = .seconds(10),
    at callSite: CallSite = #callSite
  ) {
    storage = Locked(Storage(routes: routes, fixtures: fixtures, state: State(store: fixtures)))
    namespace = Self.makeNamespace()
    self.maxBodyBytes = max(0, maxBodyBytes)
    self.handlerTimeout = handlerTimeout
    self.clock = clock
    owner = TestContext.current
    site = callSite
    let scope = TestScope.current
    tracker = scope?.tracker
    if let scope {
      let namespace = namespace
      scope.addSynchronousEndOfTestCheck(
        "fake server handler errors", at: callSite
      ) { [storage] in
        // Captures the storage, not the core, so a core the test already dropped still reports.
        Self.reportHandlerErrors(
          in: storage, at: callSite)
      }
      scope.addSynchronousTeardown("unmount fake server", at: callSite) {
        MountedServers.unmount(namespace)
      }
    }
  }

  // MARK: Routes

  /// Adds a route whose handler also gets the core; routes added later win over earlier ones.
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - pattern: The path pattern, e.g. `/users/:id`.
  ///   - handler: Answers a matching request.
  public func on(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern, handler: @escaping FakeHandler
  ) {
    storage.withLock { $0.routes.on(method, pattern, handler: handler) }
  }

  /// Adds a route; routes added later win over earlier ones.
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - pattern: The path pattern, e.g. `/users/:id`.
  ///   - handler: Answers a matching request.
  public func on(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern,
    handler: @escaping @Sendable (FakeRequest) async throws -> FakeResponse
  ) {
    storage.withLock { $0.routes.on(method, pattern, handler: handler) }
  }

  /// Adds a route whose handler gets the body decoded as `Body`; a malformed body gets 400.
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - pattern: The path pattern.
  ///   - body: The type the JSON body decodes to.
  ///   - handler: Answers with the decoded body, the request and the core.
  public func on<Body: Decodable & Sendable>(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern, body: Body.Type,
    handler: @escaping @Sendable (Body, FakeRequest, FakeServer) async throws -> FakeResponse
  ) {
    storage.withLock { $0.routes.on(method, pattern, body: body, handler: handler) }
  }

  /// Adds a route that always answers with `response`.
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - pattern: The path pattern.
  ///   - response: The response to give.
  public func on(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern, respond response: FakeResponse
  ) {
    storage.withLock { $0.routes.on(method, pattern, respond: response) }
  }

  /// Adds REST routes over the store collection `collection` (see ``FakeRoutes/resource(_:)``).
  /// - Parameter collection: The collection's path, e.g. `/messages`.
  public func resource(_ collection: String) {
    storage.withLock { $0.routes.resource(collection) }
  }

  // MARK: State

  /// A snapshot of the resource store.
  public var store: ResourceStore {
    storage.withLock { $0.state.store }
  }

  /// Changes the resource store atomically and returns what `change` returns.
  /// - Parameter change: Edits the store.
  @discardableResult
  public func updateStore<Result>(_ change: (inout ResourceStore) throws -> Result) rethrows
    -> Result
  {
    try storage.withLock { try change(&$0.state.store) }
  }

  /// Adds `items` to `collection` in the current state (fixtures for this test only).
  /// - Parameters:
  ///   - collection: The collection's path.
  ///   - items: Values that encode as JSON objects.
  public func seed<Item: Encodable>(_ collection: String, _ items: [Item]) throws {
    try storage.withLock { try $0.state.store.seed(collection, items) }
  }

  /// Makes the current store the state ``reset()`` returns to.
  public func keepStoreAsFixtures() {
    storage.withLock { $0.fixtures = $0.state.store }
  }

  /// Returns to the fixtures: store, log and faults swap in O(1); routes stay; nothing restarts.
  ///
  /// The old state is released on a background queue, so neither the caller nor concurrent
  /// requests pay for freeing it.
  public func reset() {
    let old = storage.withLock { storage in
      let previous = storage.state
      storage.state = State(store: storage.fixtures)
      storage.epoch += 1
      return previous
    }
    Self.releaseQueue.async { withExtendedLifetime(old) {} }
  }

  private static let releaseQueue = DispatchQueue(
    label: "TapwrightFakeServer.release", qos: .utility)

  /// The requests received since the last reset, oldest first.
  public var log: RequestLog {
    RequestLog(storage.withLock { $0.state.log })
  }

  // MARK: Faults

  /// Scripts `fault` for requests with `method` matching `pattern`, `times` times (or until reset).
  /// - Parameters:
  ///   - fault: What to do instead of answering normally.
  ///   - method: The method, or `nil` for any.
  ///   - pattern: The route pattern requests must match.
  ///   - times: How many requests it affects; `nil` for every one until reset or ``clearFaults()``.
  public func inject(
    _ fault: Fault, on method: HTTPRequest.Method?, _ pattern: RoutePattern, times: Int? = nil
  ) {
    storage.withLock {
      $0.state.faults.append(
        ScriptedFault(
          method: method, pattern: pattern, fault: fault, remaining: times.map { max($0, 0) })
      )
    }
  }

  /// Scripts `fault` for the next `count` requests, whatever their route.
  /// - Parameters:
  ///   - count: How many requests it affects.
  ///   - fault: What to do instead of answering normally.
  public func injectNext(_ count: Int, _ fault: Fault) {
    storage.withLock {
      $0.state.faults.append(
        ScriptedFault(method: nil, pattern: nil, fault: fault, remaining: max(count, 0)))
    }
  }

  /// Removes every scripted fault.
  public func clearFaults() {
    storage.withLock { $0.state.faults.removeAll() }
  }

  // MARK: Handling

  enum Outcome: Sendable {
    case response(FakeResponse)
    case dropped
  }

  /// Answers `request` in process; a dropped-connection fault throws ``ConnectionDropped``.
  /// - Parameter request: The request.
  public func respond(to request: FakeRequest) async throws -> FakeResponse {
    switch await handle(request) {
    case .response(let response): return response
    case .dropped: throw ConnectionDropped(request: "\(request.method.rawValue) \(request.path)")
    }
  }

  func handle(_ incoming: FakeRequest) async -> Outcome {
    var request = incoming
    let queryItems = request.queryItems
    let path = request.path
    let method = request.method
    let work = tracker?.enter(
      label: "fake server request \(method.rawValue) \(path)", at: site)
    defer { work?.leave() }
    let isTooLarge = request.body.count > maxBodyBytes
    let (number, epoch, routes, fault) = storage.withLock { storage in
      let number = storage.state.log.count + 1
      storage.state.log.append(
        LoggedRequest(
          number: number, method: method, path: path, queryItems: queryItems,
          headerFields: request.headerFields, body: request.body, time: Date(), route: nil,
          status: nil))
      // A request refused for its size never reaches a route, so it uses up no scripted fault.
      let fault =
        isTooLarge
        ? nil
        : Self.takeFault(&storage.state.faults, method: method, path: path, query: queryItems)
      return (number, storage.epoch, storage.routes.routes, fault)
    }
    var outcome: Outcome
    var matched: RoutePattern?
    if isTooLarge {
      outcome = .response(
        .error(
          FakeHTTPError(
            .contentTooLarge,
            "request body of \(request.body.count) bytes is over the limit of \(maxBodyBytes) bytes"
          )))
    } else {
      var effect = fault
      while case .delayed(let duration, let then)? = effect {
        await pause(duration)
        effect = then
      }
      if case .delay(let duration)? = effect {
        await pause(duration)
        effect = nil
      }
      switch effect {
      case .status(let status)?:
        outcome = .response(.error(FakeHTTPError(status, "scripted fault: status \(status.code)")))
      case .dropConnection?:
        outcome = .dropped
      default:
        let (response, route) = await route(&request, routes: routes, path: path, query: queryItems)
        matched = route
        if effect == .malformedBody {
          outcome = .response(Self.malformed(response))
        } else {
          outcome = .response(response)
        }
      }
    }
    let satisfied = storage.withLock { storage -> [CheckedContinuation<Bool, Never>] in
      let index = number - 1
      guard storage.epoch == epoch, index < storage.state.log.count else { return [] }
      storage.state.log[index].route = matched
      storage.state.log[index].isComplete = true
      if case .response(let response) = outcome {
        storage.state.log[index].status = response.status
      }
      return Self.takeSatisfiedWaiters(&storage)
    }
    for continuation in satisfied { continuation.resume(returning: true) }
    return outcome
  }

  private func pause(_ duration: Duration) async {
    // A scripted latency: the one place that truly waits, on the core's (possibly virtual) clock.
    try? await clock.sleep(for: duration, tolerance: nil)
  }

  private static func malformed(_ response: FakeResponse) -> FakeResponse {
    var cut = response
    cut.body =
      response.body.isEmpty
      ? Data("{\"truncated\":".utf8) : response.body.prefix(response.body.count / 2)
    if cut.head.headerFields[.contentType] == nil {
      cut.head.headerFields[.contentType] = "application/json"
    }
    return cut
  }

  private static func takeFault(
    _ faults: inout [ScriptedFault], method: HTTPRequest.Method, path: String,
    query: [URLQueryItem]
  ) -> Fault? {
    let candidates =
      faults.indices.filter { faults[$0].pattern == nil }
      + faults.indices.filter { faults[$0].pattern != nil }
    for index in candidates {
      let scripted = faults[index]
      if scripted.remaining == 0 { continue }
      if let wanted = scripted.method, wanted != method { continue }
      if let pattern = scripted.pattern, pattern.match(path: path, queryItems: query) == nil {
        continue
      }
      if let remaining = scripted.remaining { faults[index].remaining = remaining - 1 }
      return scripted.fault
    }
    return nil
  }

  private func route(
    _ request: inout FakeRequest, routes: [FakeRoutes.Route], path: String, query: [URLQueryItem]
  ) async -> (FakeResponse, RoutePattern?) {
    var allowed: [HTTPRequest.Method] = []
    let segments = RoutePattern.segments(of: path)
    for route in routes.reversed() {
      guard let parameters = route.pattern.match(segments: segments, queryItems: query) else {
        continue
      }
      guard route.method == request.method else {
        if !allowed.contains(route.method) { allowed.append(route.method) }
        continue
      }
      request.parameters = parameters
      do {
        return (try await runHandler(route, request), route.pattern)
      } catch let error as FakeHTTPError {
        return (.error(error), route.pattern)
      } catch let timedOut as HandlerTimedOut {
        handlerFailed(timedOut.message)
        return (.error(FakeHTTPError(.gatewayTimeout, timedOut.message)), route.pattern)
      } catch {
        let message =
          "Route \(route.method.rawValue) \(route.pattern) threw an error for "
          + "\(request.method.rawValue) \(path): \(error)"
        handlerFailed(message)
        return (.error(FakeHTTPError(.internalServerError, message)), route.pattern)
      }
    }
    let described = "\(request.method.rawValue) \(path)"
    if !allowed.isEmpty {
      let names = allowed.map(\.rawValue).sorted()
      var fields = HTTPFields()
      fields[.allow] = names.joined(separator: ", ")
      return (
        .error(
          FakeHTTPError(
            .methodNotAllowed,
            "\(described) is not allowed; allowed: \(names.joined(separator: ", "))",
            headerFields: fields)), nil
      )
    }
    return (
      .error(FakeHTTPError(.notFound, Self.noRoute(described, path: path, routes: routes))), nil
    )
  }

  /// Runs a route's handler with a deadline: a handler that never returns cannot hang the request.
  ///
  /// The handler runs in its own task (so a hung one is abandoned, not awaited); it inherits the
  /// caller's task-locals, so a test's context still reaches it. The table's own handlers (REST
  /// resources, fixed responses) cannot hang: they run in the request's task, which spares a task
  /// and two thread hops a request.
  private func runHandler(_ route: FakeRoutes.Route, _ request: FakeRequest) async throws
    -> FakeResponse
  {
    let handler = route.handler
    guard let timeout = handlerTimeout, !route.answersAtOnce else {
      return try await handler(request, self)
    }
    let tasks = Locked<(work: Task<Void, Never>?, deadline: DeadlineWatch.Token?)>((nil, nil))
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<Result<FakeResponse, any Error>?, Never>) in
        let once = Locked(false)
        @Sendable func finish(_ result: Result<FakeResponse, any Error>?) {
          let isFirst = once.withLock { done -> Bool in
            defer { done = true }
            return !done
          }
          if isFirst { continuation.resume(returning: result) }
        }
        let work = requestTask {
          do {
            finish(.success(try await handler(request, self)))
          } catch {
            finish(.failure(error))
          }
        }
        // The handler's deadline, on the real clock; cancelled as soon as the handler answers.
        let deadline = DeadlineWatch.shared.schedule(after: timeout) {
          // The timeout claims the outcome first: a handler that answers its cancellation at
          // once must not win the race with that answer.
          finish(nil)
          work.cancel()
        }
        tasks.withLock { $0 = (work, deadline) }
      }
    } onCancel: {
      tasks.withLock { $0.work?.cancel() }
    }
    if let deadline = tasks.withLock({ $0.deadline }) { DeadlineWatch.shared.cancel(deadline) }
    switch outcome {
    case .some(.success(let response)): return response
    case .some(.failure(let error)): throw error
    case .none:
      throw HandlerTimedOut(
        message: "Route for \(request.method.rawValue) \(request.path) did not answer within "
          + "\(timeout.messageText); it was cancelled and abandoned")
    }
  }

  static func noRoute(_ described: String, path: String, routes: [FakeRoutes.Route]) -> String {
    guard !routes.isEmpty else { return "no route for \(described); no routes are defined" }
    var seen = Set<String>()
    let closest = routes.enumerated()
      .map {
        (
          offset: $0.offset, route: $0.element,
          distance: RoutePattern.distance(path, $0.element.pattern.pathText)
        )
      }
      .sorted { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
      .map { "\($0.route.method.rawValue) \($0.route.pattern)" }
      .filter { seen.insert($0).inserted }
      .prefix(3)
    return "no route for \(described); closest: \(closest.joined(separator: ", "))"
  }

  // MARK: Waiting

  private static func takeSatisfiedWaiters(_ storage: inout Storage)
    -> [CheckedContinuation<Bool, Never>]
  {
    guard !storage.waiters.isEmpty else { return [] }
    let log = storage.state.log
    let ready = storage.waiters.filter { $0.value.isSatisfied(log) }
    for id in ready.keys { storage.waiters[id] = nil }
    return ready.values.map(\.continuation)
  }

  /// Waits until `isSatisfied` holds for the log (checked after each completed request) or until
  /// `timeout` passes; returns whether it held. The timeout is a deadline, not a fixed wait.
  func waitForLog(
    timeout: Duration, _ isSatisfied: @escaping @Sendable ([LoggedRequest]) -> Bool
  ) async -> Bool {
    let id = storage.withLock { storage -> Int in
      storage.nextWaiter += 1
      return storage.nextWaiter
    }
    // The deadline of this wait, on the real clock.
    let deadline = DeadlineWatch.shared.schedule(after: timeout) { [storage] in
      let expired = storage.withLock { $0.waiters.removeValue(forKey: id) }
      expired?.continuation.resume(returning: false)
    }
    defer { DeadlineWatch.shared.cancel(deadline) }
    return await withCheckedContinuation { continuation in
      let holds = storage.withLock { storage -> Bool in
        if isSatisfied(storage.state.log) { return true }
        storage.waiters[id] = Waiter(isSatisfied: isSatisfied, continuation: continuation)
        return false
      }
      if holds { continuation.resume(returning: true) }
    }
  }

  struct HandlerTimedOut: Error {
    var message: String
  }

  // MARK: Issues

  private func handlerFailed(_ message: String) {
    if Self.isOwnTest(owner, TestContext.current) {
      reportTapwrightIssue(
        message, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    } else {
      storage.withLock { $0.unreportedIssues.append(message) }
    }
  }

  /// Whether code runs in the task of the test that created the core (where an issue lands right).
  static func isOwnTest(_ owner: TestContext?, _ current: TestContext?) -> Bool {
    switch (owner, current) {
    case (.swiftTesting(let owner?)?, .swiftTesting(let current?)?):
      return owner.test.id == current.test.id
    case (.xcTest?, .xcTest?):
      return Thread.isMainThread
    default:
      return false
    }
  }

  /// Reports, at the caller's line, handler errors that happened outside the test's own task.
  ///
  /// Errors in routes reached over URLSession or the loopback server happen on other tasks; they are
  /// kept until this call (or the test scope's end) reports them to the running test.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func reportHandlerErrors(
    at callSite: CallSite = #callSite
  ) {
    Self.reportHandlerErrors(
      in: storage, at: callSite)
  }

  private static func reportHandlerErrors(
    in storage: Locked<Storage>, at callSite: CallSite
  ) {
    let issues = storage.withLock { storage in
      defer { storage.unreportedIssues.removeAll() }
      return storage.unreportedIssues
    }
    for issue in issues {
      reportTapwrightIssue(
        issue, fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
        column: callSite.column)
    }
  }
}
