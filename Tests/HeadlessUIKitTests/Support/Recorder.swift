#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit

  /// A shared, ordered log of lifecycle events, for asserting callback order.
  @MainActor
  final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) { events.append(event) }

    func clear() { events.removeAll() }

    /// The events that start with a prefix (e.g. a controller's name).
    func events(of name: String) -> [String] {
      events.filter { $0.hasPrefix(name + ".") }
    }
  }

  /// A controller that records every lifecycle callback as "name.callback".
  @MainActor
  class RecordingViewController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      self.name = "coder"
      self.log = EventLog()
      super.init(coder: coder)
    }

    override func loadView() {
      log.record("\(name).loadView")
      super.loadView()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      log.record("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.record("\(name).viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      log.record("\(name).viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.record("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.record("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.record("\(name).viewDidDisappear")
    }

    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      log.record("\(name).viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      log.record("\(name).viewDidLayoutSubviews")
    }

    override func willMove(toParent parent: UIViewController?) {
      super.willMove(toParent: parent)
      log.record("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      log.record("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
  }

  /// The appearance events only (no layout, loading or containment).
  @MainActor
  func appearanceEvents(_ log: EventLog) -> [String] {
    log.events.filter {
      $0.contains("Appear") || $0.contains("Disappear")
    }
  }

  /// Collects console messages from the diagnostics hook.
  final class ConsoleCollector: @unchecked Sendable {
    // Guarded by `lock`.
    private var messages: [String] = []
    private let lock = NSLock()

    func append(_ text: String) {
      lock.lock()
      messages.append(text)
      lock.unlock()
    }

    /// Collects the console messages `body` (and the work it schedules) emits, unprinted.
    @MainActor
    func observe(_ body: () -> Void) {
      HeadlessConsole.withObserver(printing: false, { self.append($0.text) }, operation: body)
    }

    var texts: [String] {
      lock.lock()
      defer { lock.unlock() }
      return messages
    }
  }
#endif

#if !canImport(UIKit)
  import Testing

  /// The message of an issue recorded through IssueReporting.
  func message(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
  }
#endif
