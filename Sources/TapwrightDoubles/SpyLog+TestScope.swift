import TapwrightSupportCore

extension SpyMethod {
  /// Adds the expectation's check to the current test's scope, if there is one.
  ///
  /// Without a scope the expectation waits for the spy's `verify()`.
  func registerWithTestScope(expectation id: Int, location: SourceLocation) {
    guard let scope = TestScope.current else { return }
    let log = self.log
    scope.addEndOfTestCheck(
      "\(log.spyName).\(name) expectation",
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    ) { [self] in
      withExtendedLifetime(self) { log.verify(expectation: id) }
    }
  }
}
