#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  @_spi(Testing) import HeadlessUIKit
  import Testing

  /// A profile screen that lets the user choose an avatar, as apps write one with PhotosUI.
  final class AvatarViewController: UIViewController, PHPickerViewControllerDelegate {
    let imageView = UIImageView()
    var onImage: ((UIImage?) -> Void)?

    func chooseAvatar() {
      var configuration = PHPickerConfiguration()
      configuration.filter = .images
      configuration.selectionLimit = 1
      let picker = PHPickerViewController(configuration: configuration)
      picker.delegate = self
      present(picker, animated: false)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      picker.dismiss(animated: false)
      guard let provider = results.first?.itemProvider,
        provider.canLoadObject(ofClass: UIImage.self)
      else {
        onImage?(nil)
        return
      }
      provider.loadObject(ofClass: UIImage.self) { [weak self] image, _ in
        let box = UncheckedImage(image: image as? UIImage)
        DispatchQueue.main.async {
          self?.imageView.image = box.image
          self?.onImage?(box.image)
        }
      }
    }
  }

  private struct UncheckedImage: @unchecked Sendable { let image: UIImage? }

  @MainActor
  @Suite("Photo picker and item providers (PhotosUI, Foundation) on Linux")
  struct PhotosPickerSpec {
    private func solid(_ size: CGSize) -> UIImage {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      return UIGraphicsImageRenderer(size: size, format: format).image { context in
        UIColor.blue.setFill()
        context.fill(CGRect(origin: .zero, size: size))
      }
    }

    @Test("The user picks an image: the delegate's item provider loads it")
    func pick() async throws {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      defer { window.isHidden = true }
      let screen = AvatarViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      screen.chooseAvatar()
      await yieldUntilQuiet(window)
      let picker = try #require(screen.presentedViewController as? PHPickerViewController)
      #expect(picker.configuration.selectionLimit == 1)
      let image = await withCheckedContinuation { continuation in
        screen.onImage = { continuation.resume(returning: $0?.size) }
        picker.userPick([solid(CGSize(width: 12, height: 7))])
      }
      #expect(image == CGSize(width: 12, height: 7))
      #expect(screen.imageView.image?.size == CGSize(width: 12, height: 7))
      await yieldUntilQuiet(window)
      #expect(screen.presentedViewController == nil)
    }

    @Test("Cancelling tells the delegate of no results")
    func cancel() async {
      let screen = AvatarViewController()
      let picker = PHPickerViewController(configuration: PHPickerConfiguration())
      picker.delegate = screen
      var told: [UIImage?] = []
      screen.onImage = { told.append($0) }
      picker.userCancel()
      #expect(told.count == 1)
      #expect(told.first == .some(nil))
    }

    @Test("Picking more than the selection limit fails the test at its line and picks nothing")
    func overTheLimit() {
      let screen = AvatarViewController()
      let picker = PHPickerViewController(configuration: PHPickerConfiguration())
      picker.delegate = screen
      var told = 0
      screen.onImage = { _ in told += 1 }
      withKnownIssue {
        picker.userPick([solid(CGSize(width: 1, height: 1)), solid(CGSize(width: 1, height: 1))])
      } matching: { issue in
        message(of: issue)
          == "PHPickerViewController: the user cannot pick 2 images: its selection limit is 1"
          && issue.sourceLocation?.fileName == "PhotosPickerSpec.swift"
      }
      #expect(told == 0)
    }

    @Test("An item provider loads text, URLs and data by type, or conforming to it")
    func itemProvider() async {
      let text = NSItemProvider(item: "Hello" as NSString, typeIdentifier: "public.plain-text")
      #expect(text.registeredTypeIdentifiers == ["public.plain-text"])
      #expect(text.hasItemConformingToTypeIdentifier("public.text"))
      #expect(!text.hasItemConformingToTypeIdentifier("public.image"))
      #expect(text.canLoadObject(ofClass: String.self))
      #expect(!text.canLoadObject(ofClass: UIImage.self))
      let string = await withCheckedContinuation { continuation in
        text.loadObject(ofClass: String.self) { string, _ in continuation.resume(returning: string)
        }
      }
      #expect(string == "Hello")

      let link = NSItemProvider(
        item: URL(string: "https://example.com/a")! as NSURL, typeIdentifier: "public.url")
      let url = await withCheckedContinuation { continuation in
        link.loadObject(ofClass: URL.self) { url, _ in continuation.resume(returning: url) }
      }
      #expect(url == URL(string: "https://example.com/a"))

      let image = NSItemProvider(object: solid(CGSize(width: 3, height: 3)))
      #expect(image.hasItemConformingToTypeIdentifier("public.image"))
      let data = await withCheckedContinuation { continuation in
        image.loadDataRepresentation(forTypeIdentifier: "public.image") { data, _ in
          continuation.resume(returning: data)
        }
      }
      #expect(data.flatMap(UIImage.init(data:))?.size == CGSize(width: 3, height: 3))
      let failure = await withCheckedContinuation { continuation in
        image.loadDataRepresentation(forTypeIdentifier: "public.movie") { _, error in
          continuation.resume(returning: (error as? NSError).map { ($0.domain, $0.code) })
        }
      }
      #expect(failure?.0 == "NSItemProviderErrorDomain")
      #expect(failure?.1 == -1200)
    }
  }
#endif
