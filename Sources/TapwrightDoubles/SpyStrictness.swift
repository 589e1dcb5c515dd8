/// Whether a spy reports calls that have no stub.
public enum SpyStrictness: Sendable, Equatable {
  /// Calls without a stub return the result type's default quietly (see ``SpyDefaultable``).
  case relaxed
  /// Calls without a stub report an issue showing the call, then return the default.
  case strict
}
