import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Reports a Tapwright failure at `location`, followed by the dump of the stage's screens.
///
/// Every failure of the library goes through here, so each message ends with the same dump the
/// public ``Stage/dump()`` returns (nothing is appended when there is no stage).
@MainActor
func fail(_ message: String, stage: Stage?, frames: Bool = false, at location: CallSite) {
  FailureRecorder(at: location).record(failureText(message, stage: stage, frames: frames))
}

/// Reports a Tapwright failure like ``fail(_:stage:at:)`` and returns the error that stops the test.
@MainActor
func stop(_ message: String, stage: Stage?, at location: CallSite) -> TapwrightStop {
  FailureRecorder(at: location).stop(failureText(message, stage: stage))
}

/// The full text of a failure: the message, a blank line and the stage's dump.
@MainActor
func failureText(_ message: String, stage: Stage?, frames: Bool = false) -> String {
  guard let stage, !stage.windows.isEmpty else { return message }
  return message + "\n\n" + stage.dump(frames: frames)
}
