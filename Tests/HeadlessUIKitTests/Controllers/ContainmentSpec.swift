#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A container that adds a child the UIKit way: addChild, add the view, didMove.
  @MainActor
  final class Container: RecordingViewController {
    var forwardsAutomatically = true
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAutomatically }

    func embed(_ child: UIViewController) {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }

    func unembed(_ child: UIViewController) {
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
  }

  @MainActor
  @Suite("Containment")
  struct ContainmentSpec {
    @Test("Adding a controller's own ancestor as its child reports UIKit's exception, ignored")
    func addingAnAncestorAsAChild() {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      withKnownIssue {
        child.addChild(parent)
      } matching: { issue in
        message(of: issue)
          == "child view controller:\(parent) should have parent view controller:(null) "
          + "but actual parent is:\(child)"
      }
      #expect(child.children.isEmpty)
      #expect(parent.parent == nil)
    }

    @Test("addChild calls willMove(toParent:) itself; didMove(toParent:) is the container's job")
    func addChildCallsWillMove() {
      let log = EventLog()
      let parent = UIViewController()
      let child = RecordingViewController("C", log: log)
      parent.addChild(child)
      #expect(log.events == ["C.willMove(toParent: parent)"])
      #expect(child.parent === parent)
      #expect(parent.children == [child])
      child.didMove(toParent: parent)
      #expect(log.events == ["C.willMove(toParent: parent)", "C.didMove(toParent: parent)"])
    }

    @Test("removeFromParent calls didMove(toParent: nil) itself; willMove is the container's job")
    func removeFromParentCallsDidMove() {
      let log = EventLog()
      let parent = UIViewController()
      let child = RecordingViewController("C", log: log)
      parent.addChild(child)
      log.clear()
      child.willMove(toParent: nil)
      child.removeFromParent()
      #expect(log.events == ["C.willMove(toParent: nil)", "C.didMove(toParent: nil)"])
      #expect(child.parent == nil)
      #expect(parent.children.isEmpty)
    }

    @Test("Appearance is forwarded to children whose views are in the parent's view tree")
    func automaticForwarding() async {
      let log = EventLog()
      let parent = Container("P", log: log)
      let inTree = RecordingViewController("In", log: log)
      let outOfTree = RecordingViewController("Out", log: log)
      parent.embed(inTree)
      parent.addChild(outOfTree)
      let window = makeWindow(root: parent)
      await yieldUntilQuiet(window)
      #expect(
        appearanceEvents(log).filter { $0.hasPrefix("In.") } == [
          "In.viewWillAppear", "In.viewIsAppearing", "In.viewDidAppear",
        ])
      #expect(log.events(of: "Out").filter { $0.contains("Appear") }.isEmpty)
      #expect(
        appearanceEvents(log) == [
          "P.viewWillAppear", "In.viewWillAppear", "P.viewIsAppearing", "In.viewIsAppearing",
          "P.viewDidAppear", "In.viewDidAppear",
        ])
      #expect(inTree.view.next === inTree)
      #expect(inTree.next === parent.view)
    }

    @Test("A child embedded in a visible parent appears; one removed disappears")
    func embeddingInAVisibleParent() async {
      let log = EventLog()
      let parent = Container("P", log: log)
      let window = makeWindow(root: parent)
      await yieldUntilQuiet(window)
      let child = RecordingViewController("C", log: log)
      parent.embed(child)
      await yieldUntilQuiet(window)
      parent.unembed(child)
      await yieldUntilQuiet(window)
      #expect(
        appearanceEvents(log).filter { $0.hasPrefix("C.") } == [
          "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear", "C.viewWillDisappear",
          "C.viewDidDisappear",
        ])
    }

    @Test("A container that does not forward drives begin/endAppearanceTransition itself")
    func manualForwarding() async {
      let log = EventLog()
      let parent = Container("P", log: log)
      parent.forwardsAutomatically = false
      let child = RecordingViewController("C", log: log)
      parent.embed(child)
      let window = makeWindow(root: parent)
      await yieldUntilQuiet(window)
      #expect(log.events(of: "C").filter { $0.contains("Appear") }.isEmpty)
      child.beginAppearanceTransition(true, animated: false)
      // The child's view is already in the window, so viewIsAppearing follows at once.
      #expect(
        appearanceEvents(log).filter { $0.hasPrefix("C.") } == [
          "C.viewWillAppear", "C.viewIsAppearing",
        ])
      child.endAppearanceTransition()
      #expect(
        appearanceEvents(log).filter { $0.hasPrefix("C.") } == [
          "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear",
        ])
    }

    @Test("Unbalanced begin/end appearance calls log UIKit's message through the hook")
    func unbalancedCalls() async {
      let collector = ConsoleCollector()
      let parent = Container("P", log: EventLog())
      parent.forwardsAutomatically = false
      let child = UIViewController()
      parent.embed(child)
      let window = makeWindow(root: parent)
      await yieldUntilQuiet(window)
      collector.observe {
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
      }
      let expected = "Unbalanced calls to begin/end appearance transitions for \(child)."
      #expect(collector.texts == [expected, expected])
      // App-level messages of tests running alongside (`UIApplication.open`'s, say) go to the key
      // window, which may be this one: only this test's messages are compared.
      #expect(
        window.consoleMessages.map(\.text).filter { $0.hasPrefix("Unbalanced") }
          == [expected, expected])
    }
  }
#endif
