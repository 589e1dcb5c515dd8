import Foundation
import TapwrightSupport
import Testing

@testable import TapwrightSupportCore

@Suite("Test scope")
struct TestScopeTests {
  @Test("The trait gives each test its own current scope", .tapwrightScope)
  func traitGivesAScope() {
    let scope = TestScope.current
    #expect(scope != nil)
    #expect(scope?.name == "traitGivesAScope()")
    #expect(scope?.uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
    #expect(scope?.uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
  }

  @Test("Without the trait there is no scope")
  func noScopeWithoutTrait() {
    #expect(TestScope.current == nil)
  }

  @Test("Checks run in registration order, then teardowns in reverse order")
  func checksThenTeardowns() async {
    let log = Log()
    await TestScope.withScope {
      let scope = TestScope.current
      scope?.addTeardown("first teardown") { log.append("teardown 1") }
      scope?.addEndOfTestCheck("first check") { log.append("check 1") }
      scope?.addTeardown("second teardown") { log.append("teardown 2") }
      scope?.addEndOfTestCheck("second check") { log.append("check 2") }
      log.append("body")
    }
    #expect(log.entries == ["body", "check 1", "check 2", "teardown 2", "teardown 1"])
  }

  @Test("Synchronous checks and teardowns keep their order and run where the scope ends")
  @MainActor
  func synchronousActionsRunInPlace() async {
    let log = Log()
    let onMain = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: onMain, value: true)
    defer { DispatchQueue.main.setSpecific(key: onMain, value: nil) }
    @Sendable func note(_ entry: String) {
      log.append(
        entry + (DispatchQueue.getSpecific(key: onMain) == true ? " on main" : " elsewhere"))
    }
    await TestScope.withScope {
      let scope = TestScope.current
      scope?.addSynchronousTeardown("first teardown") { note("teardown 1") }
      scope?.addEndOfTestCheck("first check") { log.append("check 1") }
      scope?.addSynchronousEndOfTestCheck("second check") { note("check 2") }
      scope?.addTeardown("second teardown") { log.append("teardown 2") }
    }
    #expect(
      log.entries == ["check 1", "check 2 on main", "teardown 2", "teardown 1 on main"])
  }

  @Test("Checks run after tracked work has finished")
  func checksSeeFinishedWork() async {
    let log = Log()
    await TestScope.withScope {
      let scope = TestScope.current
      scope?.addEndOfTestCheck("work done") { log.append("check") }
      scope?.tracker.async(on: .global(), label: "background") { log.append("work") }
    }
    #expect(log.entries == ["work", "check"])
  }

  @Test("Teardowns run even when a check fails")
  func teardownAfterFailingCheck() async {
    let log = Log()
    await withKnownIssue {
      await TestScope.withScope {
        TestScope.current?.addEndOfTestCheck("always fails") {
          Issue.record("check failed")
        }
        TestScope.current?.addTeardown("cleanup") { log.append("teardown") }
      }
    } matching: {
      issue($0, is: "check failed")
    }
    #expect(log.entries == ["teardown"])
  }

  @Test("A check added after the scope ended is reported")
  func lateCheck() async {
    let scope = TestScope(name: "late")
    await scope.end()
    let line = #line + 2
    withKnownIssue {
      scope.addEndOfTestCheck("too late") {}
    } matching: {
      issue(
        $0,
        is:
          "The end-of-test check 'too late' was added after the test's scope ended; it will not run.",
        line: line)
    }
  }
}

/// A thread-safe log of strings, for ordering assertions.
final class Log: Sendable {
  private let storage = Locked<[String]>([])

  func append(_ entry: String) {
    storage.withLock { $0.append(entry) }
  }

  var entries: [String] {
    storage.withLock { $0 }
  }
}

private enum CounterKey: TestScopeKey {
  static var defaultValue: Log { Log() }
}

private enum NameKey: TestScopeKey {
  static var defaultValue: String { "unnamed" }
}

@Suite("Test scope values")
struct TestScopeValueTests {
  @Test("A key's default is created once per scope and kept")
  func defaultStored() async {
    let first = TestScope()
    let second = TestScope()
    first[CounterKey.self].append("one")
    #expect(first[CounterKey.self].entries == ["one"])
    #expect(first[CounterKey.self] === first[CounterKey.self])
    #expect(second[CounterKey.self].entries == [])
    await first.end()
    await second.end()
  }

  @Test("A key's value can be set")
  func setValue() async {
    let scope = TestScope()
    #expect(scope[NameKey.self] == "unnamed")
    scope[NameKey.self] = "stage"
    #expect(scope[NameKey.self] == "stage")
    await scope.end()
  }

  @Test("A teardown added after the scope ended is reported and not run")
  func lateTeardown() async {
    let scope = TestScope()
    await scope.end()
    let ran = Locked(false)
    let line = #line + 2
    withKnownIssue {
      scope.addTeardown("close windows") { ran.withLock { $0 = true } }
    } matching: {
      issue(
        $0,
        is: "The teardown 'close windows' was added after the test's scope ended; it will not run.",
        line: line)
    }
    await scope.end()
    #expect(!ran.withLock { $0 })
  }
}

@Suite("Requiring a scope")
struct RequireScopeTests {
  @Test("Without a scope, requiring one reports how to get one")
  func missingScope() {
    let line = #line + 2
    withKnownIssue {
      #expect(TestScope.requireCurrent(for: "Verifying 'DelegateSpy' later") == nil)
    } matching: {
      issue(
        $0,
        is: "Verifying 'DelegateSpy' later needs a TestScope: add .tapwrightScope to the test or "
          + "its suite (Swift Testing), or subclass TapwrightTestCase (XCTest).",
        line: line)
    }
  }

  @Test("With a scope, requiring one returns it", .tapwrightScope)
  func presentScope() {
    #expect(TestScope.requireCurrent(for: "Anything") === TestScope.current)
  }
}
