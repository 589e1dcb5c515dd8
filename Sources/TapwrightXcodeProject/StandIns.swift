import Foundation

extension XcodeProject {
  /// Libraries of Objective-C on UIKit, which do not build on Linux, that Tapwright stands in for
  /// there with a Swift module of the same API: by the module an app imports, the stand-in's
  /// product; the pod's and the Swift package's names are the module's.
  public static let linuxStandIns: [String: String] = {
    var standIns = [
      "SDWebImage": "HeadlessSDWebImage", "SVProgressHUD": "HeadlessSVProgressHUD",
      "MBProgressHUD": "HeadlessMBProgressHUD",
    ]
    for module in firebaseModules { standIns[module] = "HeadlessFirebase" }
    return standIns
  }()

  /// Firebase's modules (and pods): HeadlessFirebase stands in for them all, one module.
  public static let firebaseModules = [
    "Firebase", "FirebaseCore", "FirebaseAuth", "FirebaseFirestore", "FirebaseFirestoreSwift",
    "FirebaseAnalytics", "FirebaseCrashlytics", "FirebaseDatabase", "FirebaseStorage",
    "FirebaseMessaging", "FirebaseRemoteConfig",
  ]

  /// The Swift packages of the libraries Tapwright stands in for on Linux, by identity: each
  /// module's own name, and Firebase's repository.
  static let linuxStandInPackages: [String: (module: String, standIn: String)] = {
    var packages: [String: (module: String, standIn: String)] = [:]
    for (module, standIn) in linuxStandIns { packages[module.lowercased()] = (module, standIn) }
    packages["firebase-ios-sdk"] = ("Firebase", "HeadlessFirebase")
    return packages
  }()

  /// The project without the Swift packages Tapwright stands in for on Linux (see
  /// `linuxStandIns`): SwiftPM would not build them there, and a copy that does not resolve
  /// would stop every target that uses it. A file that imports one gets the stand-in (the port's
  /// package adds its product where a file imports the module); a note says so.
  public func withStandIns() -> XcodeProject {
    var project = self
    for (identity, (module, standIn)) in Self.linuxStandInPackages.sorted(by: { $0.key < $1.key }) {
      guard project.packages.contains(where: { $0.identity == identity }) else { continue }
      project.packages.removeAll { $0.identity == identity }
      for index in project.targets.indices {
        project.targets[index].packageProducts.removeAll { $0.package == identity }
      }
      let language = module == "Firebase" ? "Objective-C and C++" : "Objective-C on UIKit"
      project.notes.append(
        "Swift package \(identity): \(module) is \(language), which does not build on "
          + "Linux; Tapwright's \(standIn) stands in for it there")
    }
    return project
  }
}
