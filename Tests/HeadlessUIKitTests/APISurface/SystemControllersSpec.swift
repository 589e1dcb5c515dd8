#if !canImport(UIKit)
  import Foundation
  import Testing

  @_spi(Testing) import HeadlessUIKit

  /// A profile screen as apps write one: share, copy, pick a photo, haptics, progress.
  final class ProfileViewController: UIViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {
    let progress = UIProgressView(progressViewStyle: .default)
    let haptics = UINotificationFeedbackGenerator()
    var avatar: UIImage?
    var shared: (UIActivity.ActivityType?, Bool)?

    func share(_ link: URL) {
      let sheet = UIActivityViewController(activityItems: [link], applicationActivities: nil)
      sheet.excludedActivityTypes = [.airDrop]
      sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
        self?.shared = (type, completed)
      }
      present(sheet, animated: false)
    }

    func copy(_ code: String) {
      UIPasteboard.general.string = code
      haptics.notificationOccurred(.success)
    }

    func pickAvatar() {
      guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
      let picker = UIImagePickerController()
      picker.sourceType = .photoLibrary
      picker.allowsEditing = true
      picker.delegate = self
      present(picker, animated: false)
    }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      avatar = info[.editedImage] as? UIImage
      picker.dismiss(animated: false)
    }
  }

  @MainActor
  @Suite("System controllers and services: sharing, pasteboard, image picker, haptics, progress")
  struct SystemControllersSpec {
    private func shown() -> (UIWindow, ProfileViewController) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let profile = ProfileViewController()
      window.rootViewController = profile
      window.makeKeyAndVisible()
      return (window, profile)
    }

    @Test("The share sheet keeps its items; dismissed, it tells its completion the user cancelled")
    func share() async {
      let (window, profile) = shown()
      defer { window.isHidden = true }
      profile.share(URL(string: "https://example.com/u/ada")!)
      await yieldUntilQuiet(window)
      let sheet = profile.presentedViewController as? UIActivityViewController
      #expect(sheet?.activityItems.first as? URL == URL(string: "https://example.com/u/ada"))
      #expect(sheet?.excludedActivityTypes == [.airDrop])
      #expect(profile.shared == nil)
      profile.dismiss(animated: false)
      await yieldUntilQuiet(window)
      #expect(profile.presentedViewController == nil)
      #expect(profile.shared?.0 == nil)
      #expect(profile.shared?.1 == false)
    }

    @Test("Copying puts the string on the general pasteboard and gives success haptics")
    func pasteboardAndHaptics() {
      let (window, profile) = shown()
      defer { window.isHidden = true }
      let before = UIPasteboard.general.changeCount
      profile.copy("RX-42")
      #expect(UIPasteboard.general.string == "RX-42")
      #expect(UIPasteboard.general.hasStrings && !UIPasteboard.general.hasURLs)
      #expect(UIPasteboard.general.changeCount == before + 1)
      #expect(profile.haptics.occurrences == ["notification success"])
      let mine = UIPasteboard.withUniqueName()
      mine.url = URL(string: "https://example.com")
      #expect(UIPasteboard.withName(mine.name, create: false) === mine)
      #expect(mine.urls == [URL(string: "https://example.com")!])
    }

    @Test("The image picker: the library is there, the camera is not; a pick reaches the delegate")
    func imagePicker() async {
      let (window, profile) = shown()
      defer { window.isHidden = true }
      #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
      profile.pickAvatar()
      await yieldUntilQuiet(window)
      let picker = profile.presentedViewController as? UIImagePickerController
      #expect(picker?.allowsEditing == true)
      let image = UIImage()
      picker?.userPick(image)
      #expect(profile.avatar === image)
      withKnownIssue {
        picker?.sourceType = .camera
      } matching: {
        $0.description.contains("Source type 1 not available")
      }
      #expect(picker?.sourceType == .photoLibrary)
    }

    @Test("A progress bar pins its progress to 0…1 and has UIKit's height")
    func progress() {
      let bar = UIProgressView(progressViewStyle: .bar)
      bar.setProgress(1.5, animated: true)
      #expect(bar.progress == 1)
      #expect(bar.intrinsicContentSize.height == 2.5)
      let impact = UIImpactFeedbackGenerator(style: .heavy)
      impact.prepare()
      impact.impactOccurred(intensity: 0.5)
      #expect(impact.occurrences == ["impact heavy 0.5"])
    }
  }
#endif
