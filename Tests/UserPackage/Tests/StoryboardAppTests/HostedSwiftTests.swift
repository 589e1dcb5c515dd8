import Testing
import UIKit

@testable import StoryboardApp

@MainActor struct HostedSwiftTests {
  @Test func theAppDelegateAndTheMainStoryboardAreThere() throws {
    #expect(UIApplication.shared.delegate is AppDelegate)
    let root = try #require(UIApplication.shared.keyWindow?.rootViewController)
    #expect(root is CounterViewController)
    #expect(launchEvents.first == "willFinishLaunching")
  }
}
