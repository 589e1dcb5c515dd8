import SampleApp
import Tapwright
import TapwrightSupport

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The compose sheet as a user sees it: two fields, the validation message, Cancel and Save.
public final class ComposeNoteScreen: ViewControllerObject<ComposeNoteViewController> {
  private typealias ID = ComposeNoteViewController.ID

  /// The title typed so far.
  public var titleText: String? { textField(.identifier(ID.title))?.text }

  /// The body typed so far.
  public var bodyText: String? { textField(.identifier(ID.body))?.text }

  /// Whether the title field is the first responder (the keyboard types into it).
  public var isEditingTitle: Bool { textField(.identifier(ID.title))?.isFirstResponder ?? false }

  /// Whether the body field is the first responder.
  public var isEditingBody: Bool { textField(.identifier(ID.body))?.isFirstResponder ?? false }

  /// The validation message shown, or `nil` when the note can be saved.
  public var validationMessage: String? {
    label(.identifier(ID.validation).includingInvisible)?.text
  }

  /// Whether Save can be tapped.
  public var canSave: Bool { navigation()?.isBarButtonEnabled(.right, ID.save) ?? false }

  /// Types `text` into the title field like a user (one edit per character).
  /// - Parameters:
  ///   - text: The text to type.
  ///   - callSite: Where the caller wrote the call.
  public func typeTitle(
    _ text: String, at callSite: CallSite = #callSite
  ) async {
    await type(
      text, into: .identifier(ID.title), at: callSite)
  }

  /// Types `text` into the body field like a user.
  /// - Parameters:
  ///   - text: The text to type.
  ///   - callSite: Where the caller wrote the call.
  public func typeBody(
    _ text: String, at callSite: CallSite = #callSite
  ) async {
    await type(
      text, into: .identifier(ID.body), at: callSite)
  }

  /// Clears the title field like a user.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func clearTitle(
    at callSite: CallSite = #callSite
  ) async {
    await clearText(
      in: .identifier(ID.title), at: callSite)
  }

  /// Presses Return in the title field (the app moves on to the body field).
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func pressReturnInTitle(
    at callSite: CallSite = #callSite
  ) async {
    await pressReturn(
      in: .identifier(ID.title), at: callSite)
  }

  /// Taps Save and waits for the request and what the app does with its answer.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func save(
    at callSite: CallSite = #callSite
  ) async {
    await navigation()?.tapBarButton(
      .right, ID.save, at: callSite)
    await finishAppWork(at: callSite)
  }

  /// Taps Cancel.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func cancel(
    at callSite: CallSite = #callSite
  ) async {
    await navigation()?.tapBarButton(
      .left, ID.cancel, at: callSite)
  }
}
