import Foundation
import HTTPTypes

/// A scripted misbehaviour: what the core does instead of (or before) answering normally.
public enum Fault: Sendable, Equatable, CustomStringConvertible {
  /// Answers with `status` and a JSON error body, without calling the route.
  case status(HTTPResponse.Status)
  /// Waits `duration` on the core's clock, then answers normally (virtual with a test clock).
  case delay(Duration)
  /// Drops the connection: the client sees a transport error, not a response.
  case dropConnection
  /// Calls the route but cuts its body short, so a JSON body no longer parses.
  case malformedBody
  /// Waits `duration` on the core's clock, then applies the other fault.
  indirect case delayed(Duration, Fault)

  /// A short description, e.g. `status 503` or `delay 2.0 seconds then drop connection`.
  public var description: String {
    switch self {
    case .status(let status): return "status \(status.code)"
    case .delay(let duration): return "delay \(duration)"
    case .dropConnection: return "drop connection"
    case .malformedBody: return "malformed body"
    case .delayed(let duration, let then): return "delay \(duration) then \(then)"
    }
  }
}

/// The error the in-process transport throws when a ``Fault/dropConnection`` fault fires.
public struct ConnectionDropped: Error, Sendable, Equatable, CustomStringConvertible {
  /// The request whose connection was dropped, e.g. `GET /users/1`.
  public var request: String

  /// Creates the error for `request`.
  /// - Parameter request: The request, e.g. `GET /users/1`.
  public init(request: String) {
    self.request = request
  }

  /// The message, e.g. `fake server dropped the connection for GET /users/1`.
  public var description: String { "fake server dropped the connection for \(request)" }
}

struct ScriptedFault: Sendable {
  var method: HTTPRequest.Method?
  var pattern: RoutePattern?
  var fault: Fault
  var remaining: Int?
}
