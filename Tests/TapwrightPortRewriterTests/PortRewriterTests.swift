import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import TapwrightPortRewriter

/// The full names (`tableView(_:heightForRowAt:)`) of the methods in HeadlessUIKit's protocol
/// extensions whose bodies call `optionalRequirementDefault`: its defaults of optional
/// requirements.
private final class MarkedDefaults: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true,
      let body = node.body, body.description.contains("optionalRequirementDefault(")
    {
      names.insert(fullName(node))
    }
    return .skipChildren
  }
}

/// Rewrites one file with the index of `sources` (the file itself by default).
private func port(_ source: String, with others: [String] = []) -> PortRewriter.Output {
  var index = PortIndex()
  for file in [source] + others { index.add(source: file) }
  return PortRewriter(index: index).rewrite(source: source, path: "/app/VC.swift", key: "VC.swift")
}

/// The rewritten original as Linux compiles it: the output's first form, without its two
/// header lines.
private func body(_ output: PortRewriter.Output) -> String {
  let lines = output.source.split(separator: "\n", omittingEmptySubsequences: false)
  let end = lines.firstIndex(of: "#sourceLocation()") ?? lines.endIndex
  return lines[2..<end].joined(separator: "\n") + "\n"
}

@Suite("The port step's rewriting")
struct PortRewriterTests {
  @Test("one header line points diagnostics and #line at the original; the imports follow it")
  func header() {
    let output = port("import UIKit\n")
    #expect(
      output.source == """
        #if !canImport(ObjectiveC)
        #sourceLocation(file: "/app/VC.swift", line: 1)
        import HeadlessUIKit
        #sourceLocation()
        #elseif !canImport(UIKit)
        #sourceLocation(file: "/app/VC.swift", line: 1)
        import HeadlessUIKit
        #sourceLocation()
        #else
        #sourceLocation(file: "/app/VC.swift", line: 1)
        import UIKit
        #sourceLocation()
        #endif
        #if !canImport(UIKit)
        @_spi(TapwrightPort) import HeadlessUIKit
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif
        #endif

        """)
  }

  @Test("UIKit, QuartzCore and CoreGraphics imports become HeadlessUIKit")
  func imports() {
    let source =
      "import UIKit\n@testable import QuartzCore\nimport class UIKit.UIView\nimport Foundation\n"
    #expect(
      body(port(source))
        == "import HeadlessUIKit\n@testable import HeadlessUIKit\nimport HeadlessUIKit\nimport Foundation\n"
    )
  }

  @Test("Combine becomes OpenCombine's shim, its Linux substitute; AVFoundation HeadlessUIKit")
  func combine() {
    #expect(
      body(port("import Combine\nimport Foundation\n"))
        == "import OpenCombineShim\nimport Foundation\n")
    #expect(body(port("import AVFoundation\n")) == "import HeadlessUIKit\n")
  }

  @Test("A file naming Combine through Foundation, as iOS allows, imports OpenCombine off iOS")
  func combineThroughFoundation() {
    let source = """
      import UIKit

      final class Model: ObservableObject {
        @Published var name = ""
      }

      """
    let imports = "#if canImport(OpenCombineShim)\nimport OpenCombineShim\n#endif\n"
    // After the original's three forms, where there is no UIKit: on iOS, Foundation has them.
    let tail = port(source).source.components(separatedBy: "#endif\n#if !canImport(UIKit)\n")
    #expect(tail.count == 2)
    #expect(tail.last?.contains(imports) == true)
    // And HeadlessCombine, for what Combine adds to Foundation's objects that OpenCombine lacks.
    #expect(
      tail.last?.contains("#if canImport(HeadlessCombine)\nimport HeadlessCombine\n#endif\n")
        == true)
    #expect(port("import UIKit\nstruct Plain {}\n").source.contains("OpenCombineShim") == false)
    #expect(port("import UIKit\nstruct Plain {}\n").source.contains("HeadlessCombine") == false)
  }

  @Test("publisher(for: \\.text) names its key path for key-value observing, as observe does")
  func keyValuePublisherNamesItsKeyPath() {
    let source = "import Combine\nlet p = field.publisher(for: \\.text)\n"
    let output = port(source)
    #expect(body(output).contains("field.publisher(for: _tapwrightKeyPath(\\.text, \"text\"))"))
    #expect(
      output.source.contains("#if canImport(HeadlessCombine)\nimport HeadlessCombine\n#endif\n"))
    // NotificationCenter's publisher(for:) takes a name, not a key path: left as it is.
    #expect(
      body(port("let p = center.publisher(for: .NSCalendarDayChanged)\n"))
        == "let p = center.publisher(for: .NSCalendarDayChanged)\n")
  }

  @Test("MapKit becomes HeadlessUIKit on every host: a Mac's MapKit has no UIKit map view")
  func mapKit() {
    let output = port("import MapKit\nimport CoreLocation\n")
    #expect(body(output) == "import HeadlessUIKit\nimport HeadlessUIKit\n")
    // On a Mac too (HeadlessUIKit stands in for UIKit there).
    #expect(
      output.source.contains(
        "#elseif !canImport(UIKit)\n#sourceLocation(file: \"/app/VC.swift\", line: 1)\nimport HeadlessUIKit\nimport HeadlessUIKit\n"
      ))
  }

  @Test("Platform conditions are decided as on the iOS simulator, on Linux and on a Mac")
  func platformConditions() {
    let source = """
      #if os(iOS) || os(tvOS)
      typealias ViewController = UIViewController
      #elseif os(macOS)
      typealias ViewController = NSViewController
      #endif
      #if canImport(UIKit) && !targetEnvironment(macCatalyst)
      let simulator = targetEnvironment(simulator)
      #endif
      #if targetEnvironment(simulator) || canImport(Combine) || arch(x86_64)
      #endif

      """
    let output = port(source)
    #expect(
      body(output) == """
        #if true || false
        typealias ViewController = UIViewController
        #elseif false
        typealias ViewController = NSViewController
        #endif
        #if true && !false
        let simulator = targetEnvironment(simulator)
        #endif
        #if true || true || arch(x86_64)
        #endif

        """)
    // Combine is OpenCombine on Linux, whose `import Combine` the port gives: its code is
    // compiled there; a Mac has Combine itself.
    #expect(
      output.source.contains(
        "#elseif !canImport(UIKit)\n#sourceLocation(file: \"/app/VC.swift\", line: 1)\n#if true || false\n"
      ))
    #expect(output.source.contains("#if true || canImport(Combine) || arch(x86_64)"))
    // iOS compiles the original as it is.
    #expect(
      output.source.contains(
        "#else\n#sourceLocation(file: \"/app/VC.swift\", line: 1)\n#if os(iOS) || os(tvOS)"))
  }

  @Test("os, os.log and OSLog become HeadlessOSLog on Linux only: a Mac has them")
  func unifiedLogging() {
    let output = port("import os\nimport os.log\nimport OSLog\n")
    #expect(body(output) == "import HeadlessOSLog\nimport HeadlessOSLog\nimport HeadlessOSLog\n")
    // Only there: a file that does not import `os` does not see its `Logger` (a package's own
    // `Logger` stays unambiguous, as on iOS).
    #expect(!port("import Foundation\n").source.contains("HeadlessOSLog"))
    #expect(
      output.source.contains(
        "#elseif !canImport(UIKit)\n#sourceLocation(file: \"/app/VC.swift\", line: 1)\nimport os\nimport os.log\nimport OSLog\n"
      ))
  }

  @Test("an Apple framework Linux lacks becomes HeadlessUIKit on Linux: a use stops at its name")
  func absentFrameworks() {
    let output = port(
      "import AVKit\nimport Darwin\nimport CoreImage.CIFilterBuiltins\nimport NetworkExtension\n"
        + "import SwiftUI\nimport Charts\n")
    // Every framework of the iOS SDK but those HeadlessUIKit models; `Charts` is a library's
    // name too (danielgindi's), so it stays.
    #expect(
      body(output)
        == "import HeadlessUIKit\nimport HeadlessUIKit\nimport HeadlessUIKit\nimport HeadlessUIKit\n"
        + "import SwiftUI\nimport Charts\n")
    #expect(
      output.source.contains(
        "#elseif !canImport(UIKit)\n#sourceLocation(file: \"/app/VC.swift\", line: 1)\nimport AVKit\n"
      ))
  }

  @Test("os.Logger is HeadlessOSLog's Logger on Linux, where the file imports os; a variable stays")
  func qualifiedLogger() {
    let source =
      "import OSLog\nlet loggers: [String: os.Logger] = [:]\nlet made = os.Logger(subsystem: \"a\", category: \"b\")\nlet os = \"iOS\"\nlet n = os.count\n"
    #expect(
      body(port(source))
        == "import HeadlessOSLog\nlet loggers: [String: HeadlessOSLog.Logger] = [:]\nlet made = HeadlessOSLog.Logger(subsystem: \"a\", category: \"b\")\nlet os = \"iOS\"\nlet n = os.count\n"
    )
    #expect(body(port("import Foundation\nlet x: os.Logger? = nil\n")).contains("os.Logger"))
  }

  @Test("Combine.Subscription is OpenCombine's on Linux, where the file imports Combine")
  func qualifiedCombine() {
    // TRON's publisher, whose subscription class is named Subscription too.
    let source = "import Combine\nprivate class Subscription: Combine.Subscription {}\n"
    #expect(
      body(port(source))
        == "import OpenCombineShim\nprivate class Subscription: OpenCombine.Subscription {}\n")
    #expect(
      body(port("struct Combine { struct Subscription {} }\nlet s: Combine.Subscription? = nil\n"))
        .contains("let s: Combine.Subscription? = nil"))
  }

  @Test("CryptoKit becomes swift-crypto's Crypto on Linux only: a Mac has CryptoKit")
  func cryptoKit() {
    let output = port("import Foundation\n@preconcurrency import CryptoKit\n")
    #expect(body(output) == "import Foundation\n@preconcurrency import Crypto\n")
    #expect(
      output.source.contains(
        "#elseif !canImport(UIKit)\n#sourceLocation(file: \"/app/VC.swift\", line: 1)\nimport Foundation\n@preconcurrency import CryptoKit\n"
      ))
  }

  @Test("A stream's error is read safely on Linux, whose streamError traps without an error")
  func streamError() {
    // Alamofire's multipart encoder, as written.
    let source = "if let error = inputStream.streamError {\n  throw error\n}\n"
    #expect(
      body(port(source)) == "if let error = inputStream._tapwrightStreamError {\n  throw error\n}\n"
    )
  }

  @Test("SDWebImage becomes Tapwright's HeadlessSDWebImage on Linux, where it does not build")
  func sdWebImage() {
    let output = port("import UIKit\nimport SDWebImage\n#if canImport(SDWebImage)\n#endif\n")
    #expect(
      body(output)
        == "import HeadlessUIKit\nimport HeadlessSDWebImage\n#if true\n#endif\n")
  }

  @Test("SVProgressHUD, MBProgressHUD and Firebase's modules become Tapwright's stand-ins on Linux")
  func progressHUDs() {
    let output = port(
      "import UIKit\nimport SVProgressHUD\nimport MBProgressHUD\nimport Firebase\n"
        + "import FirebaseFirestoreSwift\n")
    #expect(
      body(output)
        == "import HeadlessUIKit\nimport HeadlessSVProgressHUD\nimport HeadlessMBProgressHUD\n"
        + "import HeadlessFirebase\nimport HeadlessFirebase\n")
  }

  @Test("Security becomes HeadlessUIKit on Linux only: a Mac has the keychain")
  func keychain() {
    let output = port("import Foundation\nimport Security\n")
    #expect(body(output) == "import Foundation\nimport HeadlessUIKit\n")
    #expect(
      output.source.contains(
        "#elseif !canImport(UIKit)\n#sourceLocation(file: \"/app/VC.swift\", line: 1)\nimport Foundation\nimport Security\n"
      ))
  }

  @Test("@NSManaged properties and accessors read and write the managed object's values on Linux")
  func managedProperties() {
    let source = """
      import CoreData

      extension Book {
          @NSManaged public var title: String?
          @NSManaged public var pages: Int16
          @NSManaged var `default`: Bool
          @objc(addTagsObject:)
          @NSManaged public func addToTags(_ value: Tag)
          @NSManaged public func insertIntoChapters(_ value: Chapter, at idx: Int)
          var computed: Int { 1 }
      }
      """
    let output = port(source)
    // `@NSManaged` (and `@objc(…)`) blanked, each line where it was.
    let blank = String(repeating: " ", count: 15)
    #expect(
      body(output) == """
        import HeadlessUIKit

        extension Book {
        \(blank)public var title: String? { get { _tapwrightManagedValue(forKey: "title") } \
        set { _tapwrightSetManagedValue(newValue, forKey: "title") } }
        \(blank)public var pages: Int16 { get { _tapwrightManagedValue(forKey: "pages") } \
        set { _tapwrightSetManagedValue(newValue, forKey: "pages") } }
        \(blank)var `default`: Bool { get { _tapwrightManagedValue(forKey: "default") } \
        set { _tapwrightSetManagedValue(newValue, forKey: "default") } }
        \(String(repeating: " ", count: 25))
        \(blank)public func addToTags(_ value: Tag) { _tapwrightManagedAccessor("addToTags", value) }
        \(blank)public func insertIntoChapters(_ value: Chapter, at idx: Int) { \
        _tapwrightManagedAccessor("insertIntoChapters", value, idx) }
            var computed: Int { 1 }
        }

        """)
    // A Mac has Core Data and the Objective-C runtime: the original stays.
    #expect(
      output.source.contains(
        "#elseif !canImport(UIKit)\n#sourceLocation(file: \"/app/VC.swift\", line: 1)\n"
          + "import CoreData\n\nextension Book {\n    @NSManaged public var title: String?\n"))
  }

  @Test("Objective-C and Interface Builder attributes are dropped; lines stay where they were")
  func attributes() {
    let source = """
      @objcMembers class VC: UIViewController {
        @IBOutlet private weak var label: UILabel!
        @IBInspectable var radius: CGFloat = 0
        @objc dynamic var count = 0
        @IBAction func didTap(_ sender: Any) {}
        @objc(customName:)
        func custom(_ x: Any) {}
      }

      """
    // Blanked with spaces: every column stays where it was.
    let expected = [
      "             class VC: UIViewController {",
      "            private weak var label: UILabel!",
      "                 var radius: CGFloat = 0",
      "                var count = 0 { willSet { _tapwrightKeyValueWillChange(self, \"count\") } "
        + "didSet { _tapwrightKeyValueDidChange(self, \"count\") } }",
      "            func didTap(_ sender: Any) {}",
      "                    ",
      "  func custom(_ x: Any) {}",
      "}", "",
    ].joined(separator: "\n")
    #expect(body(port(source)) == expected)
  }

  @Test("#selector(type(of: self).method) names the enclosing type's method, as self.method")
  func selectorThroughTypeOfSelf() {
    let source = """
      final class AddCurrencyPairFlow: NSObject {
        func start() {
          button.addTarget(self,
                           action: #selector(type(of: self).didCancelFlow))
        }
        @objc func didCancelFlow() {}
      }
      """
    let lines = body(port(source)).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(
      lines[3]
        == "                     action: Selector(_tapwrightPort: \"didCancelFlow\", arguments: 0) "
        + "{ (target: AddCurrencyPairFlow, sender, event) in target.didCancelFlow() })")
  }

  @Test("#selector forms: bare, labelled, self., Type., getter and setter")
  func selectors() {
    let source = """
      class VC: UIViewController {
        func setUp() {
          a.addTarget(self, action: #selector(didTap), for: .touchUpInside)
          b.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
          c.addTarget(self, action: #selector(self.tapped(_:for:)), for: .touchUpInside)
          d.addTarget(view, action: #selector(UIView.endEditing(_:)), for: .touchUpInside)
          _ = #selector(getter: title)
          _ = #selector(setter: VC.count)
          _ = #selector(refresh)
        }
        @objc func didTap(_ sender: UIButton) {}
        @objc func tapped(_ sender: Any, for event: UIEvent) throws {}
        @objc func refresh() {}
      }
      """
    let lines = body(port(source)).split(separator: "\n").map(String.init)
    #expect(
      lines[2]
        == "    a.addTarget(self, action: Selector(_tapwrightPort: \"didTap:\", arguments: 1) "
        + "{ (target: VC, sender, event) in try target.didTap(_tapwrightPortArgument(sender)) }, "
        + "for: .touchUpInside)")
    #expect(lines[3] == lines[2].replacingOccurrences(of: "    a.", with: "    b."))
    #expect(
      lines[4]
        == "    c.addTarget(self, action: Selector(_tapwrightPort: \"tapped:for:\", arguments: 2) "
        + "{ (target: VC, sender, event) in try target.tapped(_tapwrightPortArgument(sender), "
        + "for: _tapwrightPortArgument(event)) }, for: .touchUpInside)")
    #expect(
      lines[5]
        == "    d.addTarget(view, action: Selector(_tapwrightPort: \"endEditing:\", arguments: 1) "
        + "{ (target: UIView, sender, event) in try target.endEditing(_tapwrightPortArgument(sender)) }, "
        + "for: .touchUpInside)")
    #expect(
      lines[6]
        == "    _ = Selector(_tapwrightPort: \"title\", arguments: 0) { (target: VC, _, _) in target.title }"
    )
    #expect(
      lines[7]
        == "    _ = Selector(_tapwrightPort: \"setCount:\", arguments: 1) { (target: VC, sender, _) in "
        + "target.count = try _tapwrightPortArgument(sender) }")
    #expect(
      lines[8]
        == "    _ = Selector(_tapwrightPort: \"refresh\", arguments: 0) { (target: VC, sender, event) in "
        + "target.refresh() }")
  }

  @Test("a selector of a method declared in another file of the target gets its labels")
  func otherFile() {
    let source = "class VC: UIViewController {\n  let s = #selector(save)\n}\n"
    let other = "extension VC {\n  @objc func save(_ sender: Any?) {}\n}\n"
    let lines = body(port(source, with: [other])).split(separator: "\n").map(String.init)
    #expect(lines[1].contains("Selector(_tapwrightPort: \"save:\", arguments: 1)"))
  }

  @Test("a selector the port cannot resolve keeps its name for the registry to find")
  func unresolved() {
    #expect(
      body(port("let s = #selector(unknownThing)\n")) == "let s = Selector(\"unknownThing\")\n")
  }

  @Test("a selector of a protocol's method is its name: a protocol is no target's class")
  func protocolSelectors() {
    // Alamofire 4's session delegate, as written.
    let source = """
      @objc protocol Pager { func next(_ sender: Any?) }
      class SessionDelegate: NSObject {
        open override func responds(to selector: Selector) -> Bool {
          switch selector {
          case #selector(URLSessionStreamDelegate.urlSession(_:readClosedFor:)):
            return true
          case #selector(URLSessionDelegate.urlSessionDidFinishEvents(forBackgroundURLSession:)):
            return true
          case #selector(Pager.next(_:)):
            return true
          default:
            return type(of: self).instancesRespond(to: selector)
          }
        }
      }

      """
    let lines = body(port(source)).split(separator: "\n").map(String.init)
    #expect(lines[2] == "  open          func responds(to selector: Selector) -> Bool {")
    #expect(lines[4] == "    case Selector(\"urlSession:readClosedFor:\"):")
    #expect(
      lines[6] == "    case Selector(\"urlSessionDidFinishEventsWithForBackgroundURLSession:\"):")
    #expect(lines[8] == "    case Selector(\"next:\"):")
  }

  @Test(
    "responds(to:) and value(forKey:) are a class's own; under a class of the target they override")
  func nsObjectExtensionMethods() {
    let source = """
      class Proxy: NSObject {
        override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
        override func value(forKey key: String) -> Any? { nil }
      }
      class Screen: UIViewController {
        override func responds(to aSelector: Selector!) -> Bool { true }
      }
      class SubProxy: Proxy {
        override func responds(to aSelector: Selector!) -> Bool { false }
      }
      class Forwarding: NSObject {
        override func forwardingTarget(for aSelector: Selector!) -> Any? { super.forwardingTarget(for: aSelector) }
      }

      """
    let lines = body(port(source)).split(separator: "\n").map(String.init)
    // Motion's delegate proxy forwards what it does not answer.
    #expect(
      lines[11].hasPrefix("           func forwardingTarget(for aSelector: Selector!) -> Any? {"))
    #expect(lines[1].hasPrefix("           func responds(to aSelector: Selector!) -> Bool {"))
    #expect(lines[2].hasPrefix("           func value(forKey key: String) -> Any? {"))
    #expect(lines[5].hasPrefix("           func responds(to aSelector: Selector!) -> Bool {"))
    #expect(lines[8].hasPrefix("  override func responds(to aSelector: Selector!) -> Bool {"))
  }

  @Test("isEqual on a loop's AnyObject is HeadlessUIKit's comparison; on anything else it stays")
  func isEqualOnAnyObject() {
    // Alamofire 4's certificate pinning, as written.
    let source = """
      outerLoop: for serverPublicKey in publicKeys(for: trust) as [AnyObject] {
        for pinnedPublicKey in pinnedPublicKeys as [AnyObject] {
          if serverPublicKey.isEqual(pinnedPublicKey) { break outerLoop }
        }
      }
      for key in keys { if key.isEqual(other) {} }
      if value.isEqual(other) {}

      """
    let expected = """
      outerLoop: for serverPublicKey in publicKeys(for: trust) as [AnyObject] {
        for pinnedPublicKey in pinnedPublicKeys as [AnyObject] {
          if _tapwrightPortIsEqual(serverPublicKey, pinnedPublicKey) { break outerLoop }
        }
      }
      for key in keys { if key.isEqual(other) {} }
      if value.isEqual(other) {}

      """
    #expect(body(port(source)) == expected)
  }

  @Test("an instance of a generic parameter of a UIKit class is made through HeadlessUIKit")
  func metatypeConstruction() {
    // LBTATools', DTTableViewManager's and Ariadne's code, as written.
    let source = """
      open class LBTAListCell<T>: UICollectionViewCell { var item: T! }
      class Controller<T: LBTAListCell<U>, U>: UICollectionViewController {
        func height() -> CGFloat { let cell = T(); return cell.frame.height }
      }
      func verifyCell<Cell: UITableViewCell>(_ cell: Cell.Type) { var cell = Cell(frame: .zero) }
      func view<View>(_ view: View.Type) -> View where View: UIView { View.init(frame: .zero) }
      class XibFactory<T: UIViewController> {
        func build() -> T { return T(nibName: nil, bundle: nil) }
      }
      func alias<T: ViewController>() -> T { T(nibName: nil, bundle: nil) }
      func make<T: Defaultable>() -> T { T() }
      final class FlightCell: LBTAListCell<String> {}
      class CardView: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError() }
      }
      class ScreenVC: UIViewController {
        init(model: Int) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
      }
      class PlainVC: UIViewController {}
      class Hidden: UIView {
        @available(*, unavailable) override init(frame: CGRect) { fatalError() }
        init() { super.init(frame: .zero) }
        required init?(coder: NSCoder) { fatalError() }
      }

      """
    let output = port(source)
    let lines = body(output).split(separator: "\n").map(String.init)
    #expect(
      lines[2]
        == "  func height() -> CGFloat { let cell = _tapwrightPortMake(T.self); return cell.frame.height }"
    )
    #expect(
      lines[4]
        == "func verifyCell<Cell: UITableViewCell>(_ cell: Cell.Type) { var cell = _tapwrightPortMake(Cell.self, frame: .zero) }"
    )
    #expect(
      lines[5]
        == "func view<View>(_ view: View.Type) -> View where View: UIView { _tapwrightPortMake(View.self, frame: .zero) }"
    )
    #expect(
      lines[7]
        == "  func build() -> T { return _tapwrightPortMake(T.self, nibName: nil, bundle: nil) }")
    #expect(
      lines[9]
        == "func alias<T: ViewController>() -> T { _tapwrightPortMake(T.self, nibName: nil, bundle: nil) }"
    )
    #expect(lines[10] == "func make<T: Defaultable>() -> T { T() }")
    #expect(
      output.source.contains(
        "r.initializers(FlightCell.self, plain: { FlightCell() }, frame: { FlightCell(frame: $0) })"
      ))
    #expect(
      output.source.contains(
        "r.initializers(CardView.self, plain: { CardView() }, frame: { CardView(frame: $0) })"))
    #expect(
      output.source.contains(
        "r.initializers(PlainVC.self, plain: { PlainVC() }, nib: { PlainVC(nibName: $0, bundle: $1) })"
      ))
    #expect(output.source.contains("r.initializers(Hidden.self, plain: { Hidden() })"))
    #expect(!output.source.contains("r.initializers(ScreenVC.self"))
    #expect(!output.source.contains("r.initializers(LBTAListCell"))
  }

  @Test("a #selector over several lines keeps the line count")
  func multiline() {
    let source = "let s = #selector(\n  VC.didTap(_:)\n)\nlet after = 1\n"
    let lines = body(port(source)).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5)  // four lines and the final newline
    #expect(lines[3] == "let after = 1")
  }

  @Test("Objective-C names: With and the first label, then each label and a colon")
  func objCNames() {
    #expect(PortMethod.objCName(baseName: "refresh", labels: []) == "refresh")
    #expect(PortMethod.objCName(baseName: "didTap", labels: [nil]) == "didTap:")
    #expect(PortMethod.objCName(baseName: "didTap", labels: ["sender"]) == "didTapWithSender:")
    #expect(PortMethod.objCName(baseName: "tapped", labels: [nil, "event"]) == "tapped:event:")
    #expect(
      PortMethod.objCName(baseName: "tableView", labels: [nil, "didSelectRowAt"])
        == "tableView:didSelectRowAt:")
  }

  @Test("exposed methods and outlets are registered in an extension in the same file")
  func registration() {
    let source = """
      class VC: UIViewController {
        @IBOutlet private weak var label: UILabel!
        @IBAction func didTap(_ sender: UIButton) {}
        @objc private func refresh() {}
        func plain() {}
      }
      """
    let output = port(source)
    let hash = stableHash("VC.swift")
    #expect(output.registrationFunction == "__tapwrightPortRegisterFile_\(hash)")
    let tail = output.source.components(separatedBy: "#sourceLocation()\n#endif\n")[1]
    #expect(
      tail == """
        #if !canImport(UIKit)
        @_spi(TapwrightPort) import HeadlessUIKit
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif

        // Generated by TapwrightPortPlugin: the members Interface Builder and selectors name.
        extension VC {
          @MainActor static func __tapwrightPortRegister_\(hash)_0(_ r: PortRegistrar) {
            r.initializers(VC.self, plain: { VC() }, nib: { VC(nibName: $0, bundle: $1) })
            r.property(VC.self, "label") { (target: VC, value) in target.label = try _tapwrightPortArgument(value) }
            r.method(VC.self, "didTap:", arguments: 1) { (target: VC, first, second) in try target.didTap(_tapwrightPortArgument(first)) }
            r.method(VC.self, "refresh", arguments: 0) { (target: VC, first, second) in target.refresh() }
          }
        }
        @MainActor func __tapwrightPortRegisterFile_\(hash)(_ r: PortRegistrar) {
          VC.__tapwrightPortRegister_\(hash)_0(r)
        }
        #endif

        """)
  }

  @Test(
    "a file that swizzles gives its @objc methods dispatch points and registers their bodies; dynamic methods everywhere"
  )
  func swizzlingDispatchPoints() {
    let source = """
      import ObjectiveC
      extension UIViewController {
        @objc func spy_present(_ vc: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
          spy_present(vc, animated: flag, completion: completion)
        }
        @objc class func factory(named name: String) -> UIViewController? { nil }
        @objc func visit(_ body: () -> Void) { body() }
        static func swap() {
          method_exchangeImplementations(
            class_getInstanceMethod(self, #selector(present(_:animated:completion:)))!,
            class_getInstanceMethod(self, #selector(spy_present(_:animated:completion:)))!)
        }
      }
      """
    let output = port(source)
    #expect(
      body(output) == """
        import HeadlessUIKit
        extension UIViewController {
                func spy_present(_ vc: UIViewController, animated flag: Bool, completion: (() -> Void)?) { \
        if let __tapwrightSwizzled = _tapwrightPortSwizzled(self, UIViewController.self, \
        "spy_present:animated:completion:", [vc, flag, completion], returning: (Void).self) \
        { return __tapwrightSwizzled };
            spy_present(vc, animated: flag, completion: completion)
          }
                class func factory(named name: String) -> UIViewController? { \
        if let __tapwrightSwizzled = _tapwrightPortSwizzledClassMethod(self, UIViewController.self, \
        "factoryWithNamed:", [name], returning: (UIViewController?).self) \
        { return __tapwrightSwizzled }; return nil }
                func visit(_ body: () -> Void) { body() }
          static func swap() {
            method_exchangeImplementations(
              class_getInstanceMethod(self, Selector("present:animated:completion:"))!,
              class_getInstanceMethod(self, Selector("spy_present:animated:completion:"))!)
          }
        }

        """)
    let registrations = output.source.components(separatedBy: "\n").filter {
      $0.contains("r.implementation") || $0.contains("r.classImplementation")
    }
    #expect(
      registrations == [
        "    r.implementation(UIViewController.self, \"spy_present:animated:completion:\") "
          + "{ (target: UIViewController, arguments) in try target.spy_present("
          + "_tapwrightPortArgument(arguments, 0), animated: _tapwrightPortArgument(arguments, 1), "
          + "completion: _tapwrightPortArgument(arguments, 2)) }",
        "    r.classImplementation(UIViewController.self, \"factoryWithNamed:\") "
          + "{ (type: UIViewController.Type, arguments) in try type.factory("
          + "named: _tapwrightPortArgument(arguments, 0)) }",
      ])
    // Without a swizzling call, only `dynamic` methods get one.
    let plain = port(
      "class Tracker: NSObject {\n  @objc func track() {}\n  @objc dynamic func hook() {}\n}\n")
    #expect(
      body(plain) == """
        class Tracker: NSObject {
                func track() {}
                        func hook() { if let __tapwrightSwizzled = _tapwrightPortSwizzled(self, \
        Tracker.self, "hook", [], returning: (Void).self) { return __tapwrightSwizzled };}
        }

        """)
  }

  @Test(
    "a Mac compiles the original with HeadlessUIKit imported: #selector, @objc, @IBAction kept; the app's entry point dropped"
  )
  func darwinForm() {
    let source = """
      import UIKit
      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        @IBAction func didTap(_ sender: UIButton) {}
        func wire(_ button: UIButton) {
          button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
        }
      }

      """
    let output = port(source)
    let forms = output.source.components(separatedBy: "#sourceLocation()\n")
    #expect(forms.count == 4)
    #expect(
      forms[1] == """
        #elseif !canImport(UIKit)
        #sourceLocation(file: "/app/VC.swift", line: 1)
        import HeadlessUIKit
             
        class AppDelegate: UIResponder, UIApplicationDelegate {
          @IBAction func didTap(_ sender: UIButton) {}
          func wire(_ button: UIButton) {
            button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
          }
        }

        """)
    #expect(forms[2] == "#else\n#sourceLocation(file: \"/app/VC.swift\", line: 1)\n" + source)
    #expect(!forms[0].contains("#selector") && !forms[0].contains("@IBAction"))
  }

  @Test("@main on an application delegate is dropped and registered; the module file calls all")
  func applicationDelegate() {
    let output = port("@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
    #expect(body(output) == "     \nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
    #expect(output.applicationDelegates == ["AppDelegate"])
    #expect(
      PortRewriter.moduleRegistration([output])
        == """
        // Generated by TapwrightPortPlugin.
        #if !canImport(UIKit)
        @_spi(TapwrightPort) import HeadlessUIKit

        final class __TapwrightPortModule: TapwrightPortModule {
          @MainActor static func register(_ r: PortRegistrar) {
            __tapwrightPortRegisterFile_\(stableHash("VC.swift"))(r)
            r.applicationDelegate(AppDelegate.self)
          }
        }
        #endif

        """)
  }

  @Test("an app's main.swift becomes a function nothing calls; its lines stay")
  func mainFile() {
    var index = PortIndex()
    let source =
      "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)\n"
    index.add(source: source)
    let output = PortRewriter(index: index).rewrite(
      source: source, path: "/app/main.swift", key: "main.swift")
    let wrapped =
      "import HeadlessUIKit; @MainActor func __tapwrightPortUnusedMain() {\n\n"
      + "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)\n}\n"
    let location = "#sourceLocation(file: \"/app/main.swift\", line: 1)\n"
    #expect(
      output.source
        == "#if !canImport(ObjectiveC)\n" + location + wrapped
        + "#sourceLocation()\n#elseif !canImport(UIKit)\n" + location + wrapped
        + "#sourceLocation()\n#else\n" + location
        + "import UIKit; @MainActor func __tapwrightPortUnusedMain() {\n\n"
        + "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)\n}\n"
        + "#sourceLocation()\n#endif\n"
        + "#if !canImport(UIKit)\n@_spi(TapwrightPort) import HeadlessUIKit\n"
        + "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n#endif\n")
  }

  @Test("target?.perform(action) goes through an NSObject, as Objective-C's lookup would")
  func performOnTarget() {
    let source =
      "func tap(_ button: UIBarButtonItem) {\n  _ = button.target?.perform(button.action, with: nil)\n}\n"
    #expect(
      body(port(source))
        == "func tap(_ button: UIBarButtonItem) {\n"
        + "  _ = _tapwrightPortObject(button.target)?.perform(button.action, with: nil)\n}\n")
  }

  @Test("#keyPath becomes the key path's string, without the type name")
  func keyPaths() {
    let source =
      "let a = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.locations))\nlet b = #keyPath(view.frame)\n"
    #expect(
      body(port(source))
        == "let a = CABasicAnimation(keyPath: \"locations\")\nlet b = \"view.frame\"\n")
  }

  @Test("an @objc dynamic property tells key-value observing of its changes, on its own lines")
  func observableProperties() {
    let source = """
      class Model: NSObject {
        @objc dynamic var progress: Double = 0
        @objc dynamic var status = "idle" {
          didSet { log(status) }
        }
        @objc dynamic var note: String? { willSet { log(newValue) } }
        @objc dynamic var title: String {
          get { stored }
          set { stored = newValue }
        }
        @objc dynamic var count: Int { stored.count }
        @objc dynamic lazy var cache = [String]()
        var plain = 0
      }

      """
    let expected = """
      class Model: NSObject {
                      var progress: Double = 0 { willSet { _tapwrightKeyValueWillChange(self, \
      "progress") } didSet { _tapwrightKeyValueDidChange(self, "progress") } }
                      var status = "idle" {
          willSet { _tapwrightKeyValueWillChange(self, "status") } didSet { defer { \
      _tapwrightKeyValueDidChange(self, "status") }; log(status) }
        }
                      var note: String? { willSet { _tapwrightKeyValueWillChange(self, "note"); \
      log(newValue) } didSet { _tapwrightKeyValueDidChange(self, "note") } }
                      var title: String {
          get { stored }
          set { _tapwrightKeyValueWillChange(self, "title"); defer { \
      _tapwrightKeyValueDidChange(self, "title") }; stored = newValue }
        }
                      var count: Int { stored.count }
                      lazy var cache = [String]()
        var plain = 0
      }

      """
    #expect(body(port(source)) == expected)
  }

  @Test("an NSObject class's observeValue(forKeyPath:…) is its own and is told of observations")
  func observeValueOfNSObject() {
    let source = """
      final class Watcher: NSObject {
        override func observeValue(
          forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
          context: UnsafeMutableRawPointer?
        ) {
          guard keyPath == "x" else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
          }
        }
      }
      class Screen: UIViewController {
        override func observeValue(
          forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
          context: UnsafeMutableRawPointer?
        ) {}
      }

      """
    let output = port(source)
    #expect(body(output).contains("\n           func observeValue(\n"))
    #expect(
      body(output).contains(
        "return self._tapwrightUnhandledObservation(forKeyPath: keyPath, of: object,"))
    // A UIKit class's subclass overrides UIResponder's method, as on iOS.
    #expect(body(output).contains("  override func observeValue(\n"))
    #expect(
      output.source.contains(
        "#if !canImport(ObjectiveC)\nextension Watcher: _TapwrightKeyValueObserving {}\n#endif\n"))
    #expect(!output.source.contains("extension Screen: _TapwrightKeyValueObserving"))
  }

  @Test("a key path given to observe or to willChangeValue(for:) is handed on with its name")
  func observedKeyPaths() {
    let source = """
      let a = model.observe(\\.progress, options: .new) { _, _ in }
      let b = observe(\\Model.player?.rate) { _, _ in }
      model.willChangeValue(for: \\.status)
      let c = items.map(\\.name)
      let d = model.observe(path) { _, _ in }

      """
    let expected = """
      let a = model.observe(_tapwrightKeyPath(\\.progress, "progress"), options: .new) { _, _ in }
      let b = observe(_tapwrightKeyPath(\\Model.player?.rate, "player.rate")) { _, _ in }
      model.willChangeValue(for: _tapwrightKeyPath(\\.status, "status"))
      let c = items.map(\\.name)
      let d = model.observe(path) { _, _ in }

      """
    #expect(body(port(source)) == expected)
  }

  @Test("ported file names keep folders apart")
  func fileNames() {
    #expect(portedFileName(for: "/Views/Cell.swift") == "Views_Cell.ported.swift")
    #expect(portedFileName(for: "AppDelegate.swift") == "AppDelegate.ported.swift")
  }
}

