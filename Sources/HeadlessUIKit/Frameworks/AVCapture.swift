// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit)
  import Foundation

  // AVFoundation's capture API, as the iOS Simulator has it: there is no camera. No device is
  // found (`AVCaptureDevice.default(for: .video)` is `nil`, a discovery session finds none), so
  // an app shows what it shows when there is none; sessions, outputs and the preview layer keep
  // what is set on them and run without frames. Camera permission is asked and answered as a
  // test sets it (granted by default), and a test can hand a metadata output a scanned code
  // (`deliver(_:)`), as a QR scanner's delegate receives one.

  /// Whether the app may capture media of a type, as AVFoundation's.
  public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
  }

  /// A capture device: a camera or a microphone. HeadlessUIKit has none, as the Simulator.
  open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// Which side of the device a camera faces.
    public enum Position: Int, Sendable {
      case unspecified = 0
      case back = 1
      case front = 2
    }

    /// The kinds of capture devices.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let builtInWideAngleCamera = DeviceType(
        rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
      public static let builtInUltraWideCamera = DeviceType(
        rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
      public static let builtInTelephotoCamera = DeviceType(
        rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
      public static let builtInDualCamera = DeviceType(
        rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
      public static let builtInDualWideCamera = DeviceType(
        rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
      public static let builtInTripleCamera = DeviceType(
        rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
      public static let builtInTrueDepthCamera = DeviceType(
        rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
      public static let builtInLiDARDepthCamera = DeviceType(
        rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
      public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    }

    /// A torch's state.
    public enum TorchMode: Int, Sendable {
      case off = 0
      case on = 1
      case auto = 2
    }

    /// A focus behaviour.
    public enum FocusMode: Int, Sendable {
      case locked = 0
      case autoFocus = 1
      case continuousAutoFocus = 2
    }

    /// An exposure behaviour.
    public enum ExposureMode: Int, Sendable {
      case locked = 0
      case autoExpose = 1
      case continuousAutoExposure = 2
      case custom = 3
    }

    /// A flash's state.
    public enum FlashMode: Int, Sendable {
      case off = 0
      case on = 1
      case auto = 2
    }

    /// Finds devices of some types, media and position: none here.
    open class DiscoverySession: NSObject, @unchecked Sendable {
      /// The devices found: none, as on the Simulator.
      open var devices: [AVCaptureDevice] { [] }

      /// Finds devices.
      ///
      /// - Parameters:
      ///   - deviceTypes: The kinds of devices.
      ///   - mediaType: The media they capture.
      ///   - position: The side they face.
      public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
        super.init()
      }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var statuses: [AVMediaType: AVAuthorizationStatus] = [:]
    nonisolated(unsafe) private static var grantsRequests = true

    /// Whether the app may capture `mediaType`: `notDetermined` until asked (or as a test set it).
    ///
    /// - Parameter mediaType: The media.
    /// - Returns: The status.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
      lock.withLock { statuses[mediaType] ?? .notDetermined }
    }

    /// Asks the user for permission once: the answer is the test's (`true` by default) and is
    /// kept; later requests answer with it. The handler runs on the main queue, later.
    ///
    /// - Parameters:
    ///   - mediaType: The media.
    ///   - handler: Called with whether access is granted.
    open class func requestAccess(
      for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
    ) {
      let granted = lock.withLock {
        let status =
          statuses[mediaType] ?? (grantsRequests ? AVAuthorizationStatus.authorized : .denied)
        statuses[mediaType] = status
        return status == .authorized
      }
      DispatchQueue.main.async { handler(granted) }
    }

    /// Sets the camera or microphone permission as the user would have answered (or `nil`: not
    /// asked yet, and what a request answers).
    ///
    /// - Parameters:
    ///   - status: The status, or `nil` for not determined.
    ///   - mediaType: The media.
    ///   - grantsRequests: What a request answers while not determined.
    @_spi(Testing)
    public class func setAuthorizationStatus(
      _ status: AVAuthorizationStatus?, for mediaType: AVMediaType, grantsRequests: Bool = true
    ) {
      lock.withLock {
        statuses[mediaType] = status
        Self.grantsRequests = grantsRequests
      }
    }

    /// The default device of a media type: `nil`, as on the Simulator (no camera).
    ///
    /// - Parameter mediaType: The media.
    /// - Returns: The device.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

    /// The default device of a kind, media and position: `nil` (no camera).
    ///
    /// - Parameters:
    ///   - deviceType: The kind.
    ///   - mediaType: The media.
    ///   - position: The side it faces.
    /// - Returns: The device.
    open class func `default`(
      _ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position
    ) -> AVCaptureDevice? { nil }

    /// The device with an identifier: `nil`.
    ///
    /// - Parameter deviceUniqueID: The identifier.
    /// - Returns: The device.
    public convenience init?(uniqueID deviceUniqueID: String) { return nil }

    override init() { super.init() }

    /// The device's identifier.
    open var uniqueID: String { "" }
    /// The device's name.
    open var localizedName: String { "" }
    /// The side it faces.
    open var position: Position { .unspecified }
    /// Its kind.
    open var deviceType: DeviceType { .builtInWideAngleCamera }
    /// Whether it captures `mediaType`.
    ///
    /// - Parameter mediaType: The media.
    /// - Returns: Whether it does.
    open func hasMediaType(_ mediaType: AVMediaType) -> Bool { false }
    /// Whether it has a torch.
    open var hasTorch: Bool { false }
    /// Whether its torch can be used now.
    open var isTorchAvailable: Bool { false }
    /// The torch's state.
    open var torchMode = TorchMode.off
    /// Whether it has a flash.
    open var hasFlash: Bool { false }
    /// The focus behaviour.
    open var focusMode = FocusMode.continuousAutoFocus
    /// Where it focuses, in unit coordinates.
    open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
    /// Whether a focus point can be set.
    open var isFocusPointOfInterestSupported: Bool { false }
    /// The exposure behaviour.
    open var exposureMode = ExposureMode.continuousAutoExposure
    /// Where it meters exposure, in unit coordinates.
    open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
    /// Whether an exposure point can be set.
    open var isExposurePointOfInterestSupported: Bool { false }
    /// The zoom factor.
    open var videoZoomFactor: CGFloat = 1

    /// Whether a focus behaviour is supported.
    ///
    /// - Parameter focusMode: The behaviour.
    /// - Returns: Whether it is.
    open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }

    /// Whether an exposure behaviour is supported.
    ///
    /// - Parameter exposureMode: The behaviour.
    /// - Returns: Whether it is.
    open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { false }

    /// Whether a torch state is supported.
    ///
    /// - Parameter torchMode: The state.
    /// - Returns: Whether it is.
    open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { false }

    /// Takes the device for configuration.
    open func lockForConfiguration() throws {}

    /// Gives the device back.
    open func unlockForConfiguration() {}

    /// Turns the torch on at a level.
    ///
    /// - Parameter torchLevel: 0 to 1.
    open func setTorchModeOn(level torchLevel: Float) throws { torchMode = .on }
  }

  /// A source of media for a session.
  open class AVCaptureInput: NSObject, @unchecked Sendable {
    override init() { super.init() }
  }

  /// A capture device as a session's input.
  open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    /// The device.
    public let device: AVCaptureDevice

    /// An input of a device.
    ///
    /// - Parameter device: The device.
    public init(device: AVCaptureDevice) throws {
      self.device = device
      super.init()
    }
  }

  /// A destination of a session's media.
  open class AVCaptureOutput: NSObject, @unchecked Sendable {
    override init() { super.init() }

    /// The connections feeding this output: none without a camera.
    open var connections: [AVCaptureConnection] { [] }

    /// The connection of a media type: `nil` without a camera.
    ///
    /// - Parameter mediaType: The media.
    /// - Returns: The connection.
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
  }

  /// How a video connection's frames are turned.
  public enum AVCaptureVideoOrientation: Int, Sendable {
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4
  }

  /// A link from an input to an output or a preview layer.
  open class AVCaptureConnection: NSObject, @unchecked Sendable {
    override init() { super.init() }
    /// Whether frames flow through it.
    open var isEnabled = true
    /// Whether its orientation can be set.
    open var isVideoOrientationSupported: Bool { true }
    /// Its frames' orientation.
    open var videoOrientation = AVCaptureVideoOrientation.portrait
    /// Whether its mirroring can be set.
    open var isVideoMirroringSupported: Bool { true }
    /// Whether its frames are mirrored.
    open var isVideoMirrored = false
  }

  /// A capture session: inputs, outputs, and whether it runs.
  open class AVCaptureSession: NSObject, @unchecked Sendable {
    /// The quality a session captures at.
    public struct Preset: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
      public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
      public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
      public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
      public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
      public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
      public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
      public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
      public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
    }

    /// Why a session was interrupted.
    public enum InterruptionReason: Int, Sendable {
      case videoDeviceNotAvailableInBackground = 1
      case audioDeviceInUseByAnotherClient = 2
      case videoDeviceInUseByAnotherClient = 3
      case videoDeviceNotAvailableWithMultipleForegroundApps = 4
      case videoDeviceNotAvailableDueToSystemPressure = 5
    }

    /// Posted when the session starts running.
    public static let didStartRunningNotification = Notification.Name(
      "AVCaptureSessionDidStartRunningNotification")
    /// Posted when the session stops running.
    public static let didStopRunningNotification = Notification.Name(
      "AVCaptureSessionDidStopRunningNotification")
    /// Posted when the session is interrupted.
    public static let wasInterruptedNotification = Notification.Name(
      "AVCaptureSessionWasInterruptedNotification")
    /// Posted when an interruption ends.
    public static let interruptionEndedNotification = Notification.Name(
      "AVCaptureSessionInterruptionEndedNotification")
    /// Posted when the session fails.
    public static let runtimeErrorNotification = Notification.Name(
      "AVCaptureSessionRuntimeErrorNotification")

    private let lock = NSLock()
    private var inputStorage: [AVCaptureInput] = []
    private var outputStorage: [AVCaptureOutput] = []
    private var running = false

    /// Creates a session with no inputs or outputs.
    public override init() { super.init() }

    /// The quality it captures at; `high` by default.
    open var sessionPreset = Preset.high
    /// Whether it can capture at a quality: yes, nothing is captured.
    ///
    /// - Parameter preset: The quality.
    /// - Returns: Whether it can.
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    /// Its inputs.
    open var inputs: [AVCaptureInput] { lock.withLock { inputStorage } }
    /// Its outputs.
    open var outputs: [AVCaptureOutput] { lock.withLock { outputStorage } }
    /// Whether it runs.
    open var isRunning: Bool { lock.withLock { running } }
    /// Whether it is interrupted: never here.
    open var isInterrupted: Bool { false }

    /// Whether an input can be added: one not added yet.
    ///
    /// - Parameter input: The input.
    /// - Returns: Whether it can.
    open func canAddInput(_ input: AVCaptureInput) -> Bool {
      lock.withLock { !inputStorage.contains { $0 === input } }
    }
    /// Adds an input.
    ///
    /// - Parameter input: The input.
    open func addInput(_ input: AVCaptureInput) {
      lock.withLock {
        if !inputStorage.contains(where: { $0 === input }) { inputStorage.append(input) }
      }
    }
    /// Removes an input.
    ///
    /// - Parameter input: The input.
    open func removeInput(_ input: AVCaptureInput) {
      lock.withLock { inputStorage.removeAll { $0 === input } }
    }
    /// Whether an output can be added: one not added yet.
    ///
    /// - Parameter output: The output.
    /// - Returns: Whether it can.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool {
      lock.withLock { !outputStorage.contains { $0 === output } }
    }
    /// Adds an output.
    ///
    /// - Parameter output: The output.
    open func addOutput(_ output: AVCaptureOutput) {
      lock.withLock {
        if !outputStorage.contains(where: { $0 === output }) { outputStorage.append(output) }
      }
    }
    /// Removes an output.
    ///
    /// - Parameter output: The output.
    open func removeOutput(_ output: AVCaptureOutput) {
      lock.withLock { outputStorage.removeAll { $0 === output } }
    }
    /// Begins a batch of changes.
    open func beginConfiguration() {}
    /// Commits a batch of changes.
    open func commitConfiguration() {}

    /// Starts running (no frames flow: there is no camera) and posts
    /// `didStartRunningNotification`.
    open func startRunning() {
      let started = lock.withLock {
        defer { running = true }
        return !running
      }
      if started {
        NotificationCenter.default.post(name: Self.didStartRunningNotification, object: self)
      }
    }

    /// Stops running and posts `didStopRunningNotification`.
    open func stopRunning() {
      let stopped = lock.withLock {
        defer { running = false }
        return running
      }
      if stopped {
        NotificationCenter.default.post(name: Self.didStopRunningNotification, object: self)
      }
    }
  }

  /// What a metadata output recognised in a frame.
  open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// The kinds of metadata: codes and faces.
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let qr = ObjectType(rawValue: "org.iso.QRCode")
      public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
      public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
      public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
      public static let code39 = ObjectType(rawValue: "org.iso.Code39")
      public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
      public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
      public static let code128 = ObjectType(rawValue: "org.iso.Code128")
      public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
      public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
      public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
      public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
      public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
      public static let face = ObjectType(rawValue: "face")
    }

    /// Its kind.
    public let type: ObjectType
    /// Where it is in the frame, in unit coordinates.
    public let bounds: CGRect

    init(type: ObjectType, bounds: CGRect) {
      self.type = type
      self.bounds = bounds
      super.init()
    }
  }

  /// A barcode or QR code a metadata output read.
  open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    /// The code's text.
    public let stringValue: String?
    /// Its corners in the frame, in unit coordinates.
    public let corners: [CGPoint]

    /// A code in the middle half of the frame, unless `bounds` says where.
    init(
      type: ObjectType, stringValue: String?,
      bounds: CGRect = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    ) {
      self.stringValue = stringValue
      corners = [
        CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
        CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
      ]
      super.init(type: type, bounds: bounds)
    }
  }

  /// What a metadata output tells: the codes and faces it recognised.
  public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
    /// The output recognised objects in a frame.
    ///
    /// - Parameters:
    ///   - output: The output.
    ///   - metadataObjects: What it recognised.
    ///   - connection: The connection the frame came through.
    func metadataOutput(
      _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
      from connection: AVCaptureConnection)
  }

  extension AVCaptureMetadataOutputObjectsDelegate {
    /// Does nothing: the requirement is optional, as UIKit's.
    public func metadataOutput(
      _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
      from connection: AVCaptureConnection
    ) {}
  }

  /// An output that recognises codes and faces: a test hands it what the camera would have seen
  /// (`deliver(_:)`).
  open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    private let lock = NSLock()
    private weak var delegateStorage: (any AVCaptureMetadataOutputObjectsDelegate)?
    private var queueStorage: DispatchQueue?

    /// Creates an output.
    public override init() { super.init() }

    /// The kinds of objects it recognises.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    /// The kinds it can recognise: what a camera gives, so none without one.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    /// The part of the frame it looks at, in unit coordinates.
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The delegate it tells.
    open var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)? {
      lock.withLock { delegateStorage }
    }
    /// The queue it tells the delegate on.
    open var metadataObjectsCallbackQueue: DispatchQueue? { lock.withLock { queueStorage } }

    /// Sets the delegate and the queue it is told on.
    ///
    /// - Parameters:
    ///   - objectsDelegate: The delegate.
    ///   - objectsCallbackQueue: The queue.
    open func setMetadataObjectsDelegate(
      _ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?,
      queue objectsCallbackQueue: DispatchQueue?
    ) {
      lock.withLock {
        delegateStorage = objectsDelegate
        queueStorage = objectsCallbackQueue
      }
    }

    /// Hands the delegate a code as the camera would have read it: on its queue (later), as
    /// `AVMetadataMachineReadableCodeObject`s, when the output recognises the code's type.
    ///
    /// - Parameters:
    ///   - stringValue: The code's text.
    ///   - type: Its kind; a QR code by default.
    /// - Returns: Whether it was handed over (a delegate and a queue set, the type recognised).
    @_spi(Testing)
    @discardableResult
    public func deliver(_ stringValue: String, type: AVMetadataObject.ObjectType = .qr) -> Bool {
      guard (metadataObjectTypes ?? []).contains(type), let queue = metadataObjectsCallbackQueue,
        metadataObjectsDelegate != nil
      else { return false }
      let code = AVMetadataMachineReadableCodeObject(type: type, stringValue: stringValue)
      let box = UncheckedBox((self, code))
      queue.async {
        let (output, code) = box.value
        output.metadataObjectsDelegate?.metadataOutput(
          output, didOutput: [code], from: AVCaptureConnection())
      }
      return true
    }
  }

  /// Settings of one photo capture.
  open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    /// Creates the default settings.
    public override init() { super.init() }
    /// Settings with a format.
    ///
    /// - Parameter format: The format's keys and values.
    public init(format: [String: Any]?) { super.init() }
    /// The flash's state.
    open var flashMode = AVCaptureDevice.FlashMode.off
  }

  /// A captured photo.
  open class AVCapturePhoto: NSObject, @unchecked Sendable {
    override init() { super.init() }
    /// The photo's file data: none without a camera.
    ///
    /// - Returns: The data.
    open func fileDataRepresentation() -> Data? { nil }
  }

  /// What a photo output tells about a capture.
  public protocol AVCapturePhotoCaptureDelegate: NSObjectProtocol {
    /// A photo was processed.
    ///
    /// - Parameters:
    ///   - output: The output.
    ///   - photo: The photo.
    ///   - error: Why it failed, if it did.
    func photoOutput(
      _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto,
      error: (any Error)?)
  }

  extension AVCapturePhotoCaptureDelegate {
    /// Does nothing: the requirement is optional, as UIKit's.
    public func photoOutput(
      _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto,
      error: (any Error)?
    ) {}
  }

  /// An output that takes photos: none without a camera (a capture tells the delegate nothing).
  open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    /// Creates an output.
    public override init() { super.init() }
    /// The flash states it supports: none without a camera.
    open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }
    /// Whether high-resolution capture is on.
    open var isHighResolutionCaptureEnabled = false
    /// Takes a photo: without a camera, nothing is captured and the delegate is not told.
    ///
    /// - Parameters:
    ///   - settings: The settings.
    ///   - delegate: The delegate.
    open func capturePhoto(
      with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate
    ) {}
  }

  /// What a video data output tells: each frame.
  public protocol AVCaptureVideoDataOutputSampleBufferDelegate: NSObjectProtocol {}

  /// An output of video frames: none flow without a camera.
  open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
    /// Creates an output.
    public override init() { super.init() }
    /// The frames' format.
    open var videoSettings: [String: Any]! = [:]
    /// Whether late frames are dropped.
    open var alwaysDiscardsLateVideoFrames = true
    /// Sets the delegate and its queue (no frame arrives).
    ///
    /// - Parameters:
    ///   - sampleBufferDelegate: The delegate.
    ///   - sampleBufferCallbackQueue: The queue.
    open func setSampleBufferDelegate(
      _ sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?,
      queue sampleBufferCallbackQueue: DispatchQueue?
    ) {}
  }

  /// A layer that shows a session's camera preview (black here: there is no camera).
  open class AVCaptureVideoPreviewLayer: CALayer {
    /// The session shown.
    open var session: AVCaptureSession?
    /// How the video fits the bounds; `.resizeAspect` by default.
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// The connection to the session: `nil` without a camera.
    open var connection: AVCaptureConnection? { nil }

    /// A layer showing a session.
    ///
    /// - Parameter session: The session.
    public convenience init(session: AVCaptureSession) {
      self.init()
      self.session = session
    }

    /// A layer for a view whose `layerClass` this is.
    ///
    /// - Returns: A new layer.
    open override class func _tapwrightMakeForView() -> CALayer { AVCaptureVideoPreviewLayer() }

    /// A point of the layer in the camera's unit coordinates (as if the video filled the layer).
    ///
    /// - Parameter pointInLayer: The point.
    /// - Returns: The point in unit coordinates.
    open func captureDevicePointConverted(fromLayerPoint pointInLayer: CGPoint) -> CGPoint {
      guard bounds.width > 0, bounds.height > 0 else { return .zero }
      return CGPoint(x: pointInLayer.x / bounds.width, y: pointInLayer.y / bounds.height)
    }

    /// A rectangle in the camera's unit coordinates, in the layer's (as if the video filled it).
    ///
    /// - Parameter rectInMetadataOutputCoordinates: The rectangle.
    /// - Returns: The rectangle in the layer.
    open func layerRectConverted(fromMetadataOutputRect rectInMetadataOutputCoordinates: CGRect)
      -> CGRect
    {
      let rect = rectInMetadataOutputCoordinates
      return CGRect(
        x: rect.minX * bounds.width, y: rect.minY * bounds.height, width: rect.width * bounds.width,
        height: rect.height * bounds.height)
    }

    /// A rectangle of the layer in the camera's unit coordinates.
    ///
    /// - Parameter rectInLayerCoordinates: The rectangle.
    /// - Returns: The rectangle in unit coordinates.
    open func metadataOutputRectConverted(fromLayerRect rectInLayerCoordinates: CGRect) -> CGRect {
      guard bounds.width > 0, bounds.height > 0 else { return .zero }
      let rect = rectInLayerCoordinates
      return CGRect(
        x: rect.minX / bounds.width, y: rect.minY / bounds.height,
        width: rect.width / bounds.width, height: rect.height / bounds.height)
    }

    /// A metadata object in the layer's coordinates.
    ///
    /// - Parameter metadataObject: The object.
    /// - Returns: The object with its bounds in the layer.
    open func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? {
      let bounds = layerRectConverted(fromMetadataOutputRect: metadataObject.bounds)
      if let code = metadataObject as? AVMetadataMachineReadableCodeObject {
        return AVMetadataMachineReadableCodeObject(
          type: code.type, stringValue: code.stringValue, bounds: bounds)
      }
      return AVMetadataObject(type: metadataObject.type, bounds: bounds)
    }
  }
#endif
