/// One recorded call on a spy, kept in call order across all of the spy's members.
public struct SpyInvocation: Sendable, Hashable, CustomStringConvertible {
  /// The member that was called, as Swift names it: `fetch(id:)`, `title.get`, `title.set`.
  public let member: String
  /// The call with its arguments, as shown in failure messages: `fetch(id: 3)`.
  public let description: String

  /// Creates an invocation record.
  ///
  /// - Parameters:
  ///   - member: The member's Swift name, such as `fetch(id:)`.
  ///   - description: The call with its arguments, such as `fetch(id: 3)`.
  public init(member: String, description: String) {
    self.member = member
    self.description = description
  }
}
