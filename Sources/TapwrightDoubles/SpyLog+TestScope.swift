extension SpyMethod {
  /// Adds the expectation's check to the current test's scope, if there is one.
  func registerWithTestScope(expectation id: Int, location: SourceLocation) {
    _ = id
    _ = location
  }
}
