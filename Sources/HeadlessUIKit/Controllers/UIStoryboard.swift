#if !canImport(UIKit)
  import Foundation

  /// A storyboard: a file of scenes, each a controller with its views, and the segues between
  /// them.
  ///
  /// HeadlessUIKit does not read storyboard files yet: instantiating a controller reports an
  /// issue naming the storyboard and returns `nil`, or a plain `UIViewController` where UIKit's
  /// signature returns one. Build such screens in code, or see the source-port work on
  /// storyboards and nibs.
  @preconcurrency @MainActor
  open class UIStoryboard: NSObject {
    /// The storyboard's file name, without extension.
    let name: String

    /// Names a storyboard in a bundle.
    ///
    /// - Parameters:
    ///   - name: The file name, without `.storyboard`.
    ///   - storyboardBundleOrNil: The bundle, or `nil` for the main bundle.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
      self.name = name
      super.init()
    }

    /// The storyboard's initial controller; reports that HeadlessUIKit cannot load it yet.
    ///
    /// - Returns: `nil`.
    open func instantiateInitialViewController() -> UIViewController? {
      reportUnsupported("its initial view controller")
      return nil
    }

    /// The storyboard's initial controller made by `creator`; reports that HeadlessUIKit cannot
    /// load it yet.
    ///
    /// - Parameter block: Would make the controller from a coder.
    /// - Returns: `nil`.
    open func instantiateInitialViewController<ViewController: UIViewController>(
      creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
      reportUnsupported("its initial view controller")
      return nil
    }

    /// The controller with a storyboard identifier; reports that HeadlessUIKit cannot load it
    /// yet and returns a plain controller.
    ///
    /// - Parameter identifier: The storyboard identifier.
    /// - Returns: A plain `UIViewController`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
      reportUnsupported("the view controller '\(identifier)'")
      return UIViewController()
    }

    private func reportUnsupported(_ what: String) {
      reportUIKitException(
        "HeadlessUIKit cannot load the storyboard '\(name)' (asked for \(what)): storyboards are "
          + "not read yet; build the screen in code.")
    }
  }
#endif
