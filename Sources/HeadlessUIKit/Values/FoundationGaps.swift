#if !canImport(UIKit)
  import Foundation

  // What UIKit code gets from the Objective-C runtime on Apple platforms and Linux's Foundation
  // lacks. UIKit re-exports Foundation and the ObjectiveC module, so apps use these freely.

  extension NSAttributedString {
    /// An empty attributed string, as `NSAttributedString()` (`NSObject`'s `init()`) makes on
    /// Apple platforms; Linux's Foundation has no argument-less initialiser, and an extension
    /// cannot add `init()` because it would override `NSObject`'s. Subclasses (such as
    /// `NSMutableAttributedString`) inherit it, so `NSMutableAttributedString()` works too.
    ///
    /// - Parameter headlessEmpty: Never passed; it only distinguishes this from `NSObject.init()`.
    public convenience init(_headlessEmpty: Void = ()) {
      self.init(string: "")
    }
  }

  #if !canImport(ObjectiveC)
    /// Runs `body` in an autorelease pool, as the ObjectiveC module's `autoreleasepool(invoking:)`;
    /// Swift on Linux releases objects without pools, so this just runs `body`.
    ///
    /// - Parameter body: The work.
    /// - Returns: What `body` returns.
    public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
      try body()
    }
  #endif
#endif
