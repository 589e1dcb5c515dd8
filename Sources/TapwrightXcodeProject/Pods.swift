import Foundation

/// CocoaPods, as far as a Linux package can follow it: the pods that are also Swift packages
/// building on Linux are added as packages, at the version `Podfile.lock` records (loosened to
/// the same major version: a pod's release may predate its package); the others are named as not
/// supported.
struct Podfile {
  /// A pod a Linux package can use: its package and the product the pod's module is.
  struct Package {
    var url: String
    var product: String
    /// The version rule when neither Podfile.lock nor the Podfile gives one.
    var defaultVersion: String
  }

  /// Pods whose Swift packages build on Linux (Foundation-only libraries and test frameworks):
  /// the package, the version rule when nothing gives one, and its pods (each pod's module is the
  /// package's product of the same name).
  static let knownPackages: [String: Package] = {
    let table: [(url: String, defaultVersion: String, pods: [String])] = [
      ("https://github.com/Swinject/Swinject", "2.8.0", ["Swinject"]),
      (
        "https://github.com/Swinject/SwinjectAutoregistration", "2.8.0",
        ["SwinjectAutoregistration"]
      ),
      ("https://github.com/Quick/Quick", "7.0.0", ["Quick"]),
      ("https://github.com/Quick/Nimble", "13.0.0", ["Nimble"]),
      (
        "https://github.com/ReactiveX/RxSwift", "6.0.0",
        ["RxSwift", "RxRelay", "RxTest", "RxBlocking"]
      ),
      ("https://github.com/Alamofire/Alamofire", "5.0.0", ["Alamofire"]),
      ("https://github.com/SwiftyJSON/SwiftyJSON", "5.0.0", ["SwiftyJSON"]),
      ("https://github.com/ReactiveCocoa/ReactiveSwift", "7.0.0", ["ReactiveSwift"]),
      ("https://github.com/tristanhimmelman/ObjectMapper", "4.0.0", ["ObjectMapper"]),
      ("https://github.com/mxcl/PromiseKit", "8.0.0", ["PromiseKit"]),
    ]
    var packages: [String: Package] = [:]
    for entry in table {
      for pod in entry.pods {
        packages[pod] = Package(url: entry.url, product: pod, defaultVersion: entry.defaultVersion)
      }
    }
    return packages
  }()

  /// Pods by the Xcode target whose block declares them (`""`: outside every target, for all).
  var podsByTarget: [String: [(name: String, requirement: String?)]] = [:]
  /// Versions Podfile.lock records, by pod (subspecs folded into their pod).
  var lockedVersions: [String: String] = [:]

