import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor
@Suite("Navigation bar appearance")
struct NavigationBarAppearanceSpec {
  @Test("An opaque appearance with title attributes, set on one bar and on one item")
  func appearances() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .white
    appearance.titleTextAttributes = [
      NSAttributedString.Key(rawValue: "NSFont"): UIFont.systemFont(ofSize: 20)
    ]
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    navigation.topViewController?.navigationItem.compactAppearance = appearance

    #expect(navigation.navigationBar.standardAppearance.backgroundColor == .white)
    // Each keeps a copy (UIKit's `copy` properties): the same look, another object.
    #expect(navigation.navigationBar.scrollEdgeAppearance !== appearance)
    #expect(navigation.navigationBar.scrollEdgeAppearance?.backgroundColor == .white)
    #expect(navigation.navigationBar.standardAppearance.titleTextAttributes.count == 1)
    #expect(navigation.topViewController?.navigationItem.compactAppearance !== appearance)
    #expect(
      navigation.topViewController?.navigationItem.compactAppearance?.titleTextAttributes.count
        == 1)
  }

  @Test("A transparent appearance has a clear background and no shadow; a copy is independent")
  func transparentAndCopies() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithTransparentBackground()
    #expect(appearance.shadowColor == nil)
    #expect(appearance.backgroundColor == UIColor(white: 0, alpha: 0))
    let copy = UINavigationBarAppearance(barAppearance: appearance)
    copy.backgroundColor = .red
    #expect(appearance.backgroundColor == UIColor(white: 0, alpha: 0))
  }
}

#if !canImport(UIKit)
  /// The appearance proxy is process-wide, as UIKit's: these checks run one after another.
  @MainActor
  @Suite("Navigation bar appearance proxy", .serialized)
  struct NavigationBarAppearanceProxySpec {
    @Test(
      "Settings made on appearance() apply to every bar made afterwards, not to the proxy's past")
    func proxy() {
      let before = UINavigationBar(frame: .zero)
      UINavigationBar.appearance().barTintColor = .blue
      UINavigationBar.appearance().titleTextAttributes = [
        NSAttributedString.Key(rawValue: "NSKern"): 2
      ]
      defer {
        UINavigationBar.appearance().barTintColor = nil
        UINavigationBar.appearance().titleTextAttributes = nil
      }
      let after = UINavigationController(rootViewController: UIViewController()).navigationBar
      #expect(after.barTintColor == .blue)
      #expect(after.titleTextAttributes?.count == 1)
      #expect(before.barTintColor == nil)
    }
  }
#endif
