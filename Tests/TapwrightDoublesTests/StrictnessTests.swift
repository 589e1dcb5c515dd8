import Testing

@testable import TapwrightDoubles

@Suite("Strict spies")
struct StrictnessTests {
  @Test("A strict spy reports each unstubbed call with its arguments, at the spy's creation line")
  func strictReportsUnstubbedCalls() async {
    let issues = IssueLog()
    let line = #line + 1
    let spy = TransportSpy(.strict)

    await withKnownIssue {
      spy.cancelAll()
      spy.cancel(Item(id: 1, title: "A"))
      #expect(spy.timeout == 0)
      #expect(await spy.count() == 0)
      await #expect(throws: SpyError(call: "fetch(id: 3)")) { try await spy.fetch(id: 3) }
    } matching: {
      issues.record($0)
    }

    #expect(
      issues.messages == [
        "TransportSpy is strict and cancelAll() has no stub",
        "TransportSpy is strict and cancel(TapwrightDoublesTests.Item(id: 1, title: \"A\")) "
          + "has no stub",
        "TransportSpy is strict and timeout has no stub; returned 0.0",
        "TransportSpy is strict and count() has no stub; returned 0",
        "TransportSpy is strict and fetch(id: 3) has no stub; "
          + "threw SpyError (Item has no default)",
      ])
    #expect(issues.lines == Array(repeating: line, count: 5))
  }

  @Test("A strict spy is quiet for stubbed calls and for properties that were set")
  func strictIsQuietWhenStubbed() async throws {
    let spy = TransportSpy(.strict)
    spy.fetch.returns(Item(id: 1, title: "A"))
    spy.cancelAll.returns(())
    spy.timeout = 3

    _ = try await spy.fetch(id: 1)
    spy.cancelAll()
    #expect(spy.timeout == 3)
  }

  @Test("On a strict spy, an expectation allowing calls makes them expected, a rejection doesn't")
  func strictExpectedCalls() {
    let issues = IssueLog()
    let spy = TransportSpy(.strict)
    spy.cancelAll.expect(.atLeast(1))
    spy.cancelId.reject()

    withKnownIssue {
      spy.cancelAll()
      spy.cancel(id: 2)
    } matching: {
      issues.record($0)
    }
    spy.cancelAll.removeStubs()
    spy.cancelAll()

    #expect(issues.messages == ["TransportSpy is strict and cancel(id: 2) has no stub"])
  }

  @Test("A relaxed spy reports nothing for unstubbed calls")
  func relaxedIsQuiet() async {
    let spy = TransportSpy()
    spy.cancelAll()
    _ = await spy.count()
    await #expect(throws: SpyError.self) { try await spy.fetch(id: 1) }
  }
}
