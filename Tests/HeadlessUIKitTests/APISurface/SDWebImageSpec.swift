#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import HeadlessSDWebImage
  import HeadlessUIKit
  import Testing

  // SDWebImage's API as apps call it, on Linux, where the port imports HeadlessSDWebImage for
  // `import SDWebImage` (SDWebImage is Objective-C on UIKit).

  /// An image of a size at scale 1 (a file's image is read at scale 1, as SDWebImage reads one
  /// whose name has no `@2x`).
  @MainActor private func image(width: CGFloat, height: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
      .image { _ in }
  }

  /// A PNG of a size, written to a file of its own.
  @MainActor private func imageFile(width: CGFloat, height: CGFloat) throws -> URL {
    let image = image(width: width, height: height)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sd-\(UUID().uuidString).png")
    try #require(image.pngData()).write(to: url)
    return url
  }

  @MainActor
  @Suite("SDWebImage's API on Linux (HeadlessSDWebImage)")
  struct SDWebImageSpec {
    @Test(
      "An image view shows the placeholder, then the loaded image; the next load is the cache's")
    func imageViewLoad() async throws {
      let url = try imageFile(width: 8, height: 6)
      defer { try? FileManager.default.removeItem(at: url) }
      let view = UIImageView()
      let placeholder = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }
      let (image, error, cacheType, loadedURL): (UIImage?, (any Error)?, SDImageCacheType, URL?) =
        await withCheckedContinuation {
          done in
          view.sd_setImage(with: url, placeholderImage: placeholder) { image, error, type, url in
            done.resume(returning: (image, error, type, url))
          }
          #expect(view.image === placeholder)
        }
      #expect(error == nil)
      #expect(cacheType == .none)
      #expect(loadedURL == url)
      #expect(image?.size == CGSize(width: 8, height: 6))
      #expect(view.image === image)
      #expect(view.sd_imageURL == url)
      // A view that goes away before its image comes is not told (as SDWebImage's): keep it.
      let other = UIImageView()
      let again: SDImageCacheType = await withCheckedContinuation { done in
        other.sd_setImage(with: url) { _, _, type, _ in done.resume(returning: type) }
      }
      #expect(again == .memory)
      SDImageCache.shared.removeImage(forKey: url.absoluteString, withCompletion: nil)
    }

    @Test("No URL keeps the placeholder and reports SDWebImage's invalid-URL error")
    func noURL() async {
      let view = UIImageView()
      let placeholder = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
      let error: NSError? = await withCheckedContinuation { done in
        view.sd_setImage(with: nil, placeholderImage: placeholder, options: []) {
          _, error, _, _ in done.resume(returning: error as NSError?)
        }
      }
      #expect(error?.domain == SDWebImageErrorDomain)
      #expect(error?.code == SDWebImageError.invalidURL.rawValue)
      #expect(view.image === placeholder)
    }

    @Test("A button's image loads for its state; a cancelled load does not complete")
    func buttonAndCancel() async throws {
      let url = try imageFile(width: 3, height: 3)
      defer { try? FileManager.default.removeItem(at: url) }
      let button = UIButton(type: .custom)
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        button.sd_setImage(with: url, for: .normal) { _, _, _, _ in done.resume() }
      }
      #expect(button.image(for: .normal)?.size == CGSize(width: 3, height: 3))
      let view = UIImageView()
      var completed = false
      view.sd_setImage(with: url, placeholderImage: nil, options: [.fromLoaderOnly]) { _, _, _, _ in
        completed = true
      }
      view.sd_cancelCurrentImageLoad()
      // A later load's completion comes after the cancelled one's would have.
      let other = UIImageView()
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        other.sd_setImage(with: url, placeholderImage: nil, options: [.fromLoaderOnly]) {
          _, _, _, _ in
          done.resume()
        }
      }
      #expect(!completed)
      SDImageCache.shared.removeImage(forKey: url.absoluteString, withCompletion: nil)
    }

    @Test("The cache keeps images in memory and in files named by their key's MD5")
    func cache() throws {
      let cache = SDImageCache(namespace: "spec-\(UUID().uuidString)")
      defer { cache.clearDisk() }
      let image = image(width: 5, height: 4)
      let key = "https://example.com/a.png"
      cache.store(image, forKey: key)
      #expect(cache.imageFromMemoryCache(forKey: key) === image)
      // MD5("https://example.com/a.png"), with the URL's extension, as SDWebImage names it.
      let path = try #require(cache.cachePath(forKey: key))
      #expect((path as NSString).lastPathComponent == "8c11d92f07c76baf29e49afd2301deb2.png")
      #expect(FileManager.default.fileExists(atPath: path))
      cache.clearMemory()
      #expect(cache.imageFromMemoryCache(forKey: key) == nil)
      #expect(cache.imageFromCache(forKey: key)?.size == CGSize(width: 5, height: 4))
      #expect(cache.totalDiskCount() == 1)
      cache.removeImage(forKey: key, withCompletion: nil)
      #expect(cache.imageFromCache(forKey: key) == nil)
      #expect(SDWebImageManager.shared.cacheKey(for: URL(string: key)) == key)
    }
  }
#endif
