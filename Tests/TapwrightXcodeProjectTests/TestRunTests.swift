import Foundation
import Testing

@testable import TapwrightXcodeProject

@Suite struct TestRunTests {
  @Test func aBuildsErrorsAreReadOnceEachWithTheirFileLineAndColumn() {
    let output = """
      [3/12] Compiling AppTests TimerTests.ported.swift
      /work/App/AppTests/TimerTests.swift:10:17: error: missing arguments for parameters 'timeInterval', 'repeats', 'block' in call
       8 |   func testInvalidates() {
       9 |     let timer = MockTimer()
         |                 `- error: missing arguments for parameters 'timeInterval', 'repeats', 'block' in call
      /work/App/AppTests/TimerTests.swift:10:17: error: missing arguments for parameters 'timeInterval', 'repeats', 'block' in call
      /work/App/App/View.swift:3:1: warning: variable 'x' was never used
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      error: link command failed with exit code 1 (use -v to see invocation)
      """
    let (located, other) = TestRun.errors(inBuildOutput: output)
    #expect(
      located == [
        TestRun.CompileError(
          file: "/work/App/AppTests/TimerTests.swift", line: 10, column: 17,
          message: "missing arguments for parameters 'timeInterval', 'repeats', 'block' in call")
      ])
    #expect(other == ["error: link command failed with exit code 1 (use -v to see invocation)"])
  }

  @Test func anErrorsWholeDiagnosticIsItsLineAndWhatTheCompilerQuotesUnderIt() {
    let output = """
      [3/12] Compiling App View.swift
      /work/App/App/View.swift:3:8: error: no such module 'CoreTelephony'
      import CoreTelephony
             ^
      /work/App/App/View.swift:3:8: error: no such module 'CoreTelephony'
      import CoreTelephony
             ^
      /work/App/App/Model.swift:9:1: warning: variable 'x' was never used
      let x = 1
      ^
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      """
    let (located, other) = TestRun.errors(inBuildOutput: output)
    #expect(other.isEmpty)
    #expect(
      TestRun.diagnostics(of: located, inBuildOutput: output) == [
        "/work/App/App/View.swift:3:8: error: no such module 'CoreTelephony'\nimport CoreTelephony\n       ^"
      ])
    #expect(TestRun.isProgress("[3/12] Compiling App View.swift"))
    #expect(TestRun.isProgress("Build complete! (9.11s)"))
    #expect(!TestRun.isProgress("import CoreTelephony"))
  }

  @Test func anErrorInThePortsOwnLinesNamesTheUsersFile() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "TestRunTests-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appending(path: "Tests_TimerTests.ported.swift")
    try
      "#if !canImport(ObjectiveC)\n#sourceLocation(file: \"/work/App/Tests/Timer \\\"A\\\".swift\", line: 1)\nimport XCTest\n"
      .write(to: copy, atomically: true, encoding: .utf8)
    #expect(TestRun.originalFile(of: copy.path) == "/work/App/Tests/Timer \"A\".swift")
    #expect(
      TestRun.originalFile(of: "/work/App/Tests/Timer.swift") == "/work/App/Tests/Timer.swift")
  }

  @Test func aFilesTestsAreItsXCTestMethodsSwiftTestingTestsAndQuickExamples() {
    let source = """
      final class TimerTests: XCTestCase {
        func testInvalidates() {}
        @MainActor func testAsync() async throws {}
        override func setUp() {}
        func testHelper(_ value: Int) {}
        private func makeTimer() {}
      }
      @Test func itFires() {}
      @Test("Fires twice") func twice() {}
      final class Spec: QuickSpec {
        override class func spec() {
          it("fires") {}
        }
      }
      """
    #expect(TestRun.testCount(inSource: source) == 5)
  }

  @Test func aTestRunsResultsAreCountedFromXCTestAndSwiftTesting() {
    let output = """
      Test Suite 'All tests' started at 2026-11-27 16:57:00.123
      Test Case 'TimerTests.testInvalidates' started at 2026-11-27 16:57:00.124
      Test Case 'TimerTests.testInvalidates' passed (0.001 seconds)
      Test Case 'TimerTests.testFires' started at 2026-11-27 16:57:00.125
      /work/App/Tests/TimerTests.swift:12: error: TimerTests.testFires : XCTAssertTrue failed
      Test Case 'TimerTests.testFires' failed (0.002 seconds)
      Test Case 'TimerTests.testLater' started at 2026-11-27 16:57:00.126
      Test Case 'TimerTests.testLater' skipped (0.000 seconds)
      Executed 3 tests, with 1 failure (0 unexpected) in 0.003 (0.003) seconds
      ◇ Test run started.
      ◇ Test itFires() started.
      ✔ Test itFires() passed after 0.001 seconds.
      ✘ Test "Fires twice" recorded an issue at TimerTests.swift:20:5: Expectation failed
      ✘ Test "Fires twice" failed after 0.001 seconds with 1 issue.
      ➜ Test later() skipped.
      ✔ Suite TimerSuite passed after 0.002 seconds.
      ✘ Test run with 3 tests in 1 suite failed after 0.002 seconds with 1 issue.
      """
    var expected = TestRun.Results()
    expected.passed = 2
    expected.failed = 2
    expected.skipped = 2
    expected.failures = ["TimerTests.testFires", "\"Fires twice\""]
    expected.finished = [
      "TimerTests.testInvalidates", "TimerTests.testFires", "TimerTests.testLater",
    ]
    #expect(TestRun.results(inTestOutput: output) == expected)
  }

  @Test func aCaseThatStartedAndNeverEndedIsWhereTheProcessStopped() {
    let output = """
      Test Case 'TimerTests.testInvalidates' started at 2026-11-27 16:57:00.124
      Test Case 'TimerTests.testInvalidates' passed (0.001 seconds)
      Test Case 'TimerTests.testCrashes' started at 2026-11-27 16:57:00.125
      error: Exited with unexpected signal code 11
      """
    let results = TestRun.results(inTestOutput: output)
    #expect(results.passed == 1)
    #expect(results.unfinished == "TimerTests.testCrashes")
  }

  @Test func aStoppedProcessContinuesWithTheCasesThatHadNotRunAndTheStoppedOneFails() {
    let first = TestRun.results(
      inTestOutput: """
        Test Case 'TimerTests.testInvalidates' started at 2026-11-27 16:57:00.124
        Test Case 'TimerTests.testInvalidates' passed (0.001 seconds)
        Test Case 'TimerTests.testCrashes' started at 2026-11-27 16:57:00.125
        error: Exited with unexpected signal code 4
        """)
    #expect(
      TestRun.skipArguments(for: first.finished + [first.unfinished!]) == [
        "--skip", "(^|\\.)TimerTests/testInvalidates$", "--skip", "(^|\\.)TimerTests/testCrashes$",
      ])
    let later = TestRun.results(
      inTestOutput: """
        Test Case 'TimerTests.testLater' started at 2026-11-27 16:57:01.124
        Test Case 'TimerTests.testLater' passed (0.001 seconds)
        Test Case 'ZoneTests.testZone' started at 2026-11-27 16:57:01.125
        Test Case 'ZoneTests.testZone' passed (0.001 seconds)
        """)
    let results = first.continued(with: later)
    #expect(results.passed == 3)
    #expect(results.failed == 1)
    #expect(results.failures == ["TimerTests.testCrashes"])
    #expect(results.stoppedIn == ["TimerTests.testCrashes"])
    #expect(results.unfinished == nil)
    #expect(
      results.finished == [
        "TimerTests.testInvalidates", "TimerTests.testLater", "ZoneTests.testZone",
      ])
    let summary = TestRun.summary(
      project: "App.xcodeproj", results: results, leftOut: [], crashed: false,
      relativeTo: URL(fileURLWithPath: "/work/App"))
    #expect(
      summary == """
        Tapwright test summary (App.xcodeproj):
          4 tests run: 3 passed, 1 failed
          the test process stopped in TimerTests.testCrashes (counted as failed): the tests after it ran in a new process
          every test file was built

        """)
  }

  @Test func aSkippedCaseIsMatchedAsSwiftPMNamesItWithItsModule() throws {
    let pattern = try #require(TestRun.skipArguments(for: ["Suite.Inner.testA"]).last)
    let regex = try NSRegularExpression(pattern: pattern)
    func matches(_ name: String) -> Bool {
      regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }
    #expect(matches("AppTests.Suite.Inner/testA"))
    #expect(!matches("AppTests.Suite.Inner/testAB"))
    #expect(!matches("AppTests.OtherSuite.Inner/testA"))
    #expect(!matches("AppTests.XSuite.Inner/testA"))
  }

  @Test func theSummaryNamesEveryFileNotBuiltWithItsTestsAndFirstError() {
    var results = TestRun.Results()
    results.passed = 38
    results.failed = 3
    let leftOut = [
      TestRun.LeftOutFile(
        file: URL(fileURLWithPath: "/work/App/AppTests/TimerTests.swift"), target: "AppTests",
        tests: 7,
        error: TestRun.CompileError(
          file: "/work/App/AppTests/TimerTests.swift", line: 10, column: 17,
          message: "missing arguments for parameters 'timeInterval', 'repeats', 'block' in call")),
      TestRun.LeftOutFile(
        file: URL(fileURLWithPath: "/work/App/AppTests/SpyTests.swift"), target: "AppTests",
        tests: 1,
        error: TestRun.CompileError(
          file: "/work/App/AppTests/SpyTests.swift", line: 4, column: 9,
          message: "cannot find 'class_getInstanceMethod' in scope")),
    ]
    let summary = TestRun.summary(
      project: "App.xcodeproj", results: results, leftOut: leftOut, crashed: false,
      relativeTo: URL(fileURLWithPath: "/work/App"))
    #expect(
      summary == """
        Tapwright test summary (App.xcodeproj):
          41 tests run: 38 passed, 3 failed
          2 test files not built on Linux (8 tests in them did not run):
            AppTests/TimerTests.swift (AppTests, 7 tests): AppTests/TimerTests.swift:10:17: error: missing arguments for parameters 'timeInterval', 'repeats', 'block' in call
            AppTests/SpyTests.swift (AppTests, 1 test): AppTests/SpyTests.swift:4:9: error: cannot find 'class_getInstanceMethod' in scope

        """)
  }

  @Test func theSummarySaysWhenEveryFileWasBuiltAndWhenTheProcessStopped() {
    var results = TestRun.Results()
    results.passed = 1
    results.unfinished = "TimerTests.testCrashes"
    let summary = TestRun.summary(
      project: "App.xcodeproj", results: results, leftOut: [], crashed: true,
      relativeTo: URL(fileURLWithPath: "/work/App"))
    #expect(
      summary == """
        Tapwright test summary (App.xcodeproj):
          1 test run: 1 passed, 0 failed
          the test process stopped before the end (in TimerTests.testCrashes): the tests after it did not run
          every test file was built

        """)
  }

  @Test func aLeftOutFileIsNamedInItsTargetsAnchorInsteadOfIncluded() throws {
    let project = try XcodeProject(contentsOf: fixtureFolder.appending(path: "XcodeApp.xcodeproj"))
    let test = fixtureFolder.appending(path: "XcodeAppTests/XcodeAppTests.swift")
      .standardizedFileURL
    let package = LinuxPackage(
      project: project, folder: fixtureFolder.appending(path: ".tapwright-test"),
      tapwright: URL(fileURLWithPath: "/opt/Tapwright"),
      leftOut: [test: "9:5: cannot find 'MockTimer' in scope"])
    #expect(
      package.entries["Targets/XcodeAppTests/TapwrightPort.swift"]
        == .text(
          """
          // Generated by `tapwright port` from XcodeApp.xcodeproj, target "XcodeAppTests".
          // Rerun it after the project changes; it rewrites this folder.
          // tapwright-port: test-host XcodeApp
          // tapwright-port: include ../../../XcodeAppTests/FoundationDoublesTests.swift
          // tapwright-port: include ../../../XcodeAppTests/ObjectiveCIdiomsTests.swift
          // tapwright-port: include ../../../XcodeAppTests/ObservingTests.swift
          // tapwright-port: include ../../../XcodeAppTests/SwizzlingTests.swift
          // left out by `tapwright test`: ../../../XcodeAppTests/XcodeAppTests.swift — 9:5: cannot find 'MockTimer' in scope

          """))
  }
}
