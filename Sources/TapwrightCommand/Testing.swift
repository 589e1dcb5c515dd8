import Foundation
import TapwrightXcodeProject

/// `tapwright test`: ports the project, builds it, leaving out each test file that does not compile
/// on Linux, runs the tests and ends with the summary.
func runTests(_ options: Options) -> Never {
  var ported = Ported(options)
  ported.printReport()
  ported.resolvePackages()
  ported.portPackages()
  let project = ported.project
  let name = project.bundle.lastPathComponent
  guard project.targets.contains(where: { $0.kind == .unitTests }) else {
    for skipped in project.skipped where skipped.isTestBundle {
      print("  \(skipped.name) not run: skipped — \(skipped.reason)")
    }
    fail("\(name) has no unit-test target that builds on Linux: no test ran")
  }

  // Which target each member file belongs to; a test file may be left out, any other may not.
  var testTargetOf: [String: String] = [:]
  var moduleOf: [String: String] = [:]
  for target in project.targets {
    for file in target.sources {
      let path = file.standardizedFileURL.path(percentEncoded: false)
      if target.kind == .unitTests {
        testTargetOf[path] = target.moduleName
      } else {
        moduleOf[path] = target.moduleName
      }
    }
  }

  var leftOut: [TestRun.LeftOutFile] = []
  let log = ported.output.appending(path: "build.log")
  let scratch = options.scratchPath.map { ["--scratch-path", absolute($0).path] } ?? []
  if let path = options.scratchPath {
    forgetOtherPackagesPlan(in: absolute(path), for: ported.output)
  }
  while true {
    print(
      leftOut.isEmpty
        ? "Building \(name) for Linux…"
        : "Building again without \(leftOut.count) test file\(leftOut.count == 1 ? "" : "s") "
          + "that \(leftOut.count == 1 ? "does" : "do") not compile on Linux…")
    let (status, output) = run(
      ["swift", "build", "--package-path", ported.output.path, "--build-tests"] + scratch,
      echo: { line in
        // Progress only: the compiler's diagnostics are read, not shown, until it is clear which
        // are the user's to see.
        if TestRun.isProgress(line) { print(line) }
      })
    try? Data(output.utf8).write(to: log)
    if status == 0 { break }

    let (located, other) = TestRun.errors(inBuildOutput: output)
    var firstErrors: [(file: String, target: String, error: TestRun.CompileError)] = []
    var appErrors: [TestRun.CompileError] = []
    for error in located {
      let file = URL(fileURLWithPath: TestRun.originalFile(of: error.file)).standardizedFileURL
        .path(percentEncoded: false)
      if leftOut.contains(where: { $0.file.path(percentEncoded: false) == file }) {
        fail(
          "\(shown(URL(fileURLWithPath: file))) was left out, yet the build still compiles it "
            + "(\(shown(log)) holds the build's output)")
      } else if let target = testTargetOf[file], moduleOf[file] == nil {
        if !firstErrors.contains(where: { $0.file == file }) {
          firstErrors.append((file, target, error))
        }
      } else {
        appErrors.append(error)
      }
    }
    if !appErrors.isEmpty || !other.isEmpty || firstErrors.isEmpty {
      stopOnAppErrors(
        appErrors, other: other, output: output, log: log, project: project, leftOut: leftOut)
    }
    for (file, target, error) in firstErrors {
      let url = URL(fileURLWithPath: file)
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      leftOut.append(
        TestRun.LeftOutFile(
          file: url, target: target, tests: TestRun.testCount(inSource: text), error: error))
    }
    ported.summary = ported.write(
      leftOut: Dictionary(
        leftOut.map { ($0.file, "\($0.error.line):\($0.error.column): \($0.error.message)") },
        uniquingKeysWith: { first, _ in first }))
  }

  print("Running \(name)'s tests…")
  let test = ["swift", "test", "--package-path", ported.output.path, "--skip-build"] + scratch
  // Swift's backtracer has been seen to hang, for good, after a crash in a test process whose
  // threads it could not suspend ("failed to suspend thread … while processing a crash"): the
  // runtime's own message names the fault and its line, so it is off unless the user set it.
  let environment =
    ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil
    ? ["SWIFT_BACKTRACE": "enable=no"] : [:]
  var (status, output) = run(
    test + options.testOptions, environment: environment, echo: { print($0) })
  var last = TestRun.results(inTestOutput: output)
  var results = last
  // A test that stops the process (a trap in the app, or in Linux's Foundation) costs only
  // itself: the XCTest cases that had not run yet run again in a new process, without it and
  // without those that ran (Swift Testing's ran after XCTest's and are not run again).
  var runs = 1
  while status != 0, let unfinished = last.unfinished, runs < 100 {
    runs += 1
    print("")
    print("The test process stopped in \(unfinished): running the tests after it…")
    (status, output) = run(
      test + options.testOptions + ["--disable-swift-testing"]
        + TestRun.skipArguments(for: results.finished + results.stoppedIn + [unfinished]),
      environment: environment, echo: { print($0) })
    last = TestRun.results(inTestOutput: output)
    results = results.continued(with: last)
  }
  // `swift test` exits non-zero when a test failed; when none did, the process itself stopped
  // (outside a test case, or in one after the last new process).
  let crashed = status != 0 && (last.failed == 0 || last.unfinished != nil)
  print("")
  print(
    TestRun.summary(
      project: name, results: results, leftOut: leftOut, crashed: crashed,
      relativeTo: currentDirectory), terminator: "")
  for skipped in project.skipped where skipped.isTestBundle {
    print("  \(skipped.name) not run: skipped — \(skipped.reason)")
  }
  let failed = status != 0 || results.failed > 0 || (options.strict && !leftOut.isEmpty)
  exit(failed ? 1 : 0)
}

