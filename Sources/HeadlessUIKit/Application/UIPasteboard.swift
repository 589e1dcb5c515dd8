#if !canImport(UIKit)
  import Foundation

  /// A pasteboard, as UIKit's, in memory: `general` is one for the process (as the system's is
  /// one for every app), named ones are made on request. Each change counts in `changeCount`.
  @preconcurrency @MainActor
  open class UIPasteboard: NSObject {
    /// A pasteboard's name, as UIKit's.
    public struct Name: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    private static var named: [Name: UIPasteboard] = [:]
    private static var unique = 0

    /// The system's pasteboard.
    public static let general = UIPasteboard(name: .general)

    /// The pasteboard of a name, made when `create` is true.
    ///
    /// - Parameters:
    ///   - pasteboardName: The name.
    ///   - create: Whether to make it when there is none.
    /// - Returns: The pasteboard, or `nil`.
    open class func withName(_ pasteboardName: Name, create: Bool) -> UIPasteboard? {
      if pasteboardName == .general { return general }
      if let existing = named[pasteboardName] { return existing }
      guard create else { return nil }
      let made = UIPasteboard(name: pasteboardName)
      named[pasteboardName] = made
      return made
    }

    /// A new pasteboard of a unique name.
    open class func withUniqueName() -> UIPasteboard {
      unique += 1
      let made = UIPasteboard(name: Name("com.apple.UIKit.pboard.unique.\(unique)"))
      named[made.name] = made
      return made
    }

    /// Removes a named pasteboard.
    open class func remove(withName pasteboardName: Name) { named[pasteboardName] = nil }

    /// The pasteboard's name.
    public let name: Name
    /// How many times the contents changed.
    open private(set) var changeCount = 0
    private var items: [Any] = []

    private init(name: Name) {
      self.name = name
      super.init()
    }

    private func set(_ values: [Any]) {
      items = values
      changeCount += 1
    }

    /// The first string.
    open var string: String? {
      get { strings?.first }
      set { set(newValue.map { [$0] } ?? []) }
    }

    /// Every string.
    open var strings: [String]? {
      get {
        let found = items.compactMap { $0 as? String }
        return found.isEmpty ? nil : found
      }
      set { set(newValue ?? []) }
    }

    /// The first URL.
    open var url: URL? {
      get { urls?.first }
      set { set(newValue.map { [$0] } ?? []) }
    }

    /// Every URL.
    open var urls: [URL]? {
      get {
        let found = items.compactMap { $0 as? URL }
        return found.isEmpty ? nil : found
      }
      set { set(newValue ?? []) }
    }

    /// The first image.
    open var image: UIImage? {
      get { images?.first }
      set { set(newValue.map { [$0] } ?? []) }
    }

    /// Every image.
    open var images: [UIImage]? {
      get {
        let found = items.compactMap { $0 as? UIImage }
        return found.isEmpty ? nil : found
      }
      set { set(newValue ?? []) }
    }

    /// The first colour.
    open var color: UIColor? {
      get { colors?.first }
      set { set(newValue.map { [$0] } ?? []) }
    }

    /// Every colour.
    open var colors: [UIColor]? {
      get {
        let found = items.compactMap { $0 as? UIColor }
        return found.isEmpty ? nil : found
      }
      set { set(newValue ?? []) }
    }

    /// Whether it holds a string.
    open var hasStrings: Bool { items.contains { $0 is String } }
    /// Whether it holds a URL.
    open var hasURLs: Bool { items.contains { $0 is URL } }
    /// Whether it holds an image.
    open var hasImages: Bool { items.contains { $0 is UIImage } }
    /// Whether it holds a colour.
    open var hasColors: Bool { items.contains { $0 is UIColor } }
    /// How many items it holds.
    open var numberOfItems: Int { items.count }
  }
#endif
