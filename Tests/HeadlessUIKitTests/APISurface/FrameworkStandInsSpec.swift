#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  // AVFoundation's API as apps call it (on iOS `import AVFoundation`; the port step imports
  // HeadlessUIKit in its place on Linux).

  /// Records the delegate's callbacks.
  final class PlayerDelegate: NSObject, AVAudioPlayerDelegate {
    var finished: [Bool] = []
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
      finished.append(flag)
    }
  }

  @MainActor
  @Suite("The headless audio player and session")
  struct AudioPlayerSpec {
    private func soundFile() throws -> URL {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("tapwright-\(UUID().uuidString).mp3")
      try Data([0xFF, 0xFB, 0x90, 0x00]).write(to: url)
      return url
    }

    @Test("A file that cannot be read throws, as AVFoundation's 'wht?' error")
    func missingFile() {
      let missing = URL(fileURLWithPath: "/nonexistent/sound.mp3")
      #expect(throws: NSError(domain: "NSOSStatusErrorDomain", code: 2_003_334_207)) {
        try AVAudioPlayer(contentsOf: missing)
      }
      #expect(throws: (any Error).self) { try AVAudioPlayer(data: Data()) }
    }

    @Test("play() plays; the sound, of unknown length, ends on a later main-queue turn")
    func playsAndFinishes() async throws {
      let url = try soundFile()
      defer { try? FileManager.default.removeItem(at: url) }
      let player = try AVAudioPlayer(contentsOf: url)
      let delegate = PlayerDelegate()
      player.delegate = delegate
      #expect(player.url == url)
      #expect(player.prepareToPlay())
      #expect(!player.isPlaying)
      #expect(player.play())
      #expect(player.isPlaying)
      #expect(await yield { !player.isPlaying })
      #expect(delegate.finished == [true])
    }

    @Test("A sound looping forever plays until stopped; a stopped one does not report finishing")
    func loopsAndStops() async throws {
      let url = try soundFile()
      defer { try? FileManager.default.removeItem(at: url) }
      let looping = try AVAudioPlayer(contentsOf: url)
      looping.numberOfLoops = -1
      looping.play()
      let stopped = try AVAudioPlayer(contentsOf: url)
      let delegate = PlayerDelegate()
      stopped.delegate = delegate
      stopped.play()
      stopped.stop()
      let marker = try AVAudioPlayer(contentsOf: url)
      marker.play()
      #expect(await yield { !marker.isPlaying })
      #expect(looping.isPlaying)
      #expect(!stopped.isPlaying)
      #expect(delegate.finished.isEmpty)
      looping.stop()
      #expect(!looping.isPlaying)
    }

    @Test("The session records the category, mode and options the app sets")
    func session() throws {
      let session = AVAudioSession.sharedInstance()
      #expect(session === AVAudioSession.sharedInstance())
      try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
      #expect(session.category == .playback)
      #expect(session.mode == .spokenAudio)
      #expect(session.categoryOptions == [.duckOthers])
      try session.setActive(true)
      try session.setCategory(.soloAmbient)
      #expect(session.category == .soloAmbient)
    }
  }
#endif

#if !canImport(UIKit)
  @Suite("Core Location's value types")
  struct CoreLocationSpec {
    @Test("Coordinates, their validity, and the distance between two locations")
    func coordinates() {
      let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
      let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
      #expect(abs(paris.distance(from: london) - 343_500) < 1_500)
      #expect(paris.distance(from: paris) == 0)
      #expect(CLLocationCoordinate2DIsValid(paris.coordinate))
      #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
      #expect(CLLocationCoordinate2D().latitude == 0)
    }
  }
#endif

#if !canImport(UIKit)
  /// A model read by key, as tests of Objective-C apps read objects.
  final class KeyedModel: NSObject {
    var title = "Notes"
    var count: Int? = 3
    private var secret = "s"
    lazy var derived = title.uppercased()
  }

  @MainActor
  @Suite("Key-value coding's read without the Objective-C runtime")
  struct KeyValueReadingSpec {
    @Test("value(forKey:) reads stored properties, private and inherited ones too")
    func storedProperties() {
      let model = KeyedModel()
      #expect(model.value(forKey: "title") as? String == "Notes")
      #expect(model.value(forKey: "count") as? Int == 3)
      #expect(model.value(forKey: "secret") as? String == "s")
      _ = model.derived
      #expect(model.value(forKey: "derived") as? String == "NOTES")
      let table = UITableView()
      #expect(table.value(forKey: "dataSource") == nil)
    }

    @Test("A dictionary's value(forKey:) is NSDictionary's own, as a keyboard observer reads it")
    func dictionary() {
      let info: [AnyHashable: Any] = [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(
          cgRect: CGRect(x: 0, y: 500, width: 390, height: 344))
      ]
      let userInfo: NSDictionary = info as NSDictionary
      let frame = userInfo.value(forKey: UIResponder.keyboardFrameEndUserInfoKey) as? NSValue
      #expect(frame?.cgRectValue.height == 344)
    }

    @Test("An unknown key is UIKit's exception, and nil")
    func unknownKey() {
      let model = KeyedModel()
      withKnownIssue {
        #expect(model.value(forKey: "_cellClassDict") == nil)
      } matching: { issue in
        message(of: issue).hasPrefix("[<HeadlessUIKitTests.KeyedModel: 0x")
          && message(of: issue).hasSuffix(
            "> valueForUndefinedKey:]: this class is not key value coding-compliant for the key "
              + "_cellClassDict.")
      }
    }
  }
#endif

#if !canImport(UIKit)
  @MainActor
  @Suite("The key window")
  struct KeyWindowSpec {
    @Test("Hiding the key window makes the most recently shown visible window key")
    func hidingTheKeyWindow() {
      let first = UIWindow()
      first.makeKeyAndVisible()
      let second = UIWindow()
      second.makeKeyAndVisible()
      #expect(UIApplication.shared.keyWindow === second)
      second.isHidden = true
      #expect(UIApplication.shared.keyWindow === first)
      first.isHidden = true
    }
  }
#endif
