extension SpyMethod {
  /// Makes every following call return `value`.
  ///
  /// - Parameter value: The result of every call.
  public func returns(_ value: Output) {
    setStubs([.value(value)])
  }

  /// Makes the following calls return `first`, then each of `rest` in turn; the last one stays.
  ///
  /// - Parameters:
  ///   - first: The result of the next call.
  ///   - rest: The results of the calls after it, in order.
  public func returns(_ first: Output, then rest: Output...) {
    setStubs([.value(first)] + rest.map { .value($0) })
  }

  /// Makes every following call throw `error`.
  ///
  /// - Parameter error: The error every call throws.
  public func `throws`(_ error: Failure) {
    setStubs([.error(error)])
  }

  /// Makes the following calls end with each result in turn, a value or an error; the last stays.
  ///
  /// - Parameters:
  ///   - first: The outcome of the next call.
  ///   - rest: The outcomes of the calls after it, in order.
  public func results(_ first: Result<Output, Failure>, then rest: Result<Output, Failure>...) {
    setStubs(
      ([first] + rest).map { result in
        switch result {
        case .success(let value): .value(value)
        case .failure(let error): .error(error)
        }
      })
  }

  /// Makes every following call run `body` with the call's arguments and return its result.
  ///
  /// - Parameter body: Computes the result (or throws) from the arguments.
  public func answers(_ body: @escaping @Sendable (Arguments) throws(Failure) -> Output) {
    setStubs([.answer(body)])
  }

  /// Makes every following call run `body` on the main actor, where the test's state lives.
  ///
  /// For members isolated to the main actor (a `@MainActor` protocol's methods). A call from
  /// elsewhere reports an issue and returns the default instead of running `body`.
  ///
  /// - Parameter body: Computes the result (or throws) from the arguments, on the main actor.
  public func answersOnMainActor(
    _ body: @escaping @MainActor @Sendable (Arguments) throws(Failure) -> Output
  ) {
    setStubs([.mainActorAnswer(body)])
  }

  /// Removes every stub: calls return the default again.
  public func removeStubs() {
    setStubs([])
  }

  private func setStubs(_ stubs: [Stub]) {
    state.withLock { state in
      state.stubs = stubs
      state.nextStub = 0
    }
  }
}
