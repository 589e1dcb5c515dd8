import Foundation
import HTTPTypes

/// An error a route throws to answer with a client-error status and a message (no issue is reported).
///
/// Any other error a handler throws becomes a 500 response and an issue reported to the test.
public struct FakeHTTPError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The response status, e.g. `.badRequest`.
  public var status: HTTPResponse.Status
  /// The message put in the response's `error` member.
  public var message: String
  /// Extra response header fields, e.g. `Allow` on a 405.
  public var headerFields: HTTPFields

  /// Creates an error that answers with `status` and `message`.
  /// - Parameters:
  ///   - status: The response status.
  ///   - message: The message put in the JSON body's `error` member.
  ///   - headerFields: Extra response header fields.
  public init(_ status: HTTPResponse.Status, _ message: String, headerFields: HTTPFields = [:]) {
    self.status = status
    self.message = message
    self.headerFields = headerFields
  }

  /// The status code and message, e.g. `404 Not Found: no route for GET /x`.
  public var description: String {
    "\(status.code) \(status.reasonPhrase): \(message)"
  }

  /// A 400 for a body that is not valid JSON, naming the parser's complaint.
  /// - Parameter error: The decoding error.
  public static func malformedJSON(_ error: any Error) -> FakeHTTPError {
    FakeHTTPError(.badRequest, "malformed JSON: \(describe(error))")
  }

  /// A 404 for a missing resource.
  /// - Parameter what: What is missing, e.g. `/users/7`.
  public static func notFound(_ what: String) -> FakeHTTPError {
    FakeHTTPError(.notFound, "no resource at \(what)")
  }

  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return describe(context)
    case DecodingError.keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)'" + location(context)
    case DecodingError.typeMismatch(let type, let context):
      return "expected \(type)" + location(context) + ": " + context.debugDescription
    case DecodingError.valueNotFound(let type, let context):
      return "expected \(type) but found null" + location(context)
    default:
      return String(describing: error)
    }
  }

  private static func describe(_ context: DecodingError.Context) -> String {
    var text = context.debugDescription
    if let underlying = context.underlyingError {
      let detail = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      text += " (" + (detail ?? String(describing: underlying)) + ")"
    }
    return text + location(context)
  }

  private static func location(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return path.isEmpty ? "" : " at " + path.joined(separator: ".")
  }
}
