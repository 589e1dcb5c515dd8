#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import Testing

  @_spi(Testing) import HeadlessUIKit

  // An app's `@objc` protocol with optional requirements, as the port gives it on Linux (see
  // PortRewriterTests' "an optional requirement gets a default").
  protocol GifPlayerDelegate: AnyObject {
    func gifDidStart(sender: UIImageView)
    func height(for row: Int) -> CGFloat
    func title(for row: Int) -> String?
    func tint(for row: Int) -> UIColor
    func editingStyle(for row: Int) -> UITableViewCell.EditingStyle
  }
  extension GifPlayerDelegate {
    func tint(for row: Int) -> UIColor { _tapwrightOptionalRequirementDefault() }
    func editingStyle(for row: Int) -> UITableViewCell.EditingStyle {
      _tapwrightOptionalRequirementDefault()
    }
    func gifDidStart(sender: UIImageView) { _tapwrightOptionalRequirementDefault() }
    func height(for row: Int) -> CGFloat { _tapwrightOptionalRequirementDefault() }
    func title(for row: Int) -> String? { _tapwrightOptionalRequirementDefault() }
  }

  final class Implementing: GifPlayerDelegate {
    var started = 0
    func gifDidStart(sender: UIImageView) { started += 1 }
    func height(for row: Int) -> CGFloat { CGFloat(row) * 10 }
  }

  final class NotImplementing: GifPlayerDelegate {}

  @MainActor
  @Suite("Optional protocol requirements on Linux (the port's form)")
  struct OptionalRequirementSpec {
    @Test("A call gives the implementation's result, or nil when the type does not implement it")
    func optionalCalls() {
      let view = UIImageView()
      let implementing = Implementing()
      var delegate: GifPlayerDelegate? = implementing
      _tapwrightOptionalCall { delegate?.gifDidStart(sender: view) }
      #expect(implementing.started == 1)
      #expect(_tapwrightOptionalCall { delegate?.height(for: 2) } == 20)
      #expect((_tapwrightOptionalCall { delegate?.height(for: 2) } ?? 44) == 20)
      // Implemented by neither: nil, as Objective-C's optional call gives.
      #expect(_tapwrightOptionalCall { delegate?.title(for: 1) } == nil)

      delegate = NotImplementing()
      #expect(_tapwrightOptionalCall { delegate?.gifDidStart(sender: view) } == nil)
      #expect((_tapwrightOptionalCall { delegate?.height(for: 2) } ?? 44) == 44)
      // Results of a class or an enumeration: nil too, without a value to stand for them.
      #expect(_tapwrightOptionalCall { delegate?.tint(for: 1) } == nil)
      #expect(_tapwrightOptionalCall { delegate?.editingStyle(for: 1) } == nil)
      let strong = NotImplementing()
      #expect(_tapwrightOptionalCall(nonOptional: { strong.height(for: 1) }) == nil)
      #expect(_tapwrightOptionalCall(nonOptional: { implementing.height(for: 1) }) == 10)
      // In a closure's body, as Motion calls its delegates (`$0.motion?(…)`): an autoclosure.
      let delegates: [GifPlayerDelegate] = [implementing, strong]
      #expect(
        delegates.map { _tapwrightOptionalCall(deferredNonOptional: $0.height(for: 3)) } == [
          30, nil,
        ])
      let optionals: [GifPlayerDelegate?] = [implementing, nil]
      #expect(optionals.map { _tapwrightOptionalCall(deferred: $0?.height(for: 1)) } == [10, nil])
    }

    @Test("An inner optional call in the arguments does not decide the outer one")
    func nestedCalls() {
      let implementing = Implementing()
      let missing: GifPlayerDelegate? = NotImplementing()
      let outer: GifPlayerDelegate? = implementing
      let height = _tapwrightOptionalCall {
        outer?.height(for: Int(_tapwrightOptionalCall { missing?.height(for: 3) } ?? 4))
      }
      #expect(height == 40)
    }
  }
#endif
