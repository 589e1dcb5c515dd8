import Foundation
import SwiftParser
import SwiftSyntax

/// Rewrites an iOS app's Swift file so it compiles against HeadlessUIKit on Linux, where Swift
/// has no Objective-C runtime, keeping every original line at its line.
///
/// - `import UIKit` (and `QuartzCore`, `CoreGraphics`) becomes `import HeadlessUIKit`;
/// - `@objc`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`, `@IBInspectable`,
///   `@IBDesignable`, `@IBSegueAction`, `@UIApplicationMain` and the `dynamic` modifier are
///   dropped, as is `@main` on an application delegate (the test runner has the process's main);
/// - `#selector(…)` becomes a HeadlessUIKit `Selector` carrying its Objective-C name and a typed
///   call of the method; `#keyPath(Type.property)` becomes the string `"property"`;
/// - after the original text, an extension per type registers its exposed methods, outlets and
///   inspectable properties by name, so storyboards and selectors made from strings find them.
///
/// The output starts with one line, `#sourceLocation`, so diagnostics and `#filePath`/`#line`
/// name the original file and line; the imports it needs follow the original text.
public struct PortRewriter {
  /// The declarations of the whole target, for selectors that name a method without labels.
  public var index: PortIndex
  /// Whether the target is a test target hosted by an app: each `XCTestCase` subclass then
  /// launches the host before its tests (see HeadlessUIKit's `TestHost`).
  public var hostsTests: Bool

  public init(index: PortIndex, hostsTests: Bool = false) {
    self.index = index
    self.hostsTests = hostsTests
  }

  /// The result of rewriting one file.
  public struct Output: Sendable {
    /// The rewritten source.
    public var source: String
    /// The name of the function that registers the file's members (`nil` when there are none).
    public var registrationFunction: String?
    /// Application delegates the file marks with `@main` or `@UIApplicationMain`.
    public var applicationDelegates: [String]
    /// Whether the file is an app's `main.swift`, whose top-level code became
    /// `__tapwrightPortUnusedMain()`.
    public var isMain = false
  }

  /// Rewrites one file.
  ///
  /// - Parameters:
  ///   - source: The original text.
  ///   - path: The original file's path, for `#sourceLocation` (absolute, so failures name it).
  ///   - key: A name unique within the target (the path relative to the target), for the
  ///     registration function's name.
  /// - Returns: The rewritten file.
  public func rewrite(source: String, path: String, key: String) -> Output {
    let tree = Parser.parse(source: source)
    let collector = EditCollector(index: index, hostsTests: hostsTests)
    collector.fileSwizzles = swizzlingFunctions.contains { source.contains($0) }
    collector.walk(tree)
    let isMain = path.split(separator: "/").last == "main.swift"
    if isMain {
      // An app's `main.swift` starts the process (`UIApplicationMain(…)`); in a library target its
      // top-level code is an error, and under tests it must not run. It becomes a function
      // nothing calls, opened at the end of the last import's line.
      let lastImport = tree.statements.last { $0.item.is(ImportDeclSyntax.self) }
      let offset = lastImport?.endPositionBeforeTrailingTrivia.utf8Offset ?? 0
      let opening =
        "; @MainActor func __tapwrightPortUnusedMain() {" + (lastImport == nil ? "\n" : "")
      collector.edits.append(
        Edit(start: offset, end: offset, replacement: opening, onDarwin: true, everywhere: true))
    }
    func applied(_ edits: [Edit]) -> String {
      var bytes = Array(source.utf8)
      // From the end, so offsets stay valid; of two insertions at one place, the one collected
      // first ends up first.
      let ordered = edits.enumerated().sorted {
        $0.element.start != $1.element.start
          ? $0.element.start > $1.element.start : $0.offset > $1.offset
      }
      for (_, edit) in ordered {
        bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
      }
      var body = String(decoding: bytes, as: UTF8.self)
      if !body.hasSuffix("\n") { body += "\n" }
      if isMain && !edits.isEmpty { body += "}\n" }
      return body
    }
    // Three forms, one per host, each after a `#sourceLocation` naming the original file, so
    // diagnostics and `#filePath`/`#line` name the original file and line (the compiler's
    // snippet shows the generated lines, two before the original's on Linux): Linux (no
    // Objective-C runtime) compiles the port; a Mac (`swift test`: Darwin, no UIKit) the
    // original with HeadlessUIKit imported and the app's entry point dropped, `#selector` and
    // `@objc` kept; iOS the original as it is, against UIKit. On every host an app's `main.swift`
    // becomes a function nothing calls: a library target cannot hold top-level code.
    let location = "#sourceLocation(file: \"\(escaped(path))\", line: 1)\n"
    var text = "#if !canImport(ObjectiveC)\n" + location + applied(collector.edits)
    text += "#sourceLocation()\n#elseif !canImport(UIKit)\n" + location
    text += applied(collector.edits.filter(\.onDarwin))
    text += "#sourceLocation()\n#else\n" + location + applied(collector.edits.filter(\.everywhere))
    text += "#sourceLocation()\n#endif\n"
    // The imports the port needs, and its registrations, where there is no UIKit (an import
    // applies to the whole file wherever it stands).
    text += "#if !canImport(UIKit)\n"
    text += "@_spi(TapwrightPort) import HeadlessUIKit\n"
    // URLSession and URLRequest are in FoundationNetworking on Linux; on iOS, in Foundation.
    text += "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
    if combineThroughFoundation.contains(where: { source.contains($0) }) {
      // On iOS, Foundation names Combine's `ObservableObject` and `Published` and extends its
      // types with Combine's publishers (`NotificationCenter.publisher(for:)`); on Linux they
      // are OpenCombine's, which the port's package gives a target with such a file.
      text += "#if canImport(OpenCombineShim)\nimport OpenCombineShim\n#endif\n"
    }
    if combineThroughFoundation.contains(where: { source.contains($0) })
      || source.contains("import Combine")
    {
      // What Combine adds to Foundation's objects that OpenCombine lacks (`publisher(for:
      // \.text)`): HeadlessCombine's, which the port's package gives such a target.
      text += "#if canImport(HeadlessCombine)\nimport HeadlessCombine\n#endif\n"
    }
    var function: String?
    let registrations = collector.registrations.filter { !$0.value.isEmpty }
    if !registrations.isEmpty {
      let name = "__tapwrightPortRegisterFile_\(stableHash(key))"
      function = name
      text +=
        "\n// Generated by TapwrightPortPlugin: the members Interface Builder and selectors name.\n"
      var calls: [String] = []
      for (offset, type) in collector.registrationOrder.enumerated() {
        guard let lines = registrations[type] else { continue }
        let member = "__tapwrightPortRegister_\(stableHash(key))_\(offset)"
        text += "extension \(type) {\n"
        text += "  @MainActor static func \(member)(_ r: PortRegistrar) {\n"
        for line in lines { text += "    \(line)\n" }
        text += "  }\n}\n"
        calls.append("\(type).\(member)(r)")
      }
      text += "@MainActor func \(name)(_ r: PortRegistrar) {\n"
      for call in calls { text += "  \(call)\n" }
      text += "}\n"
    }
    if !collector.linuxDeclarations.isEmpty {
      text += "#if !canImport(ObjectiveC)\n"
      for declaration in collector.linuxDeclarations { text += declaration + "\n" }
      text += "#endif\n"
    }
    if !collector.keyValueObservers.isEmpty {
      // Told of the changes they observe by key path (see `observeWithoutNSObjectMethod`).
      text += "#if !canImport(ObjectiveC)\n"
      for type in collector.keyValueObservers {
        text += "extension \(type): _TapwrightKeyValueObserving {}\n"
      }
      text += "#endif\n"
    }
    text += "#endif\n"
    return Output(
      source: text, registrationFunction: function,
      applicationDelegates: collector.applicationDelegates, isMain: isMain)
  }

  /// The target's registration: a class HeadlessUIKit finds by name
  /// (`<Module>.__TapwrightPortModule`) that calls every file's registration.
  ///
  /// - Parameters:
  ///   - outputs: The rewritten files.
  ///   - infoPlist: An app target's Info.plist, for the test host.
  ///   - testHost: For a test target, the app module it runs in (`.some(nil)`: none).
  /// - Returns: The source of `__TapwrightPortModule.swift`.
  public static func moduleRegistration(
    _ outputs: [Output], infoPlist: String? = nil, testHost: String?? = nil
  ) -> String {
    var text = "// Generated by TapwrightPortPlugin.\n#if !canImport(UIKit)\n"
    text += "@_spi(TapwrightPort) import HeadlessUIKit\n\n"
    text += "final class __TapwrightPortModule: TapwrightPortModule {\n"
    text += "  @MainActor static func register(_ r: PortRegistrar) {\n"
    for output in outputs {
      if let function = output.registrationFunction { text += "    \(function)(r)\n" }
      for delegate in output.applicationDelegates {
        text += "    r.applicationDelegate(\(delegate).self)\n"
      }
      if output.isMain { text += "    r.main(__tapwrightPortUnusedMain)\n" }
    }
    if let infoPlist { text += "    r.infoPlist(\(rawLiteral(infoPlist)))\n" }
    if let testHost { text += "    r.testHost(\(testHost.map(literal) ?? "nil"))\n" }
    text += "  }\n}\n#endif\n"
    return text
  }
}

/// A replacement of the bytes `start..<end` of the original.
struct Edit {
  var start: Int
  var end: Int
  var replacement: String
  /// Whether a Mac (Darwin, no UIKit) needs it too: the imports, the app's `@main` and
  /// `main.swift`; the rest only Linux needs, which has no Objective-C runtime.
  var onDarwin = false
  /// Whether iOS needs it too: only an app's `main.swift` made a function, as a library target
  /// cannot hold top-level code (even in an inactive `#if` form of a file not named `main.swift`).
  var everywhere = false
}

/// The attributes the port drops.
let droppedAttributes: Set<String> = [
  "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
  "IBSegueAction", "UIApplicationMain", "NSManaged", "GKInspectable",
]

