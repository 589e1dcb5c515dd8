#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing
  import XCTest

  @MainActor
  @Suite("A UIKit-style sample app")
  struct InboxAppSpec {
    @Test("Composing presents a form sheet; Cancel dismisses it; a swipe tells the delegate")
    func composing() async throws {
      let (tabs, inbox) = makeInboxApp()
      let window = makeWindow(root: tabs)
      await yieldUntilQuiet(window)
      #expect(inbox.view.window === window)
      #expect(inbox.badge?.alpha == 1)
      let compose = try #require(inbox.navigationItem.rightBarButtonItem)
      #expect(compose.userTap())
      let composer = try #require(inbox.presentedViewController as? UINavigationController)
      #expect(composer.presentationController?.adaptivePresentationStyle == .formSheet)
      await yieldUntilQuiet(window)
      let cancel = try #require(composer.topViewController?.navigationItem.leftBarButtonItem)
      #expect(cancel.systemItem == .cancel)
      cancel.userTap()
      await yieldUntilQuiet(window)
      #expect(inbox.presentedViewController == nil)
      #expect(!inbox.composerDismissedBySwipe)
      compose.userTap()
      await yieldUntilQuiet(window)
      inbox.presentedViewController?.presentationController?.userDismissInteractively()
      await yieldUntilQuiet(window)
      #expect(inbox.composerDismissedBySwipe)
    }

    @Test("Opening a message performs the declared segue with prepare(for:sender:)")
    func openingAMessage() async throws {
      let (tabs, inbox) = makeInboxApp()
      let window = makeWindow(root: tabs)
      await yieldUntilQuiet(window)
      inbox.open(inbox.messages[0])
      await yieldUntilQuiet(window)
      let shown = try #require(
        inbox.navigationController?.topViewController as? MessageViewController)
      #expect(shown.title == "Welcome")
      #expect(inbox.navigationController?.userTapBackButton() == true)
      await yieldUntilQuiet(window)
      #expect(inbox.navigationController?.topViewController === inbox)
    }

    @Test("Edit toggles editing through the bar button item's action")
    func editing() async throws {
      let (tabs, inbox) = makeInboxApp()
      let window = makeWindow(root: tabs)
      await yieldUntilQuiet(window)
      try #require(inbox.navigationItem.leftBarButtonItem).userTap()
      #expect(inbox.isEditing)
      #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "More"])
    }
  }

  final class InboxAppTests: XCTestCase {
    func testThatComposingPresentsAndCancelDismisses() throws {
      try onMainActor {
        let (tabs, inbox) = makeInboxApp()
        let window = makeWindow(root: tabs)
        spinUntilQuiet(window)
        let compose = try XCTUnwrap(inbox.navigationItem.rightBarButtonItem)
        XCTAssertTrue(compose.userTap())
        spinUntilQuiet(window)
        let composer = try XCTUnwrap(inbox.presentedViewController as? UINavigationController)
        try XCTUnwrap(composer.topViewController?.navigationItem.leftBarButtonItem).userTap()
        spinUntilQuiet(window)
        XCTAssertNil(inbox.presentedViewController)
      }
    }

    func testThatOpeningAMessagePushesItsScreen() throws {
      try onMainActor {
        let (tabs, inbox) = makeInboxApp()
        let window = makeWindow(root: tabs)
        spinUntilQuiet(window)
        inbox.open(inbox.messages[0])
        spinUntilQuiet(window)
        let shown = try XCTUnwrap(
          inbox.navigationController?.topViewController as? MessageViewController)
        XCTAssertEqual(shown.title, "Welcome")
      }
    }
  }
#endif
