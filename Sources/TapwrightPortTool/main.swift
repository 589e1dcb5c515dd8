import Foundation
import TapwrightPortRewriter

// TapwrightPortTool [--info-plist <path>] [--test-host <module>|--no-test-host]
//                   <output directory> <target directory> <source files…>
//
// Writes one `<name>.ported.swift` per source (a rewritten copy; see PortRewriter) and
// `__TapwrightPortModule.swift`. A file whose content is unchanged is not rewritten, so the
// compiler's incremental build sees only what changed.
//
// `--info-plist`: the app target's Info.plist, recorded for the test host. `--test-host`: the
// target is a test target run inside that app (each `XCTestCase` launches it first);
// `--no-test-host`: a test target with no host application.

var arguments = Array(CommandLine.arguments.dropFirst())
var infoPlistPath: String?
var testHost: String??
while let first = arguments.first, first.hasPrefix("--") {
  arguments.removeFirst()
  switch first {
  case "--info-plist" where !arguments.isEmpty: infoPlistPath = arguments.removeFirst()
  case "--test-host" where !arguments.isEmpty: testHost = .some(arguments.removeFirst())
  case "--no-test-host": testHost = .some(nil)
  default:
    FileHandle.standardError.write(Data("error: TapwrightPortTool: unknown option \(first)\n".utf8))
    exit(2)
  }
}
guard arguments.count >= 2 else {
  FileHandle.standardError.write(
    Data(
      ("usage: TapwrightPortTool [--info-plist <path>] [--test-host <module>|--no-test-host] "
        + "<output directory> <target directory> <files…>\n").utf8))
  exit(2)
}
let output = URL(fileURLWithPath: arguments[0], isDirectory: true)
let targetDirectory = arguments[1]
let files = Array(arguments.dropFirst(2))

func read(_ path: String) -> String {
  do {
    return try String(contentsOfFile: path, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("error: cannot read \(path): \(error)\n".utf8))
    exit(1)
  }
}

let sources = files.map { (path: $0, text: read($0)) }
let infoPlist = infoPlistPath.map(read)

var index = PortIndex()
for source in sources { index.add(source: source.text) }
let rewriter = PortRewriter(index: index, hostsTests: testHost != nil)

try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

func writeIfChanged(_ text: String, to url: URL) throws {
  if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
  // Written beside the file and renamed over it: atomic, and it leaves nothing behind (Linux's
  // Foundation leaves a `TemporaryDirectory.*` folder in /tmp for each `atomically: true`).
  let partial = url.deletingLastPathComponent().appendingPathComponent(
    ".\(url.lastPathComponent).partial")
  try text.write(to: partial, atomically: false, encoding: .utf8)
  guard rename(partial.path, url.path) == 0 else {
    try? FileManager.default.removeItem(at: partial)
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
  }
}

var outputs: [PortRewriter.Output] = []
for source in sources {
  let key =
    source.path.hasPrefix(targetDirectory)
    ? String(source.path.dropFirst(targetDirectory.count)) : source.path
  let result = rewriter.rewrite(source: source.text, path: source.path, key: key)
  outputs.append(result)
  try writeIfChanged(result.source, to: output.appendingPathComponent(portedFileName(for: key)))
}
try writeIfChanged(
  PortRewriter.moduleRegistration(outputs, infoPlist: infoPlist, testHost: testHost),
  to: output.appendingPathComponent("__TapwrightPortModule.swift"))
