#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit

  /// Auto Layout's costs: laying out a 200-view constraint-built screen from scratch, and the
  /// incremental re-layout after one constraint's constant changes.
  let headlessUIKitLayoutSuite = Suite(
    name: "HeadlessUIKit Auto Layout",
    keys: ["layout_200_views_ms", "relayout_one_change_ms"]
  ) {
    var screens = (0...max(20, Bench.repetitions)).map { _ in LayoutScreen() }
    let built = screens
    let layout = layoutMilliseconds(rounds: 20) {
      screens.popLast()?.root.layoutIfNeeded()
    }
    let screen = LayoutScreen()
    screen.root.layoutIfNeeded()
    var step: CGFloat = 0
    let relayout = layoutMilliseconds(rounds: 200) {
      step += 1
      screen.firstTop.constant = 8 + step.truncatingRemainder(dividingBy: 10)
      screen.root.layoutIfNeeded()
    }
    let placed = built.first.map { $0.lastLabel.frame.minY > 0 } ?? false
    return [
      Figure(
        key: "layout_200_views_ms", value: layout, unit: "ms",
        summary: "first layoutIfNeeded() of a built screen: 100 rows of label + badge (200 views,"
          + " 800 constraints; engine built, solved, frames set; placed: \(placed))",
        target: "< 10"),
      Figure(
        key: "relayout_one_change_ms", value: relayout, unit: "ms",
        summary: "layoutIfNeeded() after changing one constant on that screen (incremental)",
        target: "≪ layout_200_views_ms"),
    ]
  }

  /// 100 rows, each a label and a 20 × 20 badge, pinned below one another.
  @MainActor
  private final class LayoutScreen {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var firstTop: NSLayoutConstraint
    var lastLabel: UILabel

    init() {
      var constraints: [NSLayoutConstraint] = []
      var previous: UILabel?
      var first: NSLayoutConstraint?
      var last = UILabel()
      for index in 0..<100 {
        let label = UILabel()
        label.text = "Row \(index)"
        let badge = UIView()
        for view in [label, badge] {
          view.translatesAutoresizingMaskIntoConstraints = false
          root.addSubview(view)
        }
        let top =
          previous.map { label.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 4) }
          ?? label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
        if first == nil { first = top }
        constraints += [
          top,
          label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
          label.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor, constant: -8),
          badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
          badge.centerYAnchor.constraint(equalTo: label.centerYAnchor),
          badge.widthAnchor.constraint(equalToConstant: 20),
          badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
          label.heightAnchor.constraint(greaterThanOrEqualToConstant: 4),
        ]
        previous = label
        last = label
      }
      NSLayoutConstraint.activate(constraints)
      firstTop = first ?? NSLayoutConstraint()
      lastLabel = last
    }
  }

  /// Median milliseconds of one run of `body`, after a warm-up run.
  @MainActor
  private func layoutMilliseconds(rounds: Int, _ body: @MainActor () -> Void) -> Double {
    body()
    var times: [Double] = []
    for _ in 0..<max(rounds, Bench.repetitions) {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return Bench.median(times)
  }
#endif
