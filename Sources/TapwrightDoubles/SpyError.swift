/// The error a throwing spy member throws when it has no stub and its result type no default.
public struct SpyError: Error, Hashable, CustomStringConvertible {
  /// The call that had no stub, with its arguments: `load(id: 3)`.
  public let call: String

  /// Creates the error for a call.
  ///
  /// - Parameter call: The call that had no stub, with its arguments.
  public init(call: String) {
    self.call = call
  }

  /// A sentence naming the call.
  public var description: String {
    "No stub for \(call)"
  }
}
