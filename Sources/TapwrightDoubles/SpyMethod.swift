/// The record and the stubs of one spied member: `spy.fetch.callCount`, `spy.fetch.returns(…)`.
///
/// `Arguments` is the member's parameters: `Void` for none, the parameter's type for one, a tuple
/// labelled with the parameter names for several (`spy.fetch.lastArguments?.id`). `Output` is the
/// result type and `Failure` the error type (`Never` for a member that does not throw).
///
/// All state sits behind one lock, so a spy can be called from any thread or task.
public final class SpyMethod<Arguments, Output, Failure: Error>: Sendable {
  /// The member's Swift name: `fetch(id:)`, `title.get`, `title.set`.
  public let name: String
  /// The spy's shared record.
  public let log: SpyLog
  let renderer: CallRenderer
  let state = SpyLock(State())

  var kind: SpyMethodKind { renderer.kind }

  enum Stub {
    case value(Output)
    case error(Failure)
    case answer(@Sendable (Arguments) throws(Failure) -> Output)
    case mainActorAnswer(@MainActor @Sendable (Arguments) throws(Failure) -> Output)
  }

  struct State {
    var calls: [Arguments] = []
    var stubs: [Stub] = []
    var nextStub = 0
    /// Whether an expectation allows calls, which makes them expected on a strict spy.
    var isExpected = false
  }

  /// Creates the record of a method, for generated code.
  ///
  /// - Parameters:
  ///   - name: The method's Swift name, such as `fetch(id:)`.
  ///   - labels: The argument labels, `nil` for `_`, one per recorded parameter.
  ///   - log: The spy's shared record.
  public init(method name: String, labels: [String?], log: SpyLog) {
    self.name = name
    self.renderer = CallRenderer(name: name, labels: labels, kind: .method)
    self.log = log
  }

  /// Creates the record of a property's getter, for generated code.
  ///
  /// - Parameters:
  ///   - property: The property's name.
  ///   - log: The spy's shared record.
  public init(getter property: String, log: SpyLog) {
    self.name = "\(property).get"
    self.renderer = CallRenderer(name: name, labels: [], kind: .getter)
    self.log = log
  }

  /// Creates the record of a property's setter, for generated code.
  ///
  /// - Parameters:
  ///   - property: The property's name.
  ///   - log: The spy's shared record.
  public init(setter property: String, log: SpyLog) {
    self.name = "\(property).set"
    self.renderer = CallRenderer(name: name, labels: [nil], kind: .setter)
    self.log = log
  }

  // MARK: Reading the record

  /// The arguments of every call, oldest first.
  public var calls: [Arguments] {
    state.withLock { $0.calls }
  }

  /// How many times the member was called.
  public var callCount: Int {
    state.withLock { $0.calls.count }
  }

  /// Whether the member was called at least once.
  public var wasCalled: Bool {
    callCount > 0
  }

  /// The arguments of the latest call, or `nil` before the first.
  public var lastArguments: Arguments? {
    state.withLock { $0.calls.last }
  }

  /// Every call rendered as in failure messages: `fetch(id: 3)`.
  public var callDescriptions: [String] {
    calls.map(render)
  }

  // MARK: Rendering

  /// The call with its arguments, as failure messages show it: `fetch(id: 3)`, `title = "A"`.
  func render(_ arguments: Arguments) -> String {
    renderer.render(arguments)
  }
}

/// Renders calls of one member: `fetch(id: 3)`, `title`, `title = "A"`.
struct CallRenderer: Sendable {
  let name: String
  let labels: [String?]
  let kind: SpyMethodKind

  func render<Arguments>(_ arguments: Arguments) -> String {
    let values: [Any] =
      switch labels.count {
      case 0: []
      case 1: [arguments]
      default: Mirror(reflecting: arguments).children.map(\.value)
      }
    switch kind {
    case .getter:
      return String(name.dropLast(4))
    case .setter:
      return "\(name.dropLast(4)) = \(values.first.map { String(reflecting: $0) } ?? "")"
    case .method:
      let base = name.prefix { $0 != "(" }
      let rendered = zip(labels, values).map { label, value in
        (label.map { "\($0): " } ?? "") + String(reflecting: value)
      }
      return "\(base)(\(rendered.joined(separator: ", ")))"
    }
  }
}

/// What a recorder records: a method, or a property's getter or setter.
enum SpyMethodKind: Sendable {
  case method
  case getter
  case setter
}