/// Modules whose API HeadlessUIKit provides.
let mappedModules: [String: String] = [
  "UIKit": "HeadlessUIKit", "QuartzCore": "HeadlessUIKit", "CoreGraphics": "HeadlessUIKit",
  // The parts of AVFoundation and Core Location HeadlessUIKit models: the audio player and
  // session; coordinates and locations.
  "AVFoundation": "HeadlessUIKit", "CoreLocation": "HeadlessUIKit",
  // Frameworks of system screens and services HeadlessUIKit stands in for: the web view, the
  // in-app browser, mail and message sheets, notifications, the review prompt, biometrics.
  "WebKit": "HeadlessUIKit", "SafariServices": "HeadlessUIKit", "MessageUI": "HeadlessUIKit",
  "UserNotifications": "HeadlessUIKit", "StoreKit": "HeadlessUIKit",
  "LocalAuthentication": "HeadlessUIKit",
  // The map view, its annotations and overlays (MapKit draws no tiles here).
  "MapKit": "HeadlessUIKit",
  // Combine is Apple's; OpenCombine is its Linux substitute (OpenCombineShim re-exports it with
  // its Dispatch and Foundation schedulers and publishers).
  "Combine": "OpenCombineShim",
]

/// What a file names of Combine through Foundation, with no `import Combine`: the port imports
/// OpenCombine into it (TapwrightXcodeProject's `LinuxPackage.combineThroughFoundation` gives
/// its target the package, on the same words).
let combineThroughFoundation = [
  "ObservableObject", "@Published", "dataTaskPublisher(", "Timer.publish(", ".publisher(for:",
]

/// Modules whose names qualify a type or member (`UIKit.UIImage`) that HeadlessUIKit stands in
/// for on Linux and on a Mac.
let qualifiedModules: Set<String> = ["UIKit", "QuartzCore"]

/// Modules whose names qualify a type or member (`CoreImage.CIImage`, to tell it from a
/// library's) that HeadlessUIKit stands in for on Linux only (a Mac has them).
let linuxQualifiedModules: [String: String] = [
  "CoreImage": "HeadlessUIKit",
  // `os.Logger`, to tell unified logging's logger from a library's: HeadlessOSLog's (named so
  // only in a file that imports `os` or `OSLog`, and only before a type's name).
  "os": "HeadlessOSLog", "OSLog": "HeadlessOSLog",
  // `Combine.Subscription`, to tell Combine's protocol from a class's own (TRON's publisher):
  // OpenCombine's, in a file that imports Combine.
  "Combine": "OpenCombine",
]

/// Apple modules Darwin has but Linux does not, whose API HeadlessUIKit stands in for on Linux
/// only: unified logging (`os`, `os.log`, `OSLog`: HeadlessOSLog, of HeadlessUIKit's product), Core Data and the keychain and certificates
/// (`Security`), kept in memory; network reachability (`SystemConfiguration`); uniform type
/// identifiers (`MobileCoreServices`, `UniformTypeIdentifiers`); CommonCrypto's digests, HMAC and
/// PBKDF2.
let linuxMappedModules: Set<String> = [
  "os", "OSLog", "CoreData", "Security", "SystemConfiguration", "MobileCoreServices",
  "UniformTypeIdentifiers", "ObjectiveC", "CommonCrypto",
]

/// Apple frameworks Linux does not have and HeadlessUIKit does not model (or models a few names
/// of, as AVKit's AVFoundation): on Linux their import becomes HeadlessUIKit's, so that a file
/// whose import is all it takes of one (a leftover, or names HeadlessUIKit has) compiles, and a
/// file that uses one of their names is stopped there, at the name (`cannot find
/// 'AVPlayerViewController' in scope`), not at the import. They are the iOS 17.4 SDK's frameworks
/// less those above and those whose names libraries also take (`Charts`, `Messages`, `Social`…).
/// SwiftUI, AppKit and WatchKit stay: a target of theirs is not an iOS UIKit target. A Mac has
/// them all.
let absentFrameworks: Set<String> = [
  "ARKit", "AVFAudio", "AVKit", "AVRouting", "Accelerate", "Accounts", "ActivityKit",
  "AdAttributionKit", "AdServices", "AdSupport", "AddressBook", "AddressBookUI", "AppClip",
  "AppIntents", "AppTrackingTransparency", "AssetsLibrary", "Assignables", "AudioToolbox",
  "AudioUnit", "AuthenticationServices", "AutomatedDeviceEnrollment",
  "AutomaticAssessmentConfiguration", "BackgroundAssets", "BackgroundTasks", "BrowserEngineCore",
  "BrowserEngineKit", "BusinessChat", "CFNetwork", "CallKit", "CarKey", "CarPlay", "Cinematic",
  "ClassKit", "ClockKit", "CloudKit", "ColorSync", "Contacts", "ContactsUI", "CoreAudio",
  "CoreAudioKit", "CoreAudioTypes", "CoreBluetooth", "CoreHaptics", "CoreImage", "CoreLocationUI",
  "CoreMIDI", "CoreML", "CoreMedia", "CoreMediaIO", "CoreMotion", "CoreNFC", "CoreServices",
  "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo", "CreateML",
  "CreateMLComponents", "CryptoTokenKit", "Darwin", "DataDetection", "DeveloperToolsSupport",
  "DeviceActivity", "DeviceCheck", "DeviceDiscoveryExtension", "DockKit", "EventKit", "EventKitUI",
  "ExposureNotification", "ExtensionFoundation", "ExtensionKit", "ExternalAccessory",
  "FamilyControls", "FileProvider", "FileProviderUI", "FinanceKit", "FinanceKitUI", "GLKit", "GSS",
  "GameController", "GameKit", "GameplayKit", "GroupActivities", "HealthKit", "HealthKitUI",
  "HomeKit", "IOSurface", "IdentityLookup", "IdentityLookupUI", "ImageCaptureCore", "ImageIO",
  "Intents", "IntentsUI", "JavaScriptCore", "JournalingSuggestions", "LightweightCodeRequirements",
  "LinkPresentation", "LiveCommunicationKit", "LocalAuthenticationEmbeddedUI", "MLCompute",
  "ManagedAppDistribution", "ManagedSettings", "ManagedSettingsUI", "MarketplaceKit",
  "MatterSupport", "MediaAccessibility", "MediaPlayer", "MediaSetup", "MediaToolbox", "Metal",
  "MetalFX", "MetalKit", "MetalPerformanceShaders", "MetalPerformanceShadersGraph", "MetricKit",
  "ModelIO", "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction",
  "Network", "NetworkExtension", "NotificationCenter", "OpenAL", "OpenGLES", "PDFKit", "PHASE",
  "PassKit", "PencilKit", "Photos", "PhotosUI", "ProximityReader", "PushKit", "PushToTalk",
  "QuickLook", "QuickLookThumbnailing", "RealityFoundation", "RealityKit", "ReplayKit", "RoomPlan",
  "SafetyKit", "SceneKit", "ScreenTime", "SensitiveContentAnalysis", "SensorKit", "SharedWithYou",
  "SharedWithYouCore", "ShazamKit", "SoundAnalysis", "Speech", "SpriteKit", "SwiftData",
  "TabularData", "ThreadNetwork", "TipKit", "TipsNext", "UserNotificationsUI",
  "VideoSubscriberAccount", "VideoToolbox", "Vision", "VisionKit", "WatchConnectivity",
  "WeatherKit", "WidgetKit", "WorkoutKit", "iAd",
]

/// Apple frameworks Linux does not have whose API a package of Apple's carries there, module for
/// module: CryptoKit's is swift-crypto's `Crypto` ("an open-source implementation of a substantial
/// portion of the API of Apple CryptoKit"; TapwrightXcodeProject's `LinuxPackage` adds the package
/// to a target that imports CryptoKit). Linux only: a Mac has the framework.
let linuxSubstituteModules: [String: String] = [
  "CryptoKit": "Crypto",
  // SDWebImage, SVProgressHUD and MBProgressHUD are Objective-C on UIKit; Tapwright's stand-ins
  // take their place (TapwrightXcodeProject's `XcodeProject.linuxStandIns` adds them to the
  // package).
  "SDWebImage": "HeadlessSDWebImage",
  "SVProgressHUD": "HeadlessSVProgressHUD",
  "MBProgressHUD": "HeadlessMBProgressHUD",
  // Firebase is Objective-C and C++ on Apple's frameworks: HeadlessFirebase, one module for all
  // of Firebase's (TapwrightXcodeProject's `XcodeProject.firebaseModules`).
  "Firebase": "HeadlessFirebase", "FirebaseCore": "HeadlessFirebase",
  "FirebaseAuth": "HeadlessFirebase", "FirebaseFirestore": "HeadlessFirebase",
  "FirebaseFirestoreSwift": "HeadlessFirebase", "FirebaseAnalytics": "HeadlessFirebase",
  "FirebaseCrashlytics": "HeadlessFirebase", "FirebaseDatabase": "HeadlessFirebase",
  "FirebaseStorage": "HeadlessFirebase", "FirebaseMessaging": "HeadlessFirebase",
  "FirebaseRemoteConfig": "HeadlessFirebase",
]

/// The Objective-C runtime's functions that swizzle: a file that calls one gets a dispatch point
/// in each of its `@objc` methods.
let swizzlingFunctions = [
  "method_exchangeImplementations", "method_setImplementation", "class_replaceMethod",
  "class_addMethod",
]

/// UIKit methods that `#selector` names without labels, with their labels.
let knownUIKitMethods: [String: [String?]] = [
  "endEditing": [nil], "resignFirstResponder": [], "becomeFirstResponder": [],
  "setNeedsLayout": [], "layoutIfNeeded": [], "setNeedsDisplay": [], "removeFromSuperview": [],
  "sizeToFit": [], "reloadData": [],
]

final class EditCollector: SyntaxVisitor {
  let index: PortIndex
  let hostsTests: Bool
  /// Whether the file calls a swizzling function: its `@objc` methods get dispatch points.
  var fileSwizzles = false
  var edits: [Edit] = []
  /// Registration lines per type, and the order types were first seen.
  var registrations: [String: [String]] = [:]
  var registrationOrder: [String] = []
  var applicationDelegates: [String] = []
  /// Classes of `NSObject` that override `observeValue(forKeyPath:of:change:context:)`.
  var keyValueObservers: [String] = []
  /// Declarations the file adds on Linux only (the protocols and conformances of
  /// `FrameworkExtensionOverride`).
  var linuxDeclarations: [String] = []
  /// The modules the file imports (as far as the walk has read).
  var importedModules: Set<String> = []

