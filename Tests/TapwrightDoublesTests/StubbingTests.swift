import Testing

@testable import TapwrightDoubles

@Suite("Stubbing results")
struct StubbingTests {
  @Test("returns(_:) answers every call with the same value")
  func returnsValue() async throws {
    let spy = TransportSpy()
    spy.fetch.returns(Item(id: 1, title: "A"))

    #expect(try await spy.fetch(id: 1) == Item(id: 1, title: "A"))
    #expect(try await spy.fetch(id: 2) == Item(id: 1, title: "A"))
  }

  @Test("returns(_:then:) answers in turn, and the last value stays")
  func returnsInTurn() async {
    let spy = TransportSpy()
    spy.count.returns(1, then: 2, 3)

    var seen: [Int] = []
    for _ in 0..<5 { seen.append(await spy.count()) }
    #expect(seen == [1, 2, 3, 3, 3])
  }

  @Test("throws(_:) makes every call throw the error")
  func throwsError() async {
    let spy = TransportSpy()
    spy.send.throws(TransportFailure(code: 503))

    await #expect(throws: TransportFailure(code: 503)) {
      try await spy.send(Item(id: 1, title: "A"), retries: 0)
    }
    #expect(spy.send.callCount == 1)
  }

  @Test("results(_:then:) mixes values and errors in turn")
  func resultsInTurn() async throws {
    let spy = TransportSpy()
    spy.fetch.results(
      .failure(TransportFailure(code: 500)), then: .success(Item(id: 2, title: "B")))

    await #expect(throws: TransportFailure(code: 500)) { try await spy.fetch(id: 2) }
    #expect(try await spy.fetch(id: 2) == Item(id: 2, title: "B"))
    #expect(try await spy.fetch(id: 2) == Item(id: 2, title: "B"))
  }

  @Test("answers(_:) computes the result from the arguments")
  func answersFromArguments() async throws {
    let spy = TransportSpy()
    spy.fetch.answers { id in
      guard id > 0 else { throw TransportFailure(code: 404) }
      return Item(id: id, title: "#\(id)")
    }

    #expect(try await spy.fetch(id: 5) == Item(id: 5, title: "#5"))
    await #expect(throws: TransportFailure(code: 404)) { try await spy.fetch(id: 0) }
  }

  @Test("Typed throws keep their error type in stubs")
  func typedThrows() throws {
    let spy = KeyValueStoreSpy()
    spy.parse.throws(ParseFailure(text: "x"))

    #expect(throws: ParseFailure(text: "x")) { try spy.parse("x") }
    spy.parse.answers { text in Int(text) ?? -1 }
    #expect(try spy.parse("12") == 12)
  }

  @Test("Without a stub, a relaxed spy returns the documented defaults quietly")
  func relaxedDefaults() async {
    let spy = TransportSpy()

    #expect(await spy.count() == 0)
    #expect(spy.baseURL == "")
    #expect(spy.timeout == 0)
    let store = KeyValueStoreSpy()
    #expect(store.value(for: "missing") == nil)
  }

  @Test("Without a stub or a default, a throwing member throws SpyError naming the call")
  func throwingWithoutDefault() async {
    let spy = TransportSpy()

    await #expect(throws: SpyError(call: "fetch(id: 9)")) { try await spy.fetch(id: 9) }
    #expect(SpyError(call: "fetch(id: 9)").description == "No stub for fetch(id: 9)")
  }

  @Test("removeStubs() goes back to the default")
  func removeStubs() async {
    let spy = TransportSpy()
    spy.count.returns(8)
    #expect(await spy.count() == 8)

    spy.count.removeStubs()
    #expect(await spy.count() == 0)
  }
}
