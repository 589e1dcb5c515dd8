#if !canImport(UIKit)
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A card: an autoresizing holder with a constrained title and badge inside a safe-area-pinned
  /// stack, the kind of subtree a pushed screen brings.
  @MainActor
  private func makeCard(title: String) -> (card: UIView, labels: [UILabel]) {
    let card = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 200))
    card.autoresizingMask = [.flexibleWidth]
    let titleLabel = UILabel()
    titleLabel.text = title
    let badge = UILabel()
    badge.text = "12"
    badge.setContentHuggingPriority(.required, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [titleLabel, badge])
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
    ])
    return (card, [titleLabel, badge])
  }

  /// A shown window whose root controller's view has a constrained header.
  @MainActor
  private func makeWindow() -> (window: UIWindow, root: UIView, header: UIView) {
    let controller = UIViewController()
    let header = UIView()
    header.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(header)
    let guide = controller.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      header.topAnchor.constraint(equalTo: guide.topAnchor),
      header.heightAnchor.constraint(equalToConstant: 60),
    ])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller.view, header)
  }

  /// Every view's frame in the window, in tree order.
  @MainActor
  private func frames(_ window: UIWindow) -> [CGRect] {
    var views: [UIView] = []
    window.collectSubtree(into: &views)
    return views.map(\.frame)
  }

  @MainActor
  private func engine(_ window: UIWindow) -> LayoutEngine? {
    LayoutEngine.engine(around: window, create: false)
  }

  @MainActor
  @Suite("Auto Layout: a built engine takes subtrees in and out in place")
  struct LayoutEngineIncrementalSpec {
    @Test("A subtree added to a laid-out window is laid out as a rebuilt engine lays it out")
    func joinMatchesRebuild() throws {
      let (window, root, header) = makeWindow()
      let (card, labels) = makeCard(title: "Groceries")
      root.addSubview(card)
      let built = try #require(engine(window))
      #expect(!built.isDirty)  // joined in place, not marked for a rebuild
      window.layoutIfNeeded()
      let joined = frames(window)
      #expect(header.frame == CGRect(x: 0, y: 47, width: 390, height: 60))
      #expect(labels[0].frame.width > 0 && labels[1].frame.minX > labels[0].frame.maxX)

      LayoutEngine.markDirty(around: window)
      window.layoutIfNeeded()
      #expect(frames(window) == joined)
      window.isHidden = true
    }

    @Test("A subtree removed from a laid-out window leaves the rest laid out as a rebuild would")
    func leaveMatchesRebuild() throws {
      let (window, root, header) = makeWindow()
      let (card, _) = makeCard(title: "Ideas")
      root.addSubview(card)
      window.layoutIfNeeded()
      card.removeFromSuperview()
      #expect(try #require(engine(window)).isDirty == false)
      let heightConstraint = try #require(
        header.constraints.first { $0.firstAttribute == .height })
      heightConstraint.constant = 80
      window.layoutIfNeeded()
      let after = frames(window)
      #expect(header.frame == CGRect(x: 0, y: 47, width: 390, height: 80))

      LayoutEngine.markDirty(around: window)
      window.layoutIfNeeded()
      #expect(frames(window) == after)
      window.isHidden = true
    }

    @Test("A subtree moved between two parents of one window is laid out in its new place")
    func moveWithinTree() throws {
      let (window, root, header) = makeWindow()
      let (card, labels) = makeCard(title: "Moved")
      root.addSubview(card)
      window.layoutIfNeeded()
      let before = labels[0].frame
      header.addSubview(card)
      window.layoutIfNeeded()
      #expect(card.superview === header)
      #expect(labels[0].frame == before)  // same card size, so the same frame inside it
      let moved = frames(window)
      LayoutEngine.markDirty(around: window)
      window.layoutIfNeeded()
      #expect(frames(window) == moved)
      window.isHidden = true
    }

    @Test("Screens pushed and popped 200 times leave a bounded solver and right frames")
    func islandsAreCompacted() throws {
      let (window, root, _) = makeWindow()
      let baseline = try #require(engine(window)).solver.constraintCount
      var largest = 0
      for round in 0..<200 {
        let (card, _) = makeCard(title: "Round \(round)")
        root.addSubview(card)
        window.layoutIfNeeded()
        card.removeFromSuperview()
        window.layoutIfNeeded()
        largest = max(largest, try #require(engine(window)).solver.constraintCount)
      }
      // Each card leaves ~20 constraints behind until the islands outweigh the live system.
      #expect(largest < baseline + 200)
      let (card, labels) = makeCard(title: "Last")
      root.addSubview(card)
      window.layoutIfNeeded()
      let last = frames(window)
      LayoutEngine.markDirty(around: window)
      window.layoutIfNeeded()
      #expect(frames(window) == last)
      #expect(labels[0].text == "Last")
      window.isHidden = true
    }
  }
#endif
