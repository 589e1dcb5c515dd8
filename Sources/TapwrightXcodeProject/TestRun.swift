import Foundation

/// What `tapwright test` reads and reports: the compiler's errors in a build's output, the test
/// runners' results in a test run's output, the tests a file holds, and the summary the user sees.
public enum TestRun {
  /// One error the compiler reported at a place in a file.
  public struct CompileError: Sendable, Equatable {
    /// The file, as the compiler names it (the user's file: the port's `#sourceLocation` names it).
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
      self.file = file
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// The errors of a build's output: `file:line:column: error: message` lines, in order, each
  /// once (SwiftPM may print one twice), and the `error:` lines that name no file (a package that
  /// does not resolve, a link that fails).
  public static func errors(inBuildOutput output: String) -> (
    located: [CompileError], other: [String]
  ) {
    var located: [CompileError] = []
    var other: [String] = []
    var seen = Set<String>()
    for line in output.split(whereSeparator: \.isNewline) {
      guard seen.insert(String(line)).inserted else { continue }
      if let error = compileError(String(line)) {
        located.append(error)
      } else if line.hasPrefix("error: ") || line.hasPrefix("/") && line.contains(": error: "),
        !closingWords.contains(where: { line.hasPrefix($0) })
      {
        // SwiftPM's own (a package that does not resolve) and the linker's; not SwiftPM's words
        // after a file that does not compile (the compiler's errors say it all).
        other.append(String(line))
      }
    }
    return (located, other)
  }

  /// What SwiftPM prints after a compiler error, which says nothing more.
  static let closingWords = [
    "error: emit-module command failed with exit code",
    "error: compile command failed with exit code",
  ]

  /// Whether a line of a build's output is SwiftPM's progress or its own report (what to show
  /// while building), not the compiler's diagnostics and the source lines it quotes.
  public static func isProgress(_ line: Substring) -> Bool {
    if line.hasPrefix("[") { return true }
    return [
      "Building ", "Build complete", "Build of ", "Fetching ", "Fetched ", "Computing ",
      "Computed ",
      "Creating working copy", "Working copy ", "Updating ", "Updated ", "Resolving ",
      "Planning build", "Compiling plugin",
    ].contains { line.hasPrefix($0) }
  }

  /// The compiler's whole diagnostic for each of `errors` in a build's output, once each: its
  /// line and what the compiler quotes under it, up to the next diagnostic or progress line.
  public static func diagnostics(of errors: [CompileError], inBuildOutput output: String)
    -> [String]
  {
    var blocks: [String] = []
    var current: [Substring]?
    var seen = Set<String>()
    func close() {
      if let lines = current { blocks.append(lines.joined(separator: "\n")) }
      current = nil
    }
    for line in output.split(whereSeparator: \.isNewline) {
      let isDiagnostic =
        line.hasPrefix("/")
        && [": error: ", ": warning: ", ": note: "].contains { line.contains($0) }
      if isDiagnostic || isProgress(line) || line.hasPrefix("error: ") {
        close()
        if let error = compileError(String(line)), errors.contains(error),
          seen.insert(String(line)).inserted
        {
          current = [line]
        }
      } else if current != nil {
        current?.append(line)
      }
    }
    close()
    return blocks
  }

  /// `path:line:column: error: message`, where the path is absolute.
  public static func compileError(_ line: String) -> CompileError? {
    guard line.hasPrefix("/"), let marker = line.range(of: ": error: ") else { return nil }
    let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    guard place.count >= 3, let lineNumber = Int(place[place.count - 2]),
      let column = Int(place[place.count - 1])
    else { return nil }
    return CompileError(
      file: place.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
      message: String(line[marker.upperBound...]))
  }

