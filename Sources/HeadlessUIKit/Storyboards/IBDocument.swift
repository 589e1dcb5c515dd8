#if !canImport(UIKit)
  import Foundation

  /// A storyboard or xib file read from a bundle: its XML, where it came from, and the module
  /// its `customModuleProvider="target"` classes belong to.
  @MainActor
  final class IBDocument {
    let root: IBElement
    /// The file name, for messages (`Main.storyboard`).
    let fileName: String
    /// The bundle it came from.
    let bundle: Bundle
    /// Modules to look custom classes up in when an element names none (the target's first).
    let fallbackModules: [String]
    private(set) lazy var elementsByID: [String: IBElement] = {
      var index: [String: IBElement] = [:]
      for element in root.descendants() {
        if let id = element["id"] { index[id] = element }
      }
      return index
    }()

    init(root: IBElement, fileName: String, bundle: Bundle, fallbackModules: [String]) {
      self.root = root
      self.fileName = fileName
      self.bundle = bundle
      self.fallbackModules = fallbackModules
    }

    private static var cache: [String: IBElement] = [:]

    /// Finds and reads `<name>.<ext>`: in `bundle` (or the main bundle), its `Base.lproj` and
    /// other `.lproj` folders, then — when no bundle was given — in the SwiftPM resource bundles
    /// beside the running binary (`<Package>_<Target>.resources`), which is where a ported app's
    /// storyboards are on Linux.
    ///
    /// - Returns: The document, or why it could not be read (reported by the caller).
    static func load(name: String, extension ext: String, bundle: Bundle?) -> Result<
      IBDocument, IBLoadFailure
    > {
      let fileName = "\(name).\(ext)"
      var bundles: [Bundle] = [bundle ?? Bundle.main]
      if bundle == nil || bundle == Bundle.main || bundle == TestHost.bundle {
        // The launched app's bundle is the main bundle of hosted tests, as on iOS.
        if let host = TestHost.bundle { bundles.insert(host, at: 0) }
        // A ported module linked into this process first: a build folder may hold the resource
        // bundles of other packages' targets too.
        let all = resourceBundles()
        let linked = all.filter { candidate in
          modules(ofResourceBundle: candidate).contains {
            PortRegistry.shared.loadModule(named: $0)
          }
        }
        bundles += linked + all.filter { candidate in !linked.contains { $0 === candidate } }
      }
      for candidate in bundles {
        guard let url = locate(fileName, in: candidate) else { continue }
        let path = url.path
        let root: IBElement
        if let cached = cache[path] {
          root = cached
        } else {
          do {
            let text = try String(contentsOf: url, encoding: .utf8)
            root = try IBXMLReader.read(text)
          } catch let error as IBReadError {
            return .failure(.unreadable(fileName, error.description))
          } catch {
            return .failure(.unreadable(fileName, "\(error)"))
          }
          cache[path] = root
        }
        return .success(
          IBDocument(
            root: root, fileName: fileName, bundle: candidate,
            fallbackModules: modules(ofResourceBundle: candidate)))
      }
      let searched = (bundle ?? Bundle.main).bundlePath
      return .failure(.missing(fileName, searched))
    }

    private static func locate(_ fileName: String, in bundle: Bundle) -> URL? {
      guard let base = bundle.resourceURL ?? Optional(bundle.bundleURL) else { return nil }
      let manager = FileManager.default
      var folders = [base, base.appendingPathComponent("Base.lproj")]
      if let contents = try? manager.contentsOfDirectory(atPath: base.path) {
        folders += contents.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted()
          .map { base.appendingPathComponent($0) }
      }
      for folder in folders {
        let url = folder.appendingPathComponent(fileName)
        if manager.fileExists(atPath: url.path) { return url }
      }
      return nil
    }

    private static var resourceBundlesCache: [Bundle]?

    /// The SwiftPM resource bundles beside the running binary and the main bundle.
    static func resourceBundles() -> [Bundle] {
      if let resourceBundlesCache { return resourceBundlesCache }
      var folders = [Bundle.main.bundleURL]
      if let executable = CommandLine.arguments.first {
        folders.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
      }
      var bundles: [Bundle] = []
      var seen: Set<String> = []
      for folder in folders {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in contents.sorted() where entry.hasSuffix(".resources") {
          let path = folder.appendingPathComponent(entry).path
          if seen.insert(path).inserted, let bundle = Bundle(path: path) { bundles.append(bundle) }
        }
      }
      resourceBundlesCache = bundles
      return bundles
    }

    /// The target a SwiftPM resource bundle (`<Package>_<Target>.resources`) belongs to: each
    /// split at `_`, the longest target name first.
    static func modules(ofResourceBundle bundle: Bundle) -> [String] {
      let name = bundle.bundleURL.deletingPathExtension().lastPathComponent
      guard bundle.bundleURL.pathExtension == "resources" else { return [] }
      let parts = name.split(separator: "_", omittingEmptySubsequences: false)
      return (1..<max(parts.count, 1)).map { parts[$0...].joined(separator: "_") }
    }
  }

  /// Why an Interface Builder file could not be loaded.
  enum IBLoadFailure: Error {
    case missing(String, String)
    case unreadable(String, String)
  }

  /// The coder HeadlessUIKit passes to `init?(coder:)` when it builds an object from a storyboard
  /// or xib: it carries the element, so the built-in initialisers read what they need (a table's
  /// style, a cell's style and reuse identifier).
  final class IBCoder: NSCoder {
    let element: IBElement?
    init(element: IBElement?) {
      self.element = element
      super.init()
    }
  }

  extension NSCoder {
    /// The Interface Builder element being decoded, when HeadlessUIKit builds from a file.
    var interfaceBuilderElement: IBElement? { (self as? IBCoder)?.element }
  }
#endif
