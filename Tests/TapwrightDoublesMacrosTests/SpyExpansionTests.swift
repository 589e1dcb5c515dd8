import Testing

@Suite("@Spy expansions")
struct SpyExpansionTests {
  @Test("A @MainActor delegate: recorders named after the methods, implementations in an extension")
  func mainActorDelegate() {
    assertSpyExpansion(
      """
      @Spy
      @MainActor
      protocol NavigationDelegate: AnyObject {
        func showRed()
        func show(color: String, animated: Bool) -> Bool
      }
      """,
      expandedSource: """
        @MainActor
        protocol NavigationDelegate: AnyObject {
          func showRed()
          func show(color: String, animated: Bool) -> Bool
        }

        /// Implements `NavigationDelegate` by recording into `NavigationDelegateSpy`'s recorders; spies of refining protocols adopt it.
        @MainActor protocol NavigationDelegateSpying: NavigationDelegate, AnyObject {
          /// The spy whose recorders implement `NavigationDelegate`.
          nonisolated var navigationDelegateSpy: NavigationDelegateSpy {
            get
          }
        }

        /// A spy conforming to `NavigationDelegate`: records calls, answers with stubs, checks expectations.
        @MainActor final class NavigationDelegateSpy: NavigationDelegateSpying, Sendable {
          /// The record and stubs of `showRed()`.
          nonisolated let showRed: SpyMethod<Void, Void, Never>
          /// The record and stubs of `show(color:animated:)`.
          nonisolated let show: SpyMethod<(color: String, animated: Bool), Bool, Never>
          /// The spy's record: calls in order, strictness, expectations not checked yet.
          nonisolated let spyLog: SpyLog
          /// This spy, as `NavigationDelegateSpying` requires.
          nonisolated var navigationDelegateSpy: NavigationDelegateSpy {
            self
          }
          /// Creates a spy; a `.strict` one reports calls without a stub at this line.
          convenience init(
            _ strictness: SpyStrictness = .relaxed,
            at callSite: CallSite = #callSite
          ) {
            self.init(log: SpyLog(spyName: "NavigationDelegateSpy", strictness: strictness, at: callSite))
          }
          /// Creates a spy recording into `log`, shared with the spy of a refining protocol.
          init(log: SpyLog) {
            self.spyLog = log
            self.showRed = SpyMethod(method: "showRed()", labels: [], log: log)
            self.show = SpyMethod(method: "show(color:animated:)", labels: ["color", "animated"], log: log)
          }
          /// Every call so far, in order across all members: `spy.invocations.map(\\.member)`.
          nonisolated var invocations: [SpyInvocation] {
            spyLog.invocations
          }
          /// Checks the expectations not checked yet, reporting failures at their `expect` lines.
          nonisolated func verify() {
            spyLog.verify()
          }
        }

        extension NavigationDelegate where Self: NavigationDelegateSpying {
          func showRed() {
            self.navigationDelegateSpy.showRed.invoke(())
          }
          func show(color: String, animated: Bool) -> Bool {
            return self.navigationDelegateSpy.show.invoke((color: color, animated: animated))
          }
        }
        """
    )
  }

