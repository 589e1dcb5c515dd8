import TapwrightReporting

/// Reports `message` at `callSite` through the package's one reporting path.
package func reportTapwrightIssue(_ message: String, at callSite: CallSite) {
  reportTapwrightIssue(
    message, fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
    column: callSite.column)
}

/// Reports a caught `error` at `callSite` through the package's one reporting path.
package func reportTapwrightIssue(_ error: any Error, _ message: String?, at callSite: CallSite) {
  reportTapwrightIssue(
    error, message, fileID: callSite.fileID, filePath: callSite.filePath, line: callSite.line,
    column: callSite.column)
}