  /// The user's file a ported copy was made from: the path in its first `#sourceLocation`.
  /// Errors the compiler reports in the port's own lines (a registration after the file's text)
  /// name the copy, `<name>.ported.swift`; any other path is returned as it is.
  public static func originalFile(of path: String) -> String {
    guard path.hasSuffix(".ported.swift"),
      let text = try? String(contentsOfFile: path, encoding: .utf8),
      let start = text.range(of: "#sourceLocation(file: \""),
      let end = text[start.upperBound...].range(of: "\", line:")
    else { return path }
    return String(text[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
  }

  /// How many tests a test file holds, read from its text: XCTest's `func test…()` methods,
  /// Swift Testing's `@Test` functions and Quick's `it("…")` examples.
  public static func testCount(inSource text: String) -> Int {
    var count = 0
    for line in text.split(whereSeparator: \.isNewline) {
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
      guard let first = words.first else { continue }
      if first == "@Test" || first.hasPrefix("@Test(") {
        count += 1
        continue
      }
      if first.hasPrefix("it(\"") || first.hasPrefix("fit(\"") || first == "it(" {
        count += 1
        continue
      }
      while let word = words.first,
        word.hasPrefix("@") || ["override", "public", "open", "final", "internal"].contains(word)
      {
        words = words.dropFirst()
      }
      guard words.first == "func", let name = words.dropFirst().first, name.hasPrefix("test")
      else { continue }
      let rest = words.dropFirst().joined(separator: " ")
      // `func testX()` or `func testX() async throws`: XCTest runs methods with no parameters.
      if let open = rest.firstIndex(of: "("), rest[rest.index(after: open)...].hasPrefix(")") {
        count += 1
      }
    }
    return count
  }

  /// What the test runners printed: XCTest's per-case lines and Swift Testing's per-test lines.
  public struct Results: Sendable, Equatable {
    public var passed = 0
    public var failed = 0
    public var skipped = 0
    /// The names of the tests that failed, in order.
    public var failures: [String] = []
    /// The XCTest case that started and never finished, when the process died.
    public var unfinished: String?
    /// The XCTest cases that finished (passed, failed or skipped), as XCTest names them
    /// (`Class.testMethod`), in order.
    public var finished: [String] = []
    /// The XCTest cases in which a test process stopped, each counted as failed, in order.
    public var stoppedIn: [String] = []

    public init() {}

    public var run: Int { passed + failed }

    /// These results and those of a later run of the tests that had not run yet (after the
    /// process stopped in `unfinished`, which is counted as a failure here).
    public func continued(with later: Results) -> Results {
      var merged = self
      if let unfinished {
        merged.failed += 1
        merged.failures.append(unfinished)
        merged.stoppedIn.append(unfinished)
      }
      merged.passed += later.passed
      merged.failed += later.failed
      merged.skipped += later.skipped
      merged.failures += later.failures
      merged.finished += later.finished
      merged.stoppedIn += later.stoppedIn
      merged.unfinished = later.unfinished
      return merged
    }
  }

  /// The arguments that make `swift test` leave out XCTest cases (`--skip`, a regular expression
  /// matching `Module.Class/testMethod` for each `Class.testMethod`).
  public static func skipArguments(for cases: [String]) -> [String] {
    cases.flatMap { name -> [String] in
      guard let dot = name.lastIndex(of: ".") else { return [] }
      let type = NSRegularExpression.escapedPattern(for: String(name[..<dot]))
      let method = NSRegularExpression.escapedPattern(for: String(name[name.index(after: dot)...]))
      return ["--skip", "(^|\\.)\(type)/\(method)$"]
    }
  }

  /// Reads a test run's output (corelibs XCTest and Swift Testing as `swift test` prints them).
  public static func results(inTestOutput output: String) -> Results {
    var results = Results()
    var started: String?
    for raw in output.split(whereSeparator: \.isNewline) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("Test Case '"), let end = line.dropFirst(11).firstIndex(of: "'") {
        let name = String(line[line.index(line.startIndex, offsetBy: 11)..<end])
        let verdict = line[line.index(after: end)...]
        if verdict.hasPrefix(" started") {
          started = name
        } else if verdict.hasPrefix(" passed") {
          results.passed += 1
          results.finished.append(name)
          started = nil
        } else if verdict.hasPrefix(" failed") {
          results.failed += 1
          results.failures.append(name)
          results.finished.append(name)
          started = nil
        } else if verdict.hasPrefix(" skipped") {
          results.skipped += 1
          results.finished.append(name)
          started = nil
        }
        continue
      }
      // Swift Testing: `<symbol> Test name() passed after 0.001 seconds.`, `… failed after …`,
      // `… skipped.`; suites and the run's own line start with "Suite" and "Test run".
      guard let range = line.range(of: "Test ") else { continue }
      let body = line[range.upperBound...]
      guard !body.hasPrefix("run with "), line[..<range.lowerBound].count <= 3 else { continue }
      if body.range(of: " passed after ") != nil {
        results.passed += 1
      } else if let verdict = body.range(of: " failed after ") {
        results.failed += 1
        results.failures.append(String(body[..<verdict.lowerBound]))
      } else if body.hasSuffix(" skipped.") || body.range(of: " skipped: ") != nil {
        results.skipped += 1
      }
    }
    results.unfinished = started
    return results
  }

  /// A test file the build left out, with the first error that stopped it.
  public struct LeftOutFile: Sendable, Equatable {
    public var file: URL
    public var target: String
    public var tests: Int
    public var error: CompileError

    public init(file: URL, target: String, tests: Int, error: CompileError) {
      self.file = file
      self.target = target
      self.tests = tests
      self.error = error
    }
  }

  /// The closing summary: tests run, passed, failed; then every test file not built, with the
  /// tests it held and its first error, paths relative to `directory`.
  public static func summary(
    project: String, results: Results, leftOut: [LeftOutFile], crashed: Bool,
    relativeTo directory: URL
  ) -> String {
    func shown(_ path: String) -> String {
      let base = directory.standardizedFileURL.path(percentEncoded: false)
      let prefix = base.hasSuffix("/") ? base : base + "/"
      return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    var lines = ["Tapwright test summary (\(project)):"]
    var run =
      "  \(plural(results.run, "test")) run: \(results.passed) passed, \(results.failed) failed"
    if results.skipped > 0 { run += ", \(results.skipped) skipped" }
    lines.append(run)
    for name in results.stoppedIn {
      lines.append(
        "  the test process stopped in \(name) (counted as failed): the tests after it ran in a "
          + "new process")
    }
    if crashed {
      lines.append(
        "  the test process stopped before the end"
          + (results.unfinished.map { " (in \($0))" } ?? "") + ": the tests after it did not run")
    }
    if leftOut.isEmpty {
      lines.append("  every test file was built")
    } else {
      let tests = leftOut.reduce(0) { $0 + $1.tests }
      lines.append(
        "  \(plural(leftOut.count, "test file")) not built on Linux (\(plural(tests, "test")) in "
          + "\(leftOut.count == 1 ? "it" : "them") did not run):")
      for file in leftOut {
        let error = file.error
        lines.append(
          "    \(shown(file.file.path(percentEncoded: false))) (\(file.target), "
            + "\(plural(file.tests, "test"))): \(shown(error.file)):\(error.line):\(error.column): "
            + "error: \(error.message)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