  init(index: PortIndex, hostsTests: Bool) {
    self.index = index
    self.hostsTests = hostsTests
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Imports

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let first = node.path.first else { return .skipChildren }
    importedModules.insert(first.name.text)
    if let substitute = linuxSubstituteModules[first.name.text] {
      let start = node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(Edit(start: start, end: end, replacement: "import \(substitute)"))
      return .skipChildren
    }
    if linuxMappedModules.contains(first.name.text) || absentFrameworks.contains(first.name.text) {
      // Darwin has the module itself; only Linux takes HeadlessUIKit's stand-in. The logging
      // stand-in is a module of its own, imported only where the app imports `os`.
      let start = node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      let module = ["os", "OSLog"].contains(first.name.text) ? "HeadlessOSLog" : "HeadlessUIKit"
      edits.append(Edit(start: start, end: end, replacement: "import \(module)"))
      return .skipChildren
    }
    guard let module = mappedModules[first.name.text] else { return .skipChildren }
    if node.path.count == 1 && node.importKindSpecifier == nil {
      replace(first.name, with: module, onDarwin: true)
    } else {
      // `import UIKit.UIGestureRecognizerSubclass`, `import class UIKit.UIView`: the module.
      let start = node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(
        Edit(start: start, end: end, replacement: "import \(module)", onDarwin: true))
    }
    return .skipChildren
  }

  // MARK: Platform conditions

