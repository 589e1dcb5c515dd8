#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("Auto Layout: unsatisfiable constraints")
  struct AutoLayoutConflictSpec {
    @Test("A conflict is logged with UIKit's wording and the new constraint is broken")
    func conflict() {
      let collector = ConsoleCollector()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let parent = UIView(frame: window.bounds)
      window.addSubview(parent)
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(child)
      let narrow = child.widthAnchor.constraint(equalToConstant: 100)
      let wide = child.widthAnchor.constraint(equalToConstant: 200)
      let unrelated = child.heightAnchor.constraint(equalToConstant: 10)
      collector.observe {
        NSLayoutConstraint.activate([
          child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
          child.topAnchor.constraint(equalTo: parent.topAnchor),
          unrelated, narrow,
        ])
        parent.layoutIfNeeded()
        wide.isActive = true
        parent.layoutIfNeeded()
      }
      #expect(child.frame.width == 100)
      #expect(wide.isActive)
      let expected =
        "Unable to simultaneously satisfy constraints.\n"
        + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        + "\tTry this: \n"
        + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        + "(\n    \"\(narrow)\",\n    \"\(wide)\"\n)\n\n"
        + "Will attempt to recover by breaking constraint \n\(wide)\n\n"
        + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.\n"
        + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful."
      #expect(collector.texts == [expected])
      #expect(window.consoleMessages.map(\.text) == [expected])
    }

    @Test("Constraints describe themselves as UIKit does")
    func descriptions() {
      let label = UILabel()
      label.text = "Hi"
      let parent = UIView()
      parent.addSubview(label)
      let leading = label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20)
      let half = label.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5)
      half.identifier = "half"
      half.priority = .defaultHigh
      leading.isActive = true
      let l = String(UInt(bitPattern: Int(bitPattern: ObjectIdentifier(label))), radix: 16)
      let p = String(UInt(bitPattern: Int(bitPattern: ObjectIdentifier(parent))), radix: 16)
      let c = String(UInt(bitPattern: Int(bitPattern: ObjectIdentifier(leading))), radix: 16)
      let h = String(UInt(bitPattern: Int(bitPattern: ObjectIdentifier(half))), radix: 16)
      #expect(
        leading.description
          == "<NSLayoutConstraint:0x\(c) UILabel:0x\(l)'Hi'.leading == UIView:0x\(p).leading + 20"
          + "   (active)>")
      #expect(
        half.description
          == "<NSLayoutConstraint:0x\(h) 'half' UILabel:0x\(l)'Hi'.width == 0.5*UIView:0x\(p).width"
          + " @750   (inactive)>")
    }

    @Test("A laid-out constraint-built tree is released when its last reference goes")
    func release() {
      weak var weakParent: UIView?
      weak var weakChild: UIView?
      weak var weakConstraint: NSLayoutConstraint?
      do {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UILabel()
        child.text = "x"
        child.numberOfLines = 0
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let constraint = child.leadingAnchor.constraint(
          equalTo: parent.safeAreaLayoutGuide.leadingAnchor)
        NSLayoutConstraint.activate([
          constraint, child.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 8, width: 9, height: 21))
        weakParent = parent
        weakChild = child
        weakConstraint = constraint
      }
      #expect(weakParent == nil)
      #expect(weakChild == nil)
      #expect(weakConstraint == nil)
    }

    @Test("Constraints between views with no common ancestor are refused with UIKit's wording")
    func noCommonAncestor() {
      let a = UIView()
      let b = UIView()
      let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
      withKnownIssue {
        constraint.isActive = true
      } matching: { issue in
        // The anchors' descriptions, between the two, hold addresses.
        message(of: issue).hasPrefix("Unable to activate constraint with anchors <")
          && message(of: issue).hasSuffix(
            "> because they have no common ancestor.  Does the constraint or its anchors "
              + "reference items in different view hierarchies?  That's illegal.")
      }
      #expect(!constraint.isActive)
    }

    @Test("Switching an installed constraint between required and optional is UIKit's exception")
    func priorityMutation() {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      let constraint = child.widthAnchor.constraint(equalToConstant: 10)
      constraint.isActive = true
      withKnownIssue {
        constraint.priority = .defaultLow
      } matching: { issue in
        message(of: issue)
          == "Mutating a priority from required to not on an installed constraint (or vice-versa) "
          + "is not supported.  You passed priority 250 and the existing priority was 1000."
      }
      #expect(constraint.priority == .required)
      constraint.isActive = false
    }
  }
#endif
