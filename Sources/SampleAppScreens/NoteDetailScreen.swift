import Tapwright
import TapwrightSampleApp
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One note as a user sees it, with its Delete button and the confirmation it asks for.
public final class NoteDetailScreen: ViewControllerObject<NoteDetailViewController> {
  private typealias ID = NoteDetailViewController.ID

  /// The title shown.
  public var titleLabel: Element<UILabel> { element(.identifier(ID.title)) }

  /// The text shown ("No text" for an empty note).
  public var bodyLabel: Element<UILabel> { element(.identifier(ID.body)) }

  /// Delete (the trash button), in the navigation bar.
  public var deleteButton: BarButtonElement { navigationBarButton(.right, ID.delete) }

  /// Taps Delete (the trash button); the app asks for confirmation or deletes at once.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func tapDelete(at callSite: CallSite = #callSite) async throws {
    try await reporting(at: callSite) {
      try await navigation().tapBarButton(.right, ID.delete)
      await finishAppWork()
    }
  }

  /// Answers the confirmation alert with `answer` ("Delete" or "Cancel") and waits for the request.
  /// - Parameters:
  ///   - answer: The alert action's title.
  ///   - callSite: Where the caller wrote the call.
  public func answerConfirmation(_ answer: String, at callSite: CallSite = #callSite) async throws {
    try await reporting(at: callSite) {
      try await alert().tapAction(answer)
      await finishAppWork()
    }
  }

}
