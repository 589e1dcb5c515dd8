import Foundation
import TapwrightPortRewriter

// TapwrightPortTool <output directory> <target directory> <source files…>
//
// Writes one `<name>.ported.swift` per source (a rewritten copy; see PortRewriter) and
// `__TapwrightPortModule.swift`. A file whose content is unchanged is not rewritten, so the
// compiler's incremental build sees only what changed.

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: TapwrightPortTool <output directory> <target directory> <files…>\n".utf8))
  exit(2)
}
let output = URL(fileURLWithPath: arguments[1], isDirectory: true)
let targetDirectory = arguments[2]
let files = Array(arguments.dropFirst(3))

var sources: [(path: String, text: String)] = []
for path in files {
  do {
    sources.append((path, try String(contentsOfFile: path, encoding: .utf8)))
  } catch {
    FileHandle.standardError.write(Data("error: cannot read \(path): \(error)\n".utf8))
    exit(1)
  }
}

var index = PortIndex()
for source in sources { index.add(source: source.text) }
let rewriter = PortRewriter(index: index)

try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

func writeIfChanged(_ text: String, to url: URL) throws {
  if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
  try text.write(to: url, atomically: true, encoding: .utf8)
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
  PortRewriter.moduleRegistration(outputs),
  to: output.appendingPathComponent("__TapwrightPortModule.swift"))
