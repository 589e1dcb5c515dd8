import Foundation
import Tapwright

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Tapwright's costs: tap + settle against its floor, a negative check, stage cycles' memory.
let tapwrightSuite = Suite(
  name: "Tapwright",
  keys: [
    "tap_settle_us", "tap_floor_us", "tap_settle_ratio_to_floor", "tap_200_views_ratio_to_floor",
    "render_200_views_ms", "negative_check_wall_ms", "stage_memory_growth_mb_10k_cycles",
    "stage_controllers_alive_after_cycles", "stage_live_windows_after_cycles",
  ]
) {
  let stage = Stage(tearsDownWithTest: false)
  stage.recordsFailurePictures = false
  let screen = await stage.present(CounterViewController())
  let button = screen.viewController.button

  // The floor: what any tap must cost — the action, then one main-queue turn for its effects.
  let floor = await microseconds(iterations: 2_000) {
    button.sendActions(for: .primaryActionTriggered)
    await mainQueueTurn()
  }
  let tapAndSettle = await microseconds(iterations: 2_000) {
    await screen.tap(button)
  }

  // The same on a 200-view constraint-built screen: reach checks (layout, hit-testing) included.
  let crowded = await stage.present(CounterViewController(rows: 100))
  let crowdedButton = crowded.viewController.button
  let crowdedFloor = await microseconds(iterations: 1_000) {
    crowdedButton.sendActions(for: .primaryActionTriggered)
    await mainQueueTurn()
  }
  let crowdedTap = await microseconds(iterations: 1_000) {
    await crowded.tap(crowdedButton)
  }

  // The same screen as a picture: its window rendered to SVG (laid out already, as after a tap).
  let crowdedWindow = crowded.viewController.view.window
  var pictureBytes = 0
  let render =
    await microseconds(iterations: 50) {
      if let crowdedWindow { pictureBytes = ScreenPicture(window: crowdedWindow).svg.utf8.count }
    } / 1_000

  // A 1-second "never" on a quiet screen: answered in virtual time.
  let label = screen.viewController.label
  var neverRounds: [Double] = []
  await withStage(stage) {
    for round in 0...Bench.repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      await never(label.text, .equal(to: "never shown"), within: .seconds(1))
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      if round > 0 { neverRounds.append(elapsed) }
    }
  }
  stage.tearDown()

  // Stage present/teardown cycles: memory must stay flat.
  var released = 0
  for _ in 0..<500 { released += await stageCycle() ? 1 : 0 }
  let windowsBefore = UIApplication.shared.windows.count
  let before = Bench.residentMegabytes()
  for _ in 0..<10_000 { released += await stageCycle() ? 1 : 0 }
  let after = Bench.residentMegabytes()
  let liveWindows = UIApplication.shared.windows.count - windowsBefore

  return [
    Figure(
      key: "tap_settle_us", value: tapAndSettle, unit: "µs",
      summary: "tap a button (user checks, actions) and settle to quiet"),
    Figure(
      key: "tap_floor_us", value: floor, unit: "µs",
      summary: "floor: sendActions(for:) plus one main-queue turn"),
    Figure(
      key: "tap_settle_ratio_to_floor", value: floor > 0 ? tapAndSettle / floor : 0, unit: "×",
      summary: "tap + settle vs the floor, same run, medians", target: "≤ 3×"),
    Figure(
      key: "tap_200_views_ratio_to_floor",
      value: crowdedFloor > 0 ? crowdedTap / crowdedFloor : 0, unit: "×",
      summary: "tap + settle on a 200-view Auto Layout screen vs its floor (\(Int(crowdedTap)) µs "
        + "vs \(Int(crowdedFloor)) µs)", target: "≤ 3×"),
    Figure(
      key: "render_200_views_ms", value: render, unit: "ms",
      summary: "ScreenPicture of that 200-view screen's window as SVG (\(pictureBytes / 1_024) KB)",
      target: "≤ 5 ms"),
    Figure(
      key: "negative_check_wall_ms", value: Bench.median(neverRounds), unit: "ms",
      summary: "wall time of a 1 s `never` on a quiet screen (virtual time)", target: "≤ 1 ms"),
    Figure(
      key: "stage_memory_growth_mb_10k_cycles", value: after - before, unit: "MB",
      summary: "RSS growth over 10,000 stage present/teardown cycles", target: "≈ 0"),
    Figure(
      key: "stage_controllers_alive_after_cycles", value: Double(10_500 - released),
      unit: "controllers", summary: "controllers of the cycles still alive after teardown",
      target: "0"),
    Figure(
      key: "stage_live_windows_after_cycles", value: Double(liveWindows), unit: "windows",
      summary: "windows of the 10,000 cycles still alive after teardown", target: "0"),
  ]
}

/// A counter screen: a button that counts taps into a label, placed with frames; with `rows`,
/// laid out with Auto Layout instead, above `rows` rows of a label and a badge (two views each),
/// so 100 rows make a 200-view screen.
private final class CounterViewController: UIViewController {
  let label = UILabel()
  private(set) lazy var button = UIButton(
    primaryAction: UIAction(title: "Count") { [weak self] _ in self?.count() })
  private var taps = 0
  private let rows: Int

  init(rows: Int = 0) {
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    label.text = "0"
    guard rows > 0 else {
      // The plain counter keeps frames, so that its figure stays comparable with earlier runs:
      // the reach checks are measured, not a constraint solve per tap.
      label.frame = CGRect(x: 16, y: 100, width: 200, height: 20)
      button.frame = CGRect(x: 16, y: 130, width: 120, height: 44)
      view.addSubview(label)
      view.addSubview(button)
      return
    }
    let guide = view.safeAreaLayoutGuide
    var constraints: [NSLayoutConstraint] = []
    var above = guide.topAnchor
    for (index, item) in ([label, button] as [UIView]).enumerated() {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
      constraints += [
        item.topAnchor.constraint(equalTo: above, constant: index == 0 ? 16 : 8),
        item.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      ]
      above = item.bottomAnchor
    }
    for index in 0..<rows {
      let row = UILabel()
      row.text = "Row \(index)"
      let badge = UIView()
      for item in [row, badge] as [UIView] {
        item.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(item)
      }
      constraints += [
        row.topAnchor.constraint(equalTo: above, constant: 4),
        row.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor, constant: -8),
        badge.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
        badge.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        badge.widthAnchor.constraint(equalToConstant: 20),
        badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
      ]
      above = row.bottomAnchor
    }
    NSLayoutConstraint.activate(constraints)
  }

  private func count() {
    taps += 1
    label.text = String(taps)
  }
}

/// Presents a fresh controller on a fresh stage, tears the stage down; whether it was released.
@MainActor
private func stageCycle() async -> Bool {
  weak var released: CounterViewController?
  do {
    let stage = Stage(tearsDownWithTest: false)
    stage.recordsFailurePictures = false
    let controller = CounterViewController()
    released = controller
    await stage.present(controller)
    stage.tearDown()
    await mainQueueTurn()
  }
  return released == nil
}

/// One main-queue turn: a marker block queued on the main queue, awaited.
@MainActor
private func mainQueueTurn() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// Median microseconds per iteration on the main actor: a warm-up round, then timed rounds.
@MainActor
private func microseconds(iterations: Int, _ body: @MainActor () async -> Void) async -> Double {
  var rounds: [Double] = []
  for round in 0...Bench.repetitions {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { await body() }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if round > 0 { rounds.append(elapsed / Double(iterations) * 1e6) }
  }
  return Bench.median(rounds)
}
