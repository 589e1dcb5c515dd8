extension SpyMethod {
  /// Records a call and returns the stub that answers it, if any.
  func record(_ arguments: Arguments) -> Stub? {
    let (index, stub) = state.withLock { state -> (Int, Stub?) in
      state.calls.append(arguments)
      let index = state.calls.count - 1
      guard !state.stubs.isEmpty else { return (index, nil) }
      let stub = state.stubs[min(state.nextStub, state.stubs.count - 1)]
      state.nextStub += 1
      return (index, stub)
    }
    // Rendered when read, from the recorder's state (which doesn't reference the log, so there
    // is no cycle): recording stays cheap, and the log outlives the recorder safely.
    log.append(member: name) { [state, renderer] in
      let arguments = state.withLock { $0.calls.indices.contains(index) ? $0.calls[index] : nil }
      return arguments.map(renderer.render) ?? renderer.name
    }
    return stub
  }

  /// The stub's answer, or `nil` (after reporting) for a main-actor answer called elsewhere.
  func resolve(
    _ stub: Stub,
    _ arguments: Arguments,
    isolation: isolated (any Actor)?
  ) throws(Failure) -> Output? {
    switch stub {
    case .value(let value): return value
    case .error(let error): throw error
    case .answer(let body): return try body(arguments)
    case .mainActorAnswer(let body):
      // `isolation` is the caller's actor (`#isolation`), and this function runs on it; when it
      // is the main actor, `assumeIsolated` only states what the compiler can't see.
      guard let isolation, ObjectIdentifier(isolation) == ObjectIdentifier(MainActor.shared)
      else {
        log.report(
          "\(log.spyName): \(render(arguments)) has a main-actor answer but was called off the "
            + "main actor; the answer did not run")
        return nil
      }
      // The arguments cross to the main actor, and the result back, inside a lock.
      let box = SpyLock<(input: Arguments, output: Result<Output, Failure>?)>((arguments, nil))
      MainActor.assumeIsolated {
        box.withLock { call in
          // A do/catch rather than `Result(catching:)` and `get()`, whose typed-throws forms
          // need Swift 6's standard library (the iOS 17 SDK has 5.10's).
          do throws(Failure) {
            call.output = .success(try body(call.input))
          } catch {
            call.output = .failure(error)
          }
        }
      }
      switch box.withLock({ $0.output }) {
      case .success(let output): return output
      case .failure(let error): throw error
      case nil: return nil
      }
    }
  }

  func returnDefault(_ value: Output, for arguments: Arguments) -> Output {
    if log.strictness == .strict, kind != .setter, !state.withLock({ $0.isExpected }) {
      let returned = Output.self == Void.self ? "" : "; returned \(String(reflecting: value))"
      log.report("\(log.spyName) is strict and \(render(arguments)) has no stub\(returned)")
    }
    return value
  }
}

extension SpyMethod where Output: SpyDefaultable {
  /// Records a call and answers it with its stub, or the default (for generated code).
  ///
  /// - Parameters:
  ///   - arguments: The call's arguments.
  ///   - isolation: The caller's actor, which main-actor answers need.
  public func invoke(
    _ arguments: Arguments,
    isolation: isolated (any Actor)? = #isolation
  ) throws(Failure) -> Output {
    if let stub = record(arguments) {
      return try resolve(stub, arguments, isolation: isolation) ?? .spyDefault
    }
    return returnDefault(.spyDefault, for: arguments)
  }
}

extension SpyMethod where Output == Void {
  /// Records a call and answers it with its stub, if any (for generated code).
  ///
  /// - Parameters:
  ///   - arguments: The call's arguments.
  ///   - isolation: The caller's actor, which main-actor answers need.
  public func invoke(
    _ arguments: Arguments,
    isolation: isolated (any Actor)? = #isolation
  ) throws(Failure) {
    if let stub = record(arguments) {
      _ = try resolve(stub, arguments, isolation: isolation)
      return
    }
    returnDefault((), for: arguments)
  }
}

extension SpyMethod where Failure == any Error {
  /// Records a call of a throwing member and answers it with its stub, the result type's
  /// default at run time, or by throwing ``SpyError`` (for generated code).
  ///
  /// - Parameters:
  ///   - arguments: The call's arguments.
  ///   - isolation: The caller's actor, which main-actor answers need.
  public func invokeThrowing(
    _ arguments: Arguments,
    isolation: isolated (any Actor)? = #isolation
  ) throws -> Output {
    if let stub = record(arguments) {
      if let value = try resolve(stub, arguments, isolation: isolation) { return value }
      if let value = spyRuntimeDefault(Output.self) { return value }
      throw SpyError(call: render(arguments))
    }
    if let value = spyRuntimeDefault(Output.self) {
      return returnDefault(value, for: arguments)
    }
    let call = render(arguments)
    if log.strictness == .strict, !state.withLock({ $0.isExpected }) {
      log.report(
        "\(log.spyName) is strict and \(call) has no stub; threw SpyError "
          + "(\(Output.self) has no default)")
    }
    throw SpyError(call: call)
  }
}
