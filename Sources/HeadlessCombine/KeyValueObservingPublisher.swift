#if !canImport(Combine) && !canImport(ObjectiveC)
  import Foundation
  import HeadlessUIKit
  import OpenCombine

  // What Combine adds to Foundation's objects on Apple platforms and OpenCombine cannot (it knows
  // no key-value observing): a publisher of a property's values, on HeadlessUIKit's key-value
  // observing. It tells what that tells: HeadlessUIKit's observable properties (a text field's
  // text set by code, a view's frame, a scroll view's content offset…), an app's `@objc dynamic`
  // properties (the port makes them observable) and `willChangeValue`/`didChangeValue` by hand.
  // As on iOS, a user's typing does not change a text field's `text` through its setter, so it
  // publishes nothing: observe `UITextField.textDidChangeNotification` for that.

  extension NSObject {
    /// A publisher of the values of an object's property at each change, as Combine's: made by
    /// `publisher(for:options:)`; its output is the property's value, and it never fails.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher, Equatable {
      public typealias Output = Value
      public typealias Failure = Never

      /// The observed object.
      public let object: Subject
      /// The observed property.
      public let keyPath: KeyPath<Subject, Value>
      /// When values are published: `.initial` (at once), `.prior` (before each change as well).
      public let options: NSKeyValueObservingOptions

      /// Creates a publisher of `object`'s property at `keyPath`.
      ///
      /// - Parameters:
      ///   - object: The observed object.
      ///   - keyPath: The property.
      ///   - options: When values are published.
      public init(
        object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions
      ) {
        self.object = object
        self.keyPath = keyPath
        self.options = options
      }

      /// A publisher of nothing but the changes, `()` at each.
      public func didChange() -> Publishers.Map<KeyValueObservingPublisher<Subject, Value>, Void> {
        map { _ in () }
      }

      public func receive<Downstream: Subscriber>(subscriber: Downstream)
      where Downstream.Input == Value, Downstream.Failure == Never {
        subscriber.receive(
          subscription: KeyValueObservingSubscription(
            object: object, keyPath: keyPath, options: options, downstream: subscriber))
      }

      public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.object === rhs.object && lhs.keyPath == rhs.keyPath && lhs.options == rhs.options
      }
    }
  }

  extension _KeyValueCodingAndObserving where Self: NSObject {
    /// A publisher of the property's value at each change (and at once, with `.initial`), as
    /// Combine's.
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - options: When values are published; by default at once and after each change.
    /// - Returns: The publisher.
    public func publisher<Value>(
      for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
      NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
  }

  /// One subscriber's observation: it starts at the first demand and publishes a value per change
  /// while there is demand (a change without demand is not kept, as Combine's).
  private final class KeyValueObservingSubscription<
    Subject: NSObject, Value, Downstream: Subscriber
  >: Subscription, @unchecked Sendable
  where Downstream.Input == Value, Downstream.Failure == Never {
    let combineIdentifier = CombineIdentifier()
    private let lock = NSRecursiveLock()
    /// Held until the observation starts; the observation holds it weakly after.
    private var object: Subject?
    private let keyPath: KeyPath<Subject, Value>
    private let options: NSKeyValueObservingOptions
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var observation: NSKeyValueObservation?

    init(
      object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions,
      downstream: Downstream
    ) {
      self.object = object
      self.keyPath = keyPath
      self.options = options
      self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
      lock.lock()
      guard downstream != nil else {
        lock.unlock()
        return
      }
      self.demand += demand
      let start = object
      object = nil
      lock.unlock()
      guard let start else { return }
      let keyPath = self.keyPath
      // With `.initial` the handler publishes before `observe` returns.
      let observation = start.observe(keyPath, options: options) { [weak self] object, _ in
        self?.publish(object[keyPath: keyPath])
      }
      lock.lock()
      if downstream == nil {
        lock.unlock()
        observation.invalidate()
        return
      }
      self.observation = observation
      lock.unlock()
    }

    private func publish(_ value: Value) {
      lock.lock()
      guard let downstream, demand > 0 else {
        lock.unlock()
        return
      }
      demand -= 1
      lock.unlock()
      let more = downstream.receive(value)
      lock.lock()
      demand += more
      lock.unlock()
    }

    func cancel() {
      lock.lock()
      let observation = self.observation
      self.observation = nil
      downstream = nil
      object = nil
      lock.unlock()
      observation?.invalidate()
    }
  }
#endif
