#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The info popover: the app's name and how many notes there are.
public final class InfoViewController: UIViewController {
  /// Accessibility identifiers of the screen's elements.
  public enum ID {
    /// The label with the note count.
    public static let count = "info.count"
  }

  private let noteCount: Int

  /// Creates the popover's content.
  /// - Parameter noteCount: How many notes the list has.
  public init(noteCount: Int) {
    self.noteCount = noteCount
    super.init(nibName: nil, bundle: nil)
    title = "About"
    preferredContentSize = CGSize(width: 240, height: 88)
  }

  /// Not supported: the screen is made in code.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    let name = UILabel()
    name.text = "Notes Sample 1.0"
    let count = UILabel()
    count.text = noteCount == 1 ? "1 note" : "\(noteCount) notes"
    count.accessibilityIdentifier = ID.count
    let stack = UIStackView(arrangedSubviews: [name, count])
    stack.axis = .vertical
    view.addToTopOfSafeArea(stack, inset: 12)
  }
}
