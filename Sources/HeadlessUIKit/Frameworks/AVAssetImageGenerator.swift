#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // AVFoundation's still images of a video's frames. HeadlessUIKit decodes no media (an asset has
  // no tracks), so every request fails, as AVFoundation fails for an asset it cannot decode: with
  // `AVFoundationErrorDomain` −11800 ("The operation could not be completed"); handlers run on a
  // queue of the generator's, as AVFoundation's do.

  /// Makes images of an asset's frames, as AVFoundation's.
  open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    /// How a request ended.
    public enum Result: Int, Sendable {
      case succeeded = 0
      case failed = 1
      case cancelled = 2
    }

    /// Told of each requested time: the time, the image, the frame's time, the result, the error.
    public typealias CompletionHandler =
      @Sendable (
        CMTime, CGImage?, CMTime, AVAssetImageGenerator.Result, (any Error)?
      ) -> Void

    /// The asset.
    public let asset: AVAsset
    /// Whether images follow the track's preferred transform.
    open var appliesPreferredTrackTransform = false
    /// The largest size of an image (zero: the frame's own).
    open var maximumSize = CGSize.zero
    /// How far before and after a requested time a frame may be.
    open var requestedTimeToleranceBefore = CMTime.positiveInfinity
    open var requestedTimeToleranceAfter = CMTime.positiveInfinity
    private let queue = DispatchQueue(label: "HeadlessUIKit.AVAssetImageGenerator")

    /// A generator of an asset's frames.
    public init(asset: AVAsset) {
      self.asset = asset
      super.init()
    }

    private static func noFrameError() -> NSError {
      NSError(
        domain: "AVFoundationErrorDomain", code: -11800,
        userInfo: [NSLocalizedDescriptionKey: "The operation could not be completed"])
    }

    /// The frame at a time: it throws, as no frame is decoded here.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?)
      throws -> CGImage
    {
      throw Self.noFrameError()
    }

    /// The frame at a time, and its time: it throws, as no frame is decoded here.
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
      throw Self.noFrameError()
    }

    /// Asks for the frames at times: each handler call says it failed, later.
    open func generateCGImagesAsynchronously(
      forTimes requestedTimes: [NSValue], completionHandler handler: @escaping CompletionHandler
    ) {
      let times = requestedTimes.map(\.timeValue)
      queue.async {
        for time in times { handler(time, nil, .zero, .failed, Self.noFrameError()) }
      }
    }

    /// Cancels the requests not yet told.
    open func cancelAllCGImageGeneration() {}
  }

  extension NSValue {
    /// A value holding a time, as AVFoundation's `NSValue(time:)`. Linux's `NSValue` holds no
    /// structure but its own geometry, so the time's four fields are kept as a rectangle's four
    /// numbers (exact for tick counts up to 2⁵³); read it back with `timeValue`.
    ///
    /// - Parameter time: The time.
    public convenience init(time: CMTime) {
      self.init(
        rect: CGRect(
          x: Double(time.value), y: Double(time.timescale), width: Double(time.flags.rawValue),
          height: Double(time.epoch)))
    }

    /// The time the value holds.
    public var timeValue: CMTime {
      let fields = rectValue
      return CMTime(
        value: CMTimeValue(fields.origin.x), timescale: CMTimeScale(fields.origin.y),
        flags: CMTimeFlags(rawValue: UInt32(fields.size.width)),
        epoch: CMTimeEpoch(fields.size.height))
    }
  }
#endif
