#if !canImport(UIKit)
  import Foundation
  import Testing

  @_spi(Testing) import HeadlessUIKit

  // Background tasks, remote-notification registration and user activities, as apps' delegates
  // and services call them.

  @Suite("Background tasks and user activities")
  @MainActor
  struct BackgroundAndActivitiesSpec {
    @Test("Each background task gets its own identifier; ending one twice logs UIKit's message")
    func backgroundTasks() {
      let application = UIApplication.shared
      let upload = application.beginBackgroundTask(withName: "upload") {}
      let sync = application.beginBackgroundTask()
      #expect(upload != .invalid && sync != .invalid && upload != sync)
      #expect(application.backgroundTimeRemaining == .greatestFiniteMagnitude)

      let console = ConsoleCollector()
      console.observe {
        application.endBackgroundTask(upload)
        application.endBackgroundTask(sync)
        application.endBackgroundTask(upload)
      }
      #expect(
        console.texts == [
          "Can't end BackgroundTask: no background task exists with identifier "
            + "\(upload.rawValue) (0x\(String(upload.rawValue, radix: 16))), or it may have "
            + "already been ended."
        ])
      #expect(UIBackgroundTaskIdentifier.invalid.rawValue == 0)
      #expect(application.backgroundRefreshStatus == .available)
    }

    @Test("Registering for remote notifications is recorded; unregistering undoes it")
    func remoteNotifications() {
      let application = UIApplication.shared
      application.registerForRemoteNotifications()
      #expect(application.isRegisteredForRemoteNotifications)
      application.unregisterForRemoteNotifications()
      #expect(!application.isRegisteredForRemoteNotifications)
    }

    @Test("A user activity keeps what the app sets; a responder keeps its activity")
    func userActivity() {
      let activity = NSUserActivity(activityType: "com.example.viewRecipe")
      activity.title = "Pancakes"
      activity.userInfo = ["id": 7]
      activity.addUserInfoEntries(from: ["servings": 2])
      activity.isEligibleForSearch = true
      #expect(activity.activityType == "com.example.viewRecipe" && activity.title == "Pancakes")
      #expect(activity.userInfo?["id"] as? Int == 7)
      #expect(activity.userInfo?["servings"] as? Int == 2)
      #expect(activity.isEligibleForSearch)

      let controller = UIViewController()
      controller.userActivity = activity
      #expect(controller.userActivity === activity)
      let restoring: [UIUserActivityRestoring] = [controller]
      #expect(restoring.count == 1)
      #expect(NSUserActivityTypeBrowsingWeb == "NSUserActivityTypeBrowsingWeb")
    }
  }
#endif
