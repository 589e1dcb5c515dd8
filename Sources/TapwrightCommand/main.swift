import Foundation
import TapwrightXcodeProject

// tapwright port [<App>.xcodeproj | <App>.xcworkspace] [--output <folder>] [--tapwright <checkout>]
//                [--no-resolve]
//
// Writes a Linux test package for an Xcode project (see `LinuxPackage`), then checks that the
// Swift packages the project uses resolve here. Exit status: 0 written, 1 the project or its
// packages could not be read or resolved, 2 a usage error.

let usage = """
  usage: tapwright port [<App>.xcodeproj | <App>.xcworkspace] [--output <folder>]
                        [--tapwright <checkout>] [--no-resolve]

  Writes a Linux test package for an Xcode project: its app, framework and unit-test targets
  (only the files that are members of each), built through the port step, the app launched as
  the tests' host. Then run the app's tests with `swift test --package-path <folder>`.

    <App>.xcodeproj        the project, or a workspace of projects (default: the one
    <App>.xcworkspace      .xcworkspace in this folder, else the one .xcodeproj)
    --output <folder>      where the package goes (default: .tapwright beside the project);
                           rerunning updates it, rewriting only what changed
    --tapwright <checkout> the Tapwright checkout the package depends on (default: this one)
    --no-resolve           do not check that the project's Swift packages resolve

  """

func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}
arguments.removeFirst()
if ["help", "--help", "-h"].contains(command) {
  print(usage, terminator: "")
  exit(0)
}
guard command == "port" else { fail("unknown command \(command)\n\n\(usage)", status: 2) }

var projectPath: String?
var outputPath: String?
var tapwrightPath: String?
var resolve = true
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--output", "--tapwright":
    guard let value = arguments.first else { fail("\(argument) needs a folder", status: 2) }
    arguments.removeFirst()
    if argument == "--output" { outputPath = value } else { tapwrightPath = value }
  case "--no-resolve": resolve = false
  case "--help", "-h":
    print(usage, terminator: "")
    exit(0)
  case let option where option.hasPrefix("-"):
    fail("unknown option \(option)\n\n\(usage)", status: 2)
  default:
    guard projectPath == nil else {
      fail("one project at a time (\(projectPath!), \(argument))", status: 2)
    }
    projectPath = argument
  }
}

let currentDirectory = URL(
  fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
func absolute(_ path: String) -> URL {
  (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appending(path: path))
    .standardizedFileURL
}

let projectURL: URL
if let projectPath {
  projectURL = absolute(projectPath)
  guard ["xcodeproj", "xcworkspace"].contains(projectURL.pathExtension) else {
    fail(
      "\(projectPath) is not an Xcode project or workspace (<App>.xcodeproj, <App>.xcworkspace)",
      status: 2)
  }
} else {
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: currentDirectory.path)) ?? []
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

// This command's own checkout: Sources/TapwrightCommand/main.swift, two folders down.
let tapwright =
  tapwrightPath.map(absolute)
  ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
guard FileManager.default.fileExists(atPath: tapwright.appending(path: "Package.swift").path) else {
  fail("\(tapwright.path) holds no Package.swift; name the Tapwright checkout with --tapwright")
}

let project: XcodeProject
do {
  project =
    projectURL.pathExtension == "xcworkspace"
    ? try XcodeProject(workspace: projectURL) : try XcodeProject(contentsOf: projectURL)
} catch {
  fail(error.description)
}
let output =
  outputPath.map(absolute) ?? projectURL.deletingLastPathComponent().appending(path: ".tapwright")
let package = LinuxPackage(project: project, folder: output, tapwright: tapwright)
let summary: LinuxPackage.WriteSummary
do {
  summary = try package.write()
} catch {
  fail(error.description)
}

let shown =
  output.path.hasPrefix(currentDirectory.path + "/")
  ? String(output.path.dropFirst(currentDirectory.path.count + 1)) : output.path
print("\(project.bundle.lastPathComponent) → \(shown)/Package.swift")
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

if resolve, !project.packages.isEmpty {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swift", "package", "resolve", "--package-path", output.path]
  let errors = Pipe()
  process.standardError = errors
  process.standardOutput = FileHandle.nullDevice
  do {
    try process.run()
  } catch {
    fail("could not run `swift package resolve`: \(error.localizedDescription)")
  }
  let data = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  if process.terminationStatus != 0 {
    let text = String(decoding: data, as: UTF8.self)
    let reasons = text.split(whereSeparator: \.isNewline).filter { $0.contains("error:") }
    let packages = project.packages.map { package -> String in
      switch package.location {
      case .remote(let url): "\(url) (\(package.requirement))"
      case .local(let path): path.path
      }
    }
    fail(
      "the project's Swift packages do not resolve here — \(packages.joined(separator: "; ")):\n"
        + reasons.map { "  \($0)" }.joined(separator: "\n")
        + "\n(the package is written; run `tapwright port` again once they resolve)")
  }
  print("  Swift packages resolved: \(project.packages.map(\.identity).joined(separator: ", "))")
}
print("Run the app's tests: swift test --package-path \(shown)")
