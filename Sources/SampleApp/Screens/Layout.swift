#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// Adds `content` at the top of this view's safe area, `inset` points in from its edges: the
  /// layout every form in the app uses, so nothing lies under a bar.
  func addToTopOfSafeArea(_ content: UIView, inset: CGFloat) {
    content.translatesAutoresizingMaskIntoConstraints = false
    addSubview(content)
    let guide = safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset),
      content.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor, constant: -inset),
    ])
  }
}
