import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A view that counts its layout passes.
@MainActor
final class CountingView: UIView {
  var layoutCount = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
  }
}

/// A controller that counts its layout callbacks.
@MainActor
final class CountingController: UIViewController {
  var willLayoutCount = 0
  var didLayoutCount = 0
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    willLayoutCount += 1
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    didLayoutCount += 1
  }
}

/// A 390 × 844 container (an iPhone screen) with `view` added, not translating its mask.
@MainActor
private func container(with views: UIView...) -> UIView {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  for view in views {
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
  }
  return container
}

@MainActor
@Suite("Auto Layout: frames as UIKit gives them")
struct AutoLayoutSpec {
  @Test("Edges pinned with constants")
  func pinnedEdges() {
    let child = UIView()
    let parent = container(with: child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 30),
      child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -40),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 30, width: 350, height: 774))
  }

  @Test("A fixed-size view centred in its superview")
  func centred() {
    let child = UIView()
    let parent = container(with: child)
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 145, y: 397, width: 100, height: 50))
  }

  @Test("Half the superview's width; height from an aspect ratio")
  func multipliers() {
    let child = UIView()
    let parent = container(with: child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.4),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 195, height: 78))
  }

  @Test("A view pinned to the safe area of a controller's view in a window")
  func safeArea() {
    let controller = UIViewController()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(child)
    let guide = controller.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.view.layoutIfNeeded()
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(child.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    window.isHidden = true
  }

  @Test("Under a navigation bar the safe area starts 44 points lower")
  func safeAreaUnderNavigationBar() {
    let controller = UIViewController()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      child.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    controller.view.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets.top == 91)
    #expect(child.frame == CGRect(x: 16, y: 91, width: 358, height: 10))
    window.isHidden = true
  }

  @Test("A label and a button sized by their content, placed by leading and top only")
  func intrinsicSizes() {
    let label = UILabel()
    label.text = "Hello"
    let button = UIButton(type: .system)
    button.setTitle("Tap", for: .normal)
    let parent = container(with: label, button)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
      button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      button.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
    ])
    parent.layoutIfNeeded()
    // HeadlessUIKit's text metric: 8.5 points per character at 17 points, lines 21 points high.
    #expect(label.frame == CGRect(x: 16, y: 20, width: 43, height: 21))
    #expect(button.frame == CGRect(x: 67, y: 20, width: 23, height: 30))
  }

  @Test("In a row of two labels, the one that hugs less stretches")
  func hugging() {
    let name = UILabel()
    name.text = "Name"
    let value = UILabel()
    value.text = "Value"
    let parent = container(with: name, value)
    name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor),
      value.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      name.topAnchor.constraint(equalTo: parent.topAnchor),
      value.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(name.frame == CGRect(x: 0, y: 0, width: 34, height: 21))
    #expect(value.frame == CGRect(x: 34, y: 0, width: 356, height: 21))
  }

  @Test("A too-long label with lower compression resistance is the one compressed")
  func compression() {
    let title = UILabel()
    title.text = "Hello"
    let detail = UILabel()
    detail.text = "A rather long detail text"
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    for label in [title, detail] {
      label.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(label)
    }
    detail.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      detail.leadingAnchor.constraint(equalTo: title.trailingAnchor),
      detail.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor),
      title.topAnchor.constraint(equalTo: row.topAnchor),
      detail.topAnchor.constraint(equalTo: row.topAnchor),
    ])
    row.layoutIfNeeded()
    #expect(title.frame.width == 43)
    #expect(detail.frame == CGRect(x: 43, y: 0, width: 157, height: 21))
  }

  @Test("A preferred width at 750 loses to a required maximum")
  func priorities() {
    let child = UIView()
    let parent = container(with: child)
    let preferred = child.widthAnchor.constraint(equalToConstant: 300)
    preferred.priority = .defaultHigh
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
      preferred,
      child.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame.width == 200)
  }

  @Test("Changing a constant moves the view at the next layout, not before")
  func constantChange() {
    let child = UIView()
    let parent = container(with: child)
    let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top,
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 10, width: 50, height: 50))
    top.constant = 100
    #expect(child.frame.minY == 10)
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 100, width: 50, height: 50))
  }

  @Test("Deactivating one constraint and activating another")
  func deactivate() {
    let child = UIView()
    let parent = container(with: child)
    let narrow = child.widthAnchor.constraint(equalToConstant: 50)
    let wide = child.widthAnchor.constraint(equalTo: parent.widthAnchor)
    NSLayoutConstraint.activate([
      narrow,
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame.width == 50)
    NSLayoutConstraint.deactivate([narrow])
    wide.isActive = true
    parent.layoutIfNeeded()
    #expect(child.frame.width == 390)
    #expect(!narrow.isActive)
    #expect(parent.constraints.contains(wide))
    #expect(!parent.constraints.contains(narrow))
  }

  @Test("A vertical stack view fills its width; its height comes from its content")
  func verticalStack() {
    let first = UILabel()
    first.text = "First"
    let second = UILabel()
    second.text = "Second"
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 8
    let parent = container(with: stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: parent.topAnchor, constant: 100),
    ])
    parent.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 16, y: 100, width: 358, height: 50))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 358, height: 21))
    #expect(second.frame == CGRect(x: 0, y: 29, width: 358, height: 21))
  }

  @Test("A horizontal stack view filling equally, with spacing")
  func fillEqually() {
    let left = UIView()
    let right = UIView()
    let stack = UIStackView(arrangedSubviews: [left, right])
    stack.distribution = .fillEqually
    stack.spacing = 20
    let parent = container(with: stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      stack.topAnchor.constraint(equalTo: parent.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: 320),
      stack.heightAnchor.constraint(equalToConstant: 44),
    ])
    parent.layoutIfNeeded()
    #expect(left.frame == CGRect(x: 0, y: 0, width: 150, height: 44))
    #expect(right.frame == CGRect(x: 170, y: 0, width: 150, height: 44))
  }

  @Test("A stack view centring its arranged subviews across the axis")
  func centreAlignment() {
    let label = UILabel()
    label.text = "On"
    let toggle = UISwitch()
    let stack = UIStackView(arrangedSubviews: [label, toggle])
    stack.alignment = .center
    stack.spacing = 10
    let parent = container(with: stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      stack.topAnchor.constraint(equalTo: parent.topAnchor),
      stack.heightAnchor.constraint(equalToConstant: 101),
    ])
    parent.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 40, width: 17, height: 21))
    #expect(toggle.frame == CGRect(x: 27, y: 35, width: 51, height: 31))
    #expect(stack.frame.width == 78)
  }

  @Test("A hidden arranged subview collapses and takes no spacing")
  func hiddenArrangedSubview() {
    let views = (0..<3).map { _ in UIView() }
    for view in views {
      // Below required, as UIKit's required "UISV-hiding" height must win when hidden.
      let height = view.heightAnchor.constraint(equalToConstant: 40)
      height.priority = .required - 1
      height.isActive = true
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 10
    let parent = container(with: stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      stack.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(views[2].frame.minY == 100)
    views[1].isHidden = true
    parent.layoutIfNeeded()
    #expect(views[2].frame == CGRect(x: 0, y: 50, width: 390, height: 40))
    #expect(stack.frame.height == 90)
  }

  @Test("systemLayoutSizeFitting gives the compressed size of a view's content")
  func fittingSize() {
    let label = UILabel()
    label.text = "Title"
    let cell = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
    ])
    let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 75, height: 44))
    let fixedWidth = cell.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fixedWidth == CGSize(width: 390, height: 44))
  }

  @Test("A multi-line label wraps at the width Auto Layout gives it")
  func wrappingLabel() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "one two three four five six"
    let parent = container(with: label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      label.topAnchor.constraint(equalTo: parent.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
    ])
    parent.layoutIfNeeded()
    // 8.5 points per character: "one two three" (13) is too wide, "one two" (7) fits.
    #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 63))
  }
}

