import Foundation

extension XcodeProject {
  /// Libraries of Objective-C on UIKit, which do not build on Linux, that Tapwright stands in for
  /// there with a Swift module of the same API: by the module an app imports, the stand-in's
  /// product; the pod's and the Swift package's names are the module's.
  public static let linuxStandIns: [String: String] = [
    "SDWebImage": "HeadlessSDWebImage", "SVProgressHUD": "HeadlessSVProgressHUD",
    "MBProgressHUD": "HeadlessMBProgressHUD",
  ]

  /// The project without the Swift packages Tapwright stands in for on Linux (see
  /// `linuxStandIns`): SwiftPM would not build them there, and a copy that does not resolve
  /// would stop every target that uses it. A file that imports one gets the stand-in (the port's
  /// package adds its product where a file imports the module); a note says so.
  public func withStandIns() -> XcodeProject {
    var project = self
    for (module, standIn) in Self.linuxStandIns.sorted(by: { $0.key < $1.key }) {
      let identity = module.lowercased()
      guard project.packages.contains(where: { $0.identity == identity }) else { continue }
      project.packages.removeAll { $0.identity == identity }
      for index in project.targets.indices {
        project.targets[index].packageProducts.removeAll { $0.package == identity }
      }
      project.notes.append(
        "Swift package \(identity): \(module) is Objective-C on UIKit, which does not build on "
          + "Linux; Tapwright's \(standIn) stands in for it there")
    }
    return project
  }
}
