import QuartzCore
import UIKit
import WebKit
import XCTest

// Key-value observing, display links and session settings, as apps write them: a view model's
// `@objc dynamic` properties observed with `observe(_:options:)`, a table's content size and a
// web view's progress observed to size and show them, a display link driving an animation, a
// session configured to wait for connectivity.

final class DownloadViewModel: NSObject {
  @objc dynamic var progress: Double = 0
  @objc dynamic var status = "idle" {
    didSet { history.append(status) }
  }
  @objc dynamic var title: String {
    get { storedTitle }
    set { storedTitle = newValue.capitalized }
  }
  var history: [String] = []
  private var storedTitle = ""
}

final class Ticker: NSObject {
  var ticks: [CFTimeInterval] = []
  var link: CADisplayLink?

  func start() {
    link = CADisplayLink(target: self, selector: #selector(step(_:)))
    link?.preferredFramesPerSecond = 30
    link?.add(to: .main, forMode: .common)
  }

  @objc func step(_ link: CADisplayLink) {
    ticks.append(link.timestamp)
    if ticks.count == 3 { link.invalidate() }
  }
}

final class ProgressWatcher: NSObject {
  var progress: [Double] = []

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if keyPath == #keyPath(WKWebView.estimatedProgress), let value = change?[.newKey] as? Double {
      progress.append(value)
    } else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
  }
}

final class ObservingTests: XCTestCase {
  func testObservingAWebViewsProgressByKeyPath() {
    let webView = WKWebView(frame: .zero)
    let watcher = ProgressWatcher()
    webView.addObserver(
      watcher, forKeyPath: #keyPath(WKWebView.estimatedProgress), options: .new, context: nil)
    webView.loadHTMLString("<p>Hello</p>", baseURL: nil)
    let deadline = Date().addingTimeInterval(5)
    while watcher.progress.last != 1, Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    webView.removeObserver(watcher, forKeyPath: #keyPath(WKWebView.estimatedProgress))
    XCTAssertEqual(watcher.progress.last, 1)
  }

  func testObservingAViewModelsDynamicProperties() {
    let model = DownloadViewModel()
    var changes: [String] = []
    let progress = model.observe(\.progress, options: [.old, .new]) { _, change in
      changes.append("progress \(change.oldValue ?? -1) → \(change.newValue ?? -1)")
    }
    let status = model.observe(\.status, options: [.initial, .new, .prior]) { model, change in
      changes.append(change.isPrior ? "before \(model.status)" : "status \(change.newValue ?? "")")
    }
    let title = model.observe(\DownloadViewModel.title, options: .new) { _, change in
      changes.append("title \(change.newValue ?? "")")
    }
    model.progress = 0.5
    model.status = "loading"
    model.title = "report"
    XCTAssertEqual(
      changes,
      [
        "status idle", "progress 0.0 → 0.5", "before idle", "status loading", "title Report",
      ])
    XCTAssertEqual(model.history, ["loading"])
    progress.invalidate()
    model.progress = 1
    XCTAssertEqual(changes.count, 5)
    _ = (status, title)
  }

  func testObservingATablesContentSizeAndAWebViewsProgress() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var heights: [CGFloat] = []
    let size = table.observe(\.contentSize, options: .new) { _, change in
      heights.append(change.newValue?.height ?? -1)
    }
    table.contentSize = CGSize(width: 320, height: 900)
    XCTAssertEqual(heights, [900])

    let webView = WKWebView(frame: .zero)
    var progress: [Double] = []
    let observation = webView.observe(\.estimatedProgress, options: .new) { webView, _ in
      progress.append(webView.estimatedProgress)
    }
    webView.loadHTMLString("<p>Hello</p>", baseURL: nil)
    let deadline = Date().addingTimeInterval(5)
    while progress.last != 1, Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    XCTAssertEqual(progress.last, 1)
    _ = (size, observation)
  }

  func testADisplayLinkSendsItsSelectorOnceAFrameUntilInvalidated() {
    let ticker = Ticker()
    ticker.start()
    let deadline = Date().addingTimeInterval(5)
    while ticker.ticks.count < 3, Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    XCTAssertEqual(ticker.ticks.count, 3)
    XCTAssertEqual(ticker.ticks, ticker.ticks.sorted())
    XCTAssertEqual(ticker.link?.duration ?? 0, 1.0 / 60, accuracy: 0.001)
  }

  func testASessionConfiguredToWaitForConnectivity() {
    let configuration = URLSessionConfiguration.default
    XCTAssertFalse(configuration.waitsForConnectivity)
    configuration.waitsForConnectivity = true
    configuration.allowsExpensiveNetworkAccess = false
    XCTAssertTrue(configuration.waitsForConnectivity)
    XCTAssertFalse(configuration.allowsExpensiveNetworkAccess)
    XCTAssertNotNil(URLSession(configuration: configuration))
  }
}
