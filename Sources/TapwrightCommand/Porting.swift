import Foundation
import TapwrightXcodeProject

let usage = """
  usage: tapwright port [<App>.xcodeproj | <App>.xcworkspace] [--output <folder>]
                        [--tapwright <checkout>] [--target <name>]… [--skip <name>]…
                        [--no-resolve]
         tapwright test [<App>.xcodeproj | <App>.xcworkspace] [--output <folder>]
                        [--tapwright <checkout>] [--target <name>]… [--skip <name>]…
                        [--scratch-path <folder>] [--strict] [-- <swift test options>]

  port: writes a Linux test package for an Xcode project: its app, framework and unit-test
  targets (only the files that are members of each), built through the port step, the app
  launched as the tests' host. Then run the app's tests with `swift test --package-path <folder>`.

  test: ports the project, builds it and runs its tests in one step. A test file that does not
  compile on Linux is left out (the rest of its target is built and run); the run ends with a
  summary: tests run, passed and failed, and each file not built with its first error and the
  tests it holds. An app file that does not compile stops the run with its errors.

    <App>.xcodeproj        the project, or a workspace of projects (default: the one
    <App>.xcworkspace      .xcworkspace in this folder, else the one .xcodeproj)
    --output <folder>      where the package goes (default: .tapwright beside the project);
                           rerunning updates it, rewriting only what changed
    --tapwright <checkout> the Tapwright checkout the package depends on (default: this one)
    --target <name>        only this target and what it depends on (repeat for more)
    --skip <name>          leave this target out, and every target that depends on it
    --no-resolve           port: do not check that the project's Swift packages resolve
    --scratch-path <folder> test: SwiftPM's build folder (default: .build in the package)
    --strict               test: exit 1 when a test file was left out, too
    -- <options>           test: passed to `swift test` (`--filter`, `--skip`, `--parallel`…)

  """

func fail(_ message: String, status: Int32 = 1) -> Never {
  fflush(nil)  // what was printed first comes first
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(status)
}

let currentDirectory = URL(
  fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)

func absolute(_ path: String) -> URL {
  (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appending(path: path))
    .standardizedFileURL
}

/// A path as the user sees it: relative to the current folder when it lies inside it.
func shown(_ url: URL) -> String {
  let path = url.path(percentEncoded: false)
  return path.hasPrefix(currentDirectory.path + "/")
    ? String(path.dropFirst(currentDirectory.path.count + 1)) : path
}

/// The command line of `port` and `test`.
struct Options {
  enum Command { case port, test }

  var projectPath: String?
  var outputPath: String?
  var tapwrightPath: String?
  var resolve = true
  var strict = false
  var scratchPath: String?
  /// `--target` and `--skip` names.
  var only: [String] = []
  var skipping: [String] = []
  /// Options after `--`, for `swift test`.
  var testOptions: [String] = []

  static func parse(_ arguments: [String], for command: Command) -> Options {
    var options = Options()
    var arguments = arguments
    while !arguments.isEmpty {
      let argument = arguments.removeFirst()
      switch argument {
      case "--output", "--tapwright":
        guard let value = arguments.first else { fail("\(argument) needs a folder", status: 2) }
        arguments.removeFirst()
        if argument == "--output" {
          options.outputPath = value
        } else {
          options.tapwrightPath = value
        }
      case "--target", "--skip":
        guard let value = arguments.first else { fail("\(argument) needs a target", status: 2) }
        arguments.removeFirst()
        if argument == "--target" {
          options.only.append(value)
        } else {
          options.skipping.append(value)
        }
      case "--scratch-path" where command == .test:
        guard let value = arguments.first else { fail("\(argument) needs a folder", status: 2) }
        arguments.removeFirst()
        options.scratchPath = value
      case "--no-resolve" where command == .port: options.resolve = false
      case "--strict" where command == .test: options.strict = true
      case "--" where command == .test:
        options.testOptions = arguments
        arguments = []
      case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
      case let option where option.hasPrefix("-"):
        fail("unknown option \(option)\n\n\(usage)", status: 2)
      default:
        if let projectPath = options.projectPath {
          fail("one project at a time (\(projectPath), \(argument))", status: 2)
        }
        options.projectPath = argument
      }
    }
    return options
  }
}

/// A project read and its Linux package written.
struct Ported {
  var project: XcodeProject
  let output: URL
  let tapwright: URL
  var summary: LinuxPackage.WriteSummary

