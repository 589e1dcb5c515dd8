/// Whether a spy reports calls that have no stub.
public enum SpyStrictness: Sendable, Equatable {
  /// Calls without a stub return the result type's default quietly (see ``SpyDefaultable``).
  case relaxed
  /// Calls with neither a stub nor an expectation allowing them report an issue showing the call,
  /// then return the default.
  case strict
}
