#if !canImport(UIKit)
  import Foundation

  /// The delegate of an image picker, as UIKit's.
  @MainActor
  public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// The user picked an image or a movie.
    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
  }

  extension UIImagePickerControllerDelegate {
    /// Does nothing (an optional requirement in UIKit).
    public func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) { optionalRequirementDefault() }
    /// Dismisses the picker, as UIKit does when the delegate does not implement it.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      optionalRequirementDefault()
      picker.dismiss(animated: true)
    }
  }

  /// The system's photo and camera picker, as UIKit's: a navigation controller whose source is
  /// the photo library (the camera is not available, as on the simulator). The user picks nothing
  /// here; a test answers for them with SPI `userPick(_:)` or `userCancel()`.
  @preconcurrency @MainActor
  open class UIImagePickerController: UINavigationController {
    /// Where the picker takes media from.
    public enum SourceType: Int, Sendable {
      case photoLibrary, camera, savedPhotosAlbum
    }

    /// The camera's settings.
    public enum CameraDevice: Int, Sendable { case rear, front }
    /// What the camera captures.
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    /// The camera's flash.
    public enum CameraFlashMode: Int, Sendable {
      case off = -1
      case auto = 0
      case on = 1
    }
    /// The quality of movies.
    public enum QualityType: Int, Sendable {
      case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
    }

    /// A key of the picked media's information, as UIKit's.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
      public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
      public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
      public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
      public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
      public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
      public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
      public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    }

    /// Whether a source can be used: the photo library and the saved photos, not the camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
      sourceType != .camera
    }

    /// The media types a source offers: images.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
      isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// Whether a camera is there: no.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// The delegate (`delegate`, a navigation controller delegate that is also an image picker
    /// delegate, as UIKit's type says) told of the user's choice.
    private var pickerDelegate: (any UIImagePickerControllerDelegate)? {
      delegate as? any UIImagePickerControllerDelegate
    }
    /// The source; setting `.camera` is UIKit's exception, as no camera is available.
    open var sourceType: SourceType = .photoLibrary {
      didSet {
        if sourceType == .camera {
          reportUIKitException("Source type 1 not available")
          sourceType = oldValue
        }
      }
    }
    /// The media types offered.
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the user may crop what they pick.
    open var allowsEditing = false
    /// The camera's settings, kept.
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto
    open var showsCameraControls = true
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600

    public init() {
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// The user picks an image: the delegate gets it as the original (and edited) image.
    @_spi(Testing) public func userPick(_ image: UIImage) {
      var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
      if allowsEditing { info[.editedImage] = image }
      pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// The user cancels.
    @_spi(Testing) public func userCancel() {
      if let pickerDelegate {
        pickerDelegate.imagePickerControllerDidCancel(self)
      } else {
        dismiss(animated: true)
      }
    }
  }
#endif
