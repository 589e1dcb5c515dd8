import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor
@Suite("Trait collections")
struct TraitsSpec {
  @Test("A view in a window has an iPhone's traits: compact width, light, large text, scale 3")
  func defaults() {
    let window = UIWindow()
    let view = UIView()
    window.addSubview(view)
    let traits = view.traitCollection
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.userInterfaceStyle == .light)
    #expect(traits.preferredContentSizeCategory == .large)
    #expect(traits.userInterfaceIdiom == .phone)
    #expect(traits.displayScale == 3)
  }

  @Test("overrideUserInterfaceStyle applies to a view's subviews and to a controller's children")
  func overrides() {
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    container.overrideUserInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .dark)

    let parent = UIViewController()
    let inner = UIViewController()
    parent.addChild(inner)
    parent.overrideUserInterfaceStyle = .dark
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    inner.overrideUserInterfaceStyle = .light
    #expect(inner.traitCollection.userInterfaceStyle == .light)
  }

  @Test("Combining traits keeps each specified trait of the later collections")
  func combining() {
    let combined = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge),
      UITraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(combined.userInterfaceStyle == .dark)
    #expect(combined.preferredContentSizeCategory == .extraExtraExtraLarge)
    #expect(combined.horizontalSizeClass == .regular)
    #expect(combined.verticalSizeClass == .unspecified)
    #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
  }

  @Test("Text sizes are ordered, and the accessibility sizes are known")
  func contentSizes() {
    #expect(UIContentSizeCategory.small < .large)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }
}

#if !canImport(UIKit)
  import HeadlessUIKit
  import Testing

  @Suite("Trait mutations (iOS 17)")
  struct TraitMutationsSpec {
    @Test("init(mutations:) sets the traits it names; the rest stay unspecified")
    func mutations() {
      let traits = UITraitCollection { traits in
        traits.userInterfaceStyle = .dark
        traits.horizontalSizeClass = .compact
        traits.forceTouchCapability = .unavailable
      }
      #expect(traits.forceTouchCapability == .unavailable)
      #expect(traits.userInterfaceStyle == .dark)
      #expect(traits.horizontalSizeClass == .compact)
      #expect(traits.verticalSizeClass == .unspecified)
      #expect(traits.displayScale == 0)
    }

    @Test("modifyingTraits(_:) copies and changes")
    func modifying() {
      let base = UITraitCollection(traitsFrom: [
        UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceStyle: .light),
      ])
      let dark = base.modifyingTraits { $0.userInterfaceStyle = .dark }
      #expect(dark.userInterfaceStyle == .dark)
      #expect(dark.displayScale == 3)
      #expect(base.userInterfaceStyle == .light)
    }
  }
#endif

#if !canImport(UIKit)
  import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("The keyboard layout guide")
  struct KeyboardLayoutGuideSpec {
    @Test(
      "with no keyboard, the guide spans the bottom safe-area inset; a field pinned to it sits above"
    )
    func hiddenKeyboard() {
      let controller = UIViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let field = UITextField()
      field.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
        field.bottomAnchor.constraint(
          equalTo: controller.view.keyboardLayoutGuide.topAnchor, constant: -8),
        field.heightAnchor.constraint(equalToConstant: 40),
      ])
      window.layoutIfNeeded()
      let guide = controller.view.keyboardLayoutGuide.layoutFrame
      let bottomInset = controller.view.safeAreaInsets.bottom
      #expect(guide == CGRect(x: 0, y: 844 - bottomInset, width: 390, height: bottomInset))
      #expect(field.frame.maxY == 844 - bottomInset - 8)
      controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
      window.layoutIfNeeded()
      #expect(controller.view.keyboardLayoutGuide.layoutFrame.height == 0)
      #expect(controller.view.keyboardLayoutGuide === controller.view.keyboardLayoutGuide)
    }
  }
#endif
