import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Reports a Tapwright failure at `location`, followed by the dump of the stage's screens.
///
/// Every failure of the library goes through here, so each message ends with the same dump the
/// public ``Stage/dump(frames:)`` returns (nothing is appended when there is no stage), and each
/// keeps a picture of the screens with `marks` drawn on it (``FailurePictures``).
@MainActor
func failTest(
  _ message: String, stage: Stage?, frames: Bool = false, marks: [ScreenPicture.Mark] = [],
  at location: CallSite
) {
  // The recorder's location is the outermost caller's (a test's line, not a screen object's).
  let recorder = FailureRecorder(at: location)
  let text = failureText(message, stage: stage, frames: frames, marks: marks, at: recorder.location)
  capturing(message) { recorder.record(text) }
}

/// Reports a Tapwright failure like ``failTest(_:stage:frames:marks:at:)`` and returns the error that
/// stops the test.
@MainActor
func stopTest(
  _ message: String, stage: Stage?, marks: [ScreenPicture.Mark] = [], at location: CallSite
) -> TapwrightStop {
  let recorder = FailureRecorder(at: location)
  let text = failureText(message, stage: stage, marks: marks, at: recorder.location)
  return capturing(message) { recorder.stop(text) }
}

/// Runs `report`, telling an enclosing ``expectFailure(_:line:at:_:)`` the failure's own message.
private func capturing<R>(_ message: String, _ report: () -> R) -> R {
  guard let capture = FailureCapture.current else { return report() }
  return capture.reporting(message, report)
}

/// The full text of a failure: the message, a blank line and the stage's dump, and, for XCTest,
/// the path of the failure's picture.
@MainActor
func failureText(
  _ message: String, stage: Stage?, frames: Bool = false, marks: [ScreenPicture.Mark] = [],
  at location: CallSite
) -> String {
  guard let stage, !stage.windows.isEmpty else { return message }
  let dump = stage.dump(frames: frames)
  let picture = FailurePictures.keep(stage: stage, marks: marks, dump: dump, at: location)
  return message + "\n\n" + dump + picture
}
