import Dispatch
import Foundation
import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

@Suite("Parallel scopes", .tapwrightScope)
struct ParallelScopeTests {
  @Test("Many scopes at once each see only their own scope, UUIDs, work and checks")
  func manyScopesAtOnce() async {
    let results = await withTaskGroup(of: String?.self) { group -> [String?] in
      for index in 0..<64 {
        group.addTask {
          await TestScope.withScope(named: "scope \(index)", workTimeout: .seconds(30)) {
            () async -> String? in
            let scope = TestScope.current!
            var problems: [String] = []
            if scope.name != "scope \(index)" { problems.append("name \(scope.name)") }
            for expected in 0..<3 {
              let uuid = scope.uuid()
              if uuid != UUIDGenerator.uuid(at: UInt64(expected)) {
                problems.append("uuid \(uuid)")
              }
            }
            let seen = Log()
            scope.tracker.async(on: .global(), label: "work \(index)") {
              seen.append(TestScope.current?.name ?? "none")
            }
            scope.tracker.task(label: "task \(index)") {
              await Task.yield()
              seen.append(TestScope.current?.name ?? "none")
            }
            scope.addEndOfTestCheck("sees own work") {
              if seen.entries != ["scope \(index)", "scope \(index)"] {
                Issue.record("scope \(index) saw \(seen.entries)")
              }
              if !scope.tracker.isIdle { Issue.record("scope \(index) not idle at its checks") }
            }
            await Task.yield()
            if TestScope.current !== scope { problems.append("current changed") }
            return problems.isEmpty ? nil : "scope \(index): \(problems)"
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 64)
    #expect(results.compactMap { $0 } == [])
  }

  @Test(
    "Each argument of a parameterized test gets a fresh scope",
    arguments: 0..<16
  )
  func parameterized(argument: Int) async {
    let scope = TestScope.current
    #expect(scope != nil)
    #expect(scope?.uuid.generatedCount == 0)
    #expect(scope?.uuid() == UUIDGenerator.uuid(at: 0))
    let seen = Locked<TestScope?>(nil)
    scope?.tracker.task(label: "argument \(argument)") {
      await Task.yield()
      seen.withLock { $0 = TestScope.current }
    }
    await scope?.tracker.waitUntilIdle(timeout: .seconds(30))
    #expect(seen.withLock { $0 } === scope)
  }

  @Test("The suite trait gives this test its own scope too")
  func suiteTrait() {
    #expect(TestScope.current?.name == "suiteTrait()")
  }

  @Test("A trait option sets the work timeout", .tapwrightScope(workTimeout: .seconds(2)))
  func traitOptions() {
    #expect(TestScope.current?.workTimeout == .seconds(2))
  }
}
