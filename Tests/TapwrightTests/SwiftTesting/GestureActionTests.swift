#if !canImport(UIKit)
  @_spi(TapwrightPort) import HeadlessUIKit
  import Tapwright
  import TapwrightSupport
  import Testing

  /// A screen whose views take gestures: a "Forgot password?" label with a tap recognizer, a
  /// card that takes a double tap, a long press, a left swipe and a drag.
  final class GestureScreenController: UIViewController {
    private(set) var events: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let forgot = UILabel(frame: CGRect(x: 20, y: 120, width: 200, height: 30))
      forgot.text = "Forgot password?"
      forgot.isUserInteractionEnabled = true
      forgot.addGestureRecognizer(
        UITapGestureRecognizer(
          target: self, action: action("forgot") { $0.events.append("forgot") }))
      view.addSubview(forgot)

      let card = UIView(frame: CGRect(x: 20, y: 200, width: 300, height: 200))
      card.accessibilityIdentifier = "card"
      let double = UITapGestureRecognizer(
        target: self, action: action("like") { $0.events.append("like") })
      double.numberOfTapsRequired = 2
      card.addGestureRecognizer(double)
      card.addGestureRecognizer(
        UILongPressGestureRecognizer(
          target: self, action: action("menu") { $0.events.append("menu") }))
      let swipe = UISwipeGestureRecognizer(
        target: self, action: action("archive") { $0.events.append("archive") })
      swipe.direction = .left
      card.addGestureRecognizer(swipe)
      view.addSubview(card)

      let plain = UILabel(frame: CGRect(x: 20, y: 450, width: 200, height: 30))
      plain.text = "Terms"
      view.addSubview(plain)
    }

    private func action(
      _ name: String, _ body: @escaping @MainActor (GestureScreenController) -> Void
    ) -> Selector {
      Selector(_tapwrightPort: name, arguments: 0) { (target: GestureScreenController, _, _) in
        body(target)
      }
    }
  }

  @Suite("Gestures on views with gesture recognizers", .tapwright)
  @MainActor
  struct GestureActionTests {
    @Test("tap on a label with a tap recognizer runs its action, as a user's tap would")
    func tapLabel() async {
      let screen = await present(GestureScreenController())
      await screen.tap(.text("Forgot password?"))
      #expect(screen.viewController.events == ["forgot"])
    }

    @Test("double tap, long press and swipe reach the card's recognizers")
    func cardGestures() async {
      let screen = await present(GestureScreenController())
      await screen.doubleTap(.identifier("card"))
      await screen.longPress(.identifier("card"))
      await screen.swipe(.identifier("card"), .left)
      // A long press is continuous: its action runs when it begins and when it ends, as UIKit's.
      #expect(screen.viewController.events == ["like", "menu", "menu", "archive"])
    }

    @Test("a gesture no recognizer takes fails at the caller's line")
    func unrecognized() async {
      let screen = await present(GestureScreenController())
      // Read on the main actor, before the matcher (which runs off it).
      let expected =
        "Cannot swipe right on UIView #card: no gesture recognizer on it or its superviews "
        + "recognizes a swipe right (none attached, disabled, of another kind, or refused by "
        + "its delegate).\n\n" + (Stage.current?.dump() ?? "")
      await withKnownIssue {
        await screen.swipe(.identifier("card"), .right)
      } matching: {
        issue($0, is: expected, line: #line - 2)
      }
      #expect(screen.viewController.events.isEmpty)
    }
  }
#endif
