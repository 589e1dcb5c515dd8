/// A framework target of the project, in a synchronized folder (Xcode 16).
public struct Greeter {
  public init() {}

  public func greeting(for name: String) -> String { "Hello, \(name)!" }
}
