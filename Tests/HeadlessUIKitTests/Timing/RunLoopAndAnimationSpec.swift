#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("Run loop and animation", .serialized)
  struct RunLoopAndAnimationSpec {
    @Test("With animations disabled, blocks apply at once and completions still arrive later")
    func animationsDisabled() async {
      let view = UIView()
      let window = makeWindow(root: UIViewController())
      window.addSubview(view)
      var finished: Bool?
      UIView.performWithoutAnimation {
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(
          withDuration: 10, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
      }
      #expect(UIView.areAnimationsEnabled)
      #expect(view.alpha == 0.5)
      #expect(finished == nil)
      #expect(window.pendingTimers.isEmpty)
      await yield { finished != nil }
      #expect(finished == true)
    }

    @Test("An animation's completion is a timer owned by the window of the views it changed")
    func animationTimerOwnedByWindow() async {
      let view = UIView()
      let window = makeWindow(root: UIViewController())
      window.addSubview(view)
      await yieldUntilQuiet(window)
      var finished = false
      UIView.animate(
        withDuration: 30, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 0 },
        completion: { _ in finished = true })
      #expect(view.alpha == 0)
      #expect(window.pendingTimers.count == 1)
      #expect(window.pendingTimers.first?.label == "UIView animation")
      #expect(!finished)
      #expect(HeadlessScheduler.advance([window], through: .now()) == 0)
      #expect(HeadlessScheduler.advance([window], through: .now() + 31) == 1)
      #expect(finished)
      #expect(window.pendingTimers.isEmpty)
    }

    @Test("Timers nobody advances fire at their real deadlines, a sooner one set later first")
    func timersFireAtRealDeadlines() async {
      let slow = UIView()
      let quick = UIView()
      let window = makeWindow(root: UIViewController())
      window.addSubview(slow)
      window.addSubview(quick)
      await yieldUntilQuiet(window)
      var finished: [String] = []
      UIView.animate(
        withDuration: 30, animations: { slow.alpha = 0 },
        completion: { _ in finished.append("slow") })
      UIView.animate(
        withDuration: 0.05, animations: { quick.alpha = 0 },
        completion: { _ in finished.append("quick") })
      #expect(await yield(timeout: 5) { !finished.isEmpty })
      #expect(finished == ["quick"])
      #expect(window.pendingTimers.count == 1)
      HeadlessScheduler.advance([window], through: .now() + 31)
      #expect(finished == ["quick", "slow"])
    }

    @Test("A window layer's speed scales animation time")
    func layerSpeedScalesTime() async {
      let slow = makeWindow(root: UIViewController())
      let fast = makeWindow(root: UIViewController())
      fast.layer.speed = 100
      await yieldUntilQuiet(slow)
      await yieldUntilQuiet(fast)
      let slowModal = UIViewController()
      let fastModal = UIViewController()
      slow.rootViewController?.present(slowModal, animated: true)
      fast.rootViewController?.present(fastModal, animated: true)
      let slowDue = slow.pendingTimers.first?.dueTime
      let fastDue = fast.pendingTimers.first?.dueTime
      #expect(slowDue != nil && fastDue != nil)
      if let slowDue, let fastDue {
        // 0.3 s at speed 1 against 0.003 s at speed 100, scheduled one statement apart.
        #expect(slowDue.uptimeNanoseconds > fastDue.uptimeNanoseconds + 250_000_000)
      }
      await yieldUntilQuiet(fast)
      #expect(!fastModal.isBeingPresented)
      HeadlessScheduler.fireNextTimer(in: [slow])
      await yieldUntilQuiet(slow)
      #expect(!slowModal.isBeingPresented)
    }

    @Test("A speed of 0 freezes transitions until virtual time is advanced")
    func speedZeroFreezes() async {
      let window = makeWindow(root: UIViewController())
      window.layer.speed = 0
      await yieldUntilQuiet(window)
      let modal = UIViewController()
      var completed = false
      window.rootViewController?.present(modal, animated: true) { completed = true }
      let timer = window.pendingTimers.first
      #expect(timer?.dueTime == nil)
      #expect(HeadlessScheduler.advance([window], through: .now() + 3600) == 0)
      #expect(window.hasTransitionInFlight)
      #expect(HeadlessScheduler.fireNextTimer(in: [window]) === timer)
      #expect(timer?.hasFired == true)
      #expect(timer?.fire() == false)
      #expect(completed)
      #expect(!window.hasTransitionInFlight)
    }

    @Test("Timers of one window are not fired by advancing another")
    func advancingIsPerWindow() async {
      let first = makeWindow(root: UIViewController())
      let second = makeWindow(root: UIViewController())
      await yieldUntilQuiet(first)
      await yieldUntilQuiet(second)
      first.layer.speed = 0
      second.layer.speed = 0
      first.rootViewController?.present(UIViewController(), animated: true)
      second.rootViewController?.present(UIViewController(), animated: true)
      HeadlessScheduler.fireNextTimer(in: [first])
      #expect(first.pendingTimers.isEmpty)
      #expect(second.pendingTimers.count == 1)
      HeadlessScheduler.fireNextTimer(in: [second])
      #expect(second.pendingTimers.isEmpty)
    }

    @Test("Next-turn work is counted per window until it runs")
    func pendingWorkIsCounted() async {
      let window = makeWindow(root: UIViewController())
      #expect(window.pendingHeadlessWorkCount > 0)
      #expect(HeadlessScheduler.pendingWorkCount >= window.pendingHeadlessWorkCount)
      await yield { window.pendingHeadlessWorkCount == 0 }
      #expect(window.pendingHeadlessWorkCount == 0)
    }

    @Test("A stage window's next-turn work is counted apart from the work of other windows")
    func stageWindowWorkIsCountedApart() async {
      let window = makeWindow(root: UIViewController())
      window.isStageWindow = true
      await yield { window.pendingHeadlessWorkCount == 0 }
      let total = HeadlessScheduler.pendingWorkCount
      let unstaged = HeadlessScheduler.unstagedPendingWorkCount
      window.setNeedsLayout()
      #expect(window.pendingHeadlessWorkCount == 1)
      #expect(HeadlessScheduler.pendingWorkCount == total + 1)
      #expect(HeadlessScheduler.unstagedPendingWorkCount == unstaged)
      let plain = makeWindow(root: UIViewController())
      #expect(HeadlessScheduler.unstagedPendingWorkCount > unstaged)
      await yield { window.pendingHeadlessWorkCount == 0 && plain.pendingHeadlessWorkCount == 0 }
      #expect(window.pendingHeadlessWorkCount == 0)
    }

    @Test("Deferred work keeps the console observer of the code that scheduled it")
    func observerFollowsDeferredWork() async {
      let collector = ConsoleCollector()
      let parent = Container("P", log: EventLog())
      parent.forwardsAutomatically = false
      let child = UIViewController()
      parent.embed(child)
      let window = makeWindow(root: parent)
      await yieldUntilQuiet(window)
      collector.observe {
        UIView.animate(
          withDuration: 0, animations: {}, completion: { _ in child.endAppearanceTransition() })
      }
      await yield { !collector.texts.isEmpty }
      #expect(
        collector.texts == ["Unbalanced calls to begin/end appearance transitions for \(child)."])
    }

    @Test("Deferred work runs in FIFO order with Task { @MainActor } jobs")
    func orderingWithTasks() async {
      var order: [String] = []
      let window = makeWindow(root: UIViewController())
      await yieldUntilQuiet(window)
      UIView.animate(
        withDuration: 0, animations: {}, completion: { _ in order.append("completion 1") })
      Task { @MainActor in order.append("task") }
      UIView.animate(
        withDuration: 0, animations: {}, completion: { _ in order.append("completion 2") })
      await yield { order.count == 3 }
      #expect(order == ["completion 1", "task", "completion 2"])
    }
  }
#endif