  init(text: String, lock: String?) {
    var stack: [String?] = []  // a target's name, or nil for any other block
    for rawLine in text.split(whereSeparator: \.isNewline) {
      var line = rawLine.trimmingCharacters(in: .whitespaces)
      if let comment = line.firstIndex(of: "#") { line = String(line[..<comment]) }
      line = line.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty else { continue }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "(" })
      let first = words.first.map(String.init) ?? ""
      let quoted = Self.quotedStrings(line)
      if first == "end" {
        if !stack.isEmpty { stack.removeLast() }
        continue
      }
      if ["target", "abstract_target"].contains(first),
        line.range(of: #"\bdo\b"#, options: .regularExpression) != nil
      {
        stack.append(first == "target" ? quoted.first : "")
        continue
      }
      if first == "pod", let name = quoted.first {
        let target = stack.compactMap { $0 }.last(where: { !$0.isEmpty }) ?? ""
        let pod = String(name.split(separator: "/").first ?? Substring(name))
        podsByTarget[target, default: []].append((pod, quoted.dropFirst().first))
        continue
      }
      // Any other block (`post_install do |installer|`, `if`, `def`…) closes with its own `end`.
      if line.range(of: #"\bdo\b\s*(\|[^|]*\|)?$"#, options: .regularExpression) != nil
        || ["if", "unless", "def", "case", "begin", "while", "until", "for"].contains(first)
      {
        stack.append(nil)
      }
    }
    // PODS: "  - Name (1.2.3)" or "  - Name/Sub (1.2.3):"
    var inPods = false
    for rawLine in (lock ?? "").split(whereSeparator: \.isNewline) {
      if !rawLine.hasPrefix(" ") { inPods = rawLine.hasPrefix("PODS:") }
      guard inPods, rawLine.hasPrefix("  - "), let open = rawLine.firstIndex(of: "("),
        let close = rawLine.lastIndex(of: ")")
      else { continue }
      let name = rawLine.dropFirst(4)[..<open].trimmingCharacters(in: .whitespaces)
      let pod = String(name.split(separator: "/").first ?? Substring(name))
      let version = rawLine[rawLine.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
      if lockedVersions[pod] == nil { lockedVersions[pod] = version }
    }
  }

  static func quotedStrings(_ line: String) -> [String] {
    var result: [String] = []
    var current: String?
    var quote: Character = "'"
    for character in line {
      if var text = current {
        if character == quote {
          result.append(text)
          current = nil
        } else {
          text.append(character)
          current = text
        }
      } else if character == "'" || character == "\"" {
        quote = character
        current = ""
      }
    }
    return result
  }

  /// The `from:` version for a pod: Podfile.lock's, else the Podfile's (`'~> 2.7'`, `'2.7.1'`,
  /// `'>= 2.0'`), else the known default; always three components.
  func version(of pod: String, requirement: String?, default fallback: String) -> String {
    let raw =
      lockedVersions[pod]
      ?? requirement.map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "~>=< "))
      } ?? fallback
    let core = raw.split(separator: "-", maxSplits: 1)
    var parts = core.first.map { $0.split(separator: ".").map(String.init) } ?? []
    guard parts.allSatisfy({ Int($0) != nil }), !parts.isEmpty else { return fallback }
    while parts.count < 3 { parts.append("0") }
    let prerelease = core.count > 1 ? "-" + core[1] : ""
    return parts.prefix(3).joined(separator: ".") + prerelease
  }
}

extension ProjectReader {
  /// Applies the project's Podfile: known pods become packages and products of the targets that
  /// declare them; the note names what was added and what was not.
  func applyPods(to project: inout XcodeProject) {
    let folders = [directory, file.bundle.deletingLastPathComponent()]
    guard
      let podfileURL = folders.map({ $0.appending(path: "Podfile") }).first(where: {
        FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
      }),
      let text = try? String(contentsOf: podfileURL, encoding: .utf8)
    else { return }
    let lock = try? String(
      contentsOf: podfileURL.deletingLastPathComponent().appending(path: "Podfile.lock"),
      encoding: .utf8)
    let podfile = Podfile(text: text, lock: lock)
    var added: [String] = []
    var unsupported: [String] = []
    for (targetName, pods) in podfile.podsByTarget.sorted(by: { $0.key < $1.key }) {
      for pod in pods {
        guard let known = Podfile.knownPackages[pod.name] else {
          if !unsupported.contains(pod.name) { unsupported.append(pod.name) }
          continue
        }
        let identity = Self.identity(of: known.url)
        if !project.packages.contains(where: { $0.identity == identity }) {
          let version = podfile.version(
            of: pod.name, requirement: pod.requirement, default: known.defaultVersion)
          project.packages.append(
            .init(
              location: .remote(url: known.url), requirement: "from: \"\(version)\"",
              identity: identity))
          added.append("\(pod.name) \(version)")
        }
        for index in project.targets.indices
        where targetName.isEmpty || project.targets[index].name == targetName {
          let product = XcodeProject.PackageProduct(name: known.product, package: identity)
          if !project.targets[index].packageProducts.contains(product) {
            project.targets[index].packageProducts.append(product)
          }
        }
      }
    }
    var note = "Podfile: CocoaPods is not run"
    if !added.isEmpty {
      note +=
        "; its pods that are Swift packages building on Linux are added as packages "
        + "(\(added.joined(separator: ", ")), from the same major version on)"
    }
    if !unsupported.isEmpty {
      note +=
        "; not supported: \(unsupported.joined(separator: ", ")) — a file that imports one "
        + "does not compile on Linux"
    }
    project.notes.append(note)
  }
}
