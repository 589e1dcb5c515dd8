import Foundation
import TapwrightSupportCore

/// The user's preferences, shared by the screens that show or change them.
@MainActor
public final class AppSettings {
  /// Whether deleting a note asks for confirmation first.
  public var confirmsDeletion: Bool
  /// The point size of the notes list's titles.
  public var fontSize: Double

  /// The font sizes the stepper allows, in points.
  public static let fontSizes: ClosedRange<Double> = 12...24

  /// Creates settings.
  /// - Parameters:
  ///   - confirmsDeletion: Whether deleting asks first (default `true`).
  ///   - fontSize: The list's font size (default 17).
  public init(confirmsDeletion: Bool = true, fontSize: Double = 17) {
    self.confirmsDeletion = confirmsDeletion
    self.fontSize = fontSize
  }
}

/// What every screen of the app gets from outside: the API, the work tracker and the settings.
@MainActor
public struct AppEnvironment {
  /// The notes API.
  public var api: NotesAPI
  /// Starts the app's asynchronous work, so tests (and the demo) can wait for all of it.
  public var tracker: WorkTracker
  /// The user's preferences.
  public var settings: AppSettings

  /// Creates an environment.
  /// - Parameters:
  ///   - api: The notes API.
  ///   - tracker: The tracker async work starts through.
  ///   - settings: The user's preferences; new default ones when `nil`.
  public init(api: NotesAPI, tracker: WorkTracker, settings: AppSettings? = nil) {
    // Made here, not in a default argument: a Swift 5 module evaluates default arguments off
    // the main actor, where `AppSettings()` cannot run.
    self.api = api
    self.tracker = tracker
    self.settings = settings ?? AppSettings()
  }
}

extension AppEnvironment {
  /// Starts the app's main-actor work `operation` through the ``tracker``.
  ///
  /// The closure goes through a typed local: Swift 6.3's region-based isolation checker rejects a
  /// `@MainActor` closure literal that awaits when it is passed straight to `WorkTracker.task`.
  /// - Parameters:
  ///   - label: The work's name in the tracker's reports.
  ///   - callSite: Where the caller wrote the call.
  ///   - operation: The work.
  public func run(
    _ label: String, at callSite: CallSite = #callSite,
    _ operation: sending @escaping @MainActor () async -> Void
  ) {
    let work: @MainActor () async -> Void = operation
    tracker.task(
      label: label, at: callSite,
      operation: work)
  }
}
