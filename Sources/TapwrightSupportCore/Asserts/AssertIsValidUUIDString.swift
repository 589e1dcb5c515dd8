import Foundation

/// Checks that a string is a UUID in its canonical 8-4-4-4-12 hexadecimal form, and returns it.
///
/// Reports `"abc" is not a valid UUID string.` (or, with a name,
/// `'id' is not a valid UUID string: "abc".`) at the caller's line.
///
/// - Parameters:
///   - string: The string under test.
///   - name: How the message names the string, e.g. the expression the caller wrote.
///   - callSite: Where the caller wrote the call.
/// - Returns: The UUID, or nil when the string is not one.
@discardableResult
public func assertIsValidUUIDString(
  _ string: String,
  name: String? = nil,
  at callSite: CallSite = #callSite
) -> UUID? {
  let recorder = FailureRecorder(at: callSite)
  let hexDigits = Set("0123456789abcdefABCDEF")
  let groups = string.split(separator: "-", omittingEmptySubsequences: false)
  let isCanonical =
    groups.map(\.count) == [8, 4, 4, 4, 12]
    && groups.allSatisfy { $0.allSatisfy(hexDigits.contains) }
  guard isCanonical, let uuid = UUID(uuidString: string) else {
    let quoted = String(reflecting: string)
    if let name {
      recorder.record("'\(name)' is not a valid UUID string: \(quoted).")
    } else {
      recorder.record("\(quoted) is not a valid UUID string.")
    }
    return nil
  }
  return uuid
}
