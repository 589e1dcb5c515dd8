import Foundation
import TapwrightSpyGeneration

/// The tool TapwrightSpyPlugin runs: writes the spies a test target names with `#Spies(of:)`.
///
/// ```
/// tapwright-spy-generator --output GeneratedSpies.swift \
///   --test-sources Tests/AppTests/Spies.swift \
///   --module App Sources/App/A.swift Sources/App/B.swift [--module Other …]
/// ```
///
/// Problems are printed as `file:line:column: error: …` and make it exit with status 1.
@main
enum TapwrightSpyGenerator {
  static func main() {
    switch Arguments.parse(Array(CommandLine.arguments.dropFirst())) {
    case .failure(let problem):
      printError("tapwright-spy-generator: \(problem.message)")
      exit(2)
    case .success(let arguments):
      exit(run(arguments))
    }
  }

  /// Reads the sources, generates the spies and writes them; returns the exit status.
  static func run(_ arguments: Arguments) -> Int32 {
    var unreadable: [String] = []
    func read(_ path: String) -> SourceText? {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        unreadable.append(path)
        return nil
      }
      return SourceText(path: path, text: text)
    }
    let testSources = arguments.testSources.compactMap(read)
    let modules = arguments.modules.map { module in
      ModuleSources(name: module.name, files: module.paths.compactMap(read))
    }
    for path in unreadable {
      printError("\(path): error: tapwright-spy-generator can't read this file")
    }
    let file = SpyFileGenerator.generate(testSources: testSources, modules: modules)
    for diagnostic in file.diagnostics {
      printError(diagnostic.description)
    }
    guard file.succeeded, unreadable.isEmpty else { return 1 }
    do {
      // Renamed over the output once written: atomic, and unlike `atomically: true` on Linux it
      // leaves no `TemporaryDirectory.*` folder in /tmp.
      let partial = arguments.output + ".partial"
      try file.text.write(toFile: partial, atomically: false, encoding: .utf8)
      guard rename(partial, arguments.output) == 0 else {
        try? FileManager.default.removeItem(atPath: partial)
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: arguments.output])
      }
    } catch {
      printError("\(arguments.output): error: tapwright-spy-generator can't write it: \(error)")
      return 1
    }
    return 0
  }

  static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// The tool's command line.
struct Arguments {
  /// A problem with the command line.
  struct Problem: Error {
    var message: String
  }

  var output = ""
  var testSources: [String] = []
  var modules: [(name: String, paths: [String])] = []

  static func parse(_ words: [String]) -> Result<Arguments, Problem> {
    var arguments = Arguments()
    var index = 0
    var section = ""
    while index < words.count {
      let word = words[index]
      index += 1
      switch word {
      case "--output":
        guard index < words.count else {
          return .failure(Problem(message: "--output needs a path"))
        }
        arguments.output = words[index]
        index += 1
        section = ""
      case "--test-sources":
        section = word
      case "--module":
        guard index < words.count else {
          return .failure(Problem(message: "--module needs a name"))
        }
        arguments.modules.append((words[index], []))
        index += 1
        section = word
      default:
        if section == "--test-sources" {
          arguments.testSources.append(word)
        } else if section == "--module", !arguments.modules.isEmpty {
          arguments.modules[arguments.modules.count - 1].paths.append(word)
        } else {
          return .failure(Problem(message: "unexpected argument '\(word)'"))
        }
      }
    }
    guard !arguments.output.isEmpty else {
      return .failure(Problem(message: "--output is missing"))
    }
    return .success(arguments)
  }
}
