@_spi(Testing) import HeadlessUIKit
import Testing

@testable import Tapwright

/// Stage tests taking turns (`.tapwright(serialized:)`), and the real-time bound of a settle.
@Suite("Taking turns and settle's limits")
struct TakingTurnsTests {
  /// What the tests of the turnstile saw, in order.
  private actor Log {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
  }

  @Test(
    "A test asking for a turn waits until the test holding it ends; turns go in the order asked",
    .timeLimit(.minutes(1)))
  func turnsAreExclusiveAndInOrder() async {
    let turns = StageTurns()
    let log = Log()
    let (waits, waitsContinuation) = AsyncStream<Int>.makeStream()
    turns.observeWaits { waitsContinuation.yield($0) }
    let (entered, enteredContinuation) = AsyncStream<Void>.makeStream()
    let (release, releaseFirst) = AsyncStream<Void>.makeStream()
    let first = Task {
      await turns.withTurn {
        await log.append("first in")
        enteredContinuation.yield()
        for await _ in release { break }
        await log.append("first out")
      }
    }
    for await _ in entered { break }
    var queued = waits.makeAsyncIterator()
    let second = Task { await turns.withTurn { await log.append("second in") } }
    #expect(await queued.next() == 1)
    let third = Task { await turns.withTurn { await log.append("third in") } }
    #expect(await queued.next() == 2)
    #expect(await log.entries == ["first in"])
    releaseFirst.yield()
    await first.value
    await second.value
    await third.value
    #expect(await log.entries == ["first in", "first out", "second in", "third in"])
    #expect(turns.waitingCount == 0)
  }

  @Test(
    "A test holding the turn takes it again at once (a serialized suite around a serialized test)")
  func aHeldTurnIsReentrant() async {
    let turns = StageTurns()
    #expect(!turns.isHeld)
    let inner = await turns.withTurn {
      await turns.withTurn { turns.isHeld }
    }
    #expect(inner)
    #expect(!turns.isHeld)
    // The turn was given back: a later test gets it.
    #expect(await turns.withTurn { turns.isHeld })
  }

  @Test("HeadlessUIKit's stage tests run in parallel unless they ask for turns")
  func headlessDefaultIsParallel() {
    #expect(!TapwrightTrait().isSerialized)
    #expect(TapwrightTrait(serialized: true).isSerialized)
    #expect(TapwrightTrait.tapwright(serialized: true).isSerialized)
  }

  @Test("Without serialized, a stage test holds no turn", .tapwright)
  func parallelTestHoldsNoTurn() {
    #expect(!StageTurns.shared.isHeld)
    #expect(Stage.current != nil)
  }

  @Suite("A serialized suite", .tapwright(serialized: true))
  struct SerializedSuite {
    @Test("Each test holds the process's turn, with a stage of its own")
    func holdsTheTurn() {
      #expect(StageTurns.shared.isHeld)
      #expect(Stage.current != nil)
    }

    @Test(
      "A serialized test in a serialized suite does not wait for itself",
      .tapwright(serialized: true))
    func nestedTraitDoesNotDeadlock() {
      #expect(StageTurns.shared.isHeld)
    }
  }
}

/// A label that, once started, animates forever: each animation's completion starts the next.
@MainActor
private final class PulsingViewController: UIViewController {
  let label = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    label.text = "Pulsing"
    view.addSubview(label)
  }

  func pulse() {
    UIView.animate(
      withDuration: 1, animations: { self.label.alpha = self.label.alpha < 1 ? 1 : 0.5 },
      completion: { [weak self] _ in self?.pulse() })
  }
}

@Suite("A settle that never ends", .tapwright)
@MainActor
struct UnendingSettleTests {
  @Test("An animation that restarts forever fails the settle after its turn limit")
  func turnLimit() async {
    await expectUnsettled(WaitingDefaults(settleTurnLimit: 50), within: "50 main-queue turns")
  }

  @Test("It fails after its real-time limit when that comes first", .timeLimit(.minutes(1)))
  func timeLimit() async {
    await expectUnsettled(
      WaitingDefaults(settleTurnLimit: .max, settleTimeLimit: .milliseconds(20)),
      within: "20 ms of real time")
  }

  /// Starts an animation that never ends, settles under `defaults`, and expects the one failure
  /// naming `limit` and that animation.
  private func expectUnsettled(_ defaults: WaitingDefaults, within limit: String) async {
    let screen = await present(PulsingViewController())
    screen.viewController.pulse()
    await withWaitingDefaults(defaults) {
      await withKnownIssue {
        await settle()
      } matching: {
        // Queued main-queue work is counted process-wide, so a test running in parallel may
        // add to what is pending; this test's own animation is always there.
        message(of: $0).hasPrefix("The UI did not settle within \(limit); still pending: ")
          && message(of: $0).contains("timers: UIView animation.\n")
      }
    }
  }
}
