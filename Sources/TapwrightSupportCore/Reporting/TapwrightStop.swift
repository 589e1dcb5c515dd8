/// The error a lookup throws after recording its failure, to end the test at the caller's line.
///
/// The failure itself (its message and the screens' dump) is recorded before this is thrown, so
/// the `.tapwright` and `.tapwrightScope` traits and the XCTest base classes end the test without
/// reporting it a second time. A test that catches it can go on: the failure stays recorded.
///
/// ```swift
/// @Test(.tapwright) func savingNeedsATitle() async throws {
///   let compose = try await app.screen(as: ComposeScreen.self)  // stops here if not shown
///   #expect(try compose.button(.identifier("save")).isEnabled == false)
/// }
/// ```
public struct TapwrightStop: Error, Sendable, CustomStringConvertible {
  /// The failure's message, as recorded.
  public let message: String
  /// Where the failure was recorded.
  public let callSite: CallSite

  /// Creates the error for a failure already recorded at `callSite`; ``FailureRecorder/stop(_:)`` records and creates it.
  ///
  /// - Parameters:
  ///   - message: The recorded failure's message.
  ///   - callSite: Where it was recorded.
  public init(message: String, callSite: CallSite) {
    self.message = message
    self.callSite = callSite
  }

  /// The words that begin ``description``, by which XCTest base classes recognise a stop.
  package static let marker = "TapwrightStop: the test stopped"

  /// One line naming where the test stopped; the failure's text was recorded there already.
  public var description: String {
    "\(Self.marker) at \(callSite) after the failure recorded there."
  }
}

extension FailureRecorder {
  /// Records `message` at ``location`` and returns the error that stops the test; write `throw recorder.stop(…)`.
  ///
  /// - Parameter message: What went wrong.
  /// - Returns: The ``TapwrightStop`` to throw.
  public func stop(_ message: String) -> TapwrightStop {
    record(message)
    return TapwrightStop(message: message, callSite: location)
  }
}
