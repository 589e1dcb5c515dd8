#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A photo grid's model, as apps write one: ask for access, fetch the newest images, load each
  /// at a cell's size, and follow the library's changes.
  final class PhotoGridModel: NSObject, PHPhotoLibraryChangeObserver, @unchecked Sendable {
    private(set) var assets = PHFetchResult<PHAsset>()
    private(set) var inserted: [IndexSet] = []
    let imageManager = PHCachingImageManager()

    func load() {
      let options = PHFetchOptions()
      options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
      options.predicate = NSPredicate(format: "mediaType == %d", PHAssetMediaType.image.rawValue)
      assets = PHAsset.fetchAssets(with: options)
      PHPhotoLibrary.shared().register(self)
    }

    func photoLibraryDidChange(_ changeInstance: PHChange) {
      guard let details = changeInstance.changeDetails(for: assets) else { return }
      assets = details.fetchResultAfterChanges
      inserted.append(details.insertedIndexes ?? [])
    }
  }

  private let mainQueueKey = DispatchSpecificKey<Bool>()

  /// Whether the code runs on the main queue.
  private func isMainQueue() -> Bool {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    return DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  @Suite(.serialized) struct PhotosSpec {
    init() {
      PHPhotoLibrary.shared().removeAllAssets()
      PHPhotoLibrary.setAuthorizationStatus(nil)
    }

    private func solid(_ size: CGSize) -> UIImage {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      return UIGraphicsImageRenderer(size: size, format: format).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(origin: .zero, size: size))
      }
    }

    private func save(_ image: UIImage) async throws -> String? {
      var identifier: String?
      try await PHPhotoLibrary.shared().performChanges {
        identifier =
          PHAssetChangeRequest.creationRequestForAsset(from: image)
          .placeholderForCreatedAsset?.localIdentifier
      }
      return identifier
    }

    @Test("Access is not determined until asked; the test's answer is kept")
    func authorization() async {
      #expect(PHPhotoLibrary.authorizationStatus() == .notDetermined)
      let status = await withCheckedContinuation { continuation in
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { continuation.resume(returning: $0) }
      }
      #expect(status == .authorized)
      #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .authorized)
      #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .notDetermined)
    }

    @Test("A saved image is fetched, newest first, and delivered at the size asked")
    func saveFetchAndLoad() async throws {
      _ = try await save(solid(CGSize(width: 400, height: 200)))
      let newest = try #require(try await save(solid(CGSize(width: 30, height: 60))))
      let model = PhotoGridModel()
      model.load()
      #expect(model.assets.count == 2)
      let first = try #require(model.assets.firstObject)
      #expect(first.localIdentifier == newest)
      #expect((first.pixelWidth, first.pixelHeight) == (30, 60))
      #expect(first.mediaType == .image)
      #expect(PHAsset.fetchAssets(with: .video, options: nil).count == 0)
      #expect(PHAsset.fetchAssets(withLocalIdentifiers: [newest], options: nil).count == 1)

      let options = PHImageRequestOptions()
      options.isSynchronous = true
      var delivered: (UIImage?, [AnyHashable: Any]?)
      let wide = model.assets.object(at: 1)
      model.imageManager.requestImage(
        for: wide, targetSize: CGSize(width: 100, height: 100), contentMode: .aspectFill,
        options: options
      ) { delivered = ($0, $1) }
      #expect(delivered.0?.size == CGSize(width: 200, height: 100))
      #expect((delivered.1?[PHImageResultIsDegradedKey] as? NSNumber)?.boolValue == false)
      model.imageManager.requestImage(
        for: wide, targetSize: CGSize(width: 100, height: 100), contentMode: .aspectFit,
        options: options
      ) { delivered = ($0, $1) }
      #expect(delivered.0?.size == CGSize(width: 100, height: 50))
    }

    @Test("An observer is told what a change inserted, on the library's queue")
    func observerIsTold() async throws {
      // Earlier tests' changes are told first (one serial queue): an empty change waits for them.
      await withCheckedContinuation { continuation in
        PHPhotoLibrary.shared().performChanges({}) { _, _ in continuation.resume() }
      }
      let model = PhotoGridModel()
      model.load()
      #expect(model.assets.count == 0)
      let outcome = await withCheckedContinuation { continuation in
        PHPhotoLibrary.shared().performChanges {
          _ = PHAssetChangeRequest.creationRequestForAsset(
            from: self.solid(CGSize(width: 2, height: 2)))
        } completionHandler: { success, error in
          continuation.resume(returning: (success, error == nil, isMainQueue()))
        }
      }
      #expect(outcome == (true, true, false))
      // The observer is told after the completion handler, on the same serial queue.
      await withCheckedContinuation { continuation in
        PHPhotoLibrary.shared().performChanges({}) { _, _ in continuation.resume() }
      }
      #expect(model.inserted == [IndexSet(integer: 0)])
      #expect(model.assets.count == 1)
      PHPhotoLibrary.shared().unregisterChangeObserver(model)
    }

    @Test("Denied access changes nothing and fails with Photos' access-denied error")
    func denied() async {
      PHPhotoLibrary.setAuthorizationStatus(.denied)
      do {
        _ = try await save(solid(CGSize(width: 2, height: 2)))
        Issue.record("saved without access")
      } catch let error as NSError {
        #expect((error.domain, error.code) == (PHPhotosErrorDomain, 3311))
      }
      #expect(PHAsset.fetchAssets(with: nil).count == 0)
    }

    @Test("A deleted asset leaves the library; an asynchronous request is delivered on main")
    func deleteAndAsynchronousRequest() async throws {
      let identifier = try #require(try await save(solid(CGSize(width: 8, height: 8))))
      let asset = try #require(
        PHAsset.fetchAssets(withLocalIdentifiers: [identifier], options: nil).firstObject)
      let delivered = await withCheckedContinuation { continuation in
        PHImageManager.default().requestImage(
          for: asset, targetSize: PHImageManagerMaximumSize, contentMode: .default, options: nil
        ) { image, _ in
          continuation.resume(returning: (isMainQueue(), image?.size))
        }
      }
      #expect(delivered.0)
      #expect(delivered.1 == CGSize(width: 8, height: 8))
      try await PHPhotoLibrary.shared().performChanges {
        PHAssetChangeRequest.deleteAssets([asset] as NSArray)
      }
      #expect(PHAsset.fetchAssets(with: .image, options: nil).count == 0)
    }

    @Test("An index out of a fetch result's range is Foundation's exception, not a crash")
    func outOfRange() async throws {
      let identifier = try #require(try await save(solid(CGSize(width: 2, height: 2))))
      let result = PHAsset.fetchAssets(with: .image, options: nil)
      withKnownIssue {
        #expect(result.object(at: 3).localIdentifier == identifier)
      } matching: { issue in
        message(of: issue) == "*** -[PHFetchResult objectAtIndex:]: index 3 beyond bounds [0 .. 0]"
      }
      withKnownIssue {
        #expect(PHFetchResult<PHAsset>().object(at: 0).mediaType == .unknown)
      } matching: { issue in
        message(of: issue).hasPrefix("*** -[PHFetchResult objectAtIndex:]: index 0 beyond bounds")
      }
    }

    @Test("A change request outside a change block is Photos' exception, and changes nothing")
    func requestOutsideAChangeBlock() {
      withKnownIssue {
        _ = PHAssetChangeRequest.creationRequestForAsset(from: solid(CGSize(width: 2, height: 2)))
      } matching: { issue in
        message(of: issue)
          == "This method can only be called from inside of -[PHPhotoLibrary performChanges:completionHandler:] or -[PHPhotoLibrary performChangesAndWait:error:]"
      }
      #expect(PHAsset.fetchAssets(with: nil).count == 0)
    }
  }
#endif
