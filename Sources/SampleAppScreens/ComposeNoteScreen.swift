import Tapwright
import TapwrightSampleApp
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The compose sheet as a user sees it: two fields, the validation message, Cancel and Save.
public final class ComposeNoteScreen: ViewControllerObject<ComposeNoteViewController> {
  private typealias ID = ComposeNoteViewController.ID

  /// The title field.
  public var titleField: Element<UITextField> { element(.identifier(ID.title)) }

  /// The body field.
  public var bodyField: Element<UITextField> { element(.identifier(ID.body)) }

  /// The validation message, shown while the note cannot be saved (its text is `nil` then).
  public var validation: Element<UILabel> {
    element(.identifier(ID.validation).includingInvisible)
  }

  /// Save, in the navigation bar.
  public var saveButton: BarButtonElement { navigationBarButton(.right, ID.save) }

  /// Cancel, in the navigation bar.
  public var cancelButton: BarButtonElement { navigationBarButton(.left, ID.cancel) }

  /// Taps Save and waits for the request and what the app does with its answer.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func save(at callSite: CallSite = #callSite) async throws {
    try await reporting(at: callSite) {
      try await navigation().tapBarButton(.right, ID.save)
      await finishAppWork()
    }
  }
}
