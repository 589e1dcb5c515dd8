// The screen the snapshot tests show, written only against UIKit's API.

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A profile: a name, whether the user follows it, a Follow button and a notifications switch.
final class ProfileViewController: UIViewController {
  let nameLabel = UILabel()
  let statusLabel = UILabel()
  let notifySwitch = UISwitch()
  private(set) lazy var followButton = UIButton(
    primaryAction: UIAction(title: "Follow") { [weak self] _ in self?.toggleFollowing() })
  private var following = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    view.backgroundColor = .white
    nameLabel.text = "Ada Lovelace"
    nameLabel.font = .boldSystemFont(ofSize: 22)
    nameLabel.accessibilityIdentifier = "name"
    statusLabel.text = "Not following"
    statusLabel.textColor = .darkGray
    statusLabel.accessibilityIdentifier = "status"
    followButton.accessibilityIdentifier = "follow"
    notifySwitch.accessibilityIdentifier = "notify"
    let stack = UIStackView(arrangedSubviews: [nameLabel, statusLabel, followButton, notifySwitch])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
    ])
  }

  private func toggleFollowing() {
    following.toggle()
    statusLabel.text = following ? "Following" : "Not following"
    followButton.setTitle(following ? "Unfollow" : "Follow", for: .normal)
  }
}
