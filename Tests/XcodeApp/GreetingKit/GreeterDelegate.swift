import Foundation

/// Told about greetings: an Objective-C delegate protocol whose requirements are optional, as
/// UIKit-era libraries write them.
@objc public protocol GreeterDelegate: AnyObject {
  @objc optional func greeterWillGreet(_ name: String)
  @objc optional func punctuation(for name: String) -> String
}

/// Greets through a delegate that may implement any of its requirements, or none.
public final class DelegatingGreeter: NSObject {
  public weak var delegate: GreeterDelegate?

  public func greet(_ name: String) -> String {
    delegate?.greeterWillGreet?(name)
    return "Hello, \(name)" + (delegate?.punctuation?(for: name) ?? "!")
  }
}
