// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif
  import HeadlessUIKit

  // SDWebImage's API as apps call it (`imageView.sd_setImage(with: url, placeholderImage: …)`,
  // `SDImageCache.shared`, `SDWebImageManager.shared.loadImage(…)`), on Linux, where SDWebImage
  // (Objective-C on UIKit) does not build: the port imports this module where an app imports
  // SDWebImage. It does what SDWebImage does, headlessly: an image is looked up in a memory cache,
  // then a disk cache (files under the caches folder, named by the MD5 of the URL, as SDWebImage
  // names them), then loaded — a file URL read, any other through `URLSession.shared` (a test's
  // `URLProtocol` or Tapwright's fake server answers it) — and stored in both; the view gets the
  // placeholder at once and the image on the main queue, and the completion runs there.

  /// The options of a load, as SDWebImage's (the same bits).
  public struct SDWebImageOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let retryFailed = SDWebImageOptions(rawValue: 1 << 0)
    public static let lowPriority = SDWebImageOptions(rawValue: 1 << 1)
    public static let progressiveLoad = SDWebImageOptions(rawValue: 1 << 2)
    /// Loads again though the image is cached.
    public static let refreshCached = SDWebImageOptions(rawValue: 1 << 3)
    public static let continueInBackground = SDWebImageOptions(rawValue: 1 << 4)
    public static let handleCookies = SDWebImageOptions(rawValue: 1 << 5)
    public static let allowInvalidSSLCertificates = SDWebImageOptions(rawValue: 1 << 6)
    public static let highPriority = SDWebImageOptions(rawValue: 1 << 7)
    /// Shows the placeholder only when the load fails.
    public static let delayPlaceholder = SDWebImageOptions(rawValue: 1 << 8)
    public static let transformAnimatedImage = SDWebImageOptions(rawValue: 1 << 9)
    /// Leaves setting the image to the completion.
    public static let avoidAutoSetImage = SDWebImageOptions(rawValue: 1 << 10)
    public static let scaleDownLargeImages = SDWebImageOptions(rawValue: 1 << 11)
    public static let queryMemoryData = SDWebImageOptions(rawValue: 1 << 12)
    public static let queryMemoryDataSync = SDWebImageOptions(rawValue: 1 << 13)
    public static let queryDiskDataSync = SDWebImageOptions(rawValue: 1 << 14)
    /// Takes the image from the caches only.
    public static let fromCacheOnly = SDWebImageOptions(rawValue: 1 << 15)
    /// Loads without asking the caches.
    public static let fromLoaderOnly = SDWebImageOptions(rawValue: 1 << 16)
    public static let forceTransition = SDWebImageOptions(rawValue: 1 << 17)
    public static let avoidDecodeImage = SDWebImageOptions(rawValue: 1 << 18)
    public static let decodeFirstFrameOnly = SDWebImageOptions(rawValue: 1 << 19)
    public static let preloadAllFrames = SDWebImageOptions(rawValue: 1 << 20)
    public static let matchAnimatedImageClass = SDWebImageOptions(rawValue: 1 << 21)
    public static let waitStoreCache = SDWebImageOptions(rawValue: 1 << 22)
  }

  /// Where an image came from.
  public enum SDImageCacheType: Int, Sendable {
    /// Loaded.
    case none = 0
    /// The disk cache.
    case disk = 1
    /// The memory cache.
    case memory = 2
    /// Both caches.
    case all = 3
  }

  /// A key of a load's context, as SDWebImage's (kept, not acted on).
  public struct SDWebImageContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let imageTransformer = SDWebImageContextOption(rawValue: "imageTransformer")
    public static let imageThumbnailPixelSize = SDWebImageContextOption(
      rawValue: "imageThumbnailPixelSize")
    public static let storeCacheType = SDWebImageContextOption(rawValue: "storeCacheType")
  }

  /// A load's context.
  public typealias SDWebImageContext = [SDWebImageContextOption: Any]
  /// What a view's load reports: the image, the error, where it came from, the URL.
  public typealias SDExternalCompletionBlock = (UIImage?, (any Error)?, SDImageCacheType, URL?) ->
    Void
  /// What the manager's load reports: also the data and whether it finished.
  public typealias SDInternalCompletionBlock = (
    UIImage?, Data?, (any Error)?, SDImageCacheType, Bool, URL?
  ) -> Void
  /// Progress: bytes received, bytes expected, the URL.
  public typealias SDImageLoaderProgressBlock = (Int, Int, URL?) -> Void
  /// Called when a cache operation ends.
  public typealias SDWebImageNoParamsBlock = () -> Void

  /// SDWebImage's error domain and codes.
  public let SDWebImageErrorDomain = "SDWebImageErrorDomain"
  /// The codes of `SDWebImageErrorDomain`.
  public enum SDWebImageError: Int, Sendable {
    case invalidURL = 1000
    case badImageData = 1001
    case cacheNotModified = 1002
    case blackListed = 1003
    case invalidDownloadOperation = 2000
    case invalidDownloadStatusCode = 2001
    case cancelled = 2002
  }

  private func sdError(_ code: SDWebImageError, _ description: String) -> NSError {
    NSError(
      domain: SDWebImageErrorDomain, code: code.rawValue,
      userInfo: [NSLocalizedDescriptionKey: description])
  }

  // MARK: Cache

  /// The image caches, as SDWebImage's: memory, and files on disk.
  public final class SDImageCache: @unchecked Sendable {
    /// The app's cache.
    public static let shared = SDImageCache()
    private let lock = NSLock()
    private var memory: [String: UIImage] = [:]
    /// The folder of the disk cache.
    public let diskCachePath: String

    /// A cache of its own namespace, in the caches folder.
    ///
    /// - Parameter namespace: The folder's last name.
    public init(namespace: String = "default") {
      let caches =
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        ?? FileManager.default.temporaryDirectory
      diskCachePath =
        caches.appendingPathComponent("com.hackemist.SDImageCache")
        .appendingPathComponent(namespace).path
    }

    /// The file an image of `key` is stored in: the MD5 of the key, with its extension.
    ///
    /// - Parameter key: The key (a URL's string).
    /// - Returns: The path.
    public func cachePath(forKey key: String?) -> String? {
      guard let key else { return nil }
      var digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
      let bytes = Array(key.utf8)
      CC_MD5(bytes, CC_LONG(bytes.count), &digest)
      var name = digest.map { String(format: "%02x", $0) }.joined()
      let pathExtension = (URL(string: key)?.pathExtension ?? "")
      if !pathExtension.isEmpty { name += "." + pathExtension }
      return (diskCachePath as NSString).appendingPathComponent(name)
    }

    /// The image in memory under `key`.
    public func imageFromMemoryCache(forKey key: String?) -> UIImage? {
      guard let key else { return nil }
      return lock.withLock { memory[key] }
    }

    /// The image on disk under `key` (kept in memory after).
    public func imageFromDiskCache(forKey key: String?) -> UIImage? {
      guard let key, let path = cachePath(forKey: key),
        let data = FileManager.default.contents(atPath: path), let image = UIImage(data: data)
      else { return nil }
      lock.withLock { memory[key] = image }
      return image
    }

    /// The image under `key`, from memory, else from disk.
    public func imageFromCache(forKey key: String?) -> UIImage? {
      imageFromMemoryCache(forKey: key) ?? imageFromDiskCache(forKey: key)
    }

    /// Stores an image in memory and on disk.
    public func store(
      _ image: UIImage?, forKey key: String?, completion: SDWebImageNoParamsBlock? = nil
    ) {
      store(image, forKey: key, toDisk: true, completion: completion)
    }

    /// Stores an image in memory, and on disk if asked.
    public func store(
      _ image: UIImage?, forKey key: String?, toDisk: Bool,
      completion: SDWebImageNoParamsBlock? = nil
    ) {
      store(image, imageData: nil, forKey: key, toDisk: toDisk)
      completion?()
    }

    func store(_ image: UIImage?, imageData: Data?, forKey key: String?, toDisk: Bool) {
      guard let image, let key else { return }
      lock.withLock { memory[key] = image }
      guard toDisk, let path = cachePath(forKey: key),
        let data = imageData ?? image.pngData()
      else { return }
      try? FileManager.default.createDirectory(
        atPath: diskCachePath, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: path, contents: data)
    }

    /// Removes the image of `key` from both caches.
    public func removeImage(
      forKey key: String?, withCompletion completion: SDWebImageNoParamsBlock?
    ) {
      if let key {
        _ = lock.withLock { memory.removeValue(forKey: key) }
        if let path = cachePath(forKey: key) { try? FileManager.default.removeItem(atPath: path) }
      }
      completion?()
    }

    /// Empties the memory cache.
    public func clearMemory() { lock.withLock { memory.removeAll() } }

    /// Empties the disk cache.
    public func clearDisk(onCompletion completion: SDWebImageNoParamsBlock? = nil) {
      try? FileManager.default.removeItem(atPath: diskCachePath)
      completion?()
    }

    /// The bytes the disk cache holds.
    public func totalDiskSize() -> UInt {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: diskCachePath)) ?? []
      return files.reduce(0) { total, name in
        let path = (diskCachePath as NSString).appendingPathComponent(name)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int ?? 0
        return total + UInt(size)
      }
    }

    /// The number of files in the disk cache.
    public func totalDiskCount() -> UInt {
      UInt((try? FileManager.default.contentsOfDirectory(atPath: diskCachePath))?.count ?? 0)
    }
  }

  // MARK: Loading

  /// A load under way, which may be cancelled.
  public final class SDWebImageCombinedOperation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    var task: URLSessionDataTask?

    /// Whether it was cancelled.
    public var isCancelled: Bool { lock.withLock { cancelled } }

    /// Cancels it: its completion does not run.
    public func cancel() {
      lock.withLock { cancelled = true }
      task?.cancel()
    }
  }

  /// Loads images through the caches, as SDWebImage's manager.
  public final class SDWebImageManager: @unchecked Sendable {
    /// The app's manager.
    public static let shared = SDWebImageManager()
    /// Its cache.
    public let imageCache = SDImageCache.shared
    private let lock = NSLock()
    private var failed: Set<URL> = []
    private var running: [SDWebImageCombinedOperation] = []

    /// The cache key of a URL: its absolute string.
    public func cacheKey(for url: URL?) -> String? { url?.absoluteString }

    /// Loads the image at `url`: from the caches unless `.fromLoaderOnly` or `.refreshCached`,
    /// else from the URL, stored in the caches; `completed` runs on the main queue.
    @discardableResult
    public func loadImage(
      with url: URL?, options: SDWebImageOptions = [], context: SDWebImageContext? = nil,
      progress: SDImageLoaderProgressBlock? = nil, completed: @escaping SDInternalCompletionBlock
    ) -> SDWebImageCombinedOperation? {
      let operation = SDWebImageCombinedOperation()
      let completion = UncheckedSendableBox(completed)
      let finish: @Sendable (UIImage?, Data?, (any Error)?, SDImageCacheType) -> Void = {
        image, data, error, type in
        let result = UncheckedSendableBox((image, data, error))
        DispatchQueue.main.async {
          self.lock.withLock { self.running.removeAll { $0 === operation } }
          guard !operation.isCancelled else { return }
          let (image, data, error) = result.value
          completion.value(image, data, error, type, true, url)
        }
      }
      guard let url, !url.absoluteString.isEmpty else {
        finish(nil, nil, sdError(.invalidURL, "Image url is nil"), .none)
        return operation
      }
      if !options.contains(.retryFailed), lock.withLock({ failed.contains(url) }) {
        finish(nil, nil, sdError(.blackListed, "Image url is blacklisted"), .none)
        return operation
      }
      let key = cacheKey(for: url)
      if !options.contains(.fromLoaderOnly), !options.contains(.refreshCached) {
        if let image = imageCache.imageFromMemoryCache(forKey: key) {
          finish(image, nil, nil, .memory)
          return operation
        }
        if let image = imageCache.imageFromDiskCache(forKey: key) {
          finish(image, nil, nil, .disk)
          return operation
        }
      }
      if options.contains(.fromCacheOnly) {
        finish(nil, nil, sdError(.cacheNotModified, "Image not in the cache"), .none)
        return operation
      }
      lock.withLock { running.append(operation) }
      let store: @Sendable (Data?, (any Error)?) -> Void = { data, error in
        guard let data, error == nil else {
          self.lock.withLock { _ = self.failed.insert(url) }
          finish(nil, nil, error ?? sdError(.badImageData, "Downloaded image has 0 pixels"), .none)
          return
        }
        guard let image = UIImage(data: data) else {
          self.lock.withLock { _ = self.failed.insert(url) }
          finish(nil, data, sdError(.badImageData, "Downloaded image decode failed"), .none)
          return
        }
        self.imageCache.store(image, imageData: data, forKey: key, toDisk: true)
        finish(image, data, nil, .none)
      }
      if url.isFileURL {
        DispatchQueue.global().async {
          let data = FileManager.default.contents(atPath: url.path)
          store(data, data == nil ? URLError(.fileDoesNotExist) : nil)
        }
      } else {
        let task = URLSession.shared.dataTask(with: url) { data, response, error in
          if let status = (response as? HTTPURLResponse)?.statusCode, status >= 400 {
            store(
              nil,
              sdError(
                .invalidDownloadStatusCode,
                "Download marked as failed because of invalid response status code \(status)"))
            return
          }
          store(data, error)
        }
        operation.task = task
        task.resume()
      }
      return operation
    }

    /// Cancels every load under way.
    public func cancelAll() {
      for operation in lock.withLock({ running }) { operation.cancel() }
    }
  }

  /// Loads images into the caches ahead of use, as SDWebImage's prefetcher.
  public final class SDWebImagePrefetcher: @unchecked Sendable {
    /// The app's prefetcher.
    public static let shared = SDWebImagePrefetcher()
    private let lock = NSLock()
    private var operations: [SDWebImageCombinedOperation] = []

    /// Loads each URL into the caches.
    public func prefetchURLs(_ urls: [URL]?) { prefetchURLs(urls, progress: nil, completed: nil) }

    /// Loads each URL into the caches, telling how many finished and how many failed at the end.
    public func prefetchURLs(
      _ urls: [URL]?, progress: ((UInt, UInt) -> Void)?, completed: ((UInt, UInt) -> Void)?
    ) {
      let urls = urls ?? []
      guard !urls.isEmpty else {
        completed?(0, 0)
        return
      }
      var finished: UInt = 0
      var skipped: UInt = 0
      for url in urls {
        let operation = SDWebImageManager.shared.loadImage(with: url) { image, _, _, _, _, _ in
          finished += 1
          if image == nil { skipped += 1 }
          progress?(finished, UInt(urls.count))
          if finished == UInt(urls.count) { completed?(finished, skipped) }
        }
        if let operation { lock.withLock { operations.append(operation) } }
      }
    }

    /// Cancels the prefetching under way.
    public func cancelPrefetching() {
      for operation in lock.withLock({ operations }) { operation.cancel() }
      lock.withLock { operations.removeAll() }
    }
  }

  // MARK: Views

  /// A loading indicator a view shows while its image loads, as SDWebImage's.
  @MainActor
  public protocol SDWebImageIndicator: AnyObject {
    /// The indicator's view.
    var indicatorView: UIView { get }
    /// Shows it animating.
    func startAnimatingIndicator()
    /// Stops it.
    func stopAnimatingIndicator()
  }

  /// An activity indicator, as SDWebImage's.
  @MainActor
  public final class SDWebImageActivityIndicator: SDWebImageIndicator {
    public let indicatorView: UIView
    private let spinner: UIActivityIndicatorView

    init(style: UIActivityIndicatorView.Style) {
      spinner = UIActivityIndicatorView(style: style)
      indicatorView = spinner
    }

    public func startAnimatingIndicator() { spinner.startAnimating() }
    public func stopAnimatingIndicator() { spinner.stopAnimating() }

    /// A grey one.
    public static var gray: SDWebImageActivityIndicator { .init(style: .medium) }
    /// A large grey one.
    public static var grayLarge: SDWebImageActivityIndicator { .init(style: .large) }
    /// A white one.
    public static var white: SDWebImageActivityIndicator { .init(style: .medium) }
    /// A large white one.
    public static var whiteLarge: SDWebImageActivityIndicator { .init(style: .large) }
    /// The system's medium one.
    public static var medium: SDWebImageActivityIndicator { .init(style: .medium) }
    /// The system's large one.
    public static var large: SDWebImageActivityIndicator { .init(style: .large) }
  }

  /// A view's load, kept with the view.
  @MainActor
  private final class ViewLoad {
    var url: URL?
    var operation: SDWebImageCombinedOperation?
    var indicator: (any SDWebImageIndicator)?
  }

  nonisolated(unsafe) private var viewLoadKey: UInt8 = 0

  extension UIView {
    private var sdLoad: ViewLoad {
      if let load = objc_getAssociatedObject(self, &viewLoadKey) as? ViewLoad { return load }
      let load = ViewLoad()
      objc_setAssociatedObject(self, &viewLoadKey, load, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return load
    }

    /// The URL of the image the view loads or loaded last.
    public var sd_imageURL: URL? { sdLoad.url }

    /// The indicator shown while the image loads.
    public var sd_imageIndicator: (any SDWebImageIndicator)? {
      get { sdLoad.indicator }
      set {
        sdLoad.indicator?.indicatorView.removeFromSuperview()
        sdLoad.indicator = newValue
        if let view = newValue?.indicatorView {
          view.isHidden = true
          addSubview(view)
        }
      }
    }

    /// Cancels the view's load under way: its completion does not run.
    public func sd_cancelCurrentImageLoad() {
      sdLoad.operation?.cancel()
      sdLoad.operation = nil
    }

    /// Loads `url` for the view: cancels its load under way, sets the placeholder (unless
    /// `.delayPlaceholder`), then `set`s the image (unless `.avoidAutoSetImage`) and calls
    /// `completed`, on the main queue.
    func sd_internalSetImage(
      with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
      context: SDWebImageContext?, progress: SDImageLoaderProgressBlock?,
      set: @escaping @MainActor (UIImage?) -> Void, completed: SDExternalCompletionBlock?
    ) {
      sd_cancelCurrentImageLoad()
      let load = sdLoad
      load.url = url
      if !options.contains(.delayPlaceholder) { set(placeholder) }
      load.indicator?.indicatorView.isHidden = false
      load.indicator?.startAnimatingIndicator()
      let completion = UncheckedSendableBox(completed)
      let setter = UncheckedSendableBox(set)
      load.operation = SDWebImageManager.shared.loadImage(
        with: url, options: options, context: context, progress: progress
      ) { [weak self] image, _, error, cacheType, _, url in
        MainActor.assumeIsolated {
          guard let self else { return }
          let load = self.sdLoad
          load.operation = nil
          load.indicator?.stopAnimatingIndicator()
          load.indicator?.indicatorView.isHidden = true
          if let image, !options.contains(.avoidAutoSetImage) {
            setter.value(image)
          } else if image == nil, options.contains(.delayPlaceholder) {
            setter.value(placeholder)
          }
          completion.value?(image, error, cacheType, url)
        }
      }
    }
  }

  // The forms SDWebImage's headers give each setter (Objective-C has no default arguments, and a
  // trailing closure is the completion in each form that takes one).
  extension UIImageView {
    /// Loads the image at `url` into the view, as SDWebImage's: the placeholder at once, the
    /// image from the caches or the URL on the main queue, then the completion (image, error,
    /// where it came from, URL).
    public func sd_setImage(
      with url: URL?
    ) {
      sd_setImage(
        with: url, placeholderImage: nil, options: [], context: nil, progress: nil,
        completed: nil)
    }

    /// Loads the image at `url` into the view, as SDWebImage's: the placeholder at once, the
    /// image from the caches or the URL on the main queue, then the completion (image, error,
    /// where it came from, URL).
    public func sd_setImage(
      with url: URL?, placeholderImage placeholder: UIImage?
    ) {
      sd_setImage(
        with: url, placeholderImage: placeholder, options: [], context: nil, progress: nil,
        completed: nil)
    }

    /// Loads the image at `url` into the view, as SDWebImage's: the placeholder at once, the
    /// image from the caches or the URL on the main queue, then the completion (image, error,
    /// where it came from, URL).
    public func sd_setImage(
      with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions
    ) {
      sd_setImage(
        with: url, placeholderImage: placeholder, options: options, context: nil, progress: nil,
        completed: nil)
    }

    /// Loads the image at `url` into the view, as SDWebImage's: the placeholder at once, the
    /// image from the caches or the URL on the main queue, then the completion (image, error,
    /// where it came from, URL).
    public func sd_setImage(
      with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
      context: SDWebImageContext?
    ) {
      sd_internalSetImage(
        with: url, placeholderImage: placeholder, options: options, context: context, progress: nil,
        set: { [weak self] in self?.image = $0 }, completed: nil)
    }

    /// Loads the image at `url` into the view, as SDWebImage's: the placeholder at once, the
    /// image from the caches or the URL on the main queue, then the completion (image, error,
    /// where it came from, URL).
    public func sd_setImage(
      with url: URL?, completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setImage(
        with: url, placeholderImage: nil, options: [], context: nil, progress: nil,
        completed: completedBlock)
    }

    /// Loads the image at `url` into the view, as SDWebImage's: the placeholder at once, the
    /// image from the caches or the URL on the main queue, then the completion (image, error,
    /// where it came from, URL).
    public func sd_setImage(
      with url: URL?, placeholderImage placeholder: UIImage?,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setImage(
        with: url, placeholderImage: placeholder, options: [], context: nil, progress: nil,
        completed: completedBlock)
    }

    /// Loads the image at `url` into the view, as SDWebImage's: the placeholder at once, the
    /// image from the caches or the URL on the main queue, then the completion (image, error,
    /// where it came from, URL).
    public func sd_setImage(
      with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setImage(
        with: url, placeholderImage: placeholder, options: options, context: nil, progress: nil,
        completed: completedBlock)
    }

    /// Loads the image at `url` into the view, as SDWebImage's: the placeholder at once, the
    /// image from the caches or the URL on the main queue, then the completion (image, error,
    /// where it came from, URL).
    public func sd_setImage(
      with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
      progress progressBlock: SDImageLoaderProgressBlock?,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setImage(
        with: url, placeholderImage: placeholder, options: options, context: nil,
        progress: progressBlock,
        completed: completedBlock)
    }

    /// Loads the image at `url` into the view, as SDWebImage's: the placeholder at once, the
    /// image from the caches or the URL on the main queue, then the completion (image, error,
    /// where it came from, URL).
    public func sd_setImage(
      with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
      context: SDWebImageContext?, progress progressBlock: SDImageLoaderProgressBlock?,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_internalSetImage(
        with: url, placeholderImage: placeholder, options: options, context: context,
        progress: progressBlock,
        set: { [weak self] in self?.image = $0 }, completed: completedBlock)
    }
  }

  extension UIButton {
    /// Loads the image at `url` as the button's image for `state`.
    public func sd_setImage(
      with url: URL?, for state: UIControl.State
    ) {
      sd_setImage(
        with: url, for: state, placeholderImage: nil, options: [], context: nil, progress: nil,
        completed: nil)
    }

    /// Loads the image at `url` as the button's image for `state`.
    public func sd_setImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?
    ) {
      sd_setImage(
        with: url, for: state, placeholderImage: placeholder, options: [], context: nil,
        progress: nil,
        completed: nil)
    }

    /// Loads the image at `url` as the button's image for `state`.
    public func sd_setImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      options: SDWebImageOptions
    ) {
      sd_setImage(
        with: url, for: state, placeholderImage: placeholder, options: options, context: nil,
        progress: nil,
        completed: nil)
    }

    /// Loads the image at `url` as the button's image for `state`.
    public func sd_setImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      options: SDWebImageOptions, context: SDWebImageContext?
    ) {
      sd_internalSetImage(
        with: url, placeholderImage: placeholder, options: options, context: context, progress: nil,
        set: { [weak self] in self?.setImage($0, for: state) }, completed: nil)
    }

    /// Loads the image at `url` as the button's image for `state`.
    public func sd_setImage(
      with url: URL?, for state: UIControl.State,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setImage(
        with: url, for: state, placeholderImage: nil, options: [], context: nil, progress: nil,
        completed: completedBlock)
    }

    /// Loads the image at `url` as the button's image for `state`.
    public func sd_setImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setImage(
        with: url, for: state, placeholderImage: placeholder, options: [], context: nil,
        progress: nil,
        completed: completedBlock)
    }

    /// Loads the image at `url` as the button's image for `state`.
    public func sd_setImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      options: SDWebImageOptions, completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setImage(
        with: url, for: state, placeholderImage: placeholder, options: options, context: nil,
        progress: nil,
        completed: completedBlock)
    }

    /// Loads the image at `url` as the button's image for `state`.
    public func sd_setImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      options: SDWebImageOptions, progress progressBlock: SDImageLoaderProgressBlock?,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setImage(
        with: url, for: state, placeholderImage: placeholder, options: options, context: nil,
        progress: progressBlock,
        completed: completedBlock)
    }

    /// Loads the image at `url` as the button's image for `state`.
    public func sd_setImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      options: SDWebImageOptions, context: SDWebImageContext?,
      progress progressBlock: SDImageLoaderProgressBlock?,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_internalSetImage(
        with: url, placeholderImage: placeholder, options: options, context: context,
        progress: progressBlock,
        set: { [weak self] in self?.setImage($0, for: state) }, completed: completedBlock)
    }

    /// Loads the image at `url` as the button's background image for `state`.
    public func sd_setBackgroundImage(
      with url: URL?, for state: UIControl.State
    ) {
      sd_setBackgroundImage(
        with: url, for: state, placeholderImage: nil, options: [], context: nil, progress: nil,
        completed: nil)
    }

    /// Loads the image at `url` as the button's background image for `state`.
    public func sd_setBackgroundImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?
    ) {
      sd_setBackgroundImage(
        with: url, for: state, placeholderImage: placeholder, options: [], context: nil,
        progress: nil,
        completed: nil)
    }

    /// Loads the image at `url` as the button's background image for `state`.
    public func sd_setBackgroundImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      options: SDWebImageOptions
    ) {
      sd_setBackgroundImage(
        with: url, for: state, placeholderImage: placeholder, options: options, context: nil,
        progress: nil,
        completed: nil)
    }

    /// Loads the image at `url` as the button's background image for `state`.
    public func sd_setBackgroundImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      options: SDWebImageOptions, context: SDWebImageContext?
    ) {
      sd_internalSetImage(
        with: url, placeholderImage: placeholder, options: options, context: context, progress: nil,
        set: { [weak self] in self?.setBackgroundImage($0, for: state) }, completed: nil)
    }

    /// Loads the image at `url` as the button's background image for `state`.
    public func sd_setBackgroundImage(
      with url: URL?, for state: UIControl.State,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setBackgroundImage(
        with: url, for: state, placeholderImage: nil, options: [], context: nil, progress: nil,
        completed: completedBlock)
    }

    /// Loads the image at `url` as the button's background image for `state`.
    public func sd_setBackgroundImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setBackgroundImage(
        with: url, for: state, placeholderImage: placeholder, options: [], context: nil,
        progress: nil,
        completed: completedBlock)
    }

    /// Loads the image at `url` as the button's background image for `state`.
    public func sd_setBackgroundImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      options: SDWebImageOptions, completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setBackgroundImage(
        with: url, for: state, placeholderImage: placeholder, options: options, context: nil,
        progress: nil,
        completed: completedBlock)
    }

    /// Loads the image at `url` as the button's background image for `state`.
    public func sd_setBackgroundImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      options: SDWebImageOptions, progress progressBlock: SDImageLoaderProgressBlock?,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_setBackgroundImage(
        with: url, for: state, placeholderImage: placeholder, options: options, context: nil,
        progress: progressBlock,
        completed: completedBlock)
    }

    /// Loads the image at `url` as the button's background image for `state`.
    public func sd_setBackgroundImage(
      with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?,
      options: SDWebImageOptions, context: SDWebImageContext?,
      progress progressBlock: SDImageLoaderProgressBlock?,
      completed completedBlock: SDExternalCompletionBlock?
    ) {
      sd_internalSetImage(
        with: url, placeholderImage: placeholder, options: options, context: context,
        progress: progressBlock,
        set: { [weak self] in self?.setBackgroundImage($0, for: state) }, completed: completedBlock)
    }
  }

  /// A value handed across a queue's boundary the caller keeps safe (the main queue's work).
  struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
