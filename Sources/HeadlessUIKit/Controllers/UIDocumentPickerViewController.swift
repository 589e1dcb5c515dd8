#if !canImport(UIKit)
  import Foundation
  #if canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
  #endif

  /// Told of the files the user picks in a document picker, as UIKit's.
  @preconcurrency @MainActor
  public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// The user picked files.
    func documentPicker(
      _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The user picked a file (before iOS 11).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
  }

  extension UIDocumentPickerDelegate {
    /// Does nothing (an optional requirement in UIKit).
    public func documentPicker(
      _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
    ) { optionalRequirementDefault() }
    /// Does nothing (an optional requirement in UIKit).
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
      optionalRequirementDefault()
    }
    /// Does nothing (an optional requirement in UIKit).
    public func documentPicker(
      _ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL
    ) { optionalRequirementDefault() }
  }

  /// What a document picker does with the files, as UIKit's (deprecated in iOS 14).
  public enum UIDocumentPickerMode: UInt, Sendable {
    case `import` = 0
    case open = 1
    case exportToService = 2
    case moveToService = 3
  }

  /// The system's picker of files (Files, iCloud Drive), as UIKit's: the user picks nothing
  /// here; a test answers for them with SPI `userPick(_:)` or `userCancel()`. Either dismisses
  /// the picker, then tells the delegate, as UIKit's picker does.
  @preconcurrency @MainActor
  open class UIDocumentPickerViewController: UIViewController {
    /// Told of the user's choice.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// What it does with the files.
    public let documentPickerMode: UIDocumentPickerMode
    /// Whether the user may pick several files.
    open var allowsMultipleSelection = false
    /// Whether file names show their extensions.
    open var shouldShowFileExtensions = false
    /// The folder the picker opens in.
    open var directoryURL: URL?
    /// The types of files offered, when it opens files.
    public let contentTypes: [UTType]
    /// The files it exports, when it exports.
    public let exportedURLs: [URL]
    /// Whether picked files are copies in the app's sandbox.
    public let asCopy: Bool

    private init(mode: UIDocumentPickerMode, types: [UTType], urls: [URL], asCopy: Bool) {
      documentPickerMode = mode
      contentTypes = types
      exportedURLs = urls
      self.asCopy = asCopy
      super.init(nibName: nil, bundle: nil)
    }

    /// A picker that opens files of `contentTypes`.
    ///
    /// - Parameters:
    ///   - contentTypes: The types offered.
    ///   - asCopy: Whether the app gets copies.
    public convenience init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
      self.init(mode: asCopy ? .import : .open, types: contentTypes, urls: [], asCopy: asCopy)
    }

    /// A picker that opens files of `contentTypes` in place.
    ///
    /// - Parameter contentTypes: The types offered.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
      self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker that exports files.
    ///
    /// - Parameters:
    ///   - urls: The files.
    ///   - asCopy: Whether copies are exported (the files stay).
    public convenience init(forExportingURLs urls: [URL], asCopy: Bool) {
      self.init(
        mode: asCopy ? .exportToService : .moveToService, types: [], urls: urls, asCopy: asCopy)
    }

    /// A picker that moves files out.
    ///
    /// - Parameter urls: The files.
    public convenience init(forExportingURLs urls: [URL]) {
      self.init(forExportingURLs: urls, asCopy: false)
    }

    /// A picker of files of uniform type identifiers (deprecated in iOS 14).
    ///
    /// - Parameters:
    ///   - allowedUTIs: The identifiers.
    ///   - mode: What it does with the files.
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
      self.init(
        mode: mode, types: allowedUTIs.map { UTType($0) ?? .data }, urls: [],
        asCopy: mode == .import)
    }

    /// A picker that exports one file (deprecated in iOS 14).
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - mode: `.exportToService` or `.moveToService`.
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
      self.init(mode: mode, types: [], urls: [url], asCopy: mode == .exportToService)
    }

    /// A picker that exports files (deprecated in iOS 14).
    ///
    /// - Parameters:
    ///   - urls: The files.
    ///   - mode: `.exportToService` or `.moveToService`.
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
      self.init(mode: mode, types: [], urls: urls, asCopy: mode == .exportToService)
    }

    public required init?(coder: NSCoder) {
      documentPickerMode = .import
      contentTypes = []
      exportedURLs = []
      asCopy = true
      super.init(coder: coder)
    }

    /// The user picks `urls` (one, unless `allowsMultipleSelection`): the picker is dismissed and
    /// the delegate told (`documentPicker(_:didPickDocumentsAt:)`, and the single-file form too,
    /// as UIKit calls the one the delegate implements).
    @_spi(Testing) public func userPick(_ urls: [URL]) {
      let picked = allowsMultipleSelection ? urls : Array(urls.prefix(1))
      dismiss(animated: true)
      let delegate = self.delegate
      let told =
        _tapwrightOptionalCall { delegate?.documentPicker(self, didPickDocumentsAt: picked) } != nil
      if !told, let first = picked.first {
        delegate?.documentPicker(self, didPickDocumentAt: first)
      }
    }

    /// The user cancels: the picker is dismissed and the delegate told.
    @_spi(Testing) public func userCancel() {
      dismiss(animated: true)
      delegate?.documentPickerWasCancelled(self)
    }
  }
#endif