  @Test("A Sendable async transport: async, throws, typed throws and properties")
  func asyncTransport() {
    assertSpyExpansion(
      """
      @Spy
      public protocol Transport: Sendable {
        func fetch(id: Int) async throws -> Item
        func parse(_ data: Data) throws(ParseError) -> Item
        var baseURL: String { get }
        var timeout: Double { get set }
        var token: String { get async throws }
      }
      """,
      expandedSource: """
        public protocol Transport: Sendable {
          func fetch(id: Int) async throws -> Item
          func parse(_ data: Data) throws(ParseError) -> Item
          var baseURL: String { get }
          var timeout: Double { get set }
          var token: String { get async throws }
        }

        /// Implements `Transport` by recording into `TransportSpy`'s recorders; spies of refining protocols adopt it.
        public protocol TransportSpying: Transport, AnyObject {
          /// The spy whose recorders implement `Transport`.
          nonisolated var transportSpy: TransportSpy {
            get
          }
        }

        /// A spy conforming to `Transport`: records calls, answers with stubs, checks expectations.
        public final class TransportSpy: TransportSpying, Sendable {
          /// The record and stubs of `fetch(id:)`.
          public nonisolated let fetch: SpyMethod<Int, Item, any Error>
          /// The record and stubs of `parse(_:)`.
          public nonisolated let parse: SpyMethod<Data, Item, ParseError>
          /// The record and stubs of reading `baseURL`.
          public nonisolated let baseURLGetter: SpyMethod<Void, String, Never>
          /// The record and stubs of reading `timeout`.
          public nonisolated let timeoutGetter: SpyMethod<Void, Double, Never>
          /// The record of setting `timeout`.
          public nonisolated let timeoutSetter: SpyMethod<Double, Void, Never>
          /// The record and stubs of reading `token`.
          public nonisolated let tokenGetter: SpyMethod<Void, String, any Error>
          /// The spy's record: calls in order, strictness, expectations not checked yet.
          public nonisolated let spyLog: SpyLog
          /// This spy, as `TransportSpying` requires.
          public nonisolated var transportSpy: TransportSpy {
            self
          }
          /// Creates a spy; a `.strict` one reports calls without a stub at this line.
          public convenience init(
            _ strictness: SpyStrictness = .relaxed,
            at callSite: CallSite = #callSite
          ) {
            self.init(log: SpyLog(spyName: "TransportSpy", strictness: strictness, at: callSite))
          }
          /// Creates a spy recording into `log`, shared with the spy of a refining protocol.
          public init(log: SpyLog) {
            self.spyLog = log
            self.fetch = SpyMethod(method: "fetch(id:)", labels: ["id"], log: log)
            self.parse = SpyMethod(method: "parse(_:)", labels: [nil], log: log)
            self.baseURLGetter = SpyMethod(getter: "baseURL", log: log)
            self.timeoutGetter = SpyMethod(getter: "timeout", log: log)
            self.timeoutSetter = SpyMethod(setter: "timeout", log: log)
            self.tokenGetter = SpyMethod(getter: "token", log: log)
          }
          /// Every call so far, in order across all members: `spy.invocations.map(\\.member)`.
          public nonisolated var invocations: [SpyInvocation] {
            spyLog.invocations
          }
          /// Checks the expectations not checked yet, reporting failures at their `expect` lines.
          public nonisolated func verify() {
            spyLog.verify()
          }
        }

        extension Transport where Self: TransportSpying {
          public func fetch(id: Int) async throws -> Item {
            return try self.transportSpy.fetch.invokeThrowing(id)
          }
          public func parse(_ data: Data) throws(ParseError) -> Item {
            return try self.transportSpy.parse.invoke(data)
          }
          public var baseURL: String {
            get {
              self.transportSpy.baseURLGetter.invoke(())
            }
          }
          public var timeout: Double {
            get {
              self.transportSpy.timeoutGetter.invoke(())
            }
            set {
              self.transportSpy.timeoutSetter.invoke(newValue)
              self.transportSpy.timeoutGetter.returns(newValue)
            }
          }
          public var token: String {
            get async throws {
              try self.transportSpy.tokenGetter.invokeThrowing(())
            }
          }
        }
        """
    )
  }

