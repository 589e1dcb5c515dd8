#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit

  // A small app written exactly as for UIKit (closure-based actions), to prove the API surface
  // compiles unchanged and behaves as UIKit's.

  final class Message {
    let subject: String
    init(subject: String) { self.subject = subject }
  }

  final class InboxViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private(set) var messages: [Message] = [Message(subject: "Welcome")]
    private(set) var composerDismissedBySwipe = false
    private(set) var selectedMessage: Message?
    private(set) var badge: UIView?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Inbox"
      view.backgroundColor = .systemBackground
      view.accessibilityIdentifier = "inbox"
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .compose,
        primaryAction: UIAction { [weak self] _ in self?.compose() })
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Edit", image: nil,
        primaryAction: UIAction(title: "Edit") { [weak self] _ in
          guard let self else { return }
          self.setEditing(!self.isEditing, animated: true)
        })
      #if !canImport(UIKit)
        declareSegue(withIdentifier: "showMessage") { MessageViewController() }
      #endif
      let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      badge.layer.cornerRadius = 10
      badge.alpha = 0
      view.addSubview(badge)
      self.badge = badge
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      UIView.animate(withDuration: 0.25) {
        self.badge?.alpha = 1
      }
    }

    func compose() {
      let composer = UINavigationController(rootViewController: ComposeViewController())
      composer.modalPresentationStyle = .formSheet
      composer.presentationController?.delegate = self
      present(composer, animated: true, completion: nil)
    }

    func open(_ message: Message) {
      selectedMessage = message
      performSegue(withIdentifier: "showMessage", sender: message)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      if let destination = segue.destination as? MessageViewController,
        let message = sender as? Message
      {
        destination.message = message
      }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      composerDismissedBySwipe = true
    }
  }

  final class ComposeViewController: UIViewController {
    var onSend: ((String) -> Void)?

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "New Message"
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        systemItem: .cancel,
        primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
      isModalInPresentation = false
    }
  }

  final class MessageViewController: UIViewController {
    var message: Message?

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      title = message?.subject
      navigationItem.largeTitleDisplayMode = .never
    }
  }

  /// The app's root: a tab bar with the inbox in a navigation controller.
  @MainActor
  func makeInboxApp() -> (UITabBarController, InboxViewController) {
    let inbox = InboxViewController()
    let tabs = UITabBarController()
    let settings = UIViewController()
    settings.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
    tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
    return (tabs, inbox)
  }
#endif