  init(_ options: Options) {
    let projectURL: URL
    if let projectPath = options.projectPath {
      projectURL = absolute(projectPath)
      guard ["xcodeproj", "xcworkspace"].contains(projectURL.pathExtension) else {
        fail(
          "\(projectPath) is not an Xcode project or workspace (<App>.xcodeproj, <App>.xcworkspace)",
          status: 2)
      }
    } else {
      let entries =
        (try? FileManager.default.contentsOfDirectory(atPath: currentDirectory.path)) ?? []
      let workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }.sorted()
      let found =
        workspaces.count == 1 ? workspaces : entries.filter { $0.hasSuffix(".xcodeproj") }.sorted()
      guard found.count == 1 else {
        fail(
          found.isEmpty
            ? "no .xcodeproj or .xcworkspace in this folder; name it: tapwright port <App>.xcodeproj"
            : "\(found.count) projects in this folder (\(found.joined(separator: ", "))); name one",
          status: 2)
      }
      projectURL = currentDirectory.appending(path: found[0])
    }

    // This command's own checkout: Sources/TapwrightCommand/Porting.swift, two folders down.
    tapwright =
      options.tapwrightPath.map(absolute)
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: tapwright.appending(path: "Package.swift").path)
    else {
      fail("\(tapwright.path) holds no Package.swift; name the Tapwright checkout with --tapwright")
    }
    do {
      let read =
        (projectURL.pathExtension == "xcworkspace"
        ? try XcodeProject(workspace: projectURL)
        : try XcodeProject(contentsOf: projectURL).withFrameworksOfItsWorkspace()).withStandIns()
      project =
        options.only.isEmpty && options.skipping.isEmpty
        ? read : try read.selecting(only: options.only, skipping: options.skipping)
    } catch {
      fail(error.description)
    }
    output =
      options.outputPath.map(absolute)
      ?? projectURL.deletingLastPathComponent().appending(path: ".tapwright")
    summary = Self.write(project, to: output, tapwright: tapwright, leftOut: [:])
  }

  /// Writes the package again, leaving out `leftOut` (each file with why).
  func write(leftOut: [URL: String] = [:]) -> LinuxPackage.WriteSummary {
    Self.write(project, to: output, tapwright: tapwright, leftOut: leftOut)
  }

  private static func write(
    _ project: XcodeProject, to output: URL, tapwright: URL, leftOut: [URL: String]
  ) -> LinuxPackage.WriteSummary {
    do {
      return try LinuxPackage(
        project: project, folder: output, tapwright: tapwright, leftOut: leftOut
      )
      .write()
    } catch {
      fail(error.description)
    }
  }

  /// What was written: each target with its files, mode and host; what was skipped and why.
  func printReport() {
    print("\(project.bundle.lastPathComponent) → \(shown(output))/Package.swift")
    for target in project.targets {
      var facts = ["\(target.sources.count) Swift file\(target.sources.count == 1 ? "" : "s")"]
      if !target.resources.isEmpty {
        facts.append("\(target.resources.count) resource\(target.resources.count == 1 ? "" : "s")")
      }
      facts.append("Swift \(target.swiftVersion) mode")
      if target.kind == .unitTests {
        facts.append(target.testHost.map { "hosted by \($0)" } ?? "no host app")
      }
      if !target.unbuiltFiles.isEmpty {
        facts.append("\(target.unbuiltFiles.count) Objective-C/C files not built")
      }
      print("  \(target.moduleName) (\(target.kind.rawValue)): \(facts.joined(separator: ", "))")
    }
    for skipped in project.skipped {
      print("  \(skipped.name): skipped — \(skipped.reason)")
    }
    for note in project.notes {
      print("  note: \(note)")
    }
    print(
      "  \(summary.written.count) files written, \(summary.unchanged) unchanged"
        + (summary.removed.isEmpty ? "" : ", \(summary.removed.count) removed"))
  }

  /// Checks that the project's Swift packages resolve here. A package that does not leaves out
  /// the targets that use it (and those that depend on them), each listed with why, and the
  /// package is written again without them; when no target is left, exits with the reasons.
  mutating func resolvePackages() {
    var unresolved: [String] = []
    while !project.packages.isEmpty {
      let (status, text) = run(["swift", "package", "resolve", "--package-path", output.path])
      if status == 0 { break }
      let reasons = text.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("error: ") }
      let failing = project.packagesFailingToResolve(text)
      guard !failing.isEmpty else {
        fail(
          "the project's Swift packages do not resolve here:\n"
            + reasons.map { "  \($0)" }.joined(separator: "\n")
            + "\n(the package is written; run `tapwright port` again once they resolve)")
      }
      var leftOut: [String: String] = [:]
      var replaced = false
      for package in failing {
        // The project keeps the library's sources (its pod in Pods/): they are built instead.
        if let withSources = project.replacingPackageWithSources(package.identity) {
          project = withSources
          replaced = true
          print(
            "  Swift package \(package.identity) does not resolve here: the sources the project "
              + "keeps of it are built instead")
        }
      }
      if replaced {
        summary = write()
        continue
      }
      for package in failing {
        let reason = (reasons.first { package.isNamed(in: String($0)) } ?? reasons.first).map {
          String($0.dropFirst("error: ".count))
        }
        unresolved.append(package.identity + (reason.map { " (\($0))" } ?? ""))
        for target in project.targets
        where target.packageProducts.contains(where: { $0.package == package.identity }) {
          leftOut[target.name] =
            "it uses the package \(package.identity), which does not resolve here"
        }
      }
      let before = project.skipped.count
      do {
        project = try project.leavingOut(leftOut)
      } catch {
        fail(error.description)
      }
      for skipped in project.skipped[before...] {
        print("  \(skipped.name): skipped — \(skipped.reason)")
      }
      guard !project.targets.isEmpty else {
        fail(
          "no target is left to build: the Swift packages they use do not resolve here — "
            + unresolved.joined(separator: "; "))
      }
      summary = write()
    }
    if !unresolved.isEmpty {
      print("  Swift packages that do not resolve here: \(unresolved.joined(separator: "; "))")
    }
    if !project.packages.isEmpty {
      print(
        "  Swift packages resolved: \(project.packages.map(\.identity).joined(separator: ", "))")
    }
  }

  /// Builds each resolved Swift package whose code imports UIKit (or a framework HeadlessUIKit
  /// stands in for) through the port, from a copy of its sources; the packages those depend on
  /// are resolved in turn. Each package ported is named.
  mutating func portPackages() {
    var described: [String: PackageDescription] = [:]
    for _ in 0..<4 where !project.packages.isEmpty {
      let (status, text) = run(
        [
          "swift", "package", "--package-path", output.path, "show-dependencies", "--format",
          "json",
        ])
      guard status == 0, let start = text.firstIndex(of: "{"),
        let tree = (try? JSONSerialization.jsonObject(with: Data(text[start...].utf8)))
          as? [String: Any]
      else { return }
      var folders: [String: URL] = [:]
      func collect(_ node: [String: Any]) {
        for child in node["dependencies"] as? [[String: Any]] ?? [] {
          if let identity = child["identity"] as? String, let path = child["path"] as? String {
            folders[identity] = URL(fileURLWithPath: path)
          }
          collect(child)
        }
      }
      collect(tree)
      for (identity, folder) in folders where described[identity] == nil {
        let (status, json) = run(
          [
            // `swift package`'s own options come before the subcommand's.
            "swift", "package", "--package-path", folder.path, "--scratch-path",
            output.appending(path: ".build/tapwright-describe").path, "describe", "--type", "json",
          ])
        guard status == 0, let start = json.firstIndex(of: "{"),
          let description = PackageDescription(
            identity: identity, folder: folder, json: Data(json[start...].utf8))
        else { continue }
        described[identity] = description
      }
      let before = project.notes.count
      let packagesBefore = project.packages.map(\.identity)
      project = project.portingPackages(described, in: output)
      for note in project.notes[before...] { print("  note: \(note)") }
      guard project.notes.count > before else { return }
      summary = write()
      // The packages the ported ones depend on are the project's now: they must resolve too.
      guard !Set(project.packages.map(\.identity)).isSubset(of: Set(packagesBefore)) else { return }
      resolvePackages()
    }
  }
}

/// Runs a command, its output and errors read together; `echo` sees each line as it comes.
func run(
  _ command: [String], environment: [String: String] = [:], echo: ((Substring) -> Void)? = nil
) -> (Int32, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = command
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  do {
    try process.run()
  } catch {
    fail("could not run `\(command.joined(separator: " "))`: \(error.localizedDescription)")
  }
  var data = Data()
  var pending = Data()
  let handle = pipe.fileHandleForReading
  while true {
    let chunk = handle.availableData
    if chunk.isEmpty { break }
    data.append(chunk)
    guard let echo else { continue }
    pending.append(chunk)
    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      echo(Substring(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
      pending.removeSubrange(pending.startIndex...newline)
    }
    fflush(nil)  // shown as it comes, also when the output is a pipe
  }
  if let echo, !pending.isEmpty { echo(Substring(decoding: pending, as: UTF8.self)) }
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