  @Test("Overloads get names from their labels, then types, then result types")
  func overloads() {
    assertSpyExpansion(
      """
      @Spy
      protocol Canceller {
        func cancel()
        func cancel(id: Int)
        func cancel(_ id: Int)
        func cancel(_ name: String)
        func value() -> Int
        func value() -> String
      }
      """,
      expandedSource: """
        protocol Canceller {
          func cancel()
          func cancel(id: Int)
          func cancel(_ id: Int)
          func cancel(_ name: String)
          func value() -> Int
          func value() -> String
        }

        /// Implements `Canceller` by recording into `CancellerSpy`'s recorders; spies of refining protocols adopt it.
        protocol CancellerSpying: Canceller, AnyObject {
          /// The spy whose recorders implement `Canceller`.
          nonisolated var cancellerSpy: CancellerSpy {
            get
          }
        }

        /// A spy conforming to `Canceller`: records calls, answers with stubs, checks expectations.
        final class CancellerSpy: CancellerSpying, Sendable {
          /// The record and stubs of `cancel()`.
          nonisolated let cancel: SpyMethod<Void, Void, Never>
          /// The record and stubs of `cancel(id:)`.
          nonisolated let cancelId: SpyMethod<Int, Void, Never>
          /// The record and stubs of `cancel(_:)`.
          nonisolated let cancelInt: SpyMethod<Int, Void, Never>
          /// The record and stubs of `cancel(_:)`.
          nonisolated let cancelString: SpyMethod<String, Void, Never>
          /// The record and stubs of `value()`.
          nonisolated let valueReturningInt: SpyMethod<Void, Int, Never>
          /// The record and stubs of `value()`.
          nonisolated let valueReturningString: SpyMethod<Void, String, Never>
          /// The spy's record: calls in order, strictness, expectations not checked yet.
          nonisolated let spyLog: SpyLog
          /// This spy, as `CancellerSpying` requires.
          nonisolated var cancellerSpy: CancellerSpy {
            self
          }
          /// Creates a spy; a `.strict` one reports calls without a stub at this line.
          convenience init(
            _ strictness: SpyStrictness = .relaxed,
            at callSite: CallSite = #callSite
          ) {
            self.init(log: SpyLog(spyName: "CancellerSpy", strictness: strictness, at: callSite))
          }
          /// Creates a spy recording into `log`, shared with the spy of a refining protocol.
          init(log: SpyLog) {
            self.spyLog = log
            self.cancel = SpyMethod(method: "cancel()", labels: [], log: log)
            self.cancelId = SpyMethod(method: "cancel(id:)", labels: ["id"], log: log)
            self.cancelInt = SpyMethod(method: "cancel(_:)", labels: [nil], log: log)
            self.cancelString = SpyMethod(method: "cancel(_:)", labels: [nil], log: log)
            self.valueReturningInt = SpyMethod(method: "value()", labels: [], log: log)
            self.valueReturningString = SpyMethod(method: "value()", labels: [], log: log)
          }
          /// Every call so far, in order across all members: `spy.invocations.map(\\.member)`.
          nonisolated var invocations: [SpyInvocation] {
            spyLog.invocations
          }
          /// Checks the expectations not checked yet, reporting failures at their `expect` lines.
          nonisolated func verify() {
            spyLog.verify()
          }
        }

        extension Canceller where Self: CancellerSpying {
          func cancel() {
            self.cancellerSpy.cancel.invoke(())
          }
          func cancel(id: Int) {
            self.cancellerSpy.cancelId.invoke(id)
          }
          func cancel(_ id: Int) {
            self.cancellerSpy.cancelInt.invoke(id)
          }
          func cancel(_ name: String) {
            self.cancellerSpy.cancelString.invoke(name)
          }
          func value() -> Int {
            return self.cancellerSpy.valueReturningInt.invoke(())
          }
          func value() -> String {
            return self.cancellerSpy.valueReturningString.invoke(())
          }
        }
        """
    )
  }

