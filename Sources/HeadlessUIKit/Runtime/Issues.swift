#if !canImport(UIKit)
  import IssueReporting
  import TapwrightReporting

  /// Reports what UIKit raises as an exception, with UIKit's wording, as a test issue.
  ///
  /// The caller then ignores the offending call, so the test process never dies.
  func reportUIKitException(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    reportTapwrightIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// UIKit's description of an object: `<Module.Type: 0xADDRESS>`.
  func uikitDescription(_ object: AnyObject) -> String {
    let address = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(object)))
    return "<\(String(reflecting: type(of: object))): 0x\(String(address, radix: 16))>"
  }
#endif