@MainActor
@Suite("Auto Layout: guides, bars and content changes")
struct AutoLayoutGuidesSpec {
  @Test("A plain view's margins guide is inset by 8 points")
  func marginsGuide() {
    let child = UIView()
    let parent = container(with: child)
    let margins = parent.layoutMarginsGuide
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      child.topAnchor.constraint(equalTo: margins.topAnchor),
      child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 8, width: 374, height: 828))
    #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 828))
  }

  @Test("Above a tab bar the safe area ends 83 points from the bottom; extra insets add")
  func tabBarAndAdditionalInsets() {
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(child)
    let safe = controller.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: safe.topAnchor),
      child.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      child.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
    ])
    let tabs = UITabBarController()
    tabs.viewControllers = [controller]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    controller.view.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 57, width: 10, height: 704))
    window.isHidden = true
  }

  @Test("Equal spacing puts the extra space between fixed-width views")
  func equalSpacing() {
    let views = (0..<3).map { _ in UIView() }
    for view in views {
      view.widthAnchor.constraint(equalToConstant: 50).isActive = true
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    let parent = container(with: stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      stack.topAnchor.constraint(equalTo: parent.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: 320),
      stack.heightAnchor.constraint(equalToConstant: 20),
    ])
    parent.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 135, 270])
  }

  @Test("Fill proportionally shares the length by intrinsic widths")
  func fillProportionally() {
    let short = UILabel()
    short.text = "ab"
    let long = UILabel()
    long.text = "abcd"
    let stack = UIStackView(arrangedSubviews: [short, long])
    stack.distribution = .fillProportionally
    let parent = container(with: stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      stack.topAnchor.constraint(equalTo: parent.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: 300),
      stack.heightAnchor.constraint(equalToConstant: 44),
    ])
    parent.layoutIfNeeded()
    #expect(short.frame == CGRect(x: 0, y: 0, width: 100, height: 44))
    #expect(long.frame == CGRect(x: 100, y: 0, width: 200, height: 44))
  }

  @Test("Content pinned to a scroll view's content layout guide sets its content size")
  func scrollViewContent() {
    let scrollView = UIScrollView()
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    let parent = container(with: scrollView)
    let contentGuide = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: parent.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
    ])
    parent.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
    #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
  }

  @Test(
    "A stack view pinned to a scroll view's own edges sets its content size: edges attach to the content area, the width to the frame"
  )
  func scrollViewEdgesAreTheContentArea() {
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    let stack = UIStackView()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    for _ in 0..<3 {
      let row = UIView()
      row.heightAnchor.constraint(equalToConstant: 400).isActive = true
      stack.addArrangedSubview(row)
    }
    let parent = container(with: scrollView)
    let views = ["scrollView": scrollView]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|[scrollView]|", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:|[scrollView]|", options: [], metrics: nil, views: views)
        + [
          stack.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
          stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -10),
          stack.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
          stack.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
          stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
    parent.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(stack.frame == CGRect(x: 0, y: 10, width: 390, height: 1200))
    #expect(scrollView.contentSize == CGSize(width: 390, height: 1220))
  }

  @Test("Removing a view removes the constraints above it that refer to it")
  func removalDeactivates() {
    let child = UIView()
    let grandchild = UIView()
    let parent = container(with: child)
    grandchild.translatesAutoresizingMaskIntoConstraints = false
    child.addSubview(grandchild)
    let outer = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
    let deep = grandchild.topAnchor.constraint(equalTo: parent.topAnchor)
    let inner = grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor)
    let own = child.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([outer, deep, inner, own])
    child.removeFromSuperview()
    #expect(!outer.isActive)
    #expect(!deep.isActive)
    #expect(inner.isActive)
    #expect(own.isActive)
    #expect(parent.constraints.isEmpty)
  }

  @Test("A controller hears of its view's safe area once it is in a window")
  func safeAreaCallbacks() {
    final class Controller: UIViewController {
      var changes: [UIEdgeInsets] = []
      override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        changes.append(view.safeAreaInsets)
      }
    }
    let controller = Controller()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.view.layoutIfNeeded()
    #expect(controller.changes == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
    window.isHidden = true
  }

  @Test("A controller updates its view's constraints in updateViewConstraints")
  func updateViewConstraints() {
    final class Controller: UIViewController {
      var updates = 0
      override func updateViewConstraints() {
        updates += 1
        super.updateViewConstraints()
      }
    }
    let controller = Controller()
    controller.view.setNeedsUpdateConstraints()
    #expect(controller.view.needsUpdateConstraints())
    controller.view.layoutIfNeeded()
    #expect(controller.updates == 1)
    #expect(!controller.view.needsUpdateConstraints())
  }

  @Test("New text resizes a label at the next layout pass")
  func textChange() {
    let label = UILabel()
    label.text = "Hi"
    let parent = container(with: label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
    ])
    parent.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 17, height: 21))
    label.text = "Hello"
    parent.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 43, height: 21))
  }
}

