// Combine's key-value observing publisher, `publisher(for:options:)`, as apps write it: on iOS
// Combine's, on Linux HeadlessCombine's (on OpenCombine). A Mac's HeadlessUIKit has Swift
// properties Objective-C cannot observe, so there is nothing to test there.
#if canImport(UIKit) || !canImport(ObjectiveC)
  import Foundation
  import Testing

  #if canImport(Combine)
    import Combine
  #else
    import OpenCombine
    import HeadlessCombine
  #endif
  #if canImport(UIKit)
    import UIKit
  #else
    import HeadlessUIKit
  #endif

  /// A subscriber that asks for a given number of values and keeps them.
  private final class Taker<Value>: Subscriber {
    typealias Input = Value
    typealias Failure = Never
    let combineIdentifier = CombineIdentifier()
    let first: Subscribers.Demand
    var values: [Value] = []
    var subscription: (any Subscription)?

    init(first: Subscribers.Demand) { self.first = first }

    func receive(subscription: any Subscription) {
      self.subscription = subscription
      subscription.request(first)
    }

    func receive(_ input: Value) -> Subscribers.Demand {
      values.append(input)
      return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
  }

  @MainActor
  @Suite("Combine's key-value observing publisher")
  struct KeyValuePublisherSpec {
    @Test("A text field's text set by code is published, the current value first")
    func textFieldText() {
      let field = UITextField()
      var values: [String?] = []
      let subscription = field.publisher(for: \.text).sink { values.append($0) }
      field.text = "swift"
      field.text = "swiftly"
      #expect(values == ["", "swift", "swiftly"])
      subscription.cancel()
      field.text = "after"
      #expect(values.count == 3)
    }

    @Test("Without .initial only changes are published; didChange() tells each one")
    func changesOnly() {
      let view = UIView()
      var alphas: [CGFloat] = []
      var changes = 0
      let publisher = view.publisher(for: \.alpha, options: [.new])
      #expect(publisher == view.publisher(for: \.alpha, options: [.new]))
      #expect(publisher.object === view)
      let values = publisher.sink { alphas.append($0) }
      let told = publisher.didChange().sink { changes += 1 }
      view.alpha = 0.5
      view.isHidden = true
      view.alpha = 0.25
      #expect(alphas == [0.5, 0.25])
      #expect(changes == 2)
      values.cancel()
      told.cancel()
    }

    @Test("Values are published as far as the subscriber asks; a change without demand is dropped")
    func demand() {
      let view = UIView()
      let taker = Taker<Bool>(first: .max(2))
      view.publisher(for: \.isHidden).subscribe(taker)
      view.isHidden = true
      view.isHidden = false
      #expect(taker.values == [false, true])
      taker.subscription?.request(.max(1))
      view.isHidden = true
      #expect(taker.values == [false, true, true])
      taker.subscription?.cancel()
    }
  }
#endif