/// Rewrites one file of a test target hosted by an app.
private func portTest(_ source: String) -> PortRewriter.Output {
  var index = PortIndex()
  index.add(source: source)
  return PortRewriter(index: index, hostsTests: true).rewrite(
    source: source, path: "/tests/AppTests.swift", key: "AppTests.swift")
}

@Suite("The port step's test host")
struct PortTestHostTests {
  @Test("each XCTestCase of a hosted test target launches the host first, on its brace's line")
  func xctestCases() {
    let source = """
      import XCTest
      class Base: XCTestCase {
      }
      final class ScreenTests: Base {
        func testA() {}
      }
      class Helper {
      }

      """
    let launch =
      "nonisolated override func invokeTest() { "
      + "HeadlessUIKit.TestHost.prepare(for: Swift.type(of: self)); super.invokeTest() }; "
    #expect(
      body(portTest(source)) == """
        import XCTest
        class Base: XCTestCase {
        \(launch)}
        final class ScreenTests: Base {
          func testA() {}
        \(launch)}
        class Helper {
        }

        """)
  }

  @Test(
    "@MainActor setUp overrides and test methods run their bodies on the main actor, nonisolated")
  func mainActorSetUp() {
    let source = """
      final class T: XCTestCase {
          @MainActor
          override func setUp() {
              super.setUp()
          }
          @MainActor override func tearDownWithError() throws {
              try super.tearDownWithError()
          }
          @MainActor func testA() {}
      }

      """
    var index = PortIndex()
    index.add(source: source)
    let output = PortRewriter(index: index).rewrite(source: source, path: "/t/T.swift", key: "T")
    #expect(
      body(output) == """
        final class T: XCTestCase {
            nonisolated
            override func setUp() { MainActor.assumeIsolated {
                super.setUp()
            } }
            nonisolated override func tearDownWithError() throws { try MainActor.assumeIsolated {
                try super.tearDownWithError()
            } }
            nonisolated func testA() { MainActor.assumeIsolated {} }
        }

        """)
  }

  @Test(
    "a test case whose stored properties have values launches the host before they are made, as the app has launched on iOS when XCTest makes its test cases"
  )
  func hostLaunchedBeforeStoredPropertyValues() {
    let source = """
      class WindowTests: XCTestCase {
        static let shared = 1
        lazy var later = 2
        var computed: Int { 3 }
        let window = UIApplication.shared.keyWindow!
        func testA() {}
      }
      class Generic<T>: XCTestCase {
        let value = 1
      }

      """
    let launch =
      "nonisolated override func invokeTest() { "
      + "HeadlessUIKit.TestHost.prepare(for: Swift.type(of: self)); super.invokeTest() }; "
    #expect(
      body(portTest(source)) == """
        class WindowTests: XCTestCase { private let _tapwrightTestHost: Void = HeadlessUIKit.TestHost.prepare(for: WindowTests.self);
          static let shared = 1
          lazy var later = 2
          var computed: Int { 3 }
          let window = UIApplication.shared.keyWindow!
          func testA() {}
        \(launch)}
        class Generic<T>: XCTestCase {
          let value = 1
        \(launch)}

        """)
  }

  @Test("a test case with its own invokeTest is left as it is")
  func ownInvokeTest() {
    let source =
      "class T: XCTestCase {\n  override func invokeTest() { super.invokeTest() }\n}\n"
    #expect(body(portTest(source)) == source)
  }

  @Test("a Swift Testing suite launches the host as each test's instance is made")
  func swiftTestingSuites() {
    let source = "@MainActor struct Suite {\n  @Test func a() {}\n}\nstruct Plain {\n}\n"
    #expect(
      body(portTest(source))
        == "@MainActor struct Suite {\n  @Test func a() {}\n"
        + "private let __tapwrightTestHost: Void = HeadlessUIKit.TestHost.prepare(for: Suite.self) }\n"
        + "struct Plain {\n}\n")
  }

  @Test("outside a hosted test target nothing is added")
  func notHosted() {
    let source = "class T: XCTestCase {\n}\nstruct S {\n  @Test func a() {}\n}\n"
    #expect(body(port(source)) == source)
  }

  @Test("classes UIKit creates by name get a factory; one whose init takes arguments does not")
  func factories() {
    let source = """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
      }
      class Configured: NSObject, UIApplicationDelegate {
        init(store: Int) {}
      }
      class Plain {}
      """
    let tail = port(source).source.components(separatedBy: "#sourceLocation()\n#endif\n")[1]
    #expect(tail.contains("r.factory(SceneDelegate.self) { SceneDelegate() }"))
    #expect(!tail.contains("Configured"))
    #expect(!tail.contains("Plain"))
  }

  @Test("main.swift, the Info.plist and the test host are recorded in the module's registration")
  func moduleRegistration() {
    var index = PortIndex()
    let main =
      "import UIKit\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)\n"
    index.add(source: main)
    let output = PortRewriter(index: index).rewrite(
      source: main, path: "/app/main.swift", key: "main.swift")
    #expect(output.isMain)
    let plist = "<plist>\"#\n</plist>\n"
    #expect(
      PortRewriter.moduleRegistration([output], infoPlist: plist)
        == """
        // Generated by TapwrightPortPlugin.
        #if !canImport(UIKit)
        @_spi(TapwrightPort) import HeadlessUIKit

        final class __TapwrightPortModule: TapwrightPortModule {
          @MainActor static func register(_ r: PortRegistrar) {
            r.main(__tapwrightPortUnusedMain)
            r.infoPlist(##\"""
        <plist>"#
        </plist>
        \"""##)
          }
        }
        #endif

        """)
    #expect(
      PortRewriter.moduleRegistration([], testHost: .some("MyApp")).contains(
        "r.testHost(\"MyApp\")"))
    #expect(PortRewriter.moduleRegistration([], testHost: .some(nil)).contains("r.testHost(nil)"))
  }

  @Test("Bundle(for:) becomes the declaring module's resource bundle")
  func bundleForClass() {
    let source = "let data = Bundle(for: Tests.self).url(forResource: \"a\", withExtension: nil)\n"
    #expect(
      body(port(source))
        == "let data = Bundle._tapwrightBundle(for: Tests.self).url(forResource: \"a\", withExtension: nil)\n"
    )
  }

  @Test("URLResponse() and Timer() call Linux's designated initialisers with empty values")
  func nsObjectInitOfFoundationClasses() {
    #expect(
      body(port("let r = URLResponse()\n"))
        == "let r = URLResponse(url: URL(string: \"about:blank\")!, mimeType: nil, "
        + "expectedContentLength: -1, textEncodingName: nil)\n")
    #expect(
      body(port("let t = Timer()\n"))
        == "let t = Timer(fire: Date(), interval: 0, repeats: false, block: { _ in })\n")
    #expect(
      body(port("let u = url ?? NSURL() as URL\n"))
        == "let u = url ?? NSURL(string: \"about:blank\")! as URL\n")
    // A class of the app's own of that name keeps its own initialiser.
    #expect(body(port("class Timer {}\nlet t = Timer()\n")) == "class Timer {}\nlet t = Timer()\n")
  }

  @Test("An @objc method an extension adds to UIKit's class reaches a subclass's override")
  func frameworkExtensionOverride() {
    let extensionSource = "extension UIImageView {\n  @objc func preload() -> Bool { true }\n}\n"
    let subclass =
      "class Animated: UIImageView {\n  override func preload() -> Bool { !super.preload() }\n}\n"
    let extended = port(extensionSource, with: [subclass])
    #expect(
      body(extended)
        == "extension UIImageView {\n        func __tapwrightExt_preload() -> Bool { true }; func preload() -> Bool { if let overriding = self as? any __TapwrightOverriding_preload { return overriding.__tapwrightOverride_preload() }; return __tapwrightExt_preload() }\n}\n"
    )
    #expect(
      extended.source.contains(
        "#if !canImport(ObjectiveC)\nprotocol __TapwrightOverriding_preload: AnyObject { func __tapwrightOverride_preload() -> Bool }\n#endif\n"
      ))
    let overriding = port(subclass, with: [extensionSource])
    #expect(
      body(overriding)
        == "class Animated: UIImageView {\n           func __tapwrightOverride_preload() -> Bool { !super.__tapwrightExt_preload() }\n}\n"
    )
    #expect(
      overriding.source.contains(
        "#if swift(>=6)\nextension Animated: @preconcurrency __TapwrightOverriding_preload {}\n#else\nextension Animated: __TapwrightOverriding_preload {}\n#endif"
      ))
    // Without an override in the target, the extension's method stays as it is.
    #expect(!body(port(extensionSource)).contains("__tapwright"))
  }

  @Test(
    "An @objc extension's method, of a class named through a typealias, as Kingfisher 4 writes it")
  func objcExtensionOverride() {
    let extensionSource =
      "typealias ImageView = UIImageView\n@objc extension ImageView {\n  func preload() -> Bool { true }\n}\n"
    let subclass =
      "class Animated: UIImageView {\n  override func preload() -> Bool { false }\n}\n"
    let extended = body(port(extensionSource, with: [subclass]))
    #expect(
      extended.contains(
        "func __tapwrightExt_preload() -> Bool { true }; func preload() -> Bool { if let overriding = self as? any __TapwrightOverriding_preload { return overriding.__tapwrightOverride_preload() }; return __tapwrightExt_preload() }"
      ))
    #expect(
      body(port(subclass, with: [extensionSource])).contains(
        "func __tapwrightOverride_preload() -> Bool { false }"))
    // `@nonobjc` keeps a member out.
    let nonobjc =
      "@objc extension ImageView {\n  @nonobjc func preload() -> Bool { true }\n}\n"
    #expect(!body(port(nonobjc, with: [subclass])).contains("__tapwright"))
  }

  @Test(
    "A computed property an extension adds to UIView reaches a cell's override, as LoadableViews writes it"
  )
  func frameworkExtensionPropertyOverride() {
    let extensionSource =
      "extension UIView {\n  @objc dynamic open var nibContainerView: UIView { return self }\n}\n"
    let cell =
      "open class LoadableCell: UITableViewCell {\n"
      + "  open override var nibContainerView: UIView { return contentView }\n}\n"
    let extended = port(extensionSource, with: [cell])
    #expect(
      body(extended)
        == "extension UIView {\n                open var __tapwrightExt_nibContainerView: UIView { return self }; "
        + "open var nibContainerView: UIView { if let overriding = self as? any "
        + "__TapwrightOverriding_var_nibContainerView { return overriding.__tapwrightOverride_nibContainerView }; "
        + "return __tapwrightExt_nibContainerView }\n}\n")
    #expect(
      extended.source.contains(
        "protocol __TapwrightOverriding_var_nibContainerView: AnyObject { var __tapwrightOverride_nibContainerView: UIView { get } }"
      ))
    let overriding = port(cell, with: [extensionSource])
    #expect(
      body(overriding)
        == "open class LoadableCell: UITableViewCell {\n  open          var __tapwrightOverride_nibContainerView: UIView { return contentView }\n}\n"
    )
    #expect(
      overriding.source.contains(
        "extension LoadableCell: @preconcurrency __TapwrightOverriding_var_nibContainerView {}"))
    // A settable one sets through the override too; `super` reaches the extension's.
    let settable =
      "extension UIView {\n  @objc var badge: String? { get { nil } set {} }\n}\n"
    let badged =
      "class Badged: UIView {\n  var stored: String?\n"
      + "  override var badge: String? { get { stored ?? super.badge } set { stored = newValue } }\n}\n"
    #expect(
      body(port(settable, with: [badged])).contains(
        "var badge: String? { get { if let overriding = self as? any __TapwrightOverriding_var_badge "
          + "{ return overriding.__tapwrightOverride_badge }; return __tapwrightExt_badge } set { "
          + "if let overriding = self as? any __TapwrightOverriding_var_badge { "
          + "overriding.__tapwrightOverride_badge = newValue } else { __tapwrightExt_badge = newValue } } }"
      ))
    #expect(
      body(port(badged, with: [settable])).contains(
        "var __tapwrightOverride_badge: String? { get { stored ?? super.__tapwrightExt_badge } set {"
      ))
  }

  @Test("SwiftyJSON's < of two numbers gives way to the one Linux's Foundation declares")
  func foundationOperatorDisfavored() {
    let source =
      "func < (lhs: NSNumber, rhs: NSNumber) -> Bool {\n  lhs.compare(rhs) == .orderedAscending\n}\n"
      + "func > (lhs: NSNumber, rhs: NSNumber) -> Bool { false }\n"
      + "struct JSON { static func < (lhs: NSNumber, rhs: NSNumber) -> Bool { false } }\n"
    #expect(
      body(port(source))
        == "@_disfavoredOverload func < (lhs: NSNumber, rhs: NSNumber) -> Bool {\n"
        + "  lhs.compare(rhs) == .orderedAscending\n}\n"
        + "func > (lhs: NSNumber, rhs: NSNumber) -> Bool { false }\n"
        + "struct JSON { static func < (lhs: NSNumber, rhs: NSNumber) -> Bool { false } }\n")
  }

  @Test("ProcessInfo() is the process's ProcessInfo on Linux, whose ProcessInfo has no init()")
  func processInfoInit() {
    let output = port("let isUITest = ProcessInfo().arguments.contains(\"-UITests\")\n")
    #expect(
      body(output) == "let isUITest = ProcessInfo.processInfo.arguments.contains(\"-UITests\")\n")
    #expect(
      output.source.contains(
        "#elseif !canImport(UIKit)\n#sourceLocation(file: \"/app/VC.swift\", line: 1)\nlet isUITest = ProcessInfo().arguments"
      ))
  }

  @Test(
    "a Foundation subclass without initialisers gets NSObject's init() on its closing brace's line")
  func nsObjectInitOfASubclass() {
    let source = "final class MockTimer: Timer {\n  override func invalidate() {}\n}\n"
    #expect(
      body(port(source))
        == "final class MockTimer: Timer {\n  override func invalidate() {}\n"
        + "convenience init() { self.init(fire: Date(), interval: 0, repeats: false, "
        + "block: { _ in }) }; }\n")
    // One with a designated initialiser of its own inherits none, as on Apple platforms.
    let own =
      "class MockTimer: Timer {\n  init(x: Int) { super.init(fire: Date(), interval: 0, "
      + "repeats: false, block: { _ in }) }\n}\n"
    #expect(body(port(own)) == own)
  }

  @Test("a layer class of the app's own says how a view whose layerClass it is makes it")
  func layerFactory() {
    #expect(
      body(port("final class ProgressLayer: CAShapeLayer {\n  var progress: CGFloat = 0\n}\n"))
        == "final class ProgressLayer: CAShapeLayer {\n  var progress: CGFloat = 0\n"
        + "override class func _tapwrightMakeForView() -> CALayer { ProgressLayer() }; }\n")
    // Through a layer class of the target, public as the class is.
    let base = "class BaseLayer: CALayer {\n  override init() { super.init() }\n}\n"
    #expect(
      body(port("public class TimeLayer: BaseLayer {\n}\n", with: [base]))
        == "public class TimeLayer: BaseLayer {\n"
        + "public override class func _tapwrightMakeForView() -> CALayer { TimeLayer() }; }\n")
    // No `init()` to call, a generic class, or no layer at all: nothing is added.
    for source in [
      "class DotLayer: CALayer {\n  init(radius: CGFloat) { super.init() }\n}\n",
      "class BoxLayer<T>: CALayer {\n}\n",
      "class Plain: NSObject {\n}\n",
    ] {
      #expect(body(port(source)) == source)
    }
  }

  @Test("a Foundation subclass's override init() calls Linux's designated initialiser")
  func overriddenNSObjectInit() {
    #expect(
      body(port("class MockSession: URLSession {\n  override init() {}\n}\n"))
        == "class MockSession: URLSession {\n           init() {super.init(configuration: .default) }\n}\n"
    )
    #expect(
      body(port("class MockSession: URLSession {\n  override init() { super.init() }\n}\n"))
        == "class MockSession: URLSession {\n           init() { super.init(configuration: .default) }\n}\n"
    )
  }

  @Test("an optional requirement gets a default; a call through ?( asks whether it is implemented")
  func optionalRequirements() {
    let source = """
      @objc public protocol GifDelegate: AnyObject {
        @objc optional func gifDidStart(sender: UIImageView)
        @objc optional func height(for row: Int) -> CGFloat
        func required()
      }
      class Player {
        weak var delegate: GifDelegate?
        func start(view: UIImageView, strong: GifDelegate) {
          delegate?.gifDidStart?(sender: view)
          let h = delegate?.height?(for: 2) ?? 44
          strong.gifDidStart?(sender: view)
          other?.update_completion?()
          [strong].forEach { $0.gifDidStart?(sender: view) }
          [delegate].forEach { $0?.gifDidStart?(sender: view) }
          guard 44 != delegate?.height?(for: 1) else { return }
          if let h = delegate?.height?(for: 2) { _ = h }
        }
      }

      """
    #expect(
      body(port(source)) == """
              public protocol GifDelegate: AnyObject {
                         func gifDidStart(sender: UIImageView)
                         func height(for row: Int) -> CGFloat
          func required()
        }; extension GifDelegate { public func gifDidStart(sender: UIImageView) { _tapwrightOptionalRequirementDefault() }; \
        public func height(for row: Int) -> CGFloat { _tapwrightOptionalRequirementDefault() } }
        class Player {
          weak var delegate: GifDelegate?
          func start(view: UIImageView, strong: GifDelegate) {
            _tapwrightOptionalCall { delegate?.gifDidStart (sender: view) }
            let h = _tapwrightOptionalCall { delegate?.height (for: 2) } ?? 44
            _tapwrightOptionalCall(nonOptional: { strong.gifDidStart (sender: view) })
            other?.update_completion?()
            [strong].forEach { _tapwrightOptionalCall(deferredNonOptional: $0.gifDidStart (sender: view)) }
            [delegate].forEach { _tapwrightOptionalCall(deferred: $0?.gifDidStart (sender: view)) }
            guard 44 != _tapwrightOptionalCall({ delegate?.height (for: 1) }) else { return }
            if let h = _tapwrightOptionalCall({ delegate?.height (for: 2) }) { _ = h }
          }
        }

        """)
  }

  @Test("an @objc protocol stays class-bound on Linux: AnyObject is added to what it inherits")
  func objectiveCProtocolsStayClassBound() {
    // DrawerView's delegate protocol, and a class holding it weakly, as the pod writes them.
    #expect(
      body(port("@objc public protocol DrawerViewDelegate {}\nweak var d: DrawerViewDelegate?\n"))
        == "      public protocol DrawerViewDelegate: AnyObject {}\nweak var d: DrawerViewDelegate?\n"
    )
    #expect(
      body(port("@objc protocol Tracking: Named {}\n"))
        == "      protocol Tracking: Named, AnyObject {}\n")
    for source in ["@objc protocol Bound: AnyObject {}\n", "protocol Plain {}\n"] {
      #expect(
        !body(port(source)).contains("AnyObject, AnyObject")
          && !body(port(source)).contains("Plain: AnyObject"))
    }
  }

  @Test("a call of UIKit's optional requirement through ?( asks whether it is implemented")
  func frameworkOptionalRequirements() {
    let source = """
      class Manager: NSObject, UITableViewDelegate {
        weak var delegate: UITableViewDelegate?
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
          delegate?.tableView?(tableView, heightForRowAt: indexPath) ?? 44
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
          (delegate as? UIScrollViewDelegate)?.scrollViewDidScroll?(scrollView)
        }
        static func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) {}
      }
      let top = UIApplication.shared.delegate?.window??.rootViewController
      let forced = UIApplication.shared.delegate!.window!!.rootViewController

      """
    let expected = """
      class Manager: NSObject, UITableViewDelegate {
        weak var delegate: UITableViewDelegate?
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { \
      _tapwrightOptionalRequirementImplemented();
          return _tapwrightOptionalCall { delegate?.tableView (tableView, heightForRowAt: indexPath) } ?? 44
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { _tapwrightOptionalRequirementImplemented();
          _tapwrightOptionalCall { (delegate as? UIScrollViewDelegate)?.scrollViewDidScroll (scrollView) }
        }
        static func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) {}
      }
      let top = UIApplication.shared.delegate?.window ?.rootViewController
      let forced = UIApplication.shared.delegate!.window !.rootViewController

      """
    let output = port(source)
    #expect(body(output) == expected)
    // A Mac compiles HeadlessUIKit's protocols as Swift's too: the same rewriting, in its form.
    let darwin = output.source.components(separatedBy: "#elseif !canImport(UIKit)\n")[1]
    #expect(
      darwin.contains("_tapwrightOptionalCall { delegate?.tableView (tableView, heightForRowAt:"))
    #expect(darwin.contains("delegate?.window ?.rootViewController"))
  }

  @Test("the optional requirements the port knows are those HeadlessUIKit's defaults mark")
  func frameworkOptionalRequirementsMatchHeadlessUIKit() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/HeadlessUIKit").standardizedFileURL
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    var marked: Set<String> = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let collector = MarkedDefaults(viewMode: .sourceAccurate)
      collector.walk(Parser.parse(source: text))
      marked.formUnion(collector.names)
    }
    #expect(marked.subtracting(TapwrightPortRewriter.frameworkOptionalRequirements).sorted() == [])
    #expect(TapwrightPortRewriter.frameworkOptionalRequirements.subtracting(marked).sorted() == [])
  }

  @Test("a floating-point constant in a CGSize's arguments is CGFloat's (Linux has three inits)")
  func floatingPointConstants() {
    #expect(
      body(port("let size = CGSize(width: 80, height: .greatestFiniteMagnitude)\n"))
        == "let size = CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude)\n")
    #expect(body(port("let x = max(1, .pi)\n")) == "let x = max(1, .pi)\n")
  }

  @Test("a type or member qualified with UIKit's module name is HeadlessUIKit's")
  func moduleQualifiedNames() {
    #expect(
      body(port("let image: UIKit.UIImage? = nil\nlet red = UIKit.UIColor.red\n"))
        == "let image: HeadlessUIKit.UIImage? = nil\nlet red = HeadlessUIKit.UIColor.red\n")
    // Core Image's module name, on Linux only (a Mac has Core Image).
    let coreImage = "var image: CoreImage.CIImage? = CoreImage.CIImage(cgImage: bitmap)\n"
    #expect(
      body(port(coreImage))
        == "var image: HeadlessUIKit.CIImage? = HeadlessUIKit.CIImage(cgImage: bitmap)\n")
    #expect(port(coreImage).source.contains("\n" + coreImage))
  }

  @Test("a class's description() through type(of:) is its qualified name")
  func classDescriptionThroughTypeOf() {
    #expect(
      body(port("desc += type(of: object).description()\n"))
        == "desc += String(reflecting: type(of: object))\n")
  }

  @Test("Bundle.main becomes the launched app's bundle")
  func bundleMain() {
    let source = "let url = Bundle.main.url(forResource: \"a\", withExtension: \"json\")\n"
    #expect(
      body(port(source))
        == "let url = Bundle._tapwrightMain.url(forResource: \"a\", withExtension: \"json\")\n")
  }

  @Test("Bundle.main's Info.plist reads become the launched app's Info.plist")
  func bundleMainInfo() {
    let source = """
      private static var subsystem: String { return Bundle.main.bundleIdentifier! }
      let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
      let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion")
      let path = Bundle.main.path(forResource: "a", ofType: "json")

      """
    #expect(
      body(port(source)) == """
        private static var subsystem: String { return Bundle._tapwrightMainInfo.bundleIdentifier! }
        let version = Bundle._tapwrightMainInfo.infoDictionary?["CFBundleShortVersionString"] as? String
        let build = Bundle._tapwrightMainInfo.object(forInfoDictionaryKey: "CFBundleVersion")
        let path = Bundle._tapwrightMain.path(forResource: "a", ofType: "json")

        """)
  }

  @Test("a dropped attribute is blanked with spaces: every column after it stays")
  func columns() {
    let source =
      "class VC {\n  @IBOutlet weak var label: UILabel!\n  @objc dynamic func f() {}\n}\n"
    #expect(
      body(port(source))
        == "class VC {\n            weak var label: UILabel!\n                func f() { "
        + "if let __tapwrightSwizzled = _tapwrightPortSwizzled(self, VC.self, \"f\", [], "
        + "returning: (Void).self) { return __tapwrightSwizzled };}\n}\n")
  }
}

