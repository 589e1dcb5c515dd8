@_spi(Testing) import HeadlessUIKit
import Tapwright
import TapwrightSupport
import Testing

/// Matchers, settling, eventual checks and virtual time.
@Suite("Waiting", .tapwright)
@MainActor
struct WaitingTests {
  @Test("A matcher holds, doesn't hold, and negates, with descriptions for messages")
  func matcherValues() {
    let saved = Matcher<String?>.equal(to: "Saved")
    #expect(saved.holds("Saved"))
    #expect(saved.doesntHold("Ready"))
    #expect(saved.negation.holds("Ready"))
    #expect(saved.description == "equal to \"Saved\"")
    #expect(saved.negation.description == "not equal to \"Saved\"")
    let count = Matcher<[Int]>.count(2).and(.property("first", \.first, .isNotNil))
    #expect(count.holds([1, 2]))
    #expect(!count.holds([1]))
    #expect(count.description == "of count 2 and a value whose first is non-nil")
    #expect(Matcher<Int>.greaterThan(3).or(.lessThan(0)).holds(-1))
    #expect(Matcher<String>.containing("av").holds("Save"))
    #expect(Matcher<Int?>.some(.oneOf([1, 2])).holds(2))
    #expect(!Matcher<Int?>.some(.oneOf([1, 2])).holds(nil))
  }

  @Test("textIfShown answers a question: nil for a hidden or missing view, never a failure")
  func textIfShownNeverFails() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    #expect(editor.textIfShown(.identifier("status")) == "Ready")
    #expect(editor.textIfShown(.identifier("secret")) == nil)
    #expect(editor.textIfShown(.identifier("no such view")) == nil)
    DispatchQueue.main.async { editor.viewController.statusLabel.isHidden = true }
    #expect(await eventually(editor.textIfShown(.identifier("status")), .isNil))
  }

  @Test("settle() runs work an app queued on the main queue")
  func settleRunsQueuedWork() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    DispatchQueue.main.async { editor.viewController.statusLabel.text = "Later" }
    await settle()
    #expect(editor.status == "Later")
  }

  @Test("A 5-second animation ends when a tap settles: its timer fires in virtual time")
  func animationEndsInVirtualTime() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    await editor.tap(.identifier("fade"))
    #expect(editor.status == "Faded")
  }

  @Test("never within 1 s leaves a timer due later alone; eventually within 10 s fires it")
  func virtualTimeRespectsTheDeadline() async {
    let stage = Stage.current
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    // The user action without settling: the animation's 5-second timer is pending.
    editor.viewController.fadeButton.sendActions(for: .primaryActionTriggered)
    let windows = stage?.windows ?? []
    #expect(HeadlessScheduler.pendingTimers(in: windows).count == 1)
    #expect(await never(editor.status, .equal(to: "Faded"), within: .seconds(1)))
    #expect(HeadlessScheduler.pendingTimers(in: windows).count == 1)
    #expect(await eventually(editor.status, .equal(to: "Faded"), timeout: .seconds(10)))
    #expect(HeadlessScheduler.pendingTimers(in: windows).isEmpty)
  }

  @Test("never fails when a timer due within its window changes the value")
  func neverSeesATimerWithinItsWindow() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    editor.viewController.fadeButton.sendActions(for: .primaryActionTriggered)
    await withKnownIssue {
      await never(editor.status, .equal(to: "Faded"), within: .seconds(6))
    } matching: {
      message(of: $0).hasPrefix(
        "Expected the value never to be equal to \"Faded\" within 6 s; observed: \"Faded\"")
    }
  }

  @Test("A never check includes work tracked by the test's scope")
  func neverWaitsForTrackedWork() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    let label = editor.viewController.statusLabel
    guard let tracker = TestScope.current?.tracker else {
      Issue.record("no test scope")
      return
    }
    _ = tracker.task(label: "load") { await load(into: label) }
    // A long timeout: the check ends when the work sets the value, and the work's 20 pool hops
    // can take over a second on a machine busy with the whole suite.
    await withKnownIssue {
      await never(editor.status, .equal(to: "Loaded"), within: .seconds(10))
    } matching: {
      message(of: $0).hasPrefix(
        "Expected the value never to be equal to \"Loaded\" within 10 s; observed: \"Loaded\"")
    }
  }

  @Test("A stage's windows are stage windows: parallel tests' waits don't turn for their work")
  func stageWindowsAreMarked() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    #expect(!editor.stage.windows.isEmpty)
    #expect(editor.stage.windows.allSatisfy { $0.isStageWindow })
  }

  @Test("eventually sees a change made by work queued after the check started")
  func eventuallySeesLaterWork() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    DispatchQueue.main.async {
      DispatchQueue.main.async { editor.viewController.statusLabel.text = "Twice later" }
    }
    #expect(await eventually(editor.status, .equal(to: "Twice later")))
  }

  @Test("eventuallyNil, eventuallyNotNil and always answer on a quiet screen")
  func nilChecksAndAlways() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    #expect(await eventuallyNil(editor.presentedController))
    await editor.tap(.identifier("discard"))
    let alert = await eventuallyNotNil(editor.presentedController)
    #expect(alert is UIAlertController)
    #expect(await always(editor.isAlertPresented, for: .seconds(1)))
    #expect(await always(editor.status, .equal(to: "Ready")))
  }

  @Test("Eventually-not passes once the value goes away; never would have failed")
  func eventuallyNotVersusNever() async throws {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    await editor.tap(.identifier("discard"))
    try editor.alert().viewController.dismiss(animated: true)
    #expect(await eventually(editor.isAlertPresented, .isTrue.negation))
    #expect(await never(editor.isAlertPresented))
  }

  @Test("Waiting defaults are task-local: a shorter timeout applies inside withWaitingDefaults")
  func waitingDefaults() async {
    #expect(WaitingDefaults.current.timeout == .seconds(1))
    await withWaitingDefaults(WaitingDefaults(timeout: .milliseconds(20))) {
      #expect(WaitingDefaults.current.timeout == .milliseconds(20))
      await withKnownIssue {
        await eventually(false)
      } matching: {
        message(of: $0)
          == "Expected the condition to become true within 20 ms; last observed: false"
      }
    }
  }

  @Test("Each test's stage is its own: parallel tests do not see each other's windows")
  func stagesAreIsolated() async {
    let stage = Stage.current
    await present(EditorViewController())
    #expect(stage?.windows.count == 1)
    #expect(stage?.stagedControllers.first is EditorViewController)
  }
}

/// Shorter defaults for a whole suite, through the trait.
@Suite("Waiting defaults from the trait", .tapwright(timeout: .milliseconds(30)))
@MainActor
struct TraitDefaultsTests {
  @Test("The trait's timeout is the default of every check")
  func traitTimeout() async {
    #expect(WaitingDefaults.current.timeout == .milliseconds(30))
  }
}

/// Tracked work that takes a few turns of the main actor, then shows "Loaded".
@MainActor
private func load(into label: UILabel) async {
  for _ in 0..<20 { await Task.yield() }
  label.text = "Loaded"
}