  /// `#if os(iOS)`, `canImport(UIKit)`, `targetEnvironment(simulator)`: an app's code for iOS is
  /// compiled as for the iOS simulator, where its tests run — on Linux and on a Mac the
  /// conditions would leave it out. Each such test becomes `true` or `false`; others stay.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    guard let condition = node.condition else { return .visitChildren }
    let calls = PlatformTests(viewMode: .sourceAccurate)
    calls.walk(condition)
    for call in calls.found {
      guard let argument = call.arguments.first?.expression.trimmedDescription else { continue }
      let test = call.calledExpression.trimmedDescription
      if let value = platformConditionValue(test, argument) {
        replace(call, with: value ? "true" : "false", onDarwin: true)
      } else if test == "canImport",
        linuxSubstituteModules[argument] != nil || argument == "Combine"
      {
        // A module Linux has under another name (Combine as OpenCombine, CryptoKit as
        // swift-crypto), which the file's `import` becomes there: its code is compiled (TRON's
        // tests extend `Result` under `#if canImport(Combine)`). A Mac has the module itself.
        replace(call, with: "true")
      }
    }
    return .visitChildren
  }

  // MARK: Attributes and modifiers

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.attributeName.trimmedDescription
    if name == "UIApplicationMain" {
      remove(Syntax(node), onDarwin: true)
    } else if droppedAttributes.contains(name) {
      remove(Syntax(node))
    } else if name == "main", let type = node.parent?.parent?.as(ClassDeclSyntax.self),
      inherits(type, "UIApplicationDelegate")
    {
      remove(Syntax(node), onDarwin: true)
    }
    if name == "main" || name == "UIApplicationMain",
      let type = node.parent?.parent?.as(ClassDeclSyntax.self),
      name == "UIApplicationMain" || inherits(type, "UIApplicationDelegate")
    {
      applicationDelegates.append(type.name.text)
    }
    return .skipChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    if node.name.tokenKind == .keyword(.dynamic) { remove(Syntax(node)) }
    if node.name.tokenKind == .keyword(.optional),
      let function = node.parent?.parent?.as(FunctionDeclSyntax.self),
      optionalRequirementName(function) != nil
    {
      // Without Objective-C a requirement cannot be optional: it gets a default implementation
      // (below, after the protocol) that tells `_tapwrightOptionalCall` it was not implemented.
      remove(Syntax(node))
    }
    return .skipChildren
  }

  // MARK: Optional requirements

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    classBindObjectiveCProtocol(node)
    var defaults: [String] = []
    let access =
      node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        optionalRequirementName(function) != nil
      else { continue }
      let generics = function.genericParameterClause?.trimmedDescription ?? ""
      let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
      defaults.append(
        "\(access)func \(function.name.text)\(generics)\(function.signature.trimmedDescription)"
          + "\(whereClause) { _tapwrightOptionalRequirementDefault() }")
    }
    if !defaults.isEmpty {
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(
        Edit(
          start: end, end: end,
          replacement: "; extension \(node.name.text) { \(defaults.joined(separator: "; ")) }"))
    }
    return .visitChildren
  }

  /// An `@objc` protocol is class-bound (only classes adopt one), so `weak var delegate: P?`
  /// compiles; without `@objc` on Linux it must say so: `AnyObject` is added to what it inherits.
  private func classBindObjectiveCProtocol(_ node: ProtocolDeclSyntax) {
    let isObjectiveC = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
    }
    guard isObjectiveC else { return }
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    guard !inherited.contains(where: { ["AnyObject", "class", "Swift.AnyObject"].contains($0) })
    else { return }
    if let clause = node.inheritanceClause {
      let end = clause.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(Edit(start: end, end: end, replacement: ", AnyObject"))
    } else {
      let end = node.name.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(Edit(start: end, end: end, replacement: ": AnyObject"))
    }
  }

  /// `delegate?.didTap?(x)`, a call of an optional requirement of the target's protocols or of
  /// UIKit's (`dataSource?.tableView?(tableView, titleForHeaderInSection: 0)`):
  /// `_tapwrightOptionalCall { delegate?.didTap(x) }`, `nil` when the conforming type does not
  /// implement it, as Objective-C's optional call gives. UIKit's are rewritten on a Mac too,
  /// where HeadlessUIKit's protocols are Swift's.
  private func rewriteOptionalRequirementCall(_ node: FunctionCallExprSyntax) -> Bool {
    guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
      let member = chained.expression.as(MemberAccessExprSyntax.self), let base = member.base,
      node.trailingClosure == nil
    else { return false }
    let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
    let name = "\(member.declName.baseName.text)(\(labels))"
    let isFrameworks = frameworkOptionalRequirements.contains(name)
    guard isFrameworks || index.optionalRequirements.contains(name) else { return false }
    remove(Syntax(chained.questionMark), onDarwin: isFrameworks)
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let chainsOptionals = containsOptionalChaining(ExprSyntax(base))
    // In a closure's body, `$0.motion?(…)` (Motion's delegates): a closure around the call would
    // take `$0` for its own parameter, so the call is passed as an autoclosure, which does not.
    let anonymous = AnonymousParameters()
    anonymous.walk(node)
    let (open, close) =
      anonymous.found
      ? (chainsOptionals
        ? ("_tapwrightOptionalCall(deferred: ", ")")
        : ("_tapwrightOptionalCall(deferredNonOptional: ", ")"))
      : (chainsOptionals
        ? (inStatementHead(Syntax(node))
          // A trailing closure cannot stand in a `guard`'s or an `if`'s condition (Motion's
          // `guard false != delegate?.tabBarController?(…) else`).
          ? ("_tapwrightOptionalCall({ ", " })") : ("_tapwrightOptionalCall { ", " }"))
        : ("_tapwrightOptionalCall(nonOptional: { ", " })"))
    edits.append(Edit(start: start, end: start, replacement: open, onDarwin: isFrameworks))
    edits.append(Edit(start: end, end: end, replacement: close, onDarwin: isFrameworks))
    return true
  }

  /// Whether `node` lies in a statement's head, where a trailing closure would end it: an `if`'s,
  /// `guard`'s or `while`'s condition, a `for`'s sequence, a `switch`'s subject.
  private func inStatementHead(_ node: Syntax) -> Bool {
    var current = node.parent
    while let this = current {
      if this.is(CodeBlockItemSyntax.self) || this.is(ClosureExprSyntax.self)
        || this.is(CodeBlockSyntax.self)
      {
        return false
      }
      if this.is(ConditionElementSyntax.self) { return true }
      if let loop = this.as(ForStmtSyntax.self) {
        return loop.sequence.position <= node.position
          && node.endPosition <= loop.sequence.endPosition
      }
      if let choice = this.as(SwitchExprSyntax.self) {
        return choice.subject.position <= node.position
          && node.endPosition <= choice.subject.endPosition
      }
      current = this.parent
    }
    return false
  }

  /// An implementation of an optional requirement (a method named as one of UIKit's or of the
  /// target's protocols) says so first, so that an optional call that enters it gives its result
  /// even when it runs a default implementation in turn.
  private func markOptionalRequirementImplementation(_ node: FunctionDeclSyntax) {
    guard let body = node.body, node.signature.effectSpecifiers == nil,
      !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
      let container = node.parent?.parent?.parent?.parent,
      container.is(ClassDeclSyntax.self) || container.is(ExtensionDeclSyntax.self)
        || container.is(StructDeclSyntax.self) || container.is(EnumDeclSyntax.self)
    else { return }
    let name = fullName(node)
    let isFrameworks = frameworkOptionalRequirements.contains(name)
    guard isFrameworks || index.optionalRequirements.contains(name) else { return }
    let offset = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(
      Edit(
        start: offset, end: offset, replacement: " _tapwrightOptionalRequirementImplemented();",
        onDarwin: isFrameworks))
    returnExplicitly(node, onDarwin: isFrameworks)
  }

  /// Bodies already given an explicit `return` (by the offset of their one statement).
  private var explicitReturns: Set<Int> = []

  /// A single-expression body returns its value implicitly; once a statement comes before it, it
  /// must say `return` (once, whatever comes before it).
  private func returnExplicitly(_ node: FunctionDeclSyntax, onDarwin: Bool = false) {
    let returnType = node.signature.returnClause?.type.trimmedDescription ?? "Void"
    guard returnType != "Void", returnType != "()", let body = node.body,
      body.statements.count == 1, let only = body.statements.first, only.item.is(ExprSyntax.self)
    else { return }
    let start = only.positionAfterSkippingLeadingTrivia.utf8Offset
    guard explicitReturns.insert(start).inserted else { return }
    edits.append(Edit(start: start, end: start, replacement: "return ", onDarwin: onDarwin))
  }

  /// `UIApplication.shared.delegate?.window??.rootViewController`: in UIKit the delegate's
  /// `window` is an optional requirement of an optional type, so it is unwrapped twice;
  /// HeadlessUIKit's is a requirement of type `UIWindow?`, unwrapped once (`window!!` likewise).
  override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
    if let inner = node.expression.as(OptionalChainingExprSyntax.self),
      inner.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "window"
    {
      remove(Syntax(inner.questionMark), onDarwin: true)
    }
    return .visitChildren
  }

  override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
    if let inner = node.expression.as(ForceUnwrapExprSyntax.self),
      inner.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "window"
    {
      remove(Syntax(inner.exclamationMark), onDarwin: true)
    }
    return .visitChildren
  }

  /// `CGSize(width: 80, height: .greatestFiniteMagnitude)`: on Linux, Foundation's `CGSize`
  /// takes `CGFloat`, `Double` and `Int` alike, and both floating-point types have the constant,
  /// so the call is ambiguous (Apple's overlay prefers `CGFloat`). The constant is named as
  /// `CGFloat`'s.
  private func qualifyFloatingPointConstants(_ node: FunctionCallExprSyntax) {
    guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      ["CGSize", "CGPoint", "CGRect", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets"]
        .contains(type)
    else { return }
    for argument in node.arguments {
      guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil,
        [
          "greatestFiniteMagnitude", "infinity", "leastNonzeroMagnitude", "leastNormalMagnitude",
          "pi", "nan",
        ].contains(member.declName.baseName.text)
      else { continue }
      let start = member.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(Edit(start: start, end: start, replacement: "CGFloat"))
    }
  }

  private func containsOptionalChaining(_ expression: ExprSyntax) -> Bool {
    var current: ExprSyntax? = expression
    while let this = current {
      if this.is(OptionalChainingExprSyntax.self) { return true }
      if let access = this.as(MemberAccessExprSyntax.self) {
        current = access.base
      } else if let call = this.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let subscriptCall = this.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let forced = this.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else {
        return false
      }
    }
    return false
  }

  // MARK: Classes UIKit creates, test cases

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let name = enclosingTypeName(of: Syntax(node), including: true) else {
      return .visitChildren
    }
    let inherited = Set(
      node.inheritanceClause?.inheritedTypes.map {
        $0.type.trimmedDescription.replacingOccurrences(of: "UIKit.", with: "")
      } ?? [])
    // UIKit creates the app delegate and the scene delegates an Info.plist names by class: the
    // test host creates them through a factory.
    if !inherited.isDisjoint(with: createdByName), node.genericParameterClause == nil,
      isRegistrableContext(Syntax(node)), canInitWithoutArguments(node)
    {
      register(name, "r.factory(\(name).self) { \(name)() }")
    }
    registerMetatypeInitializers(node, name: name)
    for attribute in node.attributes {
      // `@objc(Name) class …`: `NSClassFromString("Name")` finds it.
      guard case .attribute(let objc) = attribute, objc.attributeName.trimmedDescription == "objc",
        let objcName = objc.arguments?.trimmedDescription, !objcName.isEmpty,
        node.genericParameterClause == nil, isRegistrableContext(Syntax(node))
      else { continue }
      register(name, "r.objectiveCName(\(literal(objcName)), \(name).self)")
    }
    if hostsTests, index.isTestCase(name), !declaresInvokeTest(node) {
      // Before each test, the host app is launched (once) as Xcode's test host is.
      insertBeforeClosingBrace(
        node.memberBlock,
        "nonisolated override func invokeTest() { "
          + "HeadlessUIKit.TestHost.prepare(for: Swift.type(of: self)); super.invokeTest() }; ")
      if node.genericParameterClause == nil, hasStoredPropertyValues(node.memberBlock) {
        // XCTest makes every test case before the first runs, and on iOS the host has launched
        // by then: a stored property's initial value may read the app
        // (`let window = UIApplication.shared.keyWindow!`). A first stored property launches
        // the host before the others' values are made, which Swift makes in declaration order.
        let brace = node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
          Edit(
            start: brace, end: brace,
            replacement:
              " private let _tapwrightTestHost: Void = HeadlessUIKit.TestHost.prepare(for: \(name).self);"
          ))
      }
    } else {
      hostSwiftTestingSuite(node.memberBlock, name: name, generic: node.genericParameterClause)
    }
    giveNSObjectInit(node)
    giveLayerFactory(node, name: name)
    if let forwarders = index.forwarders[name], !forwarders.isEmpty {
      // Members its extensions override or expose, as the class's own (see ForwardedMember).
      insertBeforeClosingBrace(
        node.memberBlock, forwarders.map { $0.forwarder + "; " }.joined())
    }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if let name = enclosingTypeName(of: Syntax(node), including: true) {
      hostSwiftTestingSuite(node.memberBlock, name: name, generic: node.genericParameterClause)
    }
    return .visitChildren
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    if let name = enclosingTypeName(of: Syntax(node), including: true) {
      hostSwiftTestingSuite(node.memberBlock, name: name, generic: node.genericParameterClause)
    }
    return .visitChildren
  }

  /// A Swift Testing suite (a type with `@Test` methods) creates an instance for each test: a
  /// stored property launches the host app first.
  private func hostSwiftTestingSuite(
    _ members: MemberBlockSyntax, name: String, generic: GenericParameterClauseSyntax?
  ) {
    guard hostsTests, generic == nil else { return }
    let hasTests = members.members.contains { member in
      member.decl.as(FunctionDeclSyntax.self)?.attributes.contains {
        attributeName($0) == "Test"
      } ?? false
    }
    guard hasTests else { return }
    insertBeforeClosingBrace(
      members,
      "private let __tapwrightTestHost: Void = HeadlessUIKit.TestHost.prepare(for: \(name).self) ")
  }

  /// `@MainActor override func setUp()` and `@MainActor func testX()` in an `XCTestCase`:
  /// Apple's `XCTestCase` is an Objective-C class, whose overrides may be isolated to the main
  /// actor, and whose test methods are found by the runtime; Linux's is a Swift class, where the
  /// override is an error ("different actor isolation from nonisolated overridden declaration")
  /// and a main-actor test method crashes its test discovery ("Could not cast value of type
  /// '(T) -> @MainActor () -> ()'"). The method becomes `nonisolated` and runs its body on the
  /// main actor, where XCTest calls it (the main thread), every edit on the lines it was on.
  private func isolateSetUpOnMainActor(_ node: FunctionDeclSyntax) {
    let names: Set<String> = ["setUp", "tearDown", "setUpWithError", "tearDownWithError"]
    let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    let name = node.name.text
    guard (isOverride && names.contains(name)) || (!isOverride && name.hasPrefix("test")),
      node.signature.parameterClause.parameters.isEmpty,
      !node.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.class) || $0.name.tokenKind == .keyword(.static)
      }),
      node.signature.effectSpecifiers?.asyncSpecifier == nil, let body = node.body,
      let owner = enclosingTypeName(of: Syntax(node)), index.isTestCase(owner),
      let mainActor = node.attributes.first(where: { attributeName($0) == "MainActor" })
    else { return }
    replace(mainActor, with: "nonisolated")
    let throwing = node.signature.effectSpecifiers?.throwsClause != nil
    let open = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    let close = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    edits.append(
      Edit(
        start: open, end: open,
        replacement: (throwing ? " try" : "") + " MainActor.assumeIsolated {"))
    edits.append(Edit(start: close, end: close, replacement: "} "))
  }

  /// An `@objc` method an extension adds to a framework's class and a class of the target
  /// overrides (see `FrameworkExtensionOverride`): on Linux the extension's calls the override
  /// through a protocol, and the override is renamed and conforms.
  private func dispatchFrameworkExtensionOverride(_ node: FunctionDeclSyntax) {
    let key = FrameworkExtensionOverride.key(node)
    guard index.isOverriddenFrameworkExtensionMethod(key) else { return }
    let name = node.name.text
    if let type = extendedClass(of: Syntax(node)), !index.classNames.contains(type),
      FrameworkExtensionOverride.isDispatchable(node)
    {
      replace(node.name, with: forwardedPrefix + name)
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(
        Edit(start: end, end: end, replacement: "; " + FrameworkExtensionOverride.dispatcher(node)))
      linuxDeclarations.append(FrameworkExtensionOverride.protocolDeclaration(node))
      return
    }
    guard let owner = FrameworkExtensionOverride.classOwning(node) else { return }
    dispatchToOverride(
      owner: owner, key: key, name: node.name, modifiers: node.modifiers,
      body: node.body.map(Syntax.init))
  }

  /// The computed-property form of `dispatchFrameworkExtensionOverride(_:)`.
  private func dispatchFrameworkExtensionOverride(_ node: VariableDeclSyntax) {
    guard let key = FrameworkExtensionOverride.key(node),
      index.isOverriddenFrameworkExtensionMethod(key),
      let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
    else { return }
    if let type = extendedClass(of: Syntax(node)), !index.classNames.contains(type),
      FrameworkExtensionOverride.isDispatchable(node),
      let dispatcher = FrameworkExtensionOverride.dispatcher(node),
      let declaration = FrameworkExtensionOverride.protocolDeclaration(node)
    {
      replace(name, with: forwardedPrefix + name.text)
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(Edit(start: end, end: end, replacement: "; " + dispatcher))
      linuxDeclarations.append(declaration)
      return
    }
    guard let owner = FrameworkExtensionOverride.classOwning(node) else { return }
    dispatchToOverride(
      owner: owner, key: key, name: name, modifiers: node.modifiers,
      body: node.bindings.first?.accessorBlock.map(Syntax.init))
  }

  /// An overriding class's side: its member (method or property `name`) renamed
  /// `__tapwrightOverride_<name>`, not an `override` unless a class of the target above overrides
  /// too, its class conforming to the key's protocol, and `super.<name>` in `body` reaching the
  /// original (or the override above).
  private func dispatchToOverride(
    owner: String, key: String, name: TokenSyntax, modifiers: DeclModifierListSyntax,
    body: Syntax?
  ) {
    guard
      let overrideModifier = modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
    else { return }
    let above = index.superclassOverrides(owner, key)
    if !above {
      remove(Syntax(overrideModifier))
      // A main-actor class's override meets the protocol's nonisolated requirement: in Swift 6
      // mode only through a `@preconcurrency` conformance (Swift 5 mode says it has no effect).
      let conformance = "extension \(owner): \(FrameworkExtensionOverride.protocolName(key)) {}"
      linuxDeclarations.append(
        "#if swift(>=6)\n"
          + conformance.replacingOccurrences(of: ": __", with: ": @preconcurrency __")
          + "\n#else\n\(conformance)\n#endif")
    }
    replace(name, with: FrameworkExtensionOverride.overridePrefix + name.text)
    guard let body else { return }
    let calls = SuperCalls(name: name.text)
    calls.walk(body)
    for call in calls.found {
      replace(
        call,
        with: (above ? FrameworkExtensionOverride.overridePrefix : forwardedPrefix) + name.text)
    }
  }

  /// A module-level operator Linux's Foundation declares as a member too: `<` of two
  /// `NSNumber`s (SwiftyJSON's, which Apple's Foundation lacks). Linux's makes every use
  /// ambiguous ("ambiguous use of operator '<'"); there the module's is the less favoured, so a
  /// comparison of two numbers is Foundation's (SwiftyJSON's also orders a Boolean apart from
  /// numbers, where Foundation's compares their values).
  private func disfavorFoundationOperator(_ node: FunctionDeclSyntax) {
    guard node.name.text == "<", node.parent?.is(CodeBlockItemSyntax.self) == true,
      node.signature.parameterClause.parameters.count == 2,
      node.signature.parameterClause.parameters.allSatisfy({
        $0.type.trimmedDescription == "NSNumber"
      })
    else { return }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    edits.append(Edit(start: start, end: start, replacement: "@_disfavoredOverload "))
  }

  /// Renames a member of an extension that the class's body forwards to, and blanks its
  /// `override`: the forwarder overrides in its place.
  private func moveAside(_ name: TokenSyntax, modifiers: DeclModifierListSyntax) {
    replace(name, with: forwardedPrefix + name.text)
    for modifier in modifiers where modifier.name.tokenKind == .keyword(.override) {
      remove(Syntax(modifier))
    }
  }

  /// An extension's observers of an inherited property, moved aside, as one function the class's
  /// forwarder calls: `var x: T { willSet {…} didSet {…} }` becomes
  /// `func x(_ tapwrightObserver: Int, _ newValue: T, _ oldValue: T) { if tapwrightObserver == 0
  /// {…} if tapwrightObserver == 1 {…} }`, each line where it was (Swift has no stored property,
  /// observed or not, in an extension).
  private func makeObservingFunction(_ node: VariableDeclSyntax) {
    guard let binding = node.bindings.first, let annotation = binding.typeAnnotation,
      case .accessors(let accessors) = binding.accessorBlock?.accessors
    else { return }
    replace(node.bindingSpecifier, with: "func")
    let type = annotation.type.trimmedDescription
    edits.append(
      Edit(
        start: annotation.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: annotation.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: "(_ tapwrightObserver: Int, _ newValue: \(type), _ oldValue: \(type))"))
    for accessor in accessors {
      guard let body = accessor.body else { continue }
      let phase = accessor.accessorSpecifier.text == "willSet" ? 0 : 1
      var head = "if tapwrightObserver == \(phase) {"
      if let parameter = accessor.parameters?.name.text {
        head += " let \(parameter) = \(phase == 0 ? "newValue" : "oldValue");"
      }
      edits.append(
        Edit(
          start: accessor.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, replacement: head))
    }
  }

  /// Inserts generated members on the line of a body's closing brace, so no line moves.
  private func insertBeforeClosingBrace(_ members: MemberBlockSyntax, _ text: String) {
    let brace = members.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    edits.append(Edit(start: brace, end: brace, replacement: text))
  }

  /// A direct subclass of a Foundation class that inherits `init()` from `NSObject` on Apple
  /// platforms but not on Linux (`class MockTimer: Timer`, `class MockSession: URLSession`): a
  /// class with no initialiser of its own gets a convenience `init()` calling the Linux
  /// designated initialiser with empty values, on its closing brace's line; a class that overrides
  /// `init()` keeps its initialiser, no longer an `override`, its `super.init()` given those
  /// values (see `nsObjectInitArguments`).
  private func giveNSObjectInit(_ node: ClassDeclSyntax) {
    guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
      let arguments = nsObjectInitArguments(superclass)
    else { return }
    let initializers = node.memberBlock.members.compactMap {
      $0.decl.as(InitializerDeclSyntax.self)
    }
    let designated = initializers.filter {
      !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }
    let plain = initializers.first {
      $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil
    }
    guard let plain else {
      if designated.isEmpty {
        insertBeforeClosingBrace(node.memberBlock, "convenience init() { self.init\(arguments) }; ")
      }
      return
    }
    guard designated.contains(where: { $0 == plain }), let body = plain.body else { return }
    for modifier in plain.modifiers where modifier.name.tokenKind == .keyword(.override) {
      remove(Syntax(modifier))
    }
    let calls = SuperInitCalls(viewMode: .sourceAccurate)
    calls.walk(body)
    if calls.found.isEmpty {
      // `override init() {}` calls NSObject's `init()` implicitly, after its last statement.
      let brace = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(Edit(start: brace, end: brace, replacement: "super.init\(arguments) "))
    }
    for call in calls.found where call.arguments.isEmpty && call.trailingClosure == nil {
      replace(call, with: "super.init\(arguments)")
    }
  }

  /// A layer class of the target (`class ProgressLineLayer: CAShapeLayer`) says how it is made
  /// for a view whose `layerClass` it is: UIKit makes it through the Objective-C runtime, which
  /// Swift allows only for a `required` initialiser elsewhere; a generic class, or one with no
  /// `init()`, is left alone (its view gets its nearest HeadlessUIKit ancestor's layer).
  private func giveLayerFactory(_ node: ClassDeclSyntax, name: String) {
    guard node.genericParameterClause == nil else { return }
    let initializers = node.memberBlock.members.compactMap {
      $0.decl.as(InitializerDeclSyntax.self)
    }
    let declaresPlainInit = initializers.contains {
      $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil
        && $0.signature.effectSpecifiers?.throwsClause == nil
    }
    guard index.isLayerMadeWithoutArguments(name, declaresPlainInit: declaresPlainInit) else {
      return
    }
    let isPublic = node.modifiers.contains {
      [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind)
    }
    insertBeforeClosingBrace(
      node.memberBlock,
      (isPublic ? "public " : "")
        + "override class func _tapwrightMakeForView() -> CALayer { \(name)() }; ")
  }

  /// The arguments (with the parentheses, and `!` after a failable initialiser) that give a
  /// Foundation class's Linux designated initialiser the values of `NSObject`'s `init()` on Apple
  /// platforms, for the classes whose Linux form has no `init()`; `nil` for any other class (and
  /// for a class of the app's own of that name).
  func nsObjectInitArguments(_ className: String) -> String? {
    let name = className.hasPrefix("Foundation.") ? String(className.dropFirst(11)) : className
    guard !index.classNames.contains(name) else { return nil }
    return nsObjectInitArgumentsByClass[name]
  }

  private func canInitWithoutArguments(_ node: ClassDeclSyntax) -> Bool {
    let initializers = node.memberBlock.members.compactMap {
      $0.decl.as(InitializerDeclSyntax.self)
    }
    return initializers.isEmpty
      || initializers.contains {
        $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil
      }
  }

  /// Whether a type declares an instance stored property with an initial value (not `lazy`).
  private func hasStoredPropertyValues(_ members: MemberBlockSyntax) -> Bool {
    members.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: {
          ["static", "class", "lazy"].contains($0.name.text)
        })
      else { return false }
      return variable.bindings.contains { $0.initializer != nil && $0.accessorBlock == nil }
    }
  }

  private func declaresInvokeTest(_ node: ClassDeclSyntax) -> Bool {
    node.memberBlock.members.contains {
      $0.decl.as(FunctionDeclSyntax.self)?.name.text == "invokeTest"
    }
  }

  // MARK: Qualified names

  /// `UIKit.UIImage` (a type named with its module, to tell it from SwiftUI's or the app's):
  /// HeadlessUIKit's, on Linux and a Mac, as `import UIKit` becomes `import HeadlessUIKit`.
  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.baseType.as(IdentifierTypeSyntax.self),
      qualifiedModules.contains(module.name.text), module.genericArgumentClause == nil
    {
      replace(module.name, with: "HeadlessUIKit", onDarwin: true)
    } else if let module = node.baseType.as(IdentifierTypeSyntax.self),
      let substitute = linuxQualifiedModule(module.name.text, member: node.name.text),
      module.genericArgumentClause == nil
    {
      replace(module.name, with: substitute)
    }
    return .visitChildren
  }

  /// The module standing in for `module` when it qualifies `member` on Linux, if one does.
  private func linuxQualifiedModule(_ module: String, member: String) -> String? {
    guard let substitute = linuxQualifiedModules[module] else { return nil }
    switch substitute {
    case "HeadlessOSLog":
      return !importedModules.isDisjoint(with: ["os", "OSLog"]) && member.first?.isUppercase == true
        ? substitute : nil
    case "OpenCombine":
      return importedModules.contains("Combine") ? substitute : nil
    default:
      return substitute
    }
  }

  // MARK: Bundle.main

  /// `Bundle.main` is the launched app's bundle in hosted tests, as on iOS.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.base?.as(DeclReferenceExprSyntax.self),
      qualifiedModules.contains(module.baseName.text)
    {
      // `UIKit.UIColor.red`: the module's name, as imports name it.
      replace(module.baseName, with: "HeadlessUIKit", onDarwin: true)
    } else if let module = node.base?.as(DeclReferenceExprSyntax.self),
      let substitute = linuxQualifiedModule(
        module.baseName.text, member: node.declName.baseName.text)
    {
      replace(module.baseName, with: substitute)
    }
    if node.declName.baseName.text == "main",
      node.base?.trimmedDescription == "Bundle"
        || node.base?.trimmedDescription == "Foundation.Bundle"
    {
      // The Info.plist's reads take the launched app's (its resource bundle has none).
      let read = node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      let isInfoRead =
        ["bundleIdentifier", "infoDictionary", "localizedInfoDictionary"].contains(read ?? "")
        || (read == "object"
          && node.parent?.parent?.as(FunctionCallExprSyntax.self)?.arguments.first?.label?.text
            == "forInfoDictionaryKey")
      replace(node.declName.baseName, with: isInfoRead ? "_tapwrightMainInfo" : "_tapwrightMain")
    }
    if node.declName.baseName.text == "streamError", node.base != nil,
      node.parent?.is(FunctionCallExprSyntax.self) != true
    {
      // Linux Foundation's `Stream.streamError` stops the process when the stream has no error
      // (Alamofire's multipart encoder reads it after each read): HeadlessUIKit's reads it only
      // when the stream's status is `.error`. A package that reads it is ported for it
      // (Alamofire 5, whose copy then takes its `zlib` branch: HeadlessUIKit compresses).
      replace(node.declName.baseName, with: "_tapwrightStreamError")
    }
    return .visitChildren
  }

  // MARK: Registrations

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    implementManaged(node)
    if index.forwards(extendedClass(of: Syntax(node))), ForwardedMember(function: node) != nil {
      moveAside(node.name, modifiers: node.modifiers)
    }
    dispatchFrameworkExtensionOverride(node)
    disfavorFoundationOperator(node)
    isolateSetUpOnMainActor(node)
    markOptionalRequirementImplementation(node)
    observeWithoutNSObjectMethod(node)
    overrideWithoutNSObjectMethod(node)
    // An `@NSManaged` accessor is Core Data's, never a target of Interface Builder or a
    // selector (and its overloads, `addToTags(_:)` for an object and a set, are ambiguous to a
    // registration).
    let isManaged = node.attributes.contains { attributeName($0) == "NSManaged" }
    if !isManaged, let owner = enclosingTypeName(of: Syntax(node)),
      isRegistrableContext(Syntax(node))
    {
      let method = PortMethod(node, ownerIsObjCMembers: index.objcMembersTypes.contains(owner))
      if method.isExposed && method.isRegistrable {
        let call = callExpression(
          method.baseName, labels: method.labels, arguments: ["first", "second"],
          throwsErrors: method.throwsErrors)
        register(
          owner,
          "r.method(\(owner).self, \"\(method.objCName)\", arguments: \(method.labels.count)) "
            + "{ (target: \(owner), first, second) in \(call) }")
      }
      addDispatchPoint(node, method: method, owner: owner)
    }
    return .visitChildren
  }

  // MARK: Swizzling

  /// A method swizzling may replace — `dynamic`, or `@objc` in a file that swizzles — asks
  /// HeadlessUIKit first whether a replacement is in place (its dispatch point, first in its
  /// body), and its own body is registered by its Objective-C name, so that
  /// `method_exchangeImplementations` works on Linux as on iOS. Methods whose arguments cannot be
  /// handed on as values (`inout`, non-escaping closures, unnamed), generic, `async` or throwing
  /// ones, and those returning `Self` or an opaque type, keep no dispatch point.
  private func addDispatchPoint(_ node: FunctionDeclSyntax, method: PortMethod, owner: String) {
    let isDynamic = node.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
    guard isDynamic || (fileSwizzles && method.isExposed), let body = node.body,
      let container = node.parent?.parent?.parent?.parent,
      container.is(ClassDeclSyntax.self) || container.is(ExtensionDeclSyntax.self),
      node.genericParameterClause == nil, node.signature.effectSpecifiers == nil
    else { return }
    var names: [String] = []
    for parameter in node.signature.parameterClause.parameters {
      let name = (parameter.secondName ?? parameter.firstName).text
      guard name != "_", parameter.ellipsis == nil, handsOn(parameter.type) else { return }
      names.append(name)
    }
    let returnType = node.signature.returnClause?.type.trimmedDescription ?? "Void"
    guard !returnType.contains("Self"), !returnType.hasPrefix("some ") else { return }
    let isStatic = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    let name = literal(method.objCName)
    let check = isStatic ? "_tapwrightPortSwizzledClassMethod" : "_tapwrightPortSwizzled"
    let offset = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(
      Edit(
        start: offset, end: offset,
        replacement: " if let __tapwrightSwizzled = \(check)(self, \(owner).self, \(name), "
          + "[\(names.joined(separator: ", "))], returning: (\(returnType)).self) "
          + "{ return __tapwrightSwizzled };"))
    // A single-expression body returned its value implicitly; after the dispatch point it must
    // say so.
    returnExplicitly(node)
    let arguments = method.labels.enumerated().map { offset, label in
      (label.map { "\($0): " } ?? "") + "_tapwrightPortArgument(arguments, \(offset))"
    }
    let receiver = isStatic ? "type" : "target"
    let call =
      (method.labels.isEmpty ? "" : "try ") + "\(receiver).\(node.name.text)("
      + arguments.joined(separator: ", ") + ")"
    let registration =
      isStatic
      ? "r.classImplementation(\(owner).self, \(name)) { (type: \(owner).Type, arguments) in "
        + "\(call) }"
      : "r.implementation(\(owner).self, \(name)) { (target: \(owner), arguments) in \(call) }"
    // A Mac's `swift test` swizzles with the Objective-C runtime itself.
    register(owner, "#if !canImport(ObjectiveC)\n    \(registration)\n    #endif")
  }

  /// Whether an argument of this type can be handed on as a value: not `inout`, not a
  /// non-escaping closure.
  private func handsOn(_ type: TypeSyntax) -> Bool {
    var type = type
    if let attributed = type.as(AttributedTypeSyntax.self) {
      let specifiers = attributed.specifiers.map(\.trimmedDescription)
      if specifiers.contains("inout") { return false }
      if attributed.attributes.contains(where: { attributeName($0) == "escaping" }) { return true }
      type = attributed.baseType
    }
    while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      type = only.type
    }
    return !type.is(FunctionTypeSyntax.self)
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    implementManaged(node)
    makeObservable(node)
    dispatchFrameworkExtensionOverride(node)
    if index.forwards(extendedClass(of: Syntax(node))), ForwardedMember(variable: node) != nil,
      let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
    {
      moveAside(name, modifiers: node.modifiers)
      if observerKinds(of: node) != nil { makeObservingFunction(node) }
    }
    let names = node.attributes.compactMap(attributeName)
    guard names.contains("IBOutlet") || names.contains("IBInspectable"),
      let owner = enclosingTypeName(of: Syntax(node)), isRegistrableContext(Syntax(node))
    else { return .visitChildren }
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      let property = pattern.identifier.text
      register(
        owner,
        "r.property(\(owner).self, \"\(property.trimmingBackticks)\") { (target: \(owner), value) "
          + "in target.\(property) = try _tapwrightPortArgument(value) }")
    }
    return .visitChildren
  }

  // MARK: Key-value observing

  /// An `@objc dynamic` property is observable through the Objective-C runtime, which wraps its
  /// setter in change notifications. On Linux the property tells HeadlessUIKit's key-value
  /// observing itself: a stored one gets observers (or its own gain a first line), a computed
  /// one's setter starts with the notifications. All on the property's own lines.
  private func makeObservable(_ node: VariableDeclSyntax) {
    let modifiers = Set(node.modifiers.map(\.name.text))
    guard modifiers.contains("dynamic"), !modifiers.contains("static"),
      !modifiers.contains("class"), !modifiers.contains("lazy"),
      node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1,
      let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return }
    let key = literal(name.trimmingBackticks)
    let will = "_tapwrightKeyValueWillChange(self, \(key))"
    let did = "_tapwrightKeyValueDidChange(self, \(key))"
    func insert(_ text: String, at offset: Int) {
      edits.append(Edit(start: offset, end: offset, replacement: text))
    }
    guard let block = binding.accessorBlock else {
      insert(
        " { willSet { \(will) } didSet { \(did) } }",
        at: binding.endPositionBeforeTrailingTrivia.utf8Offset)
      return
    }
    guard case .accessors(let accessors) = block.accessors else { return }
    let kinds = accessors.map(\.accessorSpecifier.tokenKind)
    if let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
      let body = setter.body
    {
      insert(
        " \(will); defer { \(did) };", at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
      )
      return
    }
    guard kinds.allSatisfy({ $0 == .keyword(.willSet) || $0 == .keyword(.didSet) }),
      let first = accessors.first, let last = accessors.last
    else { return }
    if let willSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.willSet) }
    ),
      let body = willSet.body
    {
      insert(" \(will);", at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
    } else {
      insert("willSet { \(will) } ", at: first.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    if let didSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }),
      let body = didSet.body
    {
      insert(" defer { \(did) };", at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
    } else {
      insert(" didSet { \(did) }", at: last.endPositionBeforeTrailingTrivia.utf8Offset)
    }
  }

  /// `NSObject`'s methods that Linux's `NSObject` lacks and HeadlessUIKit gives in an extension
  /// (a protocol's or the class's), which a class cannot override there.
  static let nsObjectExtensionMethods: Set<String> = [
    "responds(to:)", "value(forKey:)", "value(forKeyPath:)", "setValue(_:forKey:)",
    "setValue(_:forKeyPath:)", "forwardingTarget(for:)",
  ]

  /// `override func responds(to:)` (Alamofire's session delegate, delegate proxies) and the
  /// key-value coding methods: on Linux the method is the class's own, its `override` blanked
  /// (kept under a superclass of the target, whose method it overrides); a call through the
  /// class (or `self`) reaches it, one through `NSObject` HeadlessUIKit's.
  private func overrideWithoutNSObjectMethod(_ node: FunctionDeclSyntax) {
    guard Self.nsObjectExtensionMethods.contains(fullName(node)),
      !node.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.static) || $0.name.text == "class"
      }),
      let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
      let classDecl = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self)
    else { return }
    // Under a class of the target, whose own such method is what this one overrides.
    if let superclass = classDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
      index.classNames.contains(superclass)
    {
      return
    }
    remove(Syntax(override))
  }

  /// `override func observeValue(forKeyPath:of:change:context:)` in a class of `NSObject`:
  /// Linux's `NSObject` has no such method, so the method is the class's own (its `override`
  /// blanked), the class conforms to HeadlessUIKit's `_TapwrightKeyValueObserving` (which
  /// `addObserver(_:forKeyPath:options:context:)` tells), and a call of the superclass's method —
  /// `NSObject`'s, which reports the observation unhandled — calls HeadlessUIKit's stand-in.
  private func observeWithoutNSObjectMethod(_ node: FunctionDeclSyntax) {
    guard node.name.text == "observeValue",
      node.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath",
      let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
      let classDecl = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self),
      let superclass = classDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
      ["NSObject", "Foundation.NSObject", "ObjectiveC.NSObject"].contains(superclass),
      let name = enclosingTypeName(of: Syntax(classDecl), including: true),
      isRegistrableContext(Syntax(classDecl))
    else { return }
    remove(Syntax(override))
    keyValueObservers.append(name)
    final class SuperCalls: SyntaxVisitor {
      var found: [MemberAccessExprSyntax] = []
      override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.is(SuperExprSyntax.self) == true,
          node.declName.baseName.text == "observeValue"
        {
          found.append(node)
        }
        return .visitChildren
      }
    }
    guard let body = node.body else { return }
    let calls = SuperCalls(viewMode: .sourceAccurate)
    calls.walk(body)
    for call in calls.found {
      replace(call, with: "self._tapwrightUnhandledObservation")
    }
  }

  /// `object.observe(\.contentSize, …)` (and `publisher(for: \.text)`, Combine's form): the key
  /// path literal is handed through
  /// `_tapwrightKeyPath(_:_:)` with its name (`"contentSize"`), which Objective-C reads from the
  /// key path itself and Swift on Linux cannot, so the observation is told of that property's
  /// changes by name.
  private func nameObservedKeyPath(_ node: FunctionCallExprSyntax) {
    let callee =
      node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard let callee, let argument = node.arguments.first,
      callee == "observe" && argument.label == nil
        || ["willChangeValue", "didChangeValue", "publisher"].contains(callee)
          && argument.label?.text == "for",
      let keyPath = argument.expression.as(KeyPathExprSyntax.self)
    else { return }
    var names: [String] = []
    for component in keyPath.components {
      switch component.component {
      case .property(let property): names.append(property.declName.baseName.text.trimmingBackticks)
      case .optional: continue
      default: return
      }
    }
    guard !names.isEmpty else { return }
    edits.append(
      Edit(
        start: keyPath.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: keyPath.positionAfterSkippingLeadingTrivia.utf8Offset,
        replacement: "_tapwrightKeyPath("))
    edits.append(
      Edit(
        start: keyPath.endPositionBeforeTrailingTrivia.utf8Offset,
        end: keyPath.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: ", \(literal(names.joined(separator: "."))))"))
  }

  // MARK: Core Data

  /// An `@NSManaged` property has no storage and no body: Core Data's Objective-C runtime
  /// provides its accessors. On Linux they are written out, reading and writing the managed
  /// object's values by key (HeadlessUIKit's Core Data keeps them).
  private func implementManaged(_ node: VariableDeclSyntax) {
    guard node.attributes.contains(where: { attributeName($0) == "NSManaged" }),
      node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock == nil,
      binding.typeAnnotation != nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
    else { return }
    let key = literal(name.text.trimmingBackticks)
    let offset = binding.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(
      Edit(
        start: offset, end: offset,
        replacement: " { get { _tapwrightManagedValue(forKey: \(key)) } "
          + "set { _tapwrightSetManagedValue(newValue, forKey: \(key)) } }"))
  }

  /// An `@NSManaged` to-many accessor (`addToTags(_:)`, `removeFromTags(at:)`…) gets a body
  /// that changes the relationship its name names.
  private func implementManaged(_ node: FunctionDeclSyntax) {
    guard node.body == nil,
      node.attributes.contains(where: { attributeName($0) == "NSManaged" })
    else { return }
    let arguments = node.signature.parameterClause.parameters.map {
      ($0.secondName ?? $0.firstName).text
    }
    let offset = node.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(
      Edit(
        start: offset, end: offset,
        replacement: " { _tapwrightManagedAccessor("
          + ([literal(node.name.text)] + arguments).joined(separator: ", ") + ") }"))
  }

  private func register(_ owner: String, _ line: String) {
    if registrations[owner] == nil { registrationOrder.append(owner) }
    registrations[owner, default: []].append(line)
  }

  // MARK: target?.perform(action)

  /// `item.target?.perform(item.action, with: nil)` — how tests tap a bar button item — calls
  /// `perform` on `AnyObject`, which only Objective-C's dynamic lookup finds. The target is
  /// handed through `_tapwrightPortObject(_:)` (an `NSObject?`, as every target of an
  /// Objective-C action is), so `perform` resolves.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    qualifyFloatingPointConstants(node)
    nameObservedKeyPath(node)
    if rewriteOptionalRequirementCall(node) { return .visitChildren }
    if rewriteMetatypeConstruction(node) { return .visitChildren }
    if let function = node.calledExpression.as(DeclReferenceExprSyntax.self),
      function.baseName.text == "NSClassFromString"
    {
      // The Objective-C runtime finds `@objc(Name)` classes by name; the port's registry does.
      replace(function.baseName, with: "_tapwrightPortClassFromString")
      return .visitChildren
    }
    if let type = node.calledExpression.as(DeclReferenceExprSyntax.self),
      node.arguments.isEmpty, node.trailingClosure == nil,
      let arguments = nsObjectInitArguments(type.baseName.text)
    {
      // `Timer()`, `URLResponse()`: NSObject's init(), which Linux's Foundation lacks.
      replace(node, with: type.baseName.text + arguments)
      return .skipChildren
    }
    if let type = node.calledExpression.as(DeclReferenceExprSyntax.self),
      ["ProcessInfo", "Foundation.ProcessInfo"].contains(type.baseName.text),
      node.arguments.isEmpty, node.trailingClosure == nil,
      !index.classNames.contains("ProcessInfo")
    {
      // `ProcessInfo()`: NSObject's init(), a new object that answers for the process as
      // `processInfo` does; Linux's ProcessInfo has no public initialiser.
      replace(node, with: "ProcessInfo.processInfo")
      return .skipChildren
    }
    if let type = node.calledExpression.as(DeclReferenceExprSyntax.self),
      type.baseName.text == "Bundle", node.arguments.first?.label?.text == "for"
    {
      // `Bundle(for: Tests.self)`: the test target's resources, as on iOS.
      replace(type.baseName, with: "Bundle._tapwrightBundle")
      return .visitChildren
    }
    if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "description", node.arguments.isEmpty,
      node.trailingClosure == nil,
      let base = callee.base?.as(FunctionCallExprSyntax.self),
      base.calledExpression.trimmedDescription == "type",
      base.arguments.first?.label?.text == "of"
    {
      // `type(of: object).description()`: `+[NSObject description]`, found through AnyObject's
      // dynamic lookup on Apple platforms (the class's qualified name); Linux has no such lookup.
      edits.append(
        Edit(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: base.positionAfterSkippingLeadingTrivia.utf8Offset,
          replacement: "String(reflecting: "))
      edits.append(
        Edit(
          start: base.endPositionBeforeTrailingTrivia.utf8Offset,
          end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ")"))
      return .visitChildren
    }
    if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "isEqual", node.arguments.count == 1,
      node.arguments.first?.label == nil, let leftParen = node.leftParen,
      let base = callee.base?.as(DeclReferenceExprSyntax.self),
      isAnyObjectLoopVariable(base.baseName.text, at: Syntax(node))
    {
      // `for key in keys as [AnyObject] { if key.isEqual(pinned) … }` (Alamofire's certificate
      // pinning): `isEqual` on `AnyObject`, found only by Objective-C's dynamic lookup.
      edits.append(
        Edit(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: leftParen.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: "_tapwrightPortIsEqual(\(base.baseName.text), "))
      return .visitChildren
    }
    guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "perform", let base = callee.base
    else { return .visitChildren }
    var inner = ExprSyntax(base)
    if let chained = base.as(OptionalChainingExprSyntax.self) { inner = chained.expression }
    if let forced = base.as(ForceUnwrapExprSyntax.self) { inner = forced.expression }
    guard let member = inner.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "target"
    else { return .visitChildren }
    let start = inner.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = inner.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(Edit(start: start, end: start, replacement: "_tapwrightPortObject("))
    edits.append(Edit(start: end, end: end, replacement: ")"))
    return .visitChildren
  }

  // MARK: #selector

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "keyPath", let argument = node.arguments.first {
      // `#keyPath(CAGradientLayer.locations)` is the string "locations": the property chain
      // without the leading type name.
      var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
      if components.count > 1, let first = components.first?.first, first.isUppercase {
        components.removeFirst()
      }
      if components.first == "self" { components.removeFirst() }
      let newlines = node.trimmedDescription.filter { $0 == "\n" }.count
      edits.append(
        Edit(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: node.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: literal(components.joined(separator: "."))
            + String(repeating: "\n", count: newlines)))
      return .skipChildren
    }
    guard node.macroName.text == "selector", let argument = node.arguments.first else {
      return .visitChildren
    }
    let original = node.trimmedDescription
    var replacement = selectorReplacement(argument, at: Syntax(node))
    // Keep the line count: the rewritten call is on one line; pad with the newlines it spanned.
    let newlines = original.filter { $0 == "\n" }.count
    replacement += String(repeating: "\n", count: newlines)
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(Edit(start: start, end: end, replacement: replacement))
    return .skipChildren
  }

  private func selectorReplacement(_ argument: LabeledExprSyntax, at node: Syntax) -> String {
    let accessor = argument.label?.text
    var expression = argument.expression
    // `#selector(foo as (Int) -> Void)`: the name is before `as`.
    if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
    var owner: String?
    let reference: DeclReferenceExprSyntax
    if let member = expression.as(MemberAccessExprSyntax.self) {
      reference = member.declName
      let base = member.base?.trimmedDescription.filter { !$0.isWhitespace }
      // `#selector(type(of: self).didTap)`: the method of the enclosing type, as `self.didTap`.
      if base == nil || base == "self" || base == "Self" || base == "type(of:self)" {
        owner = enclosingTypeName(of: node)
      } else {
        owner = base
      }
    } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
      reference = plain
      owner = enclosingTypeName(of: node)
    } else {
      return "Selector(\(literal(expression.trimmedDescription)))"
    }
    let baseName = reference.baseName.text.trimmingBackticks
    let writtenLabels: [String?]? = reference.argumentNames.map { names in
      names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
    }

    if accessor == "getter" || accessor == "setter" {
      guard let owner else { return "Selector(\(literal(baseName)))" }
      if accessor == "getter" {
        return "Selector(_tapwrightPort: \(literal(baseName)), arguments: 0) "
          + "{ (target: \(owner), _, _) in target.\(reference.baseName.text) }"
      }
      let setter = "set" + baseName.prefix(1).uppercased() + baseName.dropFirst() + ":"
      return "Selector(_tapwrightPort: \(literal(setter)), arguments: 1) "
        + "{ (target: \(owner), sender, _) in target.\(reference.baseName.text) = "
        + "try _tapwrightPortArgument(sender) }"
    }

    let declared = index.method(named: baseName, labels: writtenLabels, in: owner)
    if let owner, isProtocol(owner) {
      // `#selector(URLSessionStreamDelegate.urlSession(_:readClosedFor:))`: a protocol is no
      // target's type (its existential is not a class); the name, which the registry finds on
      // the conforming object at send time.
      let name =
        declared?.objCName ?? PortMethod.objCName(baseName: baseName, labels: writtenLabels ?? [])
      return "Selector(\(literal(name)))"
    }
    let labels = writtenLabels ?? declared?.labels ?? knownUIKitMethods[baseName]
    guard let owner, let labels, labels.count <= 2 else {
      // Unknown declaration: the name only; the registry finds an exposed method at send time.
      let name =
        declared?.objCName ?? PortMethod.objCName(baseName: baseName, labels: writtenLabels ?? [])
      return "Selector(\(literal(name)))"
    }
    let name: String
    if let declared, declared.labels == labels {
      name = declared.objCName
    } else {
      name = PortMethod.objCName(baseName: baseName, labels: labels)
    }
    let call = callExpression(
      reference.baseName.text, labels: labels, arguments: ["sender", "event"],
      throwsErrors: declared?.throwsErrors ?? false)
    return "Selector(_tapwrightPort: \(literal(name)), arguments: \(labels.count)) "
      + "{ (target: \(owner), sender, event) in \(call) }"
  }

  // MARK: Instances of a generic parameter

  /// A view or view controller class of the target records the initialisers it has, so that
  /// `_tapwrightPortMake(T.self, …)` creates it (see `rewriteMetatypeConstruction`).
  private func registerMetatypeInitializers(_ node: ClassDeclSyntax, name: String) {
    guard node.genericParameterClause == nil, isRegistrableContext(Syntax(node)),
      index.uikitAncestor(of: name) != nil
    else { return }
    let kinds = index.metatypeInitializers(of: name)
    var closures: [String] = []
    if kinds.contains("plain") { closures.append("plain: { \(name)() }") }
    if kinds.contains("frame") { closures.append("frame: { \(name)(frame: $0) }") }
    if kinds.contains("nib") { closures.append("nib: { \(name)(nibName: $0, bundle: $1) }") }
    guard !closures.isEmpty else { return }
    register(name, "r.initializers(\(name).self, \(closures.joined(separator: ", ")))")
  }

  /// `T()`, `T(frame: .zero)`, `T(nibName: nil, bundle: nil)` (or `T.init(…)`) for a generic
  /// parameter `T` of a UIKit view or view controller class: Swift allows it only on a class of
  /// Objective-C's (its initialisers are looked up at run time), so on Linux the call is
  /// `_tapwrightPortMake(T.self, …)`, which creates the instance through the initialisers the
  /// class registered.
  private func rewriteMetatypeConstruction(_ node: FunctionCallExprSyntax) -> Bool {
    var called = ExprSyntax(node.calledExpression)
    if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base
    {
      called = base
    }
    guard let reference = called.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil, node.trailingClosure == nil,
      let leftParen = node.leftParen,
      let constraint = genericConstraint(of: reference.baseName.text, at: Syntax(node)),
      let ancestor = index.uikitAncestor(of: constraint) ?? ancestorByName(constraint),
      let kinds = PortIndex.metatypeKinds[ancestor]
    else { return false }
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    let kind: String
    switch labels {
    case []: kind = "plain"
    case ["frame"]: kind = "frame"
    case ["nibName", "bundle"]: kind = "nib"
    default: return false
    }
    guard kinds.contains(kind) else { return false }
    let name = reference.baseName.text
    edits.append(
      Edit(
        start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: leftParen.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: "_tapwrightPortMake(\(name).self" + (labels.isEmpty ? "" : ", ")))
    return true
  }

  /// A constraint the target does not declare — another module's class or type alias (Ariadne's
  /// `typealias ViewController = UIViewController`) — taken for the UIKit class its name ends
  /// with.
  private func ancestorByName(_ constraint: String) -> String? {
    let name = constraint.split(separator: "<").first.map(String.init) ?? constraint
    guard !index.classNames.contains(name), !index.protocolNames.contains(name) else { return nil }
    if name.hasSuffix("ViewController") { return "UIViewController" }
    if name.hasSuffix("TableViewCell") { return "UITableViewCell" }
    if name.hasSuffix("Cell") { return "UICollectionViewCell" }
    if name.hasSuffix("View") { return "UIView" }
    return nil
  }

  /// The class a generic parameter named `name` of an enclosing declaration is constrained to
  /// (`<T: UICollectionViewCell>`, `where T: UIView`), or `nil`.
  private func genericConstraint(of name: String, at node: Syntax) -> String? {
    guard name.first?.isUppercase == true else { return nil }
    var current = node.parent
    while let this = current {
      var parameters: GenericParameterClauseSyntax?
      var whereClause: GenericWhereClauseSyntax?
      if let decl = this.as(FunctionDeclSyntax.self) {
        parameters = decl.genericParameterClause
        whereClause = decl.genericWhereClause
      } else if let decl = this.as(ClassDeclSyntax.self) {
        parameters = decl.genericParameterClause
        whereClause = decl.genericWhereClause
      } else if let decl = this.as(StructDeclSyntax.self) {
        parameters = decl.genericParameterClause
        whereClause = decl.genericWhereClause
      } else if let decl = this.as(InitializerDeclSyntax.self) {
        parameters = decl.genericParameterClause
        whereClause = decl.genericWhereClause
      } else if let decl = this.as(EnumDeclSyntax.self) {
        parameters = decl.genericParameterClause
        whereClause = decl.genericWhereClause
      }
      if let parameter = parameters?.parameters.first(where: { $0.name.text == name }) {
        if let inherited = parameter.inheritedType {
          return inherited.trimmedDescription
        }
        for requirement in whereClause?.requirements ?? [] {
          if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
            conformance.leftType.trimmedDescription == name
          {
            return conformance.rightType.trimmedDescription
          }
        }
        return nil
      }
      current = this.parent
    }
    return nil
  }

  // MARK: Helpers

  /// Whether `name` is the variable of an enclosing `for name in … as [AnyObject]` loop.
  private func isAnyObjectLoopVariable(_ name: String, at node: Syntax) -> Bool {
    var current = node.parent
    while let this = current {
      if let loop = this.as(ForStmtSyntax.self),
        loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      {
        // `keys as [AnyObject]`, unfolded: the parser leaves `as` among a sequence's elements.
        let sequence = loop.sequence.trimmedDescription.filter { !$0.isWhitespace }
        return sequence.hasSuffix("as[AnyObject]") || sequence.hasSuffix("as![AnyObject]")
      }
      if this.is(FunctionDeclSyntax.self) { return false }
      current = this.parent
    }
    return false
  }

  /// Whether `name` is a protocol: one the target declares, or a framework's delegate or data
  /// source protocol (`URLSessionDelegate`, `UITableViewDataSource`) that is not a class of the
  /// target.
  private func isProtocol(_ name: String) -> Bool {
    if index.protocolNames.contains(name) { return true }
    if index.classNames.contains(name) { return false }
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return ["Delegate", "DataSource", "Protocol"].contains { last.hasSuffix($0) }
      && last.first?.isUppercase == true
  }

  private func replace(_ node: some SyntaxProtocol, with text: String, onDarwin: Bool = false) {
    edits.append(
      Edit(
        start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text,
        onDarwin: onDarwin))
  }

  /// Blanks a node's text (not its trivia) with spaces, keeping its newlines, so every column
  /// after it stays where it was.
  private func remove(_ node: Syntax, onDarwin: Bool = false) {
    edits.append(
      Edit(
        start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: node.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: blanked(node.trimmedDescription), onDarwin: onDarwin))
  }

  private func inherits(_ type: ClassDeclSyntax, _ name: String) -> Bool {
    type.inheritanceClause?.inheritedTypes.contains {
      $0.type.trimmedDescription == name || $0.type.trimmedDescription == "UIKit.\(name)"
    } ?? false
  }
}

