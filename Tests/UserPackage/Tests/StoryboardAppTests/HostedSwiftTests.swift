import Testing
import UIKit

@testable import StoryboardApp

@MainActor struct HostedSwiftTests {
  @Test func theAppDelegateAndTheMainStoryboardAreThere() throws {
    #expect(UIApplication.shared.delegate is AppDelegate)
    // Swift Testing runs tests in parallel, and other suites' windows may be key meanwhile: the
    // scene's own window is this app's.
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    let root = try #require((scene.delegate as? SceneDelegate)?.window?.rootViewController)
    #expect(root is CounterViewController)
    #expect(launchEvents.first == "willFinishLaunching")
  }
}
