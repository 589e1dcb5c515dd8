import Foundation

/// A project folder in a temporary directory: files by path, and `<name>.xcodeproj/project.pbxproj`
/// from `objects` (one `id = { … };` entry a line, as Xcode writes PBXBuildFile lines).
struct ProjectFixture {
  let root: URL

  init(
    name: String = "App", objectVersion: Int, objects: [String], rootObject: String = "P0",
    files: [String: String] = [:]
  ) throws {
    root = FileManager.default.temporaryDirectory.appending(
      path: "tapwright-project-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let bundle = root.appending(path: "\(name).xcodeproj")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    let text = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = \(objectVersion);
      \tobjects = {
      \(objects.map { "\t\t\($0)" }.joined(separator: "\n"))
      \t};
      \trootObject = \(rootObject) /* Project object */;
      }

      """
    try Data(text.utf8).write(to: bundle.appending(path: "project.pbxproj"))
    self.bundle = bundle
  }

  let bundle: URL

  func remove() { try? FileManager.default.removeItem(at: root) }
}
