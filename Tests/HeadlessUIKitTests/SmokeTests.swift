#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  @MainActor
  @Test func smoke() async {
    let log = EventLog()
    let root = RecordingViewController("A", log: log)
    let window = makeWindow(root: root)
    #expect(log.events.contains("A.viewWillAppear"))
    #expect(!log.events.contains("A.viewDidAppear"))
    await yieldUntilQuiet(window)
    #expect(log.events.contains("A.viewDidAppear"))
    let b = RecordingViewController("B", log: log)
    b.modalPresentationStyle = .fullScreen
    var done = false
    root.present(b, animated: true) { done = true }
    #expect(root.presentedViewController === b)
    await yieldUntilQuiet(window)
    #expect(done)
    print(log.events)
    let nav = UINavigationController(rootViewController: RecordingViewController("N", log: log))
    b.present(nav, animated: false)
    await yieldUntilQuiet(window)
    nav.pushViewController(RecordingViewController("P", log: log), animated: true)
    await yieldUntilQuiet(window)
    print(log.events)
    root.dismiss(animated: true)
    await yieldUntilQuiet(window)
    print(log.events)
    #expect(root.presentedViewController == nil)
  }
#endif
