import Foundation
import HTTPTypes
import TapwrightFakeServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct Message: Codable, Equatable, Sendable {
  var id: Int?
  var text: String
  var author: String?
}

enum ChatAPI {
  /// The API a suite defines once; each test copies it into its own core.
  static let routes = FakeRoutes { routes in
    routes.resource("/messages")
    routes.resource("/users")
    routes.on(.get, "/health", respond: .text("ok"))
    routes.on(.get, "/search?q=:term") { request in
      try .json(["term": request.parameters["term"] ?? ""])
    }
  }

  static let fixtures = ResourceStore { store in
    store.create("/users", ["name": "Ada"])
    store.create("/users", ["name": "Grace"])
  }
}

/// Sends one request through URLSession and returns the body and response, or the error.
func load(
  _ session: URLSession, _ method: String, _ url: URL, json: JSON? = nil
) async throws -> (Data, HTTPURLResponse) {
  var request = URLRequest(url: url)
  request.httpMethod = method
  request.timeoutInterval = 10
  if let json {
    request.httpBody = try json.data()
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
  }
  let (data, response) = try await session.data(for: request)
  guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
  return (data, http)
}

#if canImport(Testing)
  import Testing

  /// The text of an issue recorded through IssueReporting: its comments, joined by newlines.
  func message(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
  }
#endif
