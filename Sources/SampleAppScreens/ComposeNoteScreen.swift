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

  /// The title typed so far.
  public var titleText: String? { get throws { try textField(.identifier(ID.title)).text } }

  /// The body typed so far.
  public var bodyText: String? { get throws { try textField(.identifier(ID.body)).text } }

  /// Whether the title field is the first responder (the keyboard types into it).
  public var isEditingTitle: Bool {
    get throws { try textField(.identifier(ID.title)).isFirstResponder }
  }

  /// Whether the body field is the first responder.
  public var isEditingBody: Bool {
    get throws { try textField(.identifier(ID.body)).isFirstResponder }
  }

  /// The validation message shown, or `nil` when the note can be saved.
  public var validationMessage: String? {
    get throws { try label(.identifier(ID.validation).includingInvisible).text }
  }

  /// Whether Save can be tapped.
  public var canSave: Bool { get throws { try navigation().isBarButtonEnabled(.right, ID.save) } }

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
  public func save(at callSite: CallSite = #callSite) async throws {
    try await reporting(at: callSite) {
      try await navigation().tapBarButton(.right, ID.save)
      await finishAppWork()
    }
  }

  /// Taps Cancel.
  /// - Parameters:
  ///   - callSite: Where the caller wrote the call.
  public func cancel(at callSite: CallSite = #callSite) async throws {
    try await navigation(at: callSite).tapBarButton(.left, ID.cancel, at: callSite)
  }
}
