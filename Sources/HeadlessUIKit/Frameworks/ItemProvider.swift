#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // Foundation's item providers, which Linux's Foundation lacks: what a photo picker's results,
  // a drop or a share hands the app. A provider holds representations by uniform type
  // identifier (registered data, objects, items); it loads one when asked, on a queue of its
  // own (as Foundation calls its handlers on a background queue), and a type is found when it
  // is registered or conforms to the type asked for (`public.png` for `public.image`).

  /// An object an item provider can make from data, as Foundation's.
  public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
  }

  /// An object an item provider can give as data, as Foundation's.
  public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
  }

  /// Who may see a representation.
  public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
  }

  /// How a file representation is given.
  public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
  }

  /// Data of uniform types that an app hands another, or that the system hands the app.
  open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void
    public typealias LoadHandler =
      @Sendable (CompletionHandler?, AnyClass?, [AnyHashable: Any]?) ->
      Void

    /// Foundation's error codes of item providers.
    public enum ErrorCode: Int, Sendable {
      case unknownError = -1
      case itemUnavailableError = -1000
      case unexpectedValueClassError = -1100
      case unavailableCoercionError = -1200
    }

    /// The domain of item providers' errors.
    public class var errorDomain: String { "NSItemProviderErrorDomain" }

    private struct Representation {
      let typeIdentifier: String
      let load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Void
      /// The item as registered, for `loadItem`.
      let item: (any NSSecureCoding)?
    }

    private var representations: [Representation] = []
    private let queue = DispatchQueue(label: "HeadlessUIKit.NSItemProvider")
    /// A name for what the provider holds (a file's, when saved).
    open var suggestedName: String?

    public override init() {}

    /// A provider of an object's representations.
    public convenience init(object: any NSItemProviderWriting) {
      self.init()
      registerObject(object, visibility: .all)
    }

    /// A provider of an item as one type.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
      self.init()
      guard let item, let typeIdentifier else { return }
      let data = Self.data(of: item)
      representations.append(
        Representation(typeIdentifier: typeIdentifier, load: { $0(data, nil) }, item: item))
    }

    /// A provider of a file's contents, typed by its extension; `nil` when there is no file.
    public convenience init?(contentsOf fileURL: URL!) {
      guard let fileURL, let data = try? Data(contentsOf: fileURL) else { return nil }
      self.init()
      let type =
        UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? "public.data"
      suggestedName = fileURL.deletingPathExtension().lastPathComponent
      representations.append(
        Representation(typeIdentifier: type, load: { $0(data, nil) }, item: fileURL as NSURL))
    }

    public func copy(with zone: NSZone? = nil) -> Any {
      let copy = NSItemProvider()
      copy.representations = representations
      copy.suggestedName = suggestedName
      return copy
    }

    /// The types registered, in order.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] {
      registeredTypeIdentifiers
    }

    /// Whether a registered type is the type or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      representation(conformingTo: typeIdentifier) != nil
    }

    open func hasRepresentationConforming(
      toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []
    ) -> Bool {
      hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Registers data of a type, loaded when asked.
    open func registerDataRepresentation(
      forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
      loadHandler:
        @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) ->
        Progress?
    ) {
      representations.append(
        Representation(typeIdentifier: typeIdentifier, load: { _ = loadHandler($0) }, item: nil))
    }

    /// Registers an object's types.
    open func registerObject(
      _ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility
    ) {
      for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
        representations.append(
          Representation(
            typeIdentifier: type,
            load: {
              _ = object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: $0)
            },
            item: nil))
      }
    }

    /// Registers an item of a type, made when asked.
    open func registerItem(
      forTypeIdentifier typeIdentifier: String, loadHandler: @escaping LoadHandler
    ) {
      representations.append(
        Representation(
          typeIdentifier: typeIdentifier,
          load: { done in
            loadHandler({ item, error in done(item.flatMap(Self.data(of:)), error) }, nil, nil)
          }, item: nil))
    }

    /// Whether an object of the class can be made from a registered type.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
      aClass.readableTypeIdentifiersForItemProvider.contains {
        representation(conformingTo: $0) != nil
      }
    }

    /// Makes an object of the class from the first registered type it reads; the handler runs
    /// on the provider's queue, not the main queue.
    @discardableResult
    open func loadObject(
      ofClass aClass: any NSItemProviderReading.Type,
      completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
      let readable = aClass.readableTypeIdentifiersForItemProvider
      guard
        let (representation, type) = readable.lazy.compactMap({ type in
          self.representation(conformingTo: type).map { ($0, type) }
        }).first
      else {
        return finish { completionHandler(nil, Self.error(.unavailableCoercionError)) }
      }
      // The class is only read on the provider's queue (a metatype is not `Sendable` here).
      let reading = UncheckedBox(aClass)
      return load(representation) { data, error in
        guard let data else { return completionHandler(nil, error ?? Self.error(.unknownError)) }
        do {
          completionHandler(
            try reading.value.object(withItemProviderData: data, typeIdentifier: type), nil)
        } catch {
          completionHandler(nil, error)
        }
      }
    }

    /// Whether a string can be made from a registered type (text or a URL).
    open func canLoadObject(ofClass aClass: String.Type) -> Bool {
      ["public.plain-text", "public.text", "public.url"].contains {
        representation(conformingTo: $0) != nil
      }
    }

    /// Makes a string from registered text (or a URL).
    @discardableResult
    open func loadObject(
      ofClass aClass: String.Type,
      completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void
    ) -> Progress {
      guard
        let representation = representation(conformingTo: "public.text")
          ?? representation(conformingTo: "public.url")
      else { return finish { completionHandler(nil, Self.error(.unavailableCoercionError)) } }
      return load(representation) { data, error in
        completionHandler(data.flatMap { String(data: $0, encoding: .utf8) }, error)
      }
    }

    /// Whether a URL can be made from a registered URL.
    open func canLoadObject(ofClass aClass: URL.Type) -> Bool {
      representation(conformingTo: "public.url") != nil
    }

    /// Makes a URL from a registered URL.
    @discardableResult
    open func loadObject(
      ofClass aClass: URL.Type, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
      guard let representation = representation(conformingTo: "public.url") else {
        return finish { completionHandler(nil, Self.error(.unavailableCoercionError)) }
      }
      return load(representation) { data, error in
        completionHandler(
          data.flatMap { String(data: $0, encoding: .utf8) }.flatMap(URL.init(string:)), error)
      }
    }

    /// Loads the data of a type (or one conforming to it).
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      guard let representation = representation(conformingTo: typeIdentifier) else {
        return finish { completionHandler(nil, Self.error(.unavailableCoercionError)) }
      }
      return load(representation, completionHandler)
    }

    /// Writes the data of a type to a temporary file, which exists while the handler runs.
    @discardableResult
    open func loadFileRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
      let name = suggestedName ?? UUID().uuidString
      let fileExtension = UTType(typeIdentifier)?.preferredFilenameExtension
      return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
        guard let data else { return completionHandler(nil, error) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
          UUID().uuidString)
        let file = folder.appendingPathComponent(
          fileExtension.map { "\(name).\($0)" } ?? name)
        do {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          try data.write(to: file)
          completionHandler(file, nil)
        } catch {
          completionHandler(nil, error)
        }
        try? FileManager.default.removeItem(at: folder)
      }
    }

    /// Loads the item of a type: the registered item, else its data.
    open func loadItem(
      forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
      completionHandler: CompletionHandler? = nil
    ) {
      guard let representation = representation(conformingTo: typeIdentifier) else {
        _ = finish { completionHandler?(nil, Self.error(.unavailableCoercionError)) }
        return
      }
      if let item = representation.item {
        let box = UncheckedBox(item)
        _ = finish { completionHandler?(box.value, nil) }
        return
      }
      _ = load(representation) { data, error in completionHandler?(data.map { $0 as NSData }, error)
      }
    }

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
      representations.first {
        $0.typeIdentifier.lowercased() == typeIdentifier.lowercased()
          || TypeTable.conforms($0.typeIdentifier, to: typeIdentifier)
      }
    }

    private func load(
      _ representation: Representation,
      _ completion: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      let box = UncheckedBox(representation.load)
      queue.async {
        box.value { data, error in
          progress.completedUnitCount = 1
          completion(data, error)
        }
      }
      return progress
    }

    private func finish(_ body: @escaping @Sendable () -> Void) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      queue.async {
        progress.completedUnitCount = 1
        body()
      }
      return progress
    }

    private static func error(_ code: ErrorCode) -> NSError {
      NSError(domain: errorDomain, code: code.rawValue, userInfo: nil)
    }

    private static func data(of item: any NSSecureCoding) -> Data? {
      switch item {
      case let data as NSData: return Data(referencing: data)
      case let string as NSString: return Data(String(string).utf8)
      case let url as NSURL:
        let text: String? = url.absoluteString
        return text.map { Data($0.utf8) }
      default: return nil
      }
    }
  }

  extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
      ["public.png", "public.jpeg", "com.compuserve.gif", "public.heic", "public.image"]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard let image = UIImage(data: data) as? Self else {
        throw NSError(
          domain: NSItemProvider.errorDomain,
          code: NSItemProvider.ErrorCode.unexpectedValueClassError.rawValue, userInfo: nil)
      }
      return image
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(pngData(), nil)
      return nil
    }
  }
#endif
