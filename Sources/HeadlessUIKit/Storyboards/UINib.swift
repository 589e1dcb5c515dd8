#if !canImport(UIKit)
  import Foundation

  /// A xib's objects, as UIKit's: read from the `.xib` file Xcode writes.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UINib: NSObject {
    let document: IBDocument?
    let name: String
    /// Why the nib could not be read: UIKit raises it when the nib is instantiated, not when it
    /// is made (a table may register a nib it never dequeues from).
    private let loadFailure: String?

    /// Finds a nib in a bundle (`nil`: the main bundle, then SwiftPM's resource bundles). A nib
    /// that is not there is reported when it is instantiated, as UIKit raises then.
    ///
    /// - Parameters:
    ///   - name: The file name, without `.xib`.
    ///   - bundleOrNil: The bundle.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
      self.name = name
      switch IBDocument.load(name: name, extension: "xib", bundle: bundleOrNil) {
      case .success(let document):
        self.document = document
        loadFailure = nil
      case .failure(.missing(_, let path)):
        loadFailure = "Could not load NIB in bundle: 'NSBundle <\(path)>' with name '\(name)'"
        self.document = nil
      case .failure(.unreadable(let file, let reason)):
        loadFailure = "Could not read the nib \(file): \(reason)"
        self.document = nil
      }
      super.init()
    }

    /// Whether a nib of that name exists (no issue when it does not).
    static func exists(named name: String, bundle: Bundle?) -> IBDocument? {
      let key = "\(bundle?.bundlePath ?? "")|\(name)"
      if missing.contains(key) { return nil }
      if case .success(let document) = IBDocument.load(name: name, extension: "xib", bundle: bundle)
      {
        return document
      }
      missing.insert(key)
      return nil
    }

    /// Nibs looked for by a controller's class name and not found: a controller built in code
    /// looks once per class, not on every view load.
    private static var missing: Set<String> = []

    init(document: IBDocument, name: String) {
      self.document = document
      self.name = name
      loadFailure = nil
      super.init()
    }

    /// Builds the nib's top-level objects, connecting File's Owner's outlets and actions to
    /// `ownerOrNil`; every object then gets `awakeFromNib()`.
    ///
    /// - Parameters:
    ///   - ownerOrNil: The object that stands for File's Owner.
    ///   - optionsOrNil: Ignored.
    /// - Returns: The top-level objects, in the file's order.
    open func instantiate(
      withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil
    ) -> [Any] {
      guard let document else {
        if let loadFailure { reportUIKitException(loadFailure) }
        return []
      }
      let builder = IBBuilder(document: document, storyboard: nil)
      builder.sceneController = ownerOrNil as? UIViewController
      var topLevel: [Any] = []
      let objects = document.root.children(of: "objects")
      for element in objects {
        switch element.name {
        case "placeholder":
          guard let id = element["id"] else { continue }
          if element["placeholderIdentifier"] == "IBFilesOwner", let owner = ownerOrNil {
            builder.objects[id] = owner as AnyObject
            if let connections = element.child("connections") {
              builder.addConnections(of: owner as AnyObject, connections)
            }
          }
        case let name where IBBuilder.viewClasses[name] != nil || element["customClass"] != nil:
          if name.hasSuffix("GestureRecognizer") { continue }
          topLevel.append(builder.buildView(element))
        default:
          continue
        }
      }
      builder.buildSceneObjects(objects)
      builder.finish()
      return topLevel
    }

    /// Options for instantiating a nib, as UIKit's.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      /// External objects by identifier.
      public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
  }

  extension Bundle {
    /// Loads a nib's top-level objects with `owner` as File's Owner, as UIKit's.
    ///
    /// - Parameters:
    ///   - name: The nib's name, without `.xib`.
    ///   - owner: File's Owner.
    ///   - options: Ignored.
    /// - Returns: The top-level objects, or `nil` when there is no such nib (reported).
    @MainActor
    public func loadNibNamed(
      _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
    ) -> [Any]? {
      let nib = UINib(nibName: name, bundle: self)
      guard nib.document != nil else {
        // Loading at once: a missing nib is reported now, as UIKit raises.
        _ = nib.instantiate(withOwner: owner, options: options)
        return nil
      }
      return nib.instantiate(withOwner: owner, options: options)
    }
  }

  extension UICollectionView {
    /// Registers a nib whose one top-level cell is made for a reuse identifier, as UIKit's; it
    /// replaces a class registered for the identifier.
    ///
    /// - Parameters:
    ///   - nib: The nib, or `nil` to remove the registration.
    ///   - identifier: The reuse identifier.
    #if canImport(ObjectiveC)
      @objc(registerNib:forCellWithReuseIdentifier:)
    #endif
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
      registeredCellClasses[identifier] = nil
      registeredCellNibs[identifier] = nib
    }

    /// Registers a nib whose one top-level reusable view is made for a kind and a reuse
    /// identifier, as UIKit's; it replaces a class registered for them.
    ///
    /// - Parameters:
    ///   - nib: The nib, or `nil` to remove the registration.
    ///   - kind: The kind, such as `UICollectionView.elementKindSectionHeader`.
    ///   - identifier: The reuse identifier.
    #if canImport(ObjectiveC)
      @objc(registerNib:forSupplementaryViewOfKind:withReuseIdentifier:)
    #endif
    public func register(
      _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
      let key = SupplementaryRegistrationKey(kind: kind, identifier: identifier)
      registeredSupplementaryClasses[key] = nil
      registeredSupplementaryNibs[key] = nib
    }
  }

  extension UINib {
    /// Builds the nib for a table or collection view registration: its first top-level view of
    /// `type`. A nib without one reports UIKit's exception and gives `nil`.
    ///
    /// - Parameters:
    ///   - type: The kind of view a registration makes.
    ///   - identifier: The reuse identifier it was registered under.
    func instantiateRegisteredView<View: UIView>(_ type: View.Type, identifier: String) -> View? {
      let objects = instantiate(withOwner: nil)
      if let view = objects.first(where: { $0 is View }) as? View { return view }
      let expected =
        View.self is UICollectionReusableView.Type ? "UICollectionReusableView" : "\(View.self)"
      reportUIKitException(
        "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top "
          + "level object which must be a \(expected) instance")
      return nil
    }
  }

  extension UIViewController {
    /// Builds the view from the controller's xib — `nibName`, or else a xib named after the
    /// class when the class comes from a ported module — as UIKit's `loadView` does; whether it
    /// did.
    func loadNibView() -> Bool {
      let document: IBDocument?
      if let nibName {
        let nib = UINib(nibName: nibName, bundle: nibBundle)
        document = nib.document
      } else {
        let type = Swift.type(of: self)
        let module = PortRegistry.moduleName(of: type)
        guard module != "HeadlessUIKit", PortRegistry.shared.loadModule(named: module) else {
          return false
        }
        let className = String(describing: type)
        document =
          UINib.exists(named: className, bundle: nibBundle)
          ?? (className.hasSuffix("Controller")
            ? UINib.exists(named: String(className.dropLast(10)), bundle: nibBundle) : nil)
      }
      guard let document else { return false }
      _ = UINib(document: document, name: document.fileName).instantiate(withOwner: self)
      return isViewLoaded
    }
  }
#endif
