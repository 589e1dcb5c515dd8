extension SpyMethod {
  /// Records a call and returns the stub that answers it, if any.
  func record(_ arguments: Arguments) -> Stub? {
    let stub = state.withLock { state -> Stub? in
      state.calls.append(arguments)
      guard !state.stubs.isEmpty else { return nil }
      let stub = state.stubs[min(state.nextStub, state.stubs.count - 1)]
      state.nextStub += 1
      return stub
    }
    log.append(SpyInvocation(member: name, description: render(arguments)))
    return stub
  }

  func resolve(_ stub: Stub, _ arguments: Arguments) throws(Failure) -> Output {
    switch stub {
    case .value(let value): return value
    case .error(let error): throw error
    case .answer(let body): return try body(arguments)
    }
  }

  func returnDefault(_ value: Output, for arguments: Arguments) -> Output {
    if log.strictness == .strict, kind != .setter {
      let returned = Output.self == Void.self ? "" : "; returned \(String(reflecting: value))"
      log.report("\(log.spyName) is strict and \(render(arguments)) has no stub\(returned)")
    }
    return value
  }
}

extension SpyMethod where Output: SpyDefaultable {
  /// Records a call and answers it with its stub, or the default (for generated code).
  ///
  /// - Parameter arguments: The call's arguments.
  public func invoke(_ arguments: Arguments) throws(Failure) -> Output {
    if let stub = record(arguments) {
      return try resolve(stub, arguments)
    }
    return returnDefault(.spyDefault, for: arguments)
  }
}

extension SpyMethod where Output == Void {
  /// Records a call and answers it with its stub, if any (for generated code).
  ///
  /// - Parameter arguments: The call's arguments.
  public func invoke(_ arguments: Arguments) throws(Failure) {
    if let stub = record(arguments) {
      return try resolve(stub, arguments)
    }
    returnDefault((), for: arguments)
  }
}

extension SpyMethod where Failure == any Error {
  /// Records a call of a throwing member and answers it with its stub, the result type's
  /// default at run time, or by throwing ``SpyError`` (for generated code).
  ///
  /// - Parameter arguments: The call's arguments.
  public func invokeThrowing(_ arguments: Arguments) throws -> Output {
    if let stub = record(arguments) {
      return try resolve(stub, arguments)
    }
    if let value = spyRuntimeDefault(Output.self) {
      return returnDefault(value, for: arguments)
    }
    let call = render(arguments)
    if log.strictness == .strict {
      log.report(
        "\(log.spyName) is strict and \(call) has no stub; threw SpyError "
          + "(\(Output.self) has no default)")
    }
    throw SpyError(call: call)
  }
}