@MainActor
@Suite("Auto Layout: timing")
struct AutoLayoutTimingSpec {
  @Test("setNeedsLayout defers layoutSubviews to the next turn; layoutIfNeeded runs it now, once")
  func deferral() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    window.isHidden = false
    view.layoutIfNeeded()
    let before = view.layoutCount
    view.setNeedsLayout()
    #expect(view.layoutCount == before)
    view.layoutIfNeeded()
    #expect(view.layoutCount == before + 1)
    view.layoutIfNeeded()
    #expect(view.layoutCount == before + 1)
    view.setNeedsLayout()
    for _ in 0..<1000 where view.layoutCount == before + 1 { await Task.yield() }
    #expect(view.layoutCount == before + 2)
    window.isHidden = true
  }

  @Test("A controller's layout callbacks wrap its view's layoutSubviews, once per pass")
  func controllerCallbacks() {
    let controller = CountingController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.view.layoutIfNeeded()
    let will = controller.willLayoutCount
    let did = controller.didLayoutCount
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(child)
    NSLayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    controller.view.layoutIfNeeded()
    #expect(controller.willLayoutCount == will + 1)
    #expect(controller.didLayoutCount == did + 1)
    controller.view.layoutIfNeeded()
    #expect(controller.didLayoutCount == did + 1)
    window.isHidden = true
  }
}
