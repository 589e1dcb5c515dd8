import TapwrightSupportCore

extension SpyMethod {
  /// Adds the expectation's check to the current test's scope, if there is one.
  ///
  /// Without a scope the expectation waits for the spy's `verify()`.
  func registerWithTestScope(expectation id: Int, location: CallSite) {
    guard let scope = TestScope.current else { return }
    let log = self.log
    scope.addSynchronousEndOfTestCheck(
      "\(log.spyName).\(name) expectation",
      at: location
    ) { [self] in
      withExtendedLifetime(self) { log.verify(expectation: id) }
    }
  }
}
