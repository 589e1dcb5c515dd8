#if !canImport(UIKit)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A controller that plays a video as apps write it: a player, its layer, key-value observing of
  /// the item's status, a time observer and the end-of-item notification.
  @MainActor
  final class VideoController: UIViewController {
    var log: [String] = []
    var player: AVPlayer!
    private var statusObservation: NSKeyValueObservation?
    private var timeObserver: Any?
    private var endObserver: NSObjectProtocol?

    func start(url: URL) {
      let item = AVPlayerItem(url: url)
      player = AVPlayer(playerItem: item)
      let layer = AVPlayerLayer(player: player)
      layer.videoGravity = .resizeAspectFill
      view.layer.addSublayer(layer)
      statusObservation = item.observe(\.status, options: [.new]) { [weak self] item, _ in
        MainActor.assumeIsolated {
          self?.log.append("status \(item.status.rawValue)")
          if item.status == .readyToPlay { self?.player.play() }
        }
      }
      timeObserver = player.addPeriodicTimeObserver(
        forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main
      ) { [weak self] time in
        MainActor.assumeIsolated { self?.log.append("time \(time.seconds)") }
      }
      // `queue: nil`: Linux's Foundation deadlocks a post from the main queue to an observer on
      // `OperationQueue.main` (it waits for the main queue it is running on).
      endObserver = NotificationCenter.default.addObserver(
        forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated {
          self?.log.append("ended")
          self?.player.seek(to: .zero)
        }
      }
      player.play()
    }
  }

  @MainActor
  @Suite("Media playback and Core Graphics drawing, as apps write them")
  struct MediaAndDrawingSpec {
    @Test("Core Media's times: seconds, rounding, order, arithmetic, ranges")
    func times() {
      let half = CMTime(value: 1, timescale: 2)
      #expect(half.seconds == 0.5)
      #expect(CMTimeMake(value: 3, timescale: 6) == half)
      #expect(CMTime(seconds: 1.25, preferredTimescale: 600) == CMTime(value: 750, timescale: 600))
      #expect(CMTimeGetSeconds(CMTimeMakeWithSeconds(2, preferredTimescale: 1)) == 2)
      #expect(half < CMTime(value: 1, timescale: 1))
      #expect((half + half).seconds == 1)
      #expect((CMTime(value: 2, timescale: 1) - half).seconds == 1.5)
      #expect(CMTime.indefinite.seconds.isNaN)
      #expect(!CMTime.invalid.isValid)
      #expect(CMTime.indefinite > CMTime(value: 100, timescale: 1))
      #expect(CMTime(seconds: 1 / 3, preferredTimescale: 10).hasBeenRounded)
      let range = CMTimeRange(start: half, duration: CMTime(value: 1, timescale: 1))
      #expect(range.end.seconds == 1.5)
      #expect(range.containsTime(CMTime(value: 1, timescale: 1)))
      #expect(!range.containsTime(range.end))
    }

    @Test("a player waits for its item, plays once it is ready, and tells its observers")
    func playback() async throws {
      let file = FileManager.default.temporaryDirectory.appending(
        path: "tapwright-video-\(UUID().uuidString).mp4")
      try Data([0, 0, 0, 24]).write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      let controller = VideoController()
      controller.start(url: file)
      #expect(controller.player.rate == 1)
      #expect(controller.player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      #expect(controller.player.currentItem?.status == .unknown)
      #expect(await yield(until: { controller.player.timeControlStatus == .playing }))
      #expect(controller.log.first == "status 1")
      #expect(controller.player.currentItem?.duration.isIndefinite == true)
      controller.player.seek(to: CMTime(seconds: 3, preferredTimescale: 600))
      #expect(controller.player.currentTime().seconds == 3)
      #expect(await yield(until: { controller.log.contains("time 3.0") }))
      controller.player.currentItem?.playToEnd()
      #expect(controller.log.contains("ended"))
      #expect(controller.player.rate == 0)
      #expect(controller.player.timeControlStatus == .paused)
      #expect(controller.player.currentTime() == .zero)
    }

    @Test("an item of a file that does not exist fails with AVFoundation's error")
    func missingFile() async {
      let item = AVPlayerItem(url: URL(fileURLWithPath: "/no/such/video.mp4"))
      let player = AVPlayer(playerItem: item)
      player.play()
      #expect(await yield(until: { item.status != .unknown }))
      #expect(item.status == .failed)
      #expect((item.error as NSError?)?.code == -11800)
      #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      let asset = AVURLAsset(url: URL(fileURLWithPath: "/no/such/video.mp4"))
      #expect(!asset.isPlayable)
      #expect(asset.tracks(withMediaType: .video).isEmpty)
    }

    @Test("gradients, colour spaces and bitmap contexts, recorded as drawn")
    func drawing() {
      let space = CGColorSpaceCreateDeviceRGB()
      #expect(space.numberOfComponents == 3)
      #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
      #expect(CGColorSpace(name: "nonsense" as CFString) == nil)
      let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
      let locations: [CGFloat] = [0, 1]
      let gradient = CGGradient(colorsSpace: space, colors: colors, locations: locations)
      #expect(gradient != nil)
      let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
        context.cgContext.setBlendMode(.multiply)
        if let gradient {
          context.cgContext.drawLinearGradient(
            gradient, start: .zero, end: CGPoint(x: 0, y: 10),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
      }
      let other = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
      #expect(image.pngData() != other.pngData())
      let bitmap = CGContext(
        data: nil, width: 20, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: space,
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      #expect(bitmap != nil)
      bitmap?.setFillColor(UIColor.red.cgColor)
      bitmap?.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
      let made = bitmap?.makeImage()
      #expect(made?.width == 20)
      #expect(made?.height == 10)
      #expect(made?.cropping(to: CGRect(x: 0, y: 0, width: 5, height: 5))?.width == 5)
      #expect(made?.cropping(to: CGRect(x: 50, y: 50, width: 5, height: 5)) == nil)
      // AlamofireImage forces decoding by reading the pixels: a bitmap of the image's size.
      #expect(made?.dataProvider?.data?.length == 20 * 4 * 10)
      #expect(
        CGContext(
          data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: space,
          bitmapInfo: 0) == nil)
    }
  }
#endif
