import Foundation

/// What an Xcode project says about its targets, read from `project.pbxproj` — all that a Linux
/// test package needs: each native target's kind, module, Swift sources and resources (only the
/// files that are members of the target, by its build phases and synchronized folders), language
/// mode, Info.plist, test host, dependencies and Swift packages.
public struct XcodeProject: Sendable {
  public enum Kind: String, Sendable {
    case application = "app"
    case unitTests = "unit tests"
    case framework = "framework"
    case staticLibrary = "static library"
  }

  /// A resource the target copies: `destination` is its path inside the bundle (a localized
  /// file keeps its `.lproj` folder); a folder is copied as it is (a folder reference, an asset
  /// catalog, a bundle).
  public struct Resource: Sendable, Equatable {
    public var source: URL
    public var destination: String
    public var isFolder: Bool
  }

  public struct PackageProduct: Sendable, Equatable {
    public var name: String
    /// The package's identity in the generated manifest (`nil`: a product with no package, which
    /// Xcode writes for a package of the project's own workspace).
    public var package: String?
  }

  /// `@unchecked`: `infoPlist` holds property-list values only (strings, numbers, arrays and
  /// dictionaries of them), which are never mutated after reading.
  public struct Target: @unchecked Sendable {
    public var name: String
    public var kind: Kind
    public var moduleName: String
    public var productName: String
    public var sources: [URL]
    public var resources: [Resource]
    /// `SWIFT_VERSION`'s language mode: "4", "4.2", "5" or "6".
    public var swiftVersion: String
    /// The app's Info.plist with the keys Xcode adds from `INFOPLIST_KEY_*` settings.
    public var infoPlist: [String: Any]?
    public var infoPlistFile: URL?
    /// For a unit-test bundle: the app it runs in (`TEST_HOST`); `nil` when it has none.
    public var testHost: String?
    /// Targets of the project this one depends on (target dependencies and the test host).
    public var dependencies: [String]
    public var packageProducts: [PackageProduct]
    /// Files of the target no Linux build compiles (Objective-C, C, Metal…), by path.
    public var unbuiltFiles: [String]
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` flags of `OTHER_SWIFT_FLAGS`, for `#if`
    /// (SwiftPM's debug build defines `DEBUG` itself).
    public var compilationConditions: [String] = []
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (Xcode 26's app template): code not marked
    /// otherwise is isolated to the main actor.
    public var isolatesToMainActorByDefault = false
    /// Products of other targets it links (`MyKit.framework` → `MyKit`), which Xcode builds first
    /// (implicit dependencies, also across the projects of a workspace).
    public var linkedProducts: [String] = []
  }

  public struct SkippedTarget: Sendable, Equatable {
    public var name: String
    public var reason: String
    /// Whether it is a unit-test bundle: tests of the app that do not run here.
    public var isTestBundle = false
  }

  public struct Package: Sendable, Equatable {
    public enum Location: Sendable, Equatable {
      case remote(url: String)
      case local(path: URL)
    }
    /// `from: "1.2.0"`, `exact: "1.2.0"`, `"1.0.0"..<"2.0.0"`, `branch: "main"`, …: the argument
    /// list of `.package(url:…)` after the URL.
    public var location: Location
    public var requirement: String
    public var identity: String
  }

  public var bundle: URL
  /// The folder paths in the project are relative to (`SRCROOT`).
  public var directory: URL
  public var name: String
  public var objectVersion: Int
  /// `developmentRegion`, as a localization (`English` → `en`).
  public var developmentRegion: String
  public var targets: [Target]
  public var skipped: [SkippedTarget]
  public var packages: [Package]
  /// What the project uses that a Linux package leaves out (CocoaPods, Carthage…), one a line.
  public var notes: [String]
  /// Copies of Swift packages' sources built through the port (see `portingPackages`), by their
  /// path in the Linux package (`Dependencies/<identity>/…`).
  public var vendoredSources: [String: String] = [:]
  /// Targets built from sources the project keeps (a pod's in `Pods/`, a Carthage checkout's)
  /// that stand in for a package of the same library, by the package's identity, for when the
  /// package does not resolve (see `replacingPackageWithSources`).
  public var sourceFallbacks: [String: [Target]] = [:]
}
