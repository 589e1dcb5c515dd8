import Foundation

/// What a pod's podspec says of its files and its module, as far as a Linux build needs it: the
/// source and exclude patterns (every spec's and subspec's, together), the module name and the
/// Swift version. Read from a Ruby `.podspec` by its assignments (`s.source_files = 'A/**/*'`,
/// `['A/*.swift', 'B/*.swift']` over several lines, `"A", "B"`) or from a `.podspec.json`.
struct Podspec {
  var sourceFiles: [String] = []
  var excludeFiles: [String] = []
  var moduleName: String?
  var swiftVersion: String?

  /// The podspec of pod `name` in `folder`: `<name>.podspec(.json)`, else the folder's only one.
  init?(pod name: String, in folder: URL) {
    let manager = FileManager.default
    let files = (try? manager.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
    let specs = files.filter { $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json") }
    guard
      let chosen = specs.first(where: { $0 == "\(name).podspec" || $0 == "\(name).podspec.json" })
        ?? (specs.count == 1 ? specs.first : nil),
      let text = try? String(contentsOf: folder.appending(path: chosen), encoding: .utf8)
    else { return nil }
    if chosen.hasSuffix(".json") {
      guard let data = text.data(using: .utf8),
        let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      else { return nil }
      read(json: root)
    } else {
      read(ruby: text, pod: name)
    }
  }

  private mutating func read(json: [String: Any]) {
    func strings(_ value: Any?) -> [String] {
      if let one = value as? String { return [one] }
      return value as? [String] ?? []
    }
    sourceFiles += strings(json["source_files"])
    excludeFiles += strings(json["exclude_files"])
    if moduleName == nil { moduleName = json["module_name"] as? String }
    if swiftVersion == nil {
      swiftVersion = Self.newest(strings(json["swift_versions"]) + strings(json["swift_version"]))
    }
    for case let subspec as [String: Any] in json["subspecs"] as? [Any] ?? [] {
      read(json: subspec)
    }
  }

  private mutating func read(ruby text: String, pod: String) {
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
    var index = 0
    while index < lines.count {
      var line = lines[index]
      index += 1
      if let comment = line.firstIndex(of: "#"), !line[..<comment].contains(where: { $0 == "\"" }) {
        line = String(line[..<comment])
      }
      guard
        let match = line.range(
          of: #"^\s*\w+\.(source_files|exclude_files|module_name|swift_versions?)\s*=\s*"#,
          options: .regularExpression)
      else { continue }
      let key = line[match].split(separator: ".")[1].split(separator: "=")[0]
        .trimmingCharacters(in: .whitespaces)
      var value = String(line[match.upperBound...])
      // An array written over several lines ends at its closing bracket.
      while value.filter({ $0 == "[" }).count > value.filter({ $0 == "]" }).count,
        index < lines.count
      {
        value += " " + lines[index]
        index += 1
      }
      // `"#{s.name}/Classes/**/*"` is the pod's name.
      let strings = Podfile.quotedStrings(value).map {
        $0.replacingOccurrences(
          of: #"#\{\s*\w+\.name\s*\}"#, with: pod, options: .regularExpression)
      }
      switch key {
      case "source_files": sourceFiles += strings
      case "exclude_files": excludeFiles += strings
      case "module_name": moduleName = moduleName ?? strings.first
      default: swiftVersion = swiftVersion ?? Self.newest(strings)
      }
    }
  }

  /// The newest of the Swift versions a podspec lists, which CocoaPods builds with when the
  /// compiler has it.
  private static func newest(_ versions: [String]) -> String? {
    versions.max { (Double($0) ?? 0) < (Double($1) ?? 0) }
  }

  /// The files of `folder` (paths relative to it) that the patterns take, as CocoaPods globs
  /// them: `*` within a folder, `**` across folders, `{swift,h}` alternatives; a pattern naming
  /// a folder takes everything under it.
  func files(in folder: URL) -> [String] {
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: folder.path(percentEncoded: false)) else {
      return []
    }
    var paths: [String] = []
    for case let path as String in walker { paths.append(path) }
    let sources = sourceFiles.compactMap(Self.regex)
    let excluded = excludeFiles.compactMap(Self.regex)
    func matches(_ regexes: [NSRegularExpression], _ path: String) -> Bool {
      regexes.contains { regex in
        regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
      }
    }
    return paths.filter { matches(sources, $0) && !matches(excluded, $0) }.sorted()
  }

  /// A CocoaPods glob as a regular expression over relative paths; a match of a folder's path
  /// takes what is under it too.
  static func regex(_ pattern: String) -> NSRegularExpression? {
    var trimmed = Substring(pattern)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    var regex = "^"
    var characters = Array(trimmed)[...]
    var inAlternatives = false
    while let character = characters.popFirst() {
      switch character {
      case "*" where characters.first == "*":
        characters.removeFirst()
        if characters.first == "/" {
          characters.removeFirst()
          regex += "(.*/)?"
        } else {
          regex += ".*"
        }
      case "*": regex += "[^/]*"
      case "?": regex += "[^/]"
      case "{":
        inAlternatives = true
        regex += "("
      case "}" where inAlternatives:
        inAlternatives = false
        regex += ")"
      case "," where inAlternatives: regex += "|"
      default: regex += NSRegularExpression.escapedPattern(for: String(character))
      }
    }
    return try? NSRegularExpression(pattern: regex + "(/.*)?$")
  }
}

extension ProjectReader {
  /// A development pod (`pod 'Kit', :path => '../Kit'`): the Swift files its podspec's
  /// `source_files` take in its folder, as a framework target, if none is Objective-C or C.
  /// Without a podspec that names its files, `nil`.
  static func developmentPodTarget(_ pod: String, in folder: URL) -> XcodeProject.Target? {
    guard let spec = Podspec(pod: pod, in: folder), !spec.sourceFiles.isEmpty else { return nil }
    let files = spec.files(in: folder)
    let languages = Set(files.map { ($0 as NSString).pathExtension.lowercased() })
    guard languages.isDisjoint(with: ["m", "mm", "c", "cc", "cpp", "cxx"]) else { return nil }
    let sources = files.filter { $0.hasSuffix(".swift") }.map { folder.appending(path: $0) }
    guard !sources.isEmpty else { return nil }
    return podFramework(
      pod, moduleName: spec.moduleName, sources: sources,
      swiftVersion: spec.swiftVersion.map(languageMode) ?? "5")
  }

  /// A pod's framework target: its module named as CocoaPods names it (`moduleName`, else the
  /// pod's name as a Swift identifier: `Toast-Swift` → `Toast_Swift`).
  static func podFramework(
    _ pod: String, moduleName: String?, sources: [URL], swiftVersion: String
  ) -> XcodeProject.Target {
    var module = Array(moduleName ?? pod).map {
      $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_"
    }
    if module.first?.isNumber ?? true { module.insert("_", at: 0) }
    return XcodeProject.Target(
      name: String(module), kind: .framework, moduleName: String(module),
      productName: String(module), sources: sources.sorted { $0.path < $1.path }, resources: [],
      swiftVersion: swiftVersion, infoPlist: nil, infoPlistFile: nil, testHost: nil,
      dependencies: [], packageProducts: [], unbuiltFiles: [])
  }
}