  @Test("Associated types take their defaults; generic, variadic and closure parameters")
  func associatedTypesAndGenerics() {
    assertSpyExpansion(
      """
      @Spy
      protocol Store {
        associatedtype Key: Hashable = String
        func value(for key: Key) -> Int?
        func save<T: Encodable>(_ value: T, for _: Key) throws
        func log(_ messages: String...)
        func transaction(_ body: () -> Void)
        func observe(_ handler: @escaping @Sendable (Int) -> Void)
        mutating func reset(to value: inout Int)
        func render(_ view: some View, in context: any Context)
      }
      """,
      expandedSource: """
        protocol Store {
          associatedtype Key: Hashable = String
          func value(for key: Key) -> Int?
          func save<T: Encodable>(_ value: T, for _: Key) throws
          func log(_ messages: String...)
          func transaction(_ body: () -> Void)
          func observe(_ handler: @escaping @Sendable (Int) -> Void)
          mutating func reset(to value: inout Int)
          func render(_ view: some View, in context: any Context)
        }

        /// Implements `Store` by recording into `StoreSpy`'s recorders; spies of refining protocols adopt it.
        protocol StoreSpying: Store, AnyObject where Key == String {
          /// The spy whose recorders implement `Store`.
          nonisolated var storeSpy: StoreSpy {
            get
          }
        }

        /// A spy conforming to `Store`: records calls, answers with stubs, checks expectations.
        final class StoreSpy: StoreSpying, Sendable {
          typealias Key = String
          /// The record and stubs of `value(for:)`.
          nonisolated let value: SpyMethod<String, Int?, Never>
          /// The record and stubs of `save(_:for:)`.
          nonisolated let save: SpyMethod<(value: Any, argument1: String), Void, any Error>
          /// The record and stubs of `log(_:)`.
          nonisolated let log: SpyMethod<[String], Void, Never>
          /// The record and stubs of `transaction(_:)`.
          nonisolated let transaction: SpyMethod<Void, Void, Never>
          /// The record and stubs of `observe(_:)`.
          nonisolated let observe: SpyMethod<@Sendable (Int) -> Void, Void, Never>
          /// The record and stubs of `reset(to:)`.
          nonisolated let reset: SpyMethod<Int, Void, Never>
          /// The record and stubs of `render(_:in:)`.
          nonisolated let render: SpyMethod<(view: Any, context: any Context), Void, Never>
          /// The spy's record: calls in order, strictness, expectations not checked yet.
          nonisolated let spyLog: SpyLog
          /// This spy, as `StoreSpying` requires.
          nonisolated var storeSpy: StoreSpy {
            self
          }
          /// Creates a spy; a `.strict` one reports calls without a stub at this line.
          convenience init(
            _ strictness: SpyStrictness = .relaxed,
            at callSite: CallSite = #callSite
          ) {
            self.init(log: SpyLog(spyName: "StoreSpy", strictness: strictness, at: callSite))
          }
          /// Creates a spy recording into `log`, shared with the spy of a refining protocol.
          init(log: SpyLog) {
            self.spyLog = log
            self.value = SpyMethod(method: "value(for:)", labels: ["for"], log: log)
            self.save = SpyMethod(method: "save(_:for:)", labels: [nil, "for"], log: log)
            self.log = SpyMethod(method: "log(_:)", labels: [nil], log: log)
            self.transaction = SpyMethod(method: "transaction(_:)", labels: [], log: log)
            self.observe = SpyMethod(method: "observe(_:)", labels: [nil], log: log)
            self.reset = SpyMethod(method: "reset(to:)", labels: ["to"], log: log)
            self.render = SpyMethod(method: "render(_:in:)", labels: [nil, "in"], log: log)
          }
          /// Every call so far, in order across all members: `spy.invocations.map(\\.member)`.
          nonisolated var invocations: [SpyInvocation] {
            spyLog.invocations
          }
          /// Checks the expectations not checked yet, reporting failures at their `expect` lines.
          nonisolated func verify() {
            spyLog.verify()
          }
        }

        extension Store where Self: StoreSpying {
          func value(for key: Key) -> Int? {
            return self.storeSpy.value.invoke(key)
          }
          func save<T: Encodable>(_ value: T, for argument1: Key) throws {
            try self.storeSpy.save.invokeThrowing((value: value, argument1: argument1))
          }
          func log(_ messages: String...) {
            self.storeSpy.log.invoke(messages)
          }
          func transaction(_ body: () -> Void) {
            self.storeSpy.transaction.invoke(())
          }
          func observe(_ handler: @escaping @Sendable (Int) -> Void) {
            self.storeSpy.observe.invoke(handler)
          }
          func reset(to value: inout Int) {
            self.storeSpy.reset.invoke(value)
          }
          func render(_ view: some View, in context: any Context) {
            self.storeSpy.render.invoke((view: view, context: context))
          }
        }
        """
    )
  }