@Suite("The port step's extension members")
struct PortExtensionOverrideTests {
  @Test("an override in an extension moves aside; the class's body overrides and forwards to it")
  func overrideInExtension() {
    let source = """
      class ListViewController: UITableViewController {
      }
      extension ListViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        func helper() {}
      }

      """
    #expect(
      body(port(source)) == """
        class ListViewController: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { __tapwrightExt_numberOfSections(in: tableView) }; \
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) { __tapwrightExt_prepare(for: segue, sender: sender) }; \
        override var preferredStatusBarStyle: UIStatusBarStyle { __tapwrightExt_preferredStatusBarStyle }; }
        extension ListViewController {
                   func __tapwrightExt_numberOfSections(in tableView: UITableView) -> Int { \
        _tapwrightOptionalRequirementImplemented(); return 2 }
                   func __tapwrightExt_prepare(for segue: UIStoryboardSegue, sender: Any?) {}
                   var __tapwrightExt_preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
          func helper() {}
        }

        """)
  }

  @Test("a public extension's override is public in the class's body too (SnapKit's description)")
  func publicExtensionOverride() {
    let source = """
      public class LayoutConstraint: NSLayoutConstraint {
      }
      public extension LayoutConstraint {
        override var description: String { "<constraint>" }
      }

      """
    #expect(
      body(port(source)) == """
        public class LayoutConstraint: NSLayoutConstraint {
        public override var description: String { __tapwrightExt_description }; }
        public extension LayoutConstraint {
                   var __tapwrightExt_description: String { "<constraint>" }
        }

        """)
  }

  @Test("observers of an inherited property in an extension become a function the class calls")
  func observersInExtension() {
    let source = """
      open class DropDownCell: UITableViewCell {
      }
      extension DropDownCell {
        override open var isSelected: Bool {
          willSet {
            setSelected(newValue, animated: false)
          }
        }
        override open var isHighlighted: Bool {
          willSet(highlighted) { mark(highlighted) }
          didSet { print(oldValue) }
        }
      }

      """
    #expect(
      body(port(source)) == """
        open class DropDownCell: UITableViewCell {
        override open var isSelected: Bool { willSet { __tapwrightExt_isSelected(0, newValue, self.isSelected) } }; \
        override open var isHighlighted: Bool { willSet { __tapwrightExt_isHighlighted(0, newValue, self.isHighlighted) } \
        didSet { __tapwrightExt_isHighlighted(1, self.isHighlighted, oldValue) } }; }
        extension DropDownCell {
                   open func __tapwrightExt_isSelected(_ tapwrightObserver: Int, _ newValue: Bool, _ oldValue: Bool) {
            if tapwrightObserver == 0 {
              setSelected(newValue, animated: false)
            }
          }
                   open func __tapwrightExt_isHighlighted(_ tapwrightObserver: Int, _ newValue: Bool, _ oldValue: Bool) {
            if tapwrightObserver == 0 { let highlighted = newValue; mark(highlighted) }
            if tapwrightObserver == 1 { print(oldValue) }
          }
        }

        """)
  }

  @Test("an @objc class method of an extension stays overridable, in another file too")
  func objcClassMethod() {
    let extensionFile = """
      extension Service {
        @objc class func shared(named name: String) throws -> Service { Service() }
        @objc private func secret() {}
      }

      """
    let classFile = "class Service: NSObject {\n}\n"
    #expect(
      body(port(extensionFile, with: [classFile])) == """
        extension Service {
                class func __tapwrightExt_shared(named name: String) throws -> Service { Service() }
                private func secret() {}
        }

        """)
    #expect(
      body(port(classFile, with: [extensionFile])) == "class Service: NSObject {\n"
        + "class func shared(named name: String) throws -> Service "
        + "{ try __tapwrightExt_shared(named: name) }; }\n")
  }

  @Test("an extension of a class the target does not declare is left as it is")
  func foreignClass() {
    let source = "extension UIViewController {\n  @objc func dismissKeyboard() {}\n}\n"
    #expect(
      body(port(source)) == "extension UIViewController {\n        func dismissKeyboard() {}\n}\n")
  }
}

@Suite("The port step's class names")
struct PortClassNameTests {
  @Test("an @objc(Name) class is registered under its name; NSClassFromString asks the registry")
  func objcNames() {
    let source = """
      @objc(TestingAppDelegate)
      class TestingAppDelegate: UIResponder, UIApplicationDelegate {}
      let type: AnyClass? = NSClassFromString("TestingAppDelegate")

      """
    let output = port(source)
    #expect(
      body(output).hasSuffix(
        "let type: AnyClass? = _tapwrightPortClassFromString(\"TestingAppDelegate\")\n"))
    #expect(
      output.source.contains(
        "r.objectiveCName(\"TestingAppDelegate\", TestingAppDelegate.self)"))
    #expect(output.source.contains("r.factory(TestingAppDelegate.self) { TestingAppDelegate() }"))
  }
}