/// `target.method(…)` with the labels, each argument cast by `_tapwrightPortArgument`.
func callExpression(
  _ baseName: String, labels: [String?], arguments: [String], throwsErrors: Bool
) -> String {
  let parts = labels.enumerated().map { offset, label in
    (label.map { "\($0): " } ?? "") + "_tapwrightPortArgument(\(arguments[offset]))"
  }
  let call = "target.\(baseName)(\(parts.joined(separator: ", ")))"
  return (throwsErrors || !labels.isEmpty) ? "try " + call : call
}

/// A Swift string literal.
func literal(_ text: String) -> String { "\"\(escaped(text))\"" }

/// A multi-line raw string literal holding `text` as it is.
func rawLiteral(_ text: String) -> String {
  var hashes = "#"
  while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
  return hashes + "\"\"\"\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "\"\"\"" + hashes
}

/// `text` with every character but a newline made a space (per UTF-8 byte, as columns count).
func blanked(_ text: String) -> String {
  String(decoding: text.utf8.map { $0 == 0x0A || $0 == 0x0D ? $0 : 0x20 }, as: UTF8.self)
}

/// Foundation classes apps subclass (or create) with `NSObject`'s `init()`, which their Linux form
/// lacks: the arguments of the Linux designated initialiser that give the empty object Apple's
/// `init()` gives (a timer that never fires, a session of the default configuration, a response
/// for `about:blank` with no content — Apple's has no URL, which Linux's cannot hold — and status
/// 0, a cache of no capacity, `about:blank` for an empty URL).
let nsObjectInitArgumentsByClass: [String: String] = [
  "Timer": "(fire: Date(), interval: 0, repeats: false, block: { _ in })",
  "URLSession": "(configuration: .default)",
  "URLResponse":
    "(url: URL(string: \"about:blank\")!, mimeType: nil, expectedContentLength: -1, "
    + "textEncodingName: nil)",
  "HTTPURLResponse":
    "(url: URL(string: \"about:blank\")!, statusCode: 0, httpVersion: nil, headerFields: nil)!",
  "URLCache": "(memoryCapacity: 0, diskCapacity: 0, diskPath: nil)",
  // `NSURL() as URL`, a fallback (TRON's URL builder): Linux's empty NSURL stops the process
  // when bridged to a URL.
  "NSURL": "(string: \"about:blank\")!",
]