  @Test("Static requirements record into per-test recorders kept in the test's scope")
  func staticRequirements() {
    assertSpyExpansion(
      """
      @Spy
      protocol Analytics {
        static func track(_ event: String)
        static var isEnabled: Bool { get set }
        func flush()
      }
      """,
      expandedSource: """
        protocol Analytics {
          static func track(_ event: String)
          static var isEnabled: Bool { get set }
          func flush()
        }

        /// Implements `Analytics` by recording into `AnalyticsSpy`'s recorders; spies of refining protocols adopt it.
        protocol AnalyticsSpying: Analytics, AnyObject {
          /// The spy whose recorders implement `Analytics`.
          nonisolated var analyticsSpy: AnalyticsSpy {
            get
          }
        }

        /// A spy conforming to `Analytics`: records calls, answers with stubs, checks expectations.
        final class AnalyticsSpy: AnalyticsSpying, Sendable {
          /// The record and stubs of `flush()`.
          nonisolated let flush: SpyMethod<Void, Void, Never>
          /// The recorders of `Analytics`'s static requirements for the running test (kept in its scope).
          nonisolated static var statics: AnalyticsSpyStatics {
            SpyStatics.current(AnalyticsSpyStatics.self, spyName: "AnalyticsSpy")
          }
          /// The spy's record: calls in order, strictness, expectations not checked yet.
          nonisolated let spyLog: SpyLog
          /// This spy, as `AnalyticsSpying` requires.
          nonisolated var analyticsSpy: AnalyticsSpy {
            self
          }
          /// Creates a spy; a `.strict` one reports calls without a stub at this line.
          convenience init(
            _ strictness: SpyStrictness = .relaxed,
            at callSite: CallSite = #callSite
          ) {
            self.init(log: SpyLog(spyName: "AnalyticsSpy", strictness: strictness, at: callSite))
          }
          /// Creates a spy recording into `log`, shared with the spy of a refining protocol.
          init(log: SpyLog) {
            self.spyLog = log
            self.flush = SpyMethod(method: "flush()", labels: [], log: log)
          }
          /// Every call so far, in order across all members: `spy.invocations.map(\\.member)`.
          nonisolated var invocations: [SpyInvocation] {
            spyLog.invocations
          }
          /// Checks the expectations not checked yet, reporting failures at their `expect` lines.
          nonisolated func verify() {
            spyLog.verify()
          }
        }

        /// The recorders of `Analytics`'s static requirements; each test gets its own, as `AnalyticsSpy.statics`.
        final class AnalyticsSpyStatics: SpyStaticRecorders {
          /// The record and stubs of `track(_:)`.
          nonisolated let track: SpyMethod<String, Void, Never>
          /// The record and stubs of reading `isEnabled`.
          nonisolated let isEnabledGetter: SpyMethod<Void, Bool, Never>
          /// The record of setting `isEnabled`.
          nonisolated let isEnabledSetter: SpyMethod<Bool, Void, Never>
          /// The record of static calls in this test, in order.
          nonisolated let spyLog: SpyLog
          /// Creates the recorders, recording into `log`.
          init(log: SpyLog) {
            self.spyLog = log
            self.track = SpyMethod(method: "track(_:)", labels: [nil], log: log)
            self.isEnabledGetter = SpyMethod(getter: "isEnabled", log: log)
            self.isEnabledSetter = SpyMethod(setter: "isEnabled", log: log)
          }
          /// Every static call so far in this test, in order.
          nonisolated var invocations: [SpyInvocation] {
            spyLog.invocations
          }
          /// Checks the expectations on static requirements not checked yet.
          nonisolated func verify() {
            spyLog.verify()
          }
        }

        extension Analytics where Self: AnalyticsSpying {
          func flush() {
            self.analyticsSpy.flush.invoke(())
          }
          static func track(_ event: String) {
            AnalyticsSpy.statics.track.invoke(event)
          }
          static var isEnabled: Bool {
            get {
              AnalyticsSpy.statics.isEnabledGetter.invoke(())
            }
            set {
              AnalyticsSpy.statics.isEnabledSetter.invoke(newValue)
              AnalyticsSpy.statics.isEnabledGetter.returns(newValue)
            }
          }
        }
        """
    )
  }

