#if !canImport(UIKit)
  import Foundation

  /// A type whose instances can contain views an appearance proxy is scoped to, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIAppearanceContainer: AnyObject {}

  extension UIView: UIAppearanceContainer {}
  extension UIViewController: UIAppearanceContainer {}

  /// Appearance proxies: one per class, made when first asked for.
  ///
  /// Navigation and tab bars (exactly those classes) apply what is set on their proxies to bars
  /// made afterwards (see `UINavigationBar.appearance()`). Every other proxy is an instance of
  /// its class that keeps what is set on it, without applying it to other instances: appearance
  /// is how a view looks, which behaviour tests do not assert, and without Objective-C's
  /// forwarding a proxy cannot record which setters were called.
  @MainActor
  enum AppearanceProxies {
    static var proxies: [ObjectIdentifier: AnyObject] = [:]

    static func proxy<T: AnyObject>(of type: T.Type, make: () -> T?) -> T {
      if let proxy = proxies[ObjectIdentifier(type)] as? T { return proxy }
      guard let proxy = make() else {
        fatalError("\(T.self).appearance(): HeadlessUIKit could not make the class's proxy")
      }
      proxies[ObjectIdentifier(type)] = proxy
      return proxy
    }
  }

  extension UIView {
    /// The appearance proxy of the class: settings for its instances (see
    /// `AppearanceProxies`; navigation and tab bars apply theirs).
    ///
    /// - Returns: The class's proxy, an instance of it made with `init(coder:)` (as Interface
    ///   Builder makes views), that keeps what is set on it.
    public class func appearance() -> Self {
      if self == UINavigationBar.self, let bar = NavigationBarAppearanceProxy.shared.proxy as? Self
      {
        return bar
      }
      if self == UITabBar.self, let bar = TabBarAppearanceProxy.shared.proxy as? Self {
        return bar
      }
      return AppearanceProxies.proxy(of: self) { self.init(coder: IBCoder(element: nil)) }
    }

    /// The class's appearance proxy for views inside instances of the container classes: the
    /// class's one proxy here (containment is not modelled).
    ///
    /// - Parameter containerTypes: The classes of the containers, innermost first.
    /// - Returns: The class's proxy.
    public class func appearance(
      whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
      appearance()
    }

    /// The class's appearance proxy for a trait collection: the class's one proxy here.
    ///
    /// - Parameter trait: The traits.
    /// - Returns: The class's proxy.
    public class func appearance(for trait: UITraitCollection) -> Self {
      appearance()
    }
  }

  extension UIBarItem {
    /// The appearance proxy of the class: an instance of it that keeps what is set on it (see
    /// `AppearanceProxies`).
    ///
    /// - Returns: The class's proxy.
    public class func appearance() -> Self {
      AppearanceProxies.proxy(of: self) { self.init(coder: IBCoder(element: nil)) }
    }

    /// The class's appearance proxy inside instances of the container classes: its one proxy.
    ///
    /// - Parameter containerTypes: The classes of the containers, innermost first.
    /// - Returns: The class's proxy.
    public class func appearance(
      whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
      appearance()
    }
  }
#endif
