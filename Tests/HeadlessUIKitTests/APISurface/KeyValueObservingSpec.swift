#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  import HeadlessUIKit

  // Key-value observing on Linux: the observations `observe(_:options:changeHandler:)` makes, told
  // by HeadlessUIKit's observable setters, by an app's `@objc dynamic` properties (the port makes
  // them call `_tapwrightKeyValueWillChange`/`DidChange`; written out here as the port writes
  // them) and by `willChangeValue(forKey:)`/`didChangeValue(forKey:)`.

  /// A view model as the port gives an app's `@objc dynamic var score = 0`.
  final class KVOScoreboard: NSObject {
    var score = 0 {
      willSet { _tapwrightKeyValueWillChange(self, "score") }
      didSet { _tapwrightKeyValueDidChange(self, "score") }
    }
    /// Not observable by itself: its setter notifies by hand.
    var leader = "" {
      willSet { willChangeValue(forKey: "leader") }
      didSet { didChangeValue(forKey: "leader") }
    }
  }

  /// An app's `NSObject` class overriding `observeValue(forKeyPath:of:change:context:)`, as the
  /// port gives it: the method its own, the class conforming to `_TapwrightKeyValueObserving`.
  final class KVOWatcher: NSObject, _TapwrightKeyValueObserving {
    var told: [String] = []
    func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      let old = change?[.oldKey].map { "\($0)" } ?? "-"
      let new = change?[.newKey].map { "\($0)" } ?? "-"
      let prior = change?[.notificationIsPriorKey] as? Bool == true ? " prior" : ""
      told.append("\(keyPath ?? "?") \(old) → \(new)\(prior)")
    }
  }

  /// A controller observing its scroll view the Objective-C way.
  final class KVOFeedController: UIViewController {
    var offsets: [CGFloat] = []
    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      guard keyPath == "contentOffset" else {
        return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      }
      offsets.append((change?[.newKey] as? CGPoint)?.y ?? -1)
    }
  }

  /// An object's address as Foundation prints it.
  private func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Int(bitPattern: ObjectIdentifier(object))), radix: 16)
  }

  @MainActor
  @Suite("Key-value observing on Linux")
  struct KeyValueObservingSpec {
    @Test("addObserver(_:forKeyPath:) tells the observer's observeValue, with the values asked for")
    func stringKeyPaths() {
      let board = KVOScoreboard()
      let watcher = KVOWatcher()
      board.addObserver(
        watcher, forKeyPath: "score", options: [.old, .new, .initial], context: nil)
      board.score = 2
      board.removeObserver(watcher, forKeyPath: "score")
      board.score = 3
      #expect(watcher.told == ["score - → 0", "score 0 → 2"])
      let expected =
        "Cannot remove an observer <HeadlessUIKitTests.KVOWatcher \(address(watcher))> for the key "
        + "path \"score\" from <HeadlessUIKitTests.KVOScoreboard \(address(board))> because it is "
        + "not registered as an observer."
      withKnownIssue {
        board.removeObserver(watcher, forKeyPath: "score")
      } matching: { issue in
        message(of: issue) == expected
      }
    }

    @Test(
      "A controller observes a scroll view's offset; an unhandled key path is Foundation's error")
    func controllerObservesScrollView() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let feed = KVOFeedController()
      scrollView.addObserver(feed, forKeyPath: "contentOffset", options: .new, context: nil)
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      #expect(feed.offsets == [30])
      scrollView.addObserver(feed, forKeyPath: "hidden", options: [], context: nil)
      let expected =
        "<HeadlessUIKitTests.KVOFeedController: \(address(feed))>: An "
        + "-observeValueForKeyPath:ofObject:change:context: message was received but not "
        + "handled.\nKey path: hidden"
      withKnownIssue {
        scrollView.isHidden = true
      } matching: { issue in
        message(of: issue) == expected
      }
      scrollView.removeObserver(feed, forKeyPath: "hidden", context: nil)
      scrollView.removeObserver(feed, forKeyPath: "contentOffset", context: nil)
      scrollView.contentOffset = .zero
      #expect(feed.offsets == [30])
    }

    @Test("observe(_:options:) is told of each change of a named property, with its options")
    func namedProperty() {
      let board = KVOScoreboard()
      var told: [String] = []
      let observation = board.observe(
        _tapwrightKeyPath(\.score, "score"), options: [.initial, .old, .new, .prior]
      ) { board, change in
        told.append(
          "\(change.isPrior ? "prior" : "after") \(change.oldValue.map { "\($0)" } ?? "-") "
            + "\(change.newValue.map { "\($0)" } ?? "-") \(board.score)")
      }
      board.score = 3
      board.score = 3
      board.leader = "Ada"
      #expect(told == ["after - 0 0", "prior 0 - 0", "after 0 3 3", "prior 3 - 3", "after 3 3 3"])
      observation.invalidate()
      board.score = 4
      #expect(told.count == 5)
    }

    @Test("An observation ends when it is released; the object may go first")
    func released() {
      let board = KVOScoreboard()
      var count = 0
      do {
        let observation = board.observe(_tapwrightKeyPath(\.score, "score")) { _, _ in count += 1 }
        board.score = 1
        _ = observation
      }
      board.score = 2
      #expect(count == 1)
      var gone: KVOScoreboard? = KVOScoreboard()
      let orphan = gone?.observe(_tapwrightKeyPath(\.score, "score")) { _, _ in count += 1 }
      gone = nil
      orphan?.invalidate()
      #expect(count == 1)
    }

    @Test("willChangeValue(forKey:) and didChangeValue(forKey:) tell the observations of the key")
    func manualNotifications() {
      let board = KVOScoreboard()
      var leaders: [String] = []
      let observation = board.observe(_tapwrightKeyPath(\.leader, "leader"), options: .new) {
        _, change in leaders.append(change.newValue ?? "?")
      }
      board.leader = "Ada"
      board.score = 9
      #expect(leaders == ["Ada"])
      _ = observation
    }

    @Test("A library's own observe(_:) taking a writable key path keeps its key path's type")
    func writableKeyPath() {
      final class Store {
        var names: [String] = []
        func observe<Value>(_ keyPath: ReferenceWritableKeyPath<KVOScoreboard, Value>) -> String {
          "\(Value.self)"
        }
      }
      #expect(Store().observe(_tapwrightKeyPath(\.score, "score")) == "Int")
    }

    @Test("A key path without a name is told of the object's changes that change its value")
    func unnamedKeyPath() {
      let board = KVOScoreboard()
      var scores: [Int] = []
      let observation = board.observe(\.score, options: .new) { _, change in
        scores.append(change.newValue ?? -1)
      }
      board.score = 5
      board.leader = "Bo"
      board.score = 6
      #expect(scores == [5, 6])
      _ = observation
    }

    @Test("A view's frame, hiding and alpha and a scroll view's offset and size are observable")
    func uikitProperties() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      var told: [String] = []
      let observations = [
        scrollView.observe(_tapwrightKeyPath(\.frame, "frame"), options: .new) { _, change in
          told.append("frame \(change.newValue?.width ?? -1)")
        },
        scrollView.observe(_tapwrightKeyPath(\.isHidden, "isHidden")) { view, _ in
          told.append("hidden \(view.isHidden)")
        },
        scrollView.observe(_tapwrightKeyPath(\.alpha, "alpha"), options: .old) { _, change in
          told.append("alpha was \(change.oldValue ?? -1)")
        },
        scrollView.observe(_tapwrightKeyPath(\.contentOffset, "contentOffset"), options: .new) {
          _, change in told.append("offset \(change.newValue?.y ?? -1)")
        },
        scrollView.observe(_tapwrightKeyPath(\.contentSize, "contentSize"), options: .new) {
          _, change in told.append("size \(change.newValue?.height ?? -1)")
        },
      ]
      scrollView.frame.size.width = 200
      scrollView.isHidden = true
      scrollView.alpha = 0.5
      scrollView.contentSize = CGSize(width: 200, height: 400)
      scrollView.contentOffset = CGPoint(x: 0, y: 40)
      #expect(
        told == [
          "frame 200.0", "hidden true", "alpha was 1.0", "size 400.0", "offset 40.0",
        ])
      _ = observations
    }

    @Test("A web view's loading, progress and history are observable, as WebKit documents")
    func webView() async {
      let webView = WKWebView(frame: .zero)
      var told: [String] = []
      let observations = [
        webView.observe(_tapwrightKeyPath(\.isLoading, "isLoading"), options: .new) { _, change in
          told.append("loading \(change.newValue ?? false)")
        },
        webView.observe(_tapwrightKeyPath(\.estimatedProgress, "estimatedProgress")) { view, _ in
          told.append("progress \(view.estimatedProgress)")
        },
        webView.observe(_tapwrightKeyPath(\.url, "url"), options: .new) { _, change in
          told.append("url \(change.newValue??.absoluteString ?? "nil")")
        },
      ]
      webView.load(URLRequest(url: URL(string: "https://example.com/a")!))
      for _ in 0..<100 where webView.isLoading { await Task.yield() }
      #expect(
        told == [
          "loading true", "progress 0.1", "url https://example.com/a", "progress 0.5",
          "loading false", "progress 1.0",
        ])
      _ = observations
    }
  }
