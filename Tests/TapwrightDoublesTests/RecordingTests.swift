import Testing

@testable import TapwrightDoubles

@Suite("Recording calls")
struct RecordingTests {
  @Test("A spy counts calls and keeps the arguments of each, as a labelled tuple")
  func countsCallsAndKeepsArguments() async throws {
    let spy = TransportSpy()
    spy.fetch.returns(Item(id: 0, title: "stub"))

    _ = try await spy.fetch(id: 3)
    _ = try await spy.fetch(id: 7)
    try await spy.send(Item(id: 1, title: "A"), retries: 2)

    #expect(spy.fetch.callCount == 2)
    #expect(spy.fetch.wasCalled)
    #expect(spy.fetch.calls == [3, 7])
    #expect(spy.fetch.lastArguments == 7)
    #expect(spy.send.lastArguments?.item == Item(id: 1, title: "A"))
    #expect(spy.send.lastArguments?.retries == 2)
    #expect(!spy.cancelAll.wasCalled)
    #expect(spy.cancelAll.lastArguments == nil)
  }

  @Test("Invocations keep the order of calls across all members")
  func invocationsAreOrderedAcrossMembers() async throws {
    let spy = TransportSpy()
    spy.cancel(id: 4)
    spy.cancelAll()
    spy.timeout = 2.5
    _ = spy.timeout
    spy.cancel(Item(id: 1, title: "A"))

    #expect(
      spy.invocations.map(\.member) == [
        "cancel(id:)", "cancelAll()", "timeout.set", "timeout.get", "cancel(_:)",
      ])
    #expect(
      spy.invocations.map(\.description) == [
        "cancel(id: 4)", "cancelAll()", "timeout = 2.5", "timeout",
        "cancel(TapwrightDoublesTests.Item(id: 1, title: \"A\"))",
      ])
  }

  @Test("Overloads are recorded apart, under names built from their labels")
  func overloadsAreKeptApart() {
    let spy = TransportSpy()
    spy.cancel(id: 1)
    spy.cancel(id: 2)
    spy.cancel(Item(id: 9, title: "Z"))

    #expect(spy.cancelId.calls == [1, 2])
    #expect(spy.cancel.calls == [Item(id: 9, title: "Z")])
    #expect(spy.cancelAll.callCount == 0)
  }

  @Test("A settable property records sets and reads back the last value set")
  func settablePropertyRecordsAndStores() {
    let spy = TransportSpy()
    #expect(spy.timeout == 0)

    spy.timeout = 30
    spy.timeout = 45

    #expect(spy.timeout == 45)
    #expect(spy.timeoutSetter.calls == [30, 45])
    #expect(spy.timeoutGetter.callCount == 2)
  }

  @Test("A read-only property returns its stub and counts reads")
  func readOnlyPropertyReturnsStub() {
    let spy = TransportSpy()
    spy.baseURLGetter.returns("https://example.org")

    #expect(spy.baseURL == "https://example.org")
    #expect(spy.baseURLGetter.callCount == 1)
  }

  @Test("Calls from many tasks at once are all recorded")
  func concurrentCallsAreAllRecorded() async {
    let spy = TransportSpy()
    await withTaskGroup(of: Void.self) { group in
      for id in 0..<200 {
        group.addTask { spy.cancel(id: id) }
      }
    }
    #expect(spy.cancelId.callCount == 200)
    #expect(Set(spy.cancelId.calls) == Set(0..<200))
    #expect(spy.invocations.count == 200)
  }

  @Test("Generic arguments are recorded as Any, variadics as arrays, escaping closures kept")
  func genericVariadicAndClosureArguments() throws {
    let spy = KeyValueStoreSpy()
    try spy.save(42, for: "answer")
    spy.log("a", "b")
    var ran = false
    spy.transaction { ran = true }
    spy.retrying { ran = true }
    let received = SpyLock<[Int]>([])
    spy.observe { value in received.withLock { $0.append(value) } }

    #expect(spy.save.lastArguments?.value as? Int == 42)
    #expect(spy.save.lastArguments?.key == "answer")
    #expect(spy.log.calls == [["a", "b"]])
    #expect(spy.transaction.callCount == 1)
    #expect(spy.retrying.callCount == 1)
    #expect(!ran)
    spy.observe.lastArguments?(7)
    #expect(received.withLock { $0 } == [7])
    #expect(
      spy.invocations.map(\.description) == [
        "save(42, for: \"answer\")", "log([\"a\", \"b\"])", "transaction()", "retrying()",
        "observe((Function))",
      ])
  }

  @Test("An associated type takes its default in the spy")
  func associatedTypeUsesDefault() {
    let spy = KeyValueStoreSpy()
    spy.value.answers { key in key.count }

    #expect(spy.value(for: "four") == 4)
    #expect(KeyValueStoreSpy.Key.self == String.self)
  }
}
