#if !canImport(UIKit)
  import Foundation

  /// One console message that UIKit would print, with the window and controller it concerns.
  @_spi(Testing)
  public struct HeadlessConsoleMessage: Sendable, Equatable, CustomStringConvertible {
    /// The message, in UIKit's wording.
    public var text: String
    /// The window the message concerns, when known.
    public var windowID: ObjectIdentifier?
    /// The controller the message concerns, when known.
    public var controllerID: ObjectIdentifier?

    /// The message text.
    public var description: String { text }
  }

  /// The one hook through which HeadlessUIKit emits UIKit's console messages.
  ///
  /// Observe messages per test with ``withObserver(printing:_:operation:)-23a58``
  /// (task-local; deferred work keeps the observer of the code that scheduled it) or read a
  /// window's ``UIWindow/consoleMessages``. Messages also go to standard error unless suppressed.
  @_spi(Testing)
  public enum HeadlessConsole {
    /// Called with every message emitted by the current task and the work it schedules.
    @TaskLocal public static var observer: (@Sendable (HeadlessConsoleMessage) -> Void)?
    /// Whether messages are printed to standard error, like UIKit's console.
    @TaskLocal public static var printsToStandardError = true

    /// Runs `operation` with `observer` receiving every message it and its deferred work emit.
    ///
    /// - Parameters:
    ///   - printing: Whether the messages also go to standard error.
    ///   - observer: Receives each message.
    ///   - operation: The code to observe.
    public static func withObserver<R>(
      printing: Bool = true, _ observer: @escaping @Sendable (HeadlessConsoleMessage) -> Void,
      operation: () throws -> R
    ) rethrows -> R {
      try $printsToStandardError.withValue(printing) {
        try $observer.withValue(observer, operation: operation)
      }
    }

    /// Async form of ``withObserver(printing:_:operation:)-23a58``.
    ///
    /// - Parameters:
    ///   - printing: Whether the messages also go to standard error.
    ///   - observer: Receives each message.
    ///   - operation: The code to observe.
    public static func withObserver<R>(
      printing: Bool = true, _ observer: @escaping @Sendable (HeadlessConsoleMessage) -> Void,
      operation: () async throws -> R
    ) async rethrows -> R {
      try await $printsToStandardError.withValue(printing) {
        try await $observer.withValue(observer, operation: operation)
      }
    }
  }

  /// The console settings captured when work is scheduled, restored while it runs.
  ///
  /// Deferred work runs synchronously on the main actor, outside any task, so the captured
  /// settings are kept in a main-actor variable for the duration of the work rather than re-bound
  /// as task-locals.
  struct ConsoleContext: Sendable {
    var observer: (@Sendable (HeadlessConsoleMessage) -> Void)?
    var printsToStandardError: Bool

    /// The settings of the deferred work running now, if any.
    @MainActor static var running: ConsoleContext?

    /// The settings in effect: the running deferred work's, else the task-locals.
    @preconcurrency @MainActor
    static var current: ConsoleContext {
      running
        ?? ConsoleContext(
          observer: HeadlessConsole.observer,
          printsToStandardError: HeadlessConsole.printsToStandardError)
    }

    @preconcurrency @MainActor
    func run(_ work: @MainActor () -> Void) {
      let outer = ConsoleContext.running
      ConsoleContext.running = self
      work()
      ConsoleContext.running = outer
    }
  }

  /// Emits a UIKit console message through the hook, the window's log and standard error.
  @preconcurrency @MainActor
  func consoleLog(_ text: String, window: UIWindow?, controller: UIViewController? = nil) {
    let message = HeadlessConsoleMessage(
      text: text, windowID: window.map(ObjectIdentifier.init),
      controllerID: controller.map(ObjectIdentifier.init))
    window?.consoleMessages.append(message)
    let context = ConsoleContext.current
    context.observer?(message)
    if context.printsToStandardError {
      FileHandle.standardError.write(Data(("[HeadlessUIKit] " + text + "\n").utf8))
    }
  }
#endif