#endif

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import Testing

  import HeadlessUIKit

  @Suite("NSDataDetector on Linux (links and phone numbers)")
  struct DataDetectorSpec {
    @Test("Links and phone numbers are found in order, with their URLs and numbers")
    func linksAndPhoneNumbers() throws {
      let types =
        NSTextCheckingResult.CheckingType.link.rawValue
        | NSTextCheckingResult.CheckingType.phoneNumber.rawValue
      let detector = try NSDataDetector(types: types)
      let text =
        "See https://example.com/a?b=1, www.swift.org or mail ada@example.com. Call +1 (555) 010-9999!"
      let results = detector.matches(
        in: text, options: [], range: NSRange(text.startIndex..., in: text))
      #expect(
        results.map { $0.url?.absoluteString ?? $0.phoneNumber ?? "?" } == [
          "https://example.com/a?b=1", "http://www.swift.org", "mailto:ada@example.com",
          "+1 (555) 010-9999",
        ])
      #expect(results.map(\.resultType) == [.link, .link, .link, .phoneNumber])
      #expect((text as NSString).substring(with: results[0].range) == "https://example.com/a?b=1")
      #expect(
        detector.numberOfMatches(in: "no data here", range: NSRange(location: 0, length: 12)) == 0)
    }

    @Test("A detector of links only leaves phone numbers; asking for dates only throws")
    func kinds() throws {
      let links = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
      let text = "Call 555 010 9999 or visit apple.com"
      let first = links.firstMatch(
        in: text, range: NSRange(location: 0, length: (text as NSString).length))
      #expect(first?.url?.absoluteString == "http://apple.com")
      #expect(throws: (any Error).self) {
        try NSDataDetector(types: NSTextCheckingResult.CheckingType.date.rawValue)
      }
    }
  }
#endif
