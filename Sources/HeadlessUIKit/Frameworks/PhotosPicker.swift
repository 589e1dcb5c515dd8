#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import TapwrightReporting

  // PhotosUI's photo picker: a view controller the app presents and the user picks in. The user
  // picks nothing here; a test answers for them with SPI `userPick(_:)` (images, each a result
  // whose item provider loads it) or `userCancel()` (no results), and the delegate is told as
  // PhotosUI tells it — the app dismisses the picker itself.

  /// What a picker shows.
  public struct PHPickerFilter: Equatable, Sendable {
    indirect enum Kind: Equatable, Sendable {
      case media(PHAssetMediaType)
      case subtype(PHAssetMediaSubtype)
      case screenshots
      case any([Kind])
      case all([Kind])
      case not(Kind)
    }

    let kind: Kind

    public static let images = PHPickerFilter(kind: .media(.image))
    public static let videos = PHPickerFilter(kind: .media(.video))
    public static let livePhotos = PHPickerFilter(kind: .subtype(.photoLive))
    public static let depthEffectPhotos = PHPickerFilter(kind: .subtype(.photoDepthEffect))
    public static let panoramas = PHPickerFilter(kind: .subtype(.photoPanorama))
    public static let screenshots = PHPickerFilter(kind: .subtype(.photoScreenshot))
    public static let slomoVideos = PHPickerFilter(kind: .subtype(.videoHighFrameRate))
    public static let timelapseVideos = PHPickerFilter(kind: .subtype(.videoTimelapse))

    /// Media any of the filters shows.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
      PHPickerFilter(kind: .any(subfilters.map(\.kind)))
    }

    /// Media every filter shows.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
      PHPickerFilter(kind: .all(subfilters.map(\.kind)))
    }

    /// Media the filter does not show.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
      PHPickerFilter(kind: .not(filter.kind))
    }

    /// Whether the filter shows an image.
    func showsImages() -> Bool { Self.shows(kind) }

    private static func shows(_ kind: Kind) -> Bool {
      switch kind {
      case .media(let type): return type == .image
      case .subtype(let subtype):
        return subtype.rawValue < PHAssetMediaSubtype.videoStreamed.rawValue
      case .screenshots: return true
      case .any(let kinds): return kinds.contains(where: shows)
      case .all(let kinds): return kinds.allSatisfy(shows)
      case .not(let inner): return !shows(inner)
      }
    }
  }

  /// How a picker is set up.
  public struct PHPickerConfiguration: Sendable {
    /// Which representation of an asset the picker hands over.
    public enum AssetRepresentationMode: Int, Sendable {
      case automatic = 0
      case current = 1
      case compatible = 2
    }

    /// How the user selects.
    public enum Selection: Int, Sendable {
      case `default` = 0
      case ordered = 1
      case continuous = 2
      case continuousAndOrdered = 3
    }

    /// What the picker shows (`nil`: everything).
    public var filter: PHPickerFilter?
    /// At most this many picks; 0: no limit. 1 by default.
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public var selection: Selection = .default
    public var preselectedAssetIdentifiers: [String] = []
    /// Whether results name their assets (a configuration with a photo library).
    let namesAssets: Bool

    public init() {
      namesAssets = false
    }

    /// A configuration whose results name their assets in the library.
    public init(photoLibrary: PHPhotoLibrary) {
      namesAssets = true
    }
  }

  /// What the user picked.
  public struct PHPickerResult: Equatable, Hashable, @unchecked Sendable {
    /// Loads the picked image.
    public let itemProvider: NSItemProvider
    /// The asset's identifier, when the configuration has a photo library.
    public let assetIdentifier: String?

    public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool {
      lhs.itemProvider === rhs.itemProvider && lhs.assetIdentifier == rhs.assetIdentifier
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(itemProvider))
      hasher.combine(assetIdentifier)
    }
  }

  /// Told what the user picked.
  @MainActor
  public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
  }

  /// The system's photo picker, as PhotosUI's.
  @preconcurrency @MainActor
  open class PHPickerViewController: UIViewController {
    /// How it was set up.
    public let configuration: PHPickerConfiguration
    /// Told what the user picked.
    public weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker with a configuration.
    public init(configuration: PHPickerConfiguration) {
      self.configuration = configuration
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      configuration = PHPickerConfiguration()
      super.init(coder: coder)
    }

    /// The user picks images: each a result whose item provider loads it (and names a saved
    /// asset when the configuration has a photo library). More than the selection limit, or an
    /// image the filter hides, is a failure of the test, and nothing is picked.
    @_spi(Testing) public func userPick(
      _ images: [UIImage], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) {
      let limit = configuration.selectionLimit
      guard limit == 0 || images.count <= limit else {
        reportTapwrightIssue(
          "PHPickerViewController: the user cannot pick \(images.count) images: its selection "
            + "limit is \(limit)", fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      if let filter = configuration.filter, !filter.showsImages() {
        reportTapwrightIssue(
          "PHPickerViewController: the user cannot pick images: its filter hides them",
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      let results = images.map { image in
        PHPickerResult(
          itemProvider: NSItemProvider(object: image),
          assetIdentifier: configuration.namesAssets
            ? PHPhotoLibrary.shared().identifier(of: image) : nil)
      }
      delegate?.picker(self, didFinishPicking: results)
    }

    /// The user cancels: the delegate is told of no results.
    @_spi(Testing) public func userCancel() {
      delegate?.picker(self, didFinishPicking: [])
    }
  }

  extension PHPhotoLibrary {
    /// The identifier of the saved asset holding an image, if one does.
    func identifier(of image: UIImage) -> String? {
      assets.first { $0.image === image }?.localIdentifier
    }
  }
#endif