/// The value of a platform test as on the iOS simulator, or `nil` for one left as it is.
func platformConditionValue(_ test: String, _ argument: String) -> Bool? {
  switch test {
  case "os": return argument == "iOS"
  case "canImport":
    if argument == "UIKit" { return true }
    return ["AppKit", "Cocoa", "WatchKit"].contains(argument) ? false : nil
  case "targetEnvironment":
    return argument == "simulator" ? true : argument == "macCatalyst" ? false : nil
  default: return nil
  }
}

/// The platform tests (`os(…)`, `canImport(…)`, `targetEnvironment(…)`) of an `#if` condition.
final class PlatformTests: SyntaxVisitor {
  var found: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if ["os", "canImport", "targetEnvironment"].contains(node.calledExpression.trimmedDescription) {
      found.append(node)
      return .skipChildren
    }
    return .visitChildren
  }
}

/// Whether an expression names a closure's anonymous parameters (`$0`) outside closures of its
/// own.
final class AnonymousParameters: SyntaxVisitor {
  var found = false

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if case .dollarIdentifier = node.baseName.tokenKind { found = true }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The names in `super.<name>(…)` calls of one method.
final class SuperCalls: SyntaxVisitor {
  let name: String
  var found: [TokenSyntax] = []

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == name {
      found.append(node.declName.baseName)
    }
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The `super.init(…)` calls in an initialiser's body (not in a closure or nested type's).
final class SuperInitCalls: SyntaxVisitor {
  var found: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`),
      member.base?.is(SuperExprSyntax.self) == true
    {
      found.append(node)
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Classes UIKit creates by name rather than the app's code.
let createdByName: Set<String> = [
  "UIResponder", "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate",
]

func escaped(_ text: String) -> String {
  text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
}

/// A stable 64-bit FNV-1a hash, in hex: the same on every run and machine.
func stableHash(_ text: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  return String(hash, radix: 16)
}

extension String {
  var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
