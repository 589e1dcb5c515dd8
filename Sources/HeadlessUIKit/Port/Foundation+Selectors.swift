#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // Foundation's selector-based API, which Linux's Foundation lacks: delayed performs,
  // notification observers and timers that send a selector to a target.

  /// A `perform(_:with:afterDelay:)` not yet run: its target (held strongly, as Foundation holds
  /// it), selector, argument and timer.
  @MainActor
  private final class DelayedPerform {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    var timer: HeadlessTimer?

    init(target: AnyObject, selector: Selector, argument: Any?) {
      self.target = target
      self.selector = selector
      self.argument = argument
    }

    static var pending: [DelayedPerform] = []
  }

  extension NSObjectProtocol {
    /// Sends a message after a delay on the main run loop, as Foundation's: a HeadlessUIKit timer
    /// (so virtual time advances it), the receiver and argument kept alive until it runs.
    ///
    /// - Parameters:
    ///   - aSelector: The method's name.
    ///   - anArgument: The argument, or `nil`.
    ///   - delay: The delay in seconds.
    public func perform(
      _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval
    ) {
      let message = DelayedMessage(target: self, selector: aSelector, argument: anArgument)
      _ = onMainThread("perform(_:with:afterDelay:)") {
        let request = DelayedPerform(
          target: message.target, selector: message.selector, argument: message.argument)
        let window = (message.target as? UIView)?.window
        request.timer = Scheduler.schedule(
          after: delay, in: window, label: "perform(\(message.selector.name)) after \(delay) s"
        ) { [weak request] in
          guard let request else { return }
          DelayedPerform.pending.removeAll { $0 === request }
          send(request.selector, to: request.target, request.argument)
        }
        DelayedPerform.pending.append(request)
      }
    }
  }

  /// A delayed message handed to the main actor on the main thread.
  private struct DelayedMessage: @unchecked Sendable {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
  }

  extension NSObject {
    /// Cancels every pending `perform(_:with:afterDelay:)` sent to a target, as Foundation's.
    ///
    /// - Parameter aTarget: The receiver of the pending performs.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
      cancelPerforms(
        target: aTarget as AnyObject, selector: nil, argument: nil, matchArgument: false)
    }

    /// Cancels the pending performs of one selector and argument sent to a target.
    ///
    /// - Parameters:
    ///   - aTarget: The receiver.
    ///   - aSelector: The selector.
    ///   - anArgument: The argument (compared with `isEqual`).
    public class func cancelPreviousPerformRequests(
      withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
      cancelPerforms(
        target: aTarget as AnyObject, selector: aSelector, argument: anArgument,
        matchArgument: true)
    }

    private class func cancelPerforms(
      target: AnyObject, selector: Selector?, argument: Any?, matchArgument: Bool
    ) {
      let request = DelayedMessage(target: target, selector: selector ?? "", argument: argument)
      let anySelector = selector == nil
      _ = onMainThread("cancelPreviousPerformRequests(withTarget:)") {
        DelayedPerform.pending.removeAll { pending in
          guard pending.target === request.target,
            anySelector || pending.selector == request.selector,
            !matchArgument || sameArgument(pending.argument, request.argument)
          else { return false }
          pending.timer?.cancel()
          return true
        }
      }
    }
  }

  private func sameArgument(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs as NSObject, let rhs as NSObject): return lhs.isEqual(rhs)
    case (let lhs as AnyHashable, let rhs as AnyHashable): return lhs == rhs
    default: return false
    }
  }

  extension NotificationCenter {
    /// Registers `observer` to receive `aSelector` (with the notification) when a notification is
    /// posted, as Foundation's. The observer is not retained; once it is gone it receives nothing
    /// (so removing it in `deinit` is not needed). Linux's Foundation has no selector observers
    /// to remove: `removeObserver(self)` while the observer lives does not stop them.
    ///
    /// - Parameters:
    ///   - observer: The object sent the message.
    ///   - aSelector: Its method, taking the notification or nothing.
    ///   - aName: The notification's name, or `nil` for every name.
    ///   - anObject: The sender to listen to, or `nil` for every sender.
    public func addObserver(
      _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
      object anObject: Any?
    ) {
      let target = WeakBox(observer as AnyObject)
      _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
        let message = DelayedMessage(target: target, selector: aSelector, argument: notification)
        _ = onMainThread("a notification observer's selector") {
          guard let observer = (message.target as? WeakBox)?.object else { return }
          send(message.selector, to: observer, message.argument)
        }
      }
    }
  }

  /// An object held weakly, sendable to the notification block (which runs on the main thread).
  private final class WeakBox: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  extension Timer {
    /// A timer that sends `aSelector` (with the timer) to `target`, as Foundation's; schedule it
    /// on a run loop. The target is held strongly until the timer is invalidated, as Foundation
    /// holds it.
    ///
    /// - Parameters:
    ///   - ti: The interval in seconds.
    ///   - aTarget: The receiver.
    ///   - aSelector: Its method, taking the timer or nothing.
    ///   - userInfo: Ignored on Linux (Foundation's Linux timer has no user info).
    ///   - yesOrNo: Whether it repeats.
    public convenience init(
      timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
      userInfo: Any?, repeats yesOrNo: Bool
    ) {
      let message = DelayedMessage(target: aTarget as AnyObject, selector: aSelector, argument: nil)
      self.init(timeInterval: ti, repeats: yesOrNo) { timer in
        let fired = DelayedMessage(
          target: message.target, selector: message.selector, argument: timer)
        _ = onMainThread("a timer's selector") { () -> Void in
          send(fired.selector, to: fired.target, fired.argument)
        }
      }
    }

    /// A timer that sends `aSelector` to `target`, scheduled on the current run loop.
    ///
    /// - Parameters:
    ///   - ti: The interval in seconds.
    ///   - aTarget: The receiver.
    ///   - aSelector: Its method, taking the timer or nothing.
    ///   - userInfo: Ignored on Linux.
    ///   - yesOrNo: Whether it repeats.
    /// - Returns: The scheduled timer.
    public class func scheduledTimer(
      timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
      userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
      let timer = Timer(
        timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo,
        repeats: yesOrNo)
      RunLoop.current.add(timer, forMode: .default)
      return timer
    }
  }
#endif

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  extension NSObject {
    /// The class's name as the Objective-C runtime gives it (`Module.Class` for a Swift class),
    /// as `+[NSObject description]` answers on Apple platforms; apps use it as a reuse
    /// identifier (`static var reuseID: String { description() }`).
    ///
    /// - Returns: The class's name.
    public class func description() -> String { String(reflecting: self) }
  }
#endif
