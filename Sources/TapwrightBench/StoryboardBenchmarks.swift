#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit

  /// Storyboards' cost: instantiating a scene of 50 views (labels and buttons in a stack, with
  /// constraints) and loading its view — per test, with the file already read — and reading the
  /// file the first time.
  let storyboardSuite = Suite(
    name: "HeadlessUIKit storyboards",
    keys: ["storyboard_scene_50_views_ms", "storyboard_first_read_ms"]
  ) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "tapwright-bench-storyboard-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = Bundle(path: folder.path) ?? Bundle.main
    var rounds = 0
    func write() -> String {
      rounds += 1
      let name = "Bench\(rounds)"
      try? storyboardXML(views: 50).write(
        to: folder.appendingPathComponent("\(name).storyboard"), atomically: true, encoding: .utf8)
      return name
    }
    var cold: [Double] = []
    for _ in 0..<max(5, Bench.repetitions) {
      let name = write()
      let start = DispatchTime.now().uptimeNanoseconds
      let controller = UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController()
      controller?.view.layoutIfNeeded()
      cold.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    let name = write()
    let storyboard = UIStoryboard(name: name, bundle: bundle)
    var warm: [Double] = []
    var subviews = 0
    for _ in 0..<max(20, Bench.repetitions) {
      let start = DispatchTime.now().uptimeNanoseconds
      let controller = storyboard.instantiateInitialViewController()
      controller?.view.layoutIfNeeded()
      warm.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      subviews = controller?.view.subviews.first?.subviews.count ?? 0
    }
    return [
      Figure(
        key: "storyboard_scene_50_views_ms", value: Bench.median(warm), unit: "ms",
        summary: "instantiate a storyboard scene of 50 views (\(subviews) in a stack, constraints)"
          + ", load and lay out its view; the file already read",
        target: "< 5"),
      Figure(
        key: "storyboard_first_read_ms", value: Bench.median(cold), unit: "ms",
        summary: "the same, reading and parsing the storyboard file first"),
    ]
  }

  /// A storyboard whose initial scene has a vertical stack of `views` labels and buttons.
  private func storyboardXML(views: Int) -> String {
    var subviews = ""
    for index in 0..<views {
      if index.isMultiple(of: 2) {
        subviews += """
          <label text="Row \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="v\(index)">
            <rect key="frame" x="0" y="\(index * 30)" width="300" height="21"/>
            <accessibility key="accessibilityConfiguration" identifier="row\(index)"/>
          </label>
          """
      } else {
        subviews += """
          <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="v\(index)">
            <rect key="frame" x="0" y="\(index * 30)" width="300" height="30"/>
            <state key="normal" title="Button \(index)"/>
          </button>
          """
      }
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="ctl">
        <scenes><scene sceneID="scn"><objects>
          <viewController id="ctl" sceneMemberID="viewController">
            <view key="view" id="root">
              <rect key="frame" x="0" y="0" width="390" height="844"/>
              <subviews>
                <stackView axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                  <subviews>\(subviews)</subviews>
                </stackView>
              </subviews>
              <viewLayoutGuide key="safeArea" id="safe"/>
              <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c3"/>
              </constraints>
            </view>
          </viewController>
        </objects></scene></scenes>
      </document>
      """
  }
#endif
