import TapwrightSupport
import Testing

@testable import TapwrightDoubles

@Suite("Expectations verified later")
struct ExpectationTests {
  @Test("Failed expectations are reported at their expect line when verify() runs")
  func verifyReportsFailures() {
    let spy = TransportSpy()
    let issues = IssueLog()
    let first = #line + 1
    spy.cancelAll.expect(.once)
    let second = #line + 1
    spy.cancelId.expect(.atLeast(1), where: { $0 == 3 })
    let third = #line + 1
    spy.cancel.reject()

    spy.cancel(id: 1)
    spy.cancel(id: 2)
    spy.cancel(Item(id: 5, title: "E"))

    let calls = """
      Calls on TransportSpy:
        cancel(id: 1)
        cancel(id: 2)
        cancel(TapwrightDoublesTests.Item(id: 5, title: "E"))
      """
    withKnownIssue {
      spy.verify()
    } matching: {
      issues.record($0)
    }

    #expect(
      issues.messages == [
        """
        Expected cancelAll() to be called exactly once, but it was called 0 times.
        \(calls)
        """,
        """
        Expected cancel(id:) to be called at least once with matching arguments, but it was \
        called 0 times with matching arguments (2 times in all).
        \(calls)
        """,
        """
        Expected cancel(_:) not to be called, but it was called once.
        \(calls)
        """,
      ])
    #expect(issues.lines == [first, second, third])
  }

  @Test("Expectations that hold report nothing, and each is checked only once")
  func satisfiedExpectations() {
    let spy = TransportSpy()
    spy.cancelId.expect(.exactly(2))
    spy.cancelId.expect(.between(1...3), where: { $0 > 1 })
    spy.cancelAll.reject()
    spy.cancel.expect(.atMost(1))

    spy.cancel(id: 1)
    spy.cancel(id: 2)

    spy.verify()
    spy.cancel(id: 3)
    spy.verify()
  }

  @Test("In a Tapwright test scope, expectations are checked when the test ends")
  func scopeChecksAtTheEnd() async {
    let issues = IssueLog()
    let line = #line + 5
    await withKnownIssue {
      await TestScope.withScope(named: "navigation") {
        let spy = TransportSpy()
        spy.cancel(id: 1)
        spy.cancelAll.expect(.exactly(2))
        spy.cancelAll()
      }
    } matching: {
      issues.record($0)
    }

    #expect(
      issues.messages == [
        """
        Expected cancelAll() to be called exactly 2 times, but it was called once.
        Calls on TransportSpy:
          cancel(id: 1)
          cancelAll()
        """
      ])
    #expect(issues.lines == [line])
  }

  @Test("verify(_:where:) checks at once, with the same message, at its own line")
  func immediateVerification() {
    let spy = TransportSpy()
    let issues = IssueLog()
    spy.cancel(id: 1)

    spy.cancelId.verify(.once)
    spy.cancelId.verify(.never, where: { $0 > 1 })
    let line = #line + 2
    withKnownIssue {
      spy.cancelAll.verify(.atLeast(1))
    } matching: {
      issues.record($0)
    }

    #expect(
      issues.messages == [
        """
        Expected cancelAll() to be called at least once, but it was called 0 times.
        Calls on TransportSpy:
          cancel(id: 1)
        """
      ])
    #expect(issues.lines == [line])
  }

  @Test("ExpectedCalls describes itself in words")
  func expectedCallsDescriptions() {
    #expect(ExpectedCalls.once.description == "exactly once")
    #expect(ExpectedCalls.exactly(3).description == "exactly 3 times")
    #expect(ExpectedCalls.atLeast(1).description == "at least once")
    #expect(ExpectedCalls.atMost(2).description == "at most 2 times")
    #expect(ExpectedCalls.between(1...4).description == "between 1 and 4 times")
    #expect(ExpectedCalls.never.description == "never")
  }

  @Test("An invalid expectation is reported at its line and ignored")
  func invalidExpectation() {
    let spy = TransportSpy()
    let issues = IssueLog()
    let line = #line + 2
    withKnownIssue {
      spy.cancelAll.expect(.exactly(-1))
    } matching: {
      issues.record($0)
    }
    spy.verify()

    #expect(issues.messages == ["Invalid expectation for cancelAll(): exactly -1 times"])
    #expect(issues.lines == [line])
  }
}

@Suite("Expectations in a scoped suite", .tapwrightScope)
struct ScopedExpectationTests {
  @Test("Expectations made in a .tapwrightScope test pass when met")
  func metExpectations() async throws {
    let spy = TransportSpy()
    spy.fetch.returns(Item(id: 1, title: "A"))
    spy.fetch.expect(.once, where: { $0 == 1 })
    spy.send.reject()

    _ = try await spy.fetch(id: 1)
  }
}
