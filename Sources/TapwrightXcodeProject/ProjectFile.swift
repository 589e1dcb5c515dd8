import Foundation

/// A failure to read a project or to write its package: one message, naming the file and, where
/// there is one, the object of the project it is about.
public struct ProjectError: Error, CustomStringConvertible, Equatable, Sendable {
  public let description: String

  public init(_ description: String) { self.description = description }
}

/// `project.pbxproj` as Xcode writes it: an old-style (OpenStep) property list, read with
/// Foundation's `PropertyListSerialization` (CoreFoundation's parser, on Linux as on macOS), whose
/// `objects` are looked up by their ids.
struct ProjectFile {
  /// The `.xcodeproj` folder.
  let bundle: URL
  /// `project.pbxproj`, as messages name it: `MyApp.xcodeproj/project.pbxproj`.
  let displayName: String
  let objects: [String: [String: Any]]
  let rootObject: String
  let objectVersion: Int

  init(bundle: URL) throws(ProjectError) {
    self.bundle = bundle
    let file = bundle.appending(path: "project.pbxproj")
    displayName = "\(bundle.lastPathComponent)/project.pbxproj"
    guard FileManager.default.fileExists(atPath: bundle.path(percentEncoded: false)) else {
      throw ProjectError("\(bundle.path(percentEncoded: false)): no such project")
    }
    guard let data = FileManager.default.contents(atPath: file.path(percentEncoded: false)) else {
      throw ProjectError(
        "\(displayName): no such file (is \(bundle.lastPathComponent) an Xcode project?)")
    }
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw ProjectError("\(displayName): not a property list — \(Self.reason(error))")
    }
    guard let top = plist as? [String: Any] else {
      throw ProjectError("\(displayName): not a project (its top level is not a dictionary)")
    }
    guard let objects = top["objects"] as? [String: Any] else {
      throw ProjectError("\(displayName): not a project (it has no `objects` dictionary)")
    }
    var typed: [String: [String: Any]] = [:]
    for (id, object) in objects {
      guard let dictionary = object as? [String: Any], dictionary["isa"] is String else {
        throw ProjectError("\(displayName): object \(id) is not a dictionary with an `isa`")
      }
      typed[id] = dictionary
    }
    self.objects = typed
    guard let root = top["rootObject"] as? String, typed[root]?["isa"] as? String == "PBXProject"
    else {
      throw ProjectError("\(displayName): its `rootObject` is not a PBXProject")
    }
    rootObject = root
    objectVersion = Int(top["objectVersion"] as? String ?? "") ?? 0
  }

  /// The reason CoreFoundation gives, with its line number, without the error domain's wrapping.
  static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    // CoreFoundation tries the XML format first; the old-style parser's reason, kept under this
    // key, is the one about a project file.
    // On Linux that error is a CFError that does not bridge to NSError: its description is read.
    if let oldStyle = nsError.userInfo["kCFPropertyListOldStyleParsingError"] {
      let text =
        (oldStyle as? NSError)?.userInfo["NSDebugDescription"] as? String
        ?? String(describing: oldStyle)
      if let start = text.range(of: "NSDebugDescription=") {
        return String(text[start.upperBound...].dropLast(text.hasSuffix("}") ? 1 : 0))
      }
      return text
    }
    return nsError.userInfo["NSDebugDescription"] as? String ?? "\(error)"
  }

  /// The object `id`, whose `isa` must be one of `types`; `role` says what it was reached as.
  func object(_ id: String, as types: Set<String>, role: String) throws(ProjectError) -> (
    isa: String, fields: [String: Any]
  ) {
    guard let fields = objects[id], let isa = fields["isa"] as? String else {
      throw ProjectError("\(displayName): \(role) names object \(id), which is not in the project")
    }
    guard types.contains(isa) else {
      throw ProjectError(
        "\(displayName): \(role) is object \(id) of type \(isa), which this tool does not know "
          + "(it reads \(types.sorted().joined(separator: ", ")))")
    }
    return (isa, fields)
  }

  func ids(_ value: Any?) -> [String] { value as? [String] ?? [] }
}
