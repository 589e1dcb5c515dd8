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

        /// A class implementing `NavigationDelegate` by recording into a `NavigationDelegateSpy`; spies of refining protocols adopt it.
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
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            line: UInt = #line,
            column: UInt = #column
          ) {
            self.init(log: SpyLog(spyName: "NavigationDelegateSpy", strictness: strictness, fileID: fileID, filePath: filePath, line: line, column: column))
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
            navigationDelegateSpy.showRed.invoke(())
          }
          func show(color: String, animated: Bool) -> Bool {
            return navigationDelegateSpy.show.invoke((color: color, animated: animated))
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

        /// A class implementing `Transport` by recording into a `TransportSpy`; spies of refining protocols adopt it.
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
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            line: UInt = #line,
            column: UInt = #column
          ) {
            self.init(log: SpyLog(spyName: "TransportSpy", strictness: strictness, fileID: fileID, filePath: filePath, line: line, column: column))
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
            return try transportSpy.fetch.invokeThrowing(id)
          }
          public func parse(_ data: Data) throws(ParseError) -> Item {
            return try transportSpy.parse.invoke(data)
          }
          public var baseURL: String {
            get {
              transportSpy.baseURLGetter.invoke(())
            }
          }
          public var timeout: Double {
            get {
              transportSpy.timeoutGetter.invoke(())
            }
            set {
              transportSpy.timeoutSetter.invoke(newValue)
              transportSpy.timeoutGetter.returns(newValue)
            }
          }
          public var token: String {
            get async throws {
              try transportSpy.tokenGetter.invokeThrowing(())
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

        /// A class implementing `Canceller` by recording into a `CancellerSpy`; spies of refining protocols adopt it.
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
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            line: UInt = #line,
            column: UInt = #column
          ) {
            self.init(log: SpyLog(spyName: "CancellerSpy", strictness: strictness, fileID: fileID, filePath: filePath, line: line, column: column))
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
            cancellerSpy.cancel.invoke(())
          }
          func cancel(id: Int) {
            cancellerSpy.cancelId.invoke(id)
          }
          func cancel(_ id: Int) {
            cancellerSpy.cancelInt.invoke(id)
          }
          func cancel(_ name: String) {
            cancellerSpy.cancelString.invoke(name)
          }
          func value() -> Int {
            return cancellerSpy.valueReturningInt.invoke(())
          }
          func value() -> String {
            return cancellerSpy.valueReturningString.invoke(())
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
        }

        /// A class implementing `Store` by recording into a `StoreSpy`; spies of refining protocols adopt it.
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
          /// The spy's record: calls in order, strictness, expectations not checked yet.
          nonisolated let spyLog: SpyLog
          /// This spy, as `StoreSpying` requires.
          nonisolated var storeSpy: StoreSpy {
            self
          }
          /// Creates a spy; a `.strict` one reports calls without a stub at this line.
          convenience init(
            _ strictness: SpyStrictness = .relaxed,
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            line: UInt = #line,
            column: UInt = #column
          ) {
            self.init(log: SpyLog(spyName: "StoreSpy", strictness: strictness, fileID: fileID, filePath: filePath, line: line, column: column))
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
            return storeSpy.value.invoke(key)
          }
          func save<T: Encodable>(_ value: T, for argument1: Key) throws {
            try storeSpy.save.invokeThrowing((value: value, argument1: argument1))
          }
          func log(_ messages: String...) {
            storeSpy.log.invoke(messages)
          }
          func transaction(_ body: () -> Void) {
            storeSpy.transaction.invoke(())
          }
          func observe(_ handler: @escaping @Sendable (Int) -> Void) {
            storeSpy.observe.invoke(handler)
          }
          func reset(to value: inout Int) {
            storeSpy.reset.invoke(value)
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

        /// A class implementing `Screen` by recording into a `ScreenSpy`; spies of refining protocols adopt it.
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
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            line: UInt = #line,
            column: UInt = #column
          ) {
            self.init(log: SpyLog(spyName: "ScreenSpy", strictness: strictness, fileID: fileID, filePath: filePath, line: line, column: column))
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
            screenSpy.loadingSpy
          }
          func show(title: String) {
            screenSpy.show.invoke(title)
          }
        }
        """
    )
  }
}
