// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // The Photos framework, as a new iOS Simulator's library is to a test that adds its own photos:
  // the library holds the assets the app (or the test, the same way) creates in
  // `performChanges(_:completionHandler:)`, and no other. Permission is asked and answered as a
  // test sets it (granted by default, as `AVCaptureDevice`'s); changes are told to observers and
  // completion handlers on a serial queue of the library's, not the main queue, as Photos does.
  // Requests for an image answer with the asset's image, fitted or filled to the size asked.
  // Deleting assets is confirmed (iOS asks the user in a system alert). Live photos, videos'
  // players and collections are not modelled.

  /// Whether the app may read or add to the photo library, as Photos'.
  public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
    case limited = 4
  }

  /// The access an app asks for.
  public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1
    case readWrite = 2
  }

  /// An asset's kind.
  public enum PHAssetMediaType: Int, Sendable {
    case unknown = 0
    case image = 1
    case video = 2
    case audio = 3
  }

  /// An asset's subtypes.
  public struct PHAssetMediaSubtype: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
  }

  /// Where an asset comes from.
  public struct PHAssetSourceType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
  }

  /// The kinds of data an asset is made of.
  public enum PHAssetResourceType: Int, Sendable {
    case photo = 1
    case video = 2
    case audio = 3
    case alternatePhoto = 4
    case fullSizePhoto = 5
    case fullSizeVideo = 6
    case adjustmentData = 7
    case adjustmentBasePhoto = 8
    case pairedVideo = 9
    case fullSizePairedVideo = 10
    case adjustmentBasePairedVideo = 11
    case adjustmentBaseVideo = 12
    case photoProxy = 19
  }

  /// How an image fits the size a request asks for.
  public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0
    case aspectFill = 1
    public static var `default`: PHImageContentMode { .aspectFit }
  }

  /// The version of an asset's image a request asks for.
  public enum PHImageRequestOptionsVersion: Int, Sendable {
    case current = 0
    case unadjusted = 1
    case original = 2
  }

  /// How many results a request delivers, and of what quality.
  public enum PHImageRequestOptionsDeliveryMode: Int, Sendable {
    case opportunistic = 0
    case highQualityFormat = 1
    case fastFormat = 2
  }

  /// How a request resizes the image.
  public enum PHImageRequestOptionsResizeMode: Int, Sendable {
    case none = 0
    case fast = 1
    case exact = 2
  }

  /// An image's orientation, as ImageIO's (EXIF's values).
  public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1
    case upMirrored = 2
    case down = 3
    case downMirrored = 4
    case leftMirrored = 5
    case right = 6
    case rightMirrored = 7
    case left = 8
  }

  /// A request's identifier.
  public typealias PHImageRequestID = Int32
  /// The identifier no request has.
  public let PHInvalidImageRequestID: PHImageRequestID = 0
  /// The size that asks for the image as it is.
  public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
  /// Result keys (an `NSNumber` or `NSError` each).
  public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
  public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
  public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
  public let PHImageCancelledKey = "PHImageCancelledKey"
  public let PHImageErrorKey = "PHImageErrorKey"
  /// Photos' error domain.
  public let PHPhotosErrorDomain = "PHPhotosErrorDomain"

  /// A progress handler of an image request from iCloud (never called here: nothing is in iCloud).
  public typealias PHAssetImageProgressHandler = (
    Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?
  ) -> Void

  /// A model object of the photo library.
  open class PHObject: NSObject, @unchecked Sendable {
    /// The object's identifier in the library.
    public let localIdentifier: String

    init(localIdentifier: String) {
      self.localIdentifier = localIdentifier
    }
  }

  /// An asset created in a change block, named before the block ends.
  open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

  /// A photo or video of the library.
  open class PHAsset: PHObject, KeyValueStore, @unchecked Sendable {
    public internal(set) var mediaType: PHAssetMediaType
    public internal(set) var mediaSubtypes: PHAssetMediaSubtype = []
    public internal(set) var sourceType: PHAssetSourceType = .typeUserLibrary
    public internal(set) var pixelWidth = 0
    public internal(set) var pixelHeight = 0
    public internal(set) var creationDate: Date?
    public internal(set) var modificationDate: Date?
    public internal(set) var location: CLLocation?
    public internal(set) var duration: TimeInterval = 0
    public internal(set) var isFavorite = false
    public internal(set) var isHidden = false
    /// Whether the asset was edited: never here.
    public var hasAdjustments: Bool { false }
    /// The image a request delivers, and the data it was made from.
    var image: UIImage?
    var data: Data?

    init(localIdentifier: String, mediaType: PHAssetMediaType) {
      self.mediaType = mediaType
      super.init(localIdentifier: localIdentifier)
    }

    /// The library's assets of a kind.
    ///
    /// - Parameters:
    ///   - mediaType: The kind.
    ///   - options: A predicate, an order and a limit.
    /// - Returns: The assets.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?)
      -> PHFetchResult<PHAsset>
    {
      PHFetchResult(query: .init(mediaType: mediaType, options: options))
    }

    /// The library's assets.
    ///
    /// - Parameter options: A predicate, an order and a limit.
    /// - Returns: The assets.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
      PHFetchResult(query: .init(options: options))
    }

    /// The assets with these identifiers.
    ///
    /// - Parameters:
    ///   - identifiers: Their local identifiers.
    ///   - options: A predicate, an order and a limit.
    /// - Returns: The assets.
    open class func fetchAssets(
      withLocalIdentifiers identifiers: [String], options: PHFetchOptions?
    )
      -> PHFetchResult<PHAsset>
    {
      PHFetchResult(query: .init(identifiers: identifiers, options: options))
    }

    func storedValue(forKey key: String) -> Any?? {
      switch key {
      case "mediaType": return .some(mediaType.rawValue)
      case "mediaSubtypes": return .some(mediaSubtypes.rawValue)
      case "sourceType": return .some(sourceType.rawValue)
      case "pixelWidth": return .some(pixelWidth)
      case "pixelHeight": return .some(pixelHeight)
      case "creationDate": return .some(creationDate)
      case "modificationDate": return .some(modificationDate)
      case "duration": return .some(duration)
      case "isFavorite", "favorite": return .some(isFavorite)
      case "isHidden", "hidden": return .some(isHidden)
      case "localIdentifier": return .some(localIdentifier)
      default: return nil
      }
    }

    func setStoredValue(_ value: Any?, forKey key: String) -> Bool { false }
  }

  /// What a fetch asks the library for.
  open class PHFetchOptions: NSObject, @unchecked Sendable {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many results; 0: no limit.
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    open var includeAllBurstAssets = false
    open var includeAssetSourceTypes: PHAssetSourceType = []
    open var wantsIncrementalChangeDetails = true

    public override init() {}
  }

  /// A fetch's query, kept so that a change can fetch again.
  struct PHQuery {
    var mediaType: PHAssetMediaType?
    var identifiers: [String]?
    var predicate: NSPredicate?
    var sortDescriptors: [NSSortDescriptor]?
    var fetchLimit = 0
    var includeHidden = false

    init(
      mediaType: PHAssetMediaType? = nil, identifiers: [String]? = nil, options: PHFetchOptions?
    ) {
      self.mediaType = mediaType
      self.identifiers = identifiers
      predicate = options?.predicate
      sortDescriptors = options?.sortDescriptors
      fetchLimit = options?.fetchLimit ?? 0
      includeHidden = options?.includeHiddenAssets ?? false
    }

    func run(on assets: [PHAsset]) -> [PHAsset] {
      var found = assets.filter { asset in
        (mediaType == nil || asset.mediaType == mediaType)
          && (includeHidden || !asset.isHidden)
          && (identifiers?.contains(asset.localIdentifier) ?? true)
          && (predicate?.evaluate(with: asset) ?? true)
      }
      if let identifiers {
        found.sort {
          (identifiers.firstIndex(of: $0.localIdentifier) ?? 0)
            < (identifiers.firstIndex(of: $1.localIdentifier) ?? 0)
        }
      }
      if let sortDescriptors, !sortDescriptors.isEmpty {
        found = sortedByDescriptors(found, sortDescriptors).compactMap { $0 as? PHAsset }
      }
      return fetchLimit > 0 ? Array(found.prefix(fetchLimit)) : found
    }
  }

  /// The objects a fetch found, in order; it does not change when the library does (a change's
  /// details give the result after it).
  open class PHFetchResult<ObjectType: AnyObject>: NSObject, NSFastEnumeration,
    @unchecked Sendable
  {
    let objects: [ObjectType]
    let query: PHQuery?

    init(query: PHQuery) {
      self.query = query
      objects = query.run(on: PHPhotoLibrary.shared().assets).compactMap { $0 as? ObjectType }
    }

    init(objects: [ObjectType], query: PHQuery?) {
      self.objects = objects
      self.query = query
    }

    public override init() {
      objects = []
      query = nil
    }

    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }

    /// The object at an index. Out of range it is Foundation's exception, reported, and the test
    /// goes on with the nearest object (or, in an empty result, an asset of no media that the
    /// library does not hold), so the process does not die.
    open func object(at index: Int) -> ObjectType {
      guard objects.indices.contains(index) else {
        reportUIKitException(
          "*** -[PHFetchResult objectAtIndex:]: index \(index) beyond bounds [0 .. \(objects.count - 1)]"
        )
        if let nearest = index < 0 ? objects.first : objects.last { return nearest }
        guard let stray = PHAsset(localIdentifier: "", mediaType: .unknown) as? ObjectType else {
          preconditionFailure("PHFetchResult of \(ObjectType.self): no object to stand in")
        }
        return stray
      }
      return objects[index]
    }

    open subscript(idx: Int) -> ObjectType { object(at: idx) }

    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { object(at: $0) } }

    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }

    /// The object's index, or `NSNotFound`.
    open func index(of anObject: ObjectType) -> Int {
      objects.firstIndex { $0 === anObject } ?? NSNotFound
    }

    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
      objects.filter { ($0 as? PHAsset)?.mediaType == mediaType }.count
    }

    open func enumerateObjects(
      _ block: @escaping (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
      enumerateObjects(options: [], using: block)
    }

    open func enumerateObjects(
      options opts: NSEnumerationOptions = [],
      using block: @escaping (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
      enumerateObjects(at: IndexSet(integersIn: objects.indices), options: opts, using: block)
    }

    open func enumerateObjects(
      at s: IndexSet, options opts: NSEnumerationOptions = [],
      using block: @escaping (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
      var stop = ObjCBool(false)
      let order = opts.contains(.reverse) ? Array(s.reversed()) : Array(s)
      for index in order {
        block(object(at: index), index, &stop)
        if stop.boolValue { return }
      }
    }
  }

  /// Options of an image request.
  open class PHImageRequestOptions: NSObject, NSCopying, @unchecked Sendable {
    open var version: PHImageRequestOptionsVersion = .current
    open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
    open var resizeMode: PHImageRequestOptionsResizeMode = .fast
    open var normalizedCropRect: CGRect = .zero
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    open var allowSecondaryDegradedImage = false
    open var progressHandler: PHAssetImageProgressHandler?

    public override init() {}

    public func copy(with zone: NSZone? = nil) -> Any {
      let copy = PHImageRequestOptions()
      copy.version = version
      copy.deliveryMode = deliveryMode
      copy.resizeMode = resizeMode
      copy.normalizedCropRect = normalizedCropRect
      copy.isNetworkAccessAllowed = isNetworkAccessAllowed
      copy.isSynchronous = isSynchronous
      copy.allowSecondaryDegradedImage = allowSecondaryDegradedImage
      copy.progressHandler = progressHandler
      return copy
    }
  }

  /// Delivers the images of assets.
  open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    private let lock = NSLock()
    private var lastRequest: PHImageRequestID = 0
    private var cancelled: Set<PHImageRequestID> = []

    public override init() {}

    /// The shared manager.
    open class func `default`() -> PHImageManager { shared }

    /// Asks for an asset's image at a size: delivered once, at full quality (nothing is in iCloud
    /// or degraded), on the calling thread when the options ask for a synchronous request, else
    /// later on the main queue — unless cancelled first. An asset without an image (a video
    /// created from a file) delivers `nil` and an error.
    ///
    /// - Parameters:
    ///   - asset: The asset.
    ///   - targetSize: The size in pixels, or `PHImageManagerMaximumSize` for the image as it is.
    ///   - contentMode: Whether the image fits in the size or fills it.
    ///   - options: The options.
    ///   - resultHandler: Called with the image and information.
    /// - Returns: The request's identifier.
    @discardableResult
    open func requestImage(
      for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
      options: PHImageRequestOptions?,
      resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
      let id = nextRequest()
      var info: [AnyHashable: Any] = [
        PHImageResultRequestIDKey: NSNumber(value: id),
        PHImageResultIsDegradedKey: NSNumber(value: false),
      ]
      let image = asset.image.map { Self.image($0, fitting: targetSize, contentMode) }
      if image == nil { info[PHImageErrorKey] = Self.noImageError() }
      deliver(id, synchronously: options?.isSynchronous ?? false) {
        resultHandler(image, info)
      }
      return id
    }

    /// Asks for an asset's image data: PNG or JPEG, as the asset was made.
    ///
    /// - Parameters:
    ///   - asset: The asset.
    ///   - options: The options.
    ///   - resultHandler: Called with the data, its type's identifier, its orientation and
    ///     information.
    /// - Returns: The request's identifier.
    @discardableResult
    open func requestImageDataAndOrientation(
      for asset: PHAsset, options: PHImageRequestOptions?,
      resultHandler:
        @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) ->
        Void
    ) -> PHImageRequestID {
      let id = nextRequest()
      var info: [AnyHashable: Any] = [PHImageResultRequestIDKey: NSNumber(value: id)]
      let data = asset.data ?? asset.image?.pngData()
      let type = data.map { Array($0.prefix(2)) == [0xFF, 0xD8] ? "public.jpeg" : "public.png" }
      if data == nil { info[PHImageErrorKey] = Self.noImageError() }
      deliver(id, synchronously: options?.isSynchronous ?? false) {
        resultHandler(data, type, .up, info)
      }
      return id
    }

    /// Cancels a request not yet delivered: its handler is not called.
    ///
    /// - Parameter requestID: The request.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {
      _ = lock.withLock { cancelled.insert(requestID) }
    }

    private func nextRequest() -> PHImageRequestID {
      lock.withLock {
        lastRequest += 1
        return lastRequest
      }
    }

    private func deliver(
      _ id: PHImageRequestID, synchronously: Bool, _ body: @escaping () -> Void
    ) {
      if synchronously {
        body()
        return
      }
      let box = UncheckedBox(body)
      DispatchQueue.main.async {
        guard !self.lock.withLock({ self.cancelled.remove(id) != nil }) else { return }
        box.value()
      }
    }

    private static func noImageError() -> NSError {
      NSError(domain: PHPhotosErrorDomain, code: 3303, userInfo: nil)
    }

    /// The image fitted in or filling a size in pixels, its aspect ratio kept.
    static func image(_ image: UIImage, fitting size: CGSize, _ mode: PHImageContentMode)
      -> UIImage
    {
      let pixels = CGSize(
        width: image.size.width * image.scale, height: image.size.height * image.scale)
      guard size.width > 0, size.height > 0, pixels.width > 0, pixels.height > 0,
        size != PHImageManagerMaximumSize
      else { return image }
      let ratios = (size.width / pixels.width, size.height / pixels.height)
      let factor = mode == .aspectFill ? max(ratios.0, ratios.1) : min(ratios.0, ratios.1)
      let target = CGSize(
        width: (pixels.width * factor).rounded(), height: (pixels.height * factor).rounded())
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      return UIGraphicsImageRenderer(size: target, format: format).image { _ in
        image.draw(in: CGRect(origin: .zero, size: target))
      }
    }
  }

  /// An image manager that prepares images ahead (a hint, with nothing to prepare here).
  open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    open var allowsCachingHighQualityImages = true

    open func startCachingImages(
      for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
      options: PHImageRequestOptions?
    ) {}

    open func stopCachingImages(
      for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
      options: PHImageRequestOptions?
    ) {}

    open func stopCachingImagesForAllAssets() {}
  }

  /// Told when the library changes.
  public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol {
    func photoLibraryDidChange(_ changeInstance: PHChange)
  }

  /// How fetch results changed.
  open class PHFetchResultChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
    public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
    public let fetchResultAfterChanges: PHFetchResult<ObjectType>
    public let removedIndexes: IndexSet?
    public let insertedIndexes: IndexSet?
    public let changedIndexes: IndexSet?
    public var hasIncrementalChanges: Bool { true }
    public var hasMoves: Bool { false }

    public var removedObjects: [ObjectType] {
      (removedIndexes ?? []).map { fetchResultBeforeChanges.object(at: $0) }
    }
    public var insertedObjects: [ObjectType] {
      (insertedIndexes ?? []).map { fetchResultAfterChanges.object(at: $0) }
    }
    public var changedObjects: [ObjectType] {
      (changedIndexes ?? []).map { fetchResultAfterChanges.object(at: $0) }
    }

    /// The details between two results: removed, inserted and changed indexes.
    public init(
      from fromResult: PHFetchResult<ObjectType>, to toResult: PHFetchResult<ObjectType>,
      changedObjects: [ObjectType]
    ) {
      fetchResultBeforeChanges = fromResult
      fetchResultAfterChanges = toResult
      removedIndexes = IndexSet(
        fromResult.objects.indices.filter { !toResult.contains(fromResult.objects[$0]) })
      insertedIndexes = IndexSet(
        toResult.objects.indices.filter { !fromResult.contains(toResult.objects[$0]) })
      changedIndexes = IndexSet(
        toResult.objects.indices.filter { index in
          fromResult.contains(toResult.objects[index])
            && changedObjects.contains { $0 === toResult.objects[index] }
        })
    }

    public func enumerateMoves(_ handler: @escaping (Int, Int) -> Void) {}
  }

  /// A change of the library, told to its observers.
  open class PHChange: NSObject, @unchecked Sendable {
    let changed: [PHAsset]
    /// The library's assets just after the change.
    let assetsAfter: [PHAsset]

    init(changed: [PHAsset], assetsAfter: [PHAsset]) {
      self.changed = changed
      self.assetsAfter = assetsAfter
    }

    /// How a fetch result changed: `nil` when the change does not touch it.
    open func changeDetails<T: PHObject>(for fetchResult: PHFetchResult<T>)
      -> PHFetchResultChangeDetails<T>?
    {
      guard let query = fetchResult.query else { return nil }
      let after = PHFetchResult<T>(
        objects: query.run(on: assetsAfter).compactMap { $0 as? T }, query: query)
      let changedObjects = after.objects.filter { object in changed.contains { $0 === object } }
      let details = PHFetchResultChangeDetails(
        from: fetchResult, to: after, changedObjects: changedObjects)
      let touched =
        !(details.removedIndexes ?? []).isEmpty || !(details.insertedIndexes ?? []).isEmpty
        || !(details.changedIndexes ?? []).isEmpty
      return touched ? details : nil
    }
  }

  /// A request, made in a change block, to create or change an asset.
  open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
    let asset: PHAsset
    let creates: Bool

    /// The asset a creation request makes.
    open var placeholderForCreatedAsset: PHObjectPlaceholder? {
      creates ? PHObjectPlaceholder(localIdentifier: asset.localIdentifier) : nil
    }
    open var creationDate: Date? {
      get { asset.creationDate }
      set { asset.creationDate = newValue }
    }
    open var location: CLLocation? {
      get { asset.location }
      set { asset.location = newValue }
    }
    open var isFavorite: Bool {
      get { asset.isFavorite }
      set { asset.isFavorite = newValue }
    }
    open var isHidden: Bool {
      get { asset.isHidden }
      set { asset.isHidden = newValue }
    }

    /// A request about an asset (the class methods make them; `Self` needs a required
    /// initialiser, which subclasses of an Objective-C class inherit).
    @_spi(Testing)
    public required init(asset: PHAsset, creates: Bool) {
      self.asset = asset
      self.creates = creates
      super.init()
      PHPhotoLibrary.shared().record(self)
    }

    /// A request to change an asset.
    public convenience init(for asset: PHAsset) {
      self.init(asset: asset, creates: false)
    }

    /// A request to add an image to the library.
    open class func creationRequestForAsset(from image: UIImage) -> Self {
      let asset = PHPhotoLibrary.shared().newAsset(.image)
      asset.image = image
      asset.pixelWidth = Int(image.size.width * image.scale)
      asset.pixelHeight = Int(image.size.height * image.scale)
      return self.init(asset: asset, creates: true)
    }

    /// A request to add the image in a file: `nil` when the file is not an image.
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? {
      guard let data = try? Data(contentsOf: fileURL), let image = UIImage(data: data) else {
        return nil
      }
      let request = creationRequestForAsset(from: image)
      request.asset.data = data
      return request
    }

    /// A request to add the video in a file: `nil` when there is no file.
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? {
      guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
      let asset = PHPhotoLibrary.shared().newAsset(.video)
      asset.data = try? Data(contentsOf: fileURL)
      return self.init(asset: asset, creates: true)
    }

    /// A request to delete assets (an array or a fetch result of them): confirmed, as if the user
    /// allowed it in iOS's alert.
    open class func deleteAssets(_ assets: any NSFastEnumeration) {
      var deleted: [PHAsset] = []
      if let result = assets as? PHFetchResult<PHAsset> {
        deleted = result.objects
      } else if let array = assets as? NSArray {
        deleted = array.compactMap { $0 as? PHAsset }
      }
      PHPhotoLibrary.shared().recordDeletion(deleted)
    }
  }

  /// A request to create an asset from its resources.
  open class PHAssetCreationRequest: PHAssetChangeRequest, @unchecked Sendable {
    /// A request for a new photo, whose resources are added next.
    open class func forAsset() -> Self {
      self.init(asset: PHPhotoLibrary.shared().newAsset(.image), creates: true)
    }

    /// Whether assets can be made of these resource types.
    open class func supportsAssetResourceTypes(_ types: [NSNumber]) -> Bool { true }

    /// Adds a resource from data: a photo's becomes the asset's image.
    open func addResource(
      with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?
    ) {
      switch type {
      case .photo, .fullSizePhoto, .alternatePhoto:
        asset.data = data
        if let image = UIImage(data: data) {
          asset.image = image
          asset.pixelWidth = Int(image.size.width * image.scale)
          asset.pixelHeight = Int(image.size.height * image.scale)
        }
      case .video, .fullSizeVideo:
        asset.mediaType = .video
        asset.data = data
      case .pairedVideo, .fullSizePairedVideo:
        asset.mediaSubtypes.insert(.photoLive)
      default:
        break
      }
    }

    /// Adds a resource from a file.
    open func addResource(
      with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?
    ) {
      guard let data = try? Data(contentsOf: fileURL) else { return }
      addResource(with: type, data: data, options: options)
    }
  }

  /// Options of a resource added to a creation request.
  open class PHAssetResourceCreationOptions: NSObject, NSCopying, @unchecked Sendable {
    open var originalFilename: String?
    open var uniformTypeIdentifier: String?
    open var shouldMoveFile = false

    public override init() {}

    public func copy(with zone: NSZone? = nil) -> Any {
      let copy = PHAssetResourceCreationOptions()
      copy.originalFilename = originalFilename
      copy.uniformTypeIdentifier = uniformTypeIdentifier
      copy.shouldMoveFile = shouldMoveFile
      return copy
    }
  }

  /// The user's photo library.
  open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    private let lock = NSRecursiveLock()
    private let queue = DispatchQueue(label: "HeadlessUIKit.PHPhotoLibrary")
    private var storedAssets: [PHAsset] = []
    private var observers: [WeakObserver] = []
    private var statuses: [PHAccessLevel: PHAuthorizationStatus] = [:]
    private var grantsRequests = true
    /// The requests and deletions of the change block running, if one is.
    private var pending: (requests: [PHAssetChangeRequest], deleted: [PHAsset])?
    private var created = 0

    private struct WeakObserver {
      weak var observer: (any PHPhotoLibraryChangeObserver)?
    }

    /// The shared library.
    open class func shared() -> PHPhotoLibrary { library }

    var assets: [PHAsset] { lock.withLock { storedAssets } }

    /// The app's access to the library (read and write): `notDetermined` until asked.
    open class func authorizationStatus() -> PHAuthorizationStatus {
      authorizationStatus(for: .readWrite)
    }

    /// The app's access of a level.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
      library.lock.withLock { library.statuses[accessLevel] ?? .notDetermined }
    }

    /// Asks the user once: the answer is the test's (`authorized` by default) and is kept. The
    /// handler runs later, on a queue of the library's.
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
      requestAuthorization(for: .readWrite, handler: handler)
    }

    /// Asks the user for a level of access once.
    open class func requestAuthorization(
      for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void
    ) {
      let status = library.answer(accessLevel)
      let box = UncheckedBox(handler)
      library.queue.async { box.value(status) }
    }

    /// Asks the user for a level of access once.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async
      -> PHAuthorizationStatus
    {
      library.answer(accessLevel)
    }

    private func answer(_ level: PHAccessLevel) -> PHAuthorizationStatus {
      lock.withLock {
        let status = statuses[level] ?? (grantsRequests ? .authorized : .denied)
        statuses[level] = status
        return status
      }
    }

    /// Sets the library permission as the user would have answered (or `nil`: not asked yet).
    ///
    /// - Parameters:
    ///   - status: The status, or `nil` for not determined.
    ///   - accessLevel: The level.
    ///   - grantsRequests: What a request answers while not determined.
    @_spi(Testing)
    public class func setAuthorizationStatus(
      _ status: PHAuthorizationStatus?, for accessLevel: PHAccessLevel = .readWrite,
      grantsRequests: Bool = true
    ) {
      library.lock.withLock {
        library.statuses[accessLevel] = status
        library.grantsRequests = grantsRequests
      }
    }

    /// Empties the library (a test's start).
    @_spi(Testing)
    public func removeAllAssets() {
      lock.withLock { storedAssets.removeAll() }
    }

    open func register(_ observer: any PHPhotoLibraryChangeObserver) {
      lock.withLock {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
      }
    }

    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
      lock.withLock { observers.removeAll { $0.observer == nil || $0.observer === observer } }
    }

    /// Runs a change block and applies its requests: the completion handler and then the
    /// library's observers are told, on a queue of the library's. Without access (denied or
    /// restricted) nothing changes and the handler gets Photos' "access denied" error (3311).
    open func performChanges(
      _ changeBlock: @escaping () -> Void,
      completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil
    ) {
      let outcome = apply(changeBlock)
      queue.async {
        completionHandler?(outcome.error == nil, outcome.error)
        if let change = outcome.change { self.tell(change) }
      }
    }

    /// Runs a change block and applies its requests.
    open func performChanges(_ changeBlock: @escaping () -> Void) async throws {
      let outcome = apply(changeBlock)
      if let change = outcome.change { queue.async { self.tell(change) } }
      if let error = outcome.error { throw error }
    }

    /// Runs a change block and applies its requests, then returns.
    open func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws {
      let outcome = apply(changeBlock)
      if let change = outcome.change { queue.async { self.tell(change) } }
      if let error = outcome.error { throw error }
    }

    private func apply(_ changeBlock: () -> Void) -> (change: PHChange?, error: (any Error)?) {
      lock.lock()
      defer { lock.unlock() }
      let status = statuses[.readWrite] ?? statuses[.addOnly] ?? answer(.readWrite)
      guard status == .authorized || status == .limited else {
        return (nil, NSError(domain: PHPhotosErrorDomain, code: 3311, userInfo: nil))
      }
      pending = ([], [])
      changeBlock()
      let (requests, deleted) = pending ?? ([], [])
      pending = nil
      for request in requests where request.creates {
        storedAssets.append(request.asset)
      }
      storedAssets.removeAll { asset in deleted.contains { $0 === asset } }
      let changed = requests.map(\.asset) + deleted
      return (changed.isEmpty ? nil : PHChange(changed: changed, assetsAfter: storedAssets), nil)
    }

    private func tell(_ change: PHChange) {
      let observers = lock.withLock { self.observers.compactMap(\.observer) }
      for observer in observers { observer.photoLibraryDidChange(change) }
    }

    func newAsset(_ type: PHAssetMediaType) -> PHAsset {
      lock.withLock {
        created += 1
        let asset = PHAsset(
          localIdentifier: String(format: "%08X-0000-4000-8000-%012X/L0/001", created, created),
          mediaType: type)
        asset.creationDate = Date()
        asset.modificationDate = asset.creationDate
        return asset
      }
    }

    func record(_ request: PHAssetChangeRequest) {
      changeBlockRecords { $0.requests.append(request) }
    }

    func recordDeletion(_ assets: [PHAsset]) {
      changeBlockRecords { $0.deleted += assets }
    }

    /// Adds to the running change block's requests; outside one, Photos' exception.
    private func changeBlockRecords(
      _ body: (inout (requests: [PHAssetChangeRequest], deleted: [PHAsset])) -> Void
    ) {
      lock.withLock {
        guard var changes = pending else {
          reportUIKitException(
            "This method can only be called from inside of -[PHPhotoLibrary performChanges:completionHandler:] or -[PHPhotoLibrary performChangesAndWait:error:]"
          )
          return
        }
        body(&changes)
        pending = changes
      }
    }
  }

  /// Objective-C's fast enumeration, as the parameter type of Photos' `deleteAssets(_:)`: arrays
  /// and fetch results.
  public protocol NSFastEnumeration {}
  extension NSArray: NSFastEnumeration {}
  extension NSSet: NSFastEnumeration {}
  extension NSOrderedSet: NSFastEnumeration {}
#endif