/// An app or framework file that does not compile (or an error in no file): no test can run.
/// Prints the compiler's own words for those errors and exits 1.
func stopOnAppErrors(
  _ errors: [TestRun.CompileError], other: [String], output: String, log: URL,
  project: XcodeProject, leftOut: [TestRun.LeftOutFile]
) -> Never {
  for block in TestRun.diagnostics(of: errors, inBuildOutput: output) { print(block) }
  for line in other { print(line) }
  let files = Set(errors.map { TestRun.originalFile(of: $0.file) })
  var message: String
  if errors.isEmpty {
    message = "the build failed (\(shown(log)) holds its output)"
  } else {
    let modules = project.targets.filter { target in
      target.kind != .unitTests
        && target.sources.contains {
          files.contains($0.standardizedFileURL.path(percentEncoded: false))
        }
    }.map(\.moduleName)
    message =
      "\(modules.isEmpty ? "the app" : modules.joined(separator: ", ")) does not compile on Linux "
      + "(\(errors.count) error\(errors.count == 1 ? "" : "s") in \(files.count) "
      + "file\(files.count == 1 ? "" : "s"), above): the tests depend on it, so none ran"
  }
  print("error: \(message)")
  if !leftOut.isEmpty {
    print(
      TestRun.summary(
        project: project.bundle.lastPathComponent, results: TestRun.Results(), leftOut: leftOut,
        crashed: false, relativeTo: currentDirectory), terminator: "")
  }
  exit(1)
}

/// A build folder another package built in last holds that package's build plan, which SwiftPM
/// may take for this one's (seen: an app's build compiled another app's targets). When the folder
/// was last this command's for another package, its plan is removed, so SwiftPM plans anew (and
/// keeps what it compiled, Tapwright's modules among them).
func forgetOtherPackagesPlan(in scratch: URL, for package: URL) {
  let marker = scratch.appending(path: "tapwright-package.txt")
  let current = package.standardizedFileURL.path(percentEncoded: false)
  let last = try? String(contentsOf: marker, encoding: .utf8)
  guard last != current else { return }
  let manager = FileManager.default
  for plan in ["debug.yaml", "release.yaml", "plugin-tools.yaml"] {
    try? manager.removeItem(at: scratch.appending(path: plan))
  }
  try? manager.createDirectory(at: scratch, withIntermediateDirectories: true)
  try? Data(current.utf8).write(to: marker)
}