  @Test("A refining protocol reuses its parent's spy through the parent's Spying protocol")
  func inheriting() {
    assertSpyExpansion(
      """
      @Spy(inheriting: Loading.self)
      protocol Screen: Loading {
        func show(title: String)
      }
      """,
      expandedSource: """
        protocol Screen: Loading {
          func show(title: String)
        }

        /// Implements `Screen` by recording into `ScreenSpy`'s recorders; spies of refining protocols adopt it.
        protocol ScreenSpying: Screen, LoadingSpying, AnyObject {
          /// The spy whose recorders implement `Screen`.
          nonisolated var screenSpy: ScreenSpy {
            get
          }
        }

        /// A spy conforming to `Screen`: records calls, answers with stubs, checks expectations.
        final class ScreenSpy: ScreenSpying, Sendable {
          /// The record and stubs of `show(title:)`.
          nonisolated let show: SpyMethod<String, Void, Never>
          /// The spy recording `Loading`'s requirements, sharing this spy's log.
          nonisolated let loadingSpy: LoadingSpy
          /// The spy's record: calls in order, strictness, expectations not checked yet.
          nonisolated let spyLog: SpyLog
          /// This spy, as `ScreenSpying` requires.
          nonisolated var screenSpy: ScreenSpy {
            self
          }
          /// Creates a spy; a `.strict` one reports calls without a stub at this line.
          convenience init(
            _ strictness: SpyStrictness = .relaxed,
            at callSite: CallSite = #callSite
          ) {
            self.init(log: SpyLog(spyName: "ScreenSpy", strictness: strictness, at: callSite))
          }
          /// Creates a spy recording into `log`, shared with the spy of a refining protocol.
          init(log: SpyLog) {
            self.spyLog = log
            self.show = SpyMethod(method: "show(title:)", labels: ["title"], log: log)
            self.loadingSpy = LoadingSpy(log: log)
          }
          /// Every call so far, in order across all members: `spy.invocations.map(\\.member)`.
          nonisolated var invocations: [SpyInvocation] {
            spyLog.invocations
          }
          /// Checks the expectations not checked yet, reporting failures at their `expect` lines.
          nonisolated func verify() {
            spyLog.verify()
          }
        }

        extension Screen where Self: ScreenSpying {
          /// The spy recording `Loading`'s requirements.
          nonisolated var loadingSpy: LoadingSpy {
            self.screenSpy.loadingSpy
          }
          func show(title: String) {
            self.screenSpy.show.invoke(title)
          }
        }
        """
    )
  }

  @Test(
    "A @preconcurrency @MainActor protocol: the Spying protocol and the spy keep @preconcurrency")
  func preconcurrencyMainActorDelegate() {
    assertSpyExpansion(
      """
      @Spy
      @preconcurrency @MainActor
      protocol LoginNavigation: AnyObject {
        func didLogIn(name: String)
      }
      """,
      expandedSource: """
        @preconcurrency @MainActor
        protocol LoginNavigation: AnyObject {
          func didLogIn(name: String)
        }

        /// Implements `LoginNavigation` by recording into `LoginNavigationSpy`'s recorders; spies of refining protocols adopt it.
        @preconcurrency @MainActor protocol LoginNavigationSpying: LoginNavigation, AnyObject {
          /// The spy whose recorders implement `LoginNavigation`.
          nonisolated var loginNavigationSpy: LoginNavigationSpy {
            get
          }
        }

        /// A spy conforming to `LoginNavigation`: records calls, answers with stubs, checks expectations.
        @preconcurrency @MainActor final class LoginNavigationSpy: LoginNavigationSpying, Sendable {
          /// The record and stubs of `didLogIn(name:)`.
          nonisolated let didLogIn: SpyMethod<String, Void, Never>
          /// The spy's record: calls in order, strictness, expectations not checked yet.
          nonisolated let spyLog: SpyLog
          /// This spy, as `LoginNavigationSpying` requires.
          nonisolated var loginNavigationSpy: LoginNavigationSpy {
            self
          }
          /// Creates a spy; a `.strict` one reports calls without a stub at this line.
          convenience init(
            _ strictness: SpyStrictness = .relaxed,
            at callSite: CallSite = #callSite
          ) {
            self.init(log: SpyLog(spyName: "LoginNavigationSpy", strictness: strictness, at: callSite))
          }
          /// Creates a spy recording into `log`, shared with the spy of a refining protocol.
          init(log: SpyLog) {
            self.spyLog = log
            self.didLogIn = SpyMethod(method: "didLogIn(name:)", labels: ["name"], log: log)
          }
          /// Every call so far, in order across all members: `spy.invocations.map(\\.member)`.
          nonisolated var invocations: [SpyInvocation] {
            spyLog.invocations
          }
          /// Checks the expectations not checked yet, reporting failures at their `expect` lines.
          nonisolated func verify() {
            spyLog.verify()
          }
        }

        extension LoginNavigation where Self: LoginNavigationSpying {
          func didLogIn(name: String) {
            self.loginNavigationSpy.didLogIn.invoke(name)
          }
        }
        """
    )
  }
}
