import Foundation
import HTTPTypes

/// A route handler: answers a request, with the core at hand for its store.
public typealias FakeHandler = @Sendable (FakeRequest, FakeServer) async throws -> FakeResponse

/// A table of routes, a value that many cores can share (define a suite's API once, copy per test).
///
/// When several routes match, the one added last wins, so a test can override a shared route.
public struct FakeRoutes: Sendable {
  struct Route: Sendable {
    var method: HTTPRequest.Method
    var pattern: RoutePattern
    var handler: FakeHandler
    /// Whether the handler is one of the table's own, which answer from the store or a fixed
    /// response without suspending: it runs without the deadline a handler written by the user gets.
    var answersAtOnce = false
  }

  var routes: [Route] = []

  /// Creates an empty table.
  public init() {}

  /// Creates a table and lets `build` add its routes.
  /// - Parameter build: Adds routes to the new table.
  public init(_ build: (inout FakeRoutes) -> Void) {
    build(&self)
  }

  /// Adds a route for `method` and `pattern` whose handler also gets the core.
  /// - Parameters:
  ///   - method: The HTTP method the route answers.
  ///   - pattern: The path pattern, e.g. `/users/:id`.
  ///   - handler: Answers a matching request.
  public mutating func on(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern, handler: @escaping FakeHandler
  ) {
    routes.append(Route(method: method, pattern: pattern, handler: handler))
  }

  /// Adds a route for `method` and `pattern`.
  /// - Parameters:
  ///   - method: The HTTP method the route answers.
  ///   - pattern: The path pattern, e.g. `/users/:id`.
  ///   - handler: Answers a matching request.
  public mutating func on(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern,
    handler: @escaping @Sendable (FakeRequest) async throws -> FakeResponse
  ) {
    on(method, pattern) { request, _ in try await handler(request) }
  }

  /// Adds a route whose handler gets the body decoded as `Body`; a malformed body gets 400.
  /// - Parameters:
  ///   - method: The HTTP method the route answers.
  ///   - pattern: The path pattern.
  ///   - body: The type the JSON body decodes to.
  ///   - handler: Answers with the decoded body, the request and the core.
  public mutating func on<Body: Decodable & Sendable>(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern, body: Body.Type,
    handler: @escaping @Sendable (Body, FakeRequest, FakeServer) async throws -> FakeResponse
  ) {
    on(method, pattern) { request, server in
      try await handler(try request.decode(Body.self), request, server)
    }
  }

  /// Adds a route that always answers with `response`.
  /// - Parameters:
  ///   - method: The HTTP method the route answers.
  ///   - pattern: The path pattern.
  ///   - response: The response to give.
  public mutating func on(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern, respond response: FakeResponse
  ) {
    routes.append(
      Route(method: method, pattern: pattern, handler: { _, _ in response }, answersAtOnce: true))
  }

  /// Adds one of the table's own routes: its handler answers without suspending.
  private mutating func own(
    _ method: HTTPRequest.Method, _ pattern: RoutePattern,
    _ handler: @escaping @Sendable (FakeRequest, FakeServer) throws -> FakeResponse
  ) {
    routes.append(Route(method: method, pattern: pattern, handler: handler, answersAtOnce: true))
  }

  /// Adds REST routes over the store collection at `collection` in one line.
  ///
  /// `GET` lists (query items filter by member), `POST` creates with an id (201), and on
  /// `collection/:id`: `GET` reads, `PUT` replaces or creates, `PATCH` merges, `DELETE` removes.
  /// A collection path may hold parameters (`/users/:userId/posts`): each parent gets its own list.
  /// - Parameter collection: The collection's path, e.g. `/messages`.
  public mutating func resource(_ collection: String) {
    // The six routes depend on the path alone: made once a path, since most suites build their
    // server's routes in every test.
    if let made = Self.madeResources.withLock({ $0[collection] }) {
      routes.append(contentsOf: made)
      return
    }
    var table = FakeRoutes()
    table.makeResource(collection)
    let made = table.routes
    Self.madeResources.withLock { cache in
      if cache.count < 1_000 { cache[collection] = made }  // a bound for generated paths
    }
    routes.append(contentsOf: made)
  }

  /// The routes `resource(_:)` made, by collection path.
  private static let madeResources = Locked<[String: [Route]]>([:])

  private mutating func makeResource(_ collection: String) {
    let base = "/" + RoutePattern.pathSegments(collection).joined(separator: "/")
    let item = RoutePattern(base + "/:id")
    let baseSegments = RoutePattern.pathSegments(base)
    let isConstant = !baseSegments.contains { $0.hasPrefix(":") }
    @Sendable func name(_ request: FakeRequest) -> String {
      guard !isConstant else { return base }
      return "/"
        + baseSegments.map { segment in
          segment.hasPrefix(":")
            ? request.parameters[String(segment.dropFirst())] ?? segment : segment
        }.joined(separator: "/")
    }
    own(.get, RoutePattern(base)) { request, server in
      let filters = request.queryItems
      let items = server.store.list(name(request)).filter { item in
        filters.allSatisfy { filter in
          item[filter.name].map { $0.queryText == filter.value } ?? false
        }
      }
      return try .json(JSON.array(items))
    }
    own(.post, RoutePattern(base)) { request, server in
      let body = try request.json()
      guard body.objectValue != nil else {
        throw FakeHTTPError(.badRequest, "expected a JSON object, got \(body)")
      }
      let created = server.updateStore { $0.create(name(request), body) }
      var response = try FakeResponse.json(created, status: .created)
      if let id = created["id"] {
        response.head.headerFields[.location] = name(request) + "/" + id.queryText
      }
      return response
    }
    own(.get, item) { request, server in
      let id = request.parameters["id"] ?? ""
      guard let found = server.store.get(name(request), id: id) else {
        throw FakeHTTPError.notFound(name(request) + "/" + id)
      }
      return try .json(found)
    }
    own(.put, item) { request, server in
      let id = request.parameters["id"] ?? ""
      let body = try request.json()
      guard body.objectValue != nil else {
        throw FakeHTTPError(.badRequest, "expected a JSON object, got \(body)")
      }
      let (stored, created) = server.updateStore { $0.replace(name(request), id: id, with: body) }
      return try .json(stored, status: created ? .created : .ok)
    }
    own(.patch, item) { request, server in
      let id = request.parameters["id"] ?? ""
      let patch = try request.json()
      guard let merged = server.updateStore({ $0.merge(name(request), id: id, patch: patch) })
      else {
        throw FakeHTTPError.notFound(name(request) + "/" + id)
      }
      return try .json(merged)
    }
    own(.delete, item) { request, server in
      let id = request.parameters["id"] ?? ""
      guard server.updateStore({ $0.delete(name(request), id: id) }) != nil else {
        throw FakeHTTPError.notFound(name(request) + "/" + id)
      }
      return .noContent
    }
  }
}

extension JSON {
  /// The value as a query or path would spell it: strings bare, numbers plain, others as JSON.
  var queryText: String {
    switch self {
    case .string(let text): return text
    case .integer(let number): return String(number)
    case .bool(let flag): return String(flag)
    default: return description
    }
  }
}
