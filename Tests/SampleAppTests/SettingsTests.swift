import Tapwright
import TapwrightFakeServer
import TapwrightSampleApp
import TapwrightSampleAppScreens
import TapwrightSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor
@Suite("Settings", .tapwright(registry: notesRegistry))
struct SettingsTests {
  @Test("Confirmation starts on; the switch turns it off and on")
  func confirmationSwitch() async throws {
    let app = await launchApp()
    let settings = try await app.screen.openSettingsTab()
    #expect(settings.confirmDeletion.isOn == true)

    await settings.confirmDeletion.toggle()

    #expect(settings.confirmDeletion.isOn == false)
    #expect(app.settings.confirmsDeletion == false)

    await settings.confirmDeletion.toggle()

    #expect(app.settings.confirmsDeletion == true)
  }

  @Test("The stepper changes the text size, one point a tap")
  func stepperChangesTheSize() async throws {
    let app = await launchApp()
    let settings = try await app.screen.openSettingsTab()
    #expect(settings.fontSizeLabel.text == "Text size: 17 pt")

    await settings.stepFontSize(.up, times: 3)

    #expect(settings.fontSizeLabel.text == "Text size: 20 pt")
    #expect(app.settings.fontSize == 20)

    await settings.stepFontSize(.down)

    #expect(settings.fontSizeLabel.text == "Text size: 19 pt")
  }

  @Test("At 24 pt the stepper's + can't be tapped")
  func stepperStopsAtTheMaximum() async throws {
    let app = await launchApp(settings: AppSettings(fontSize: 23))
    let settings = try await app.screen.openSettingsTab()
    await settings.stepFontSize(.up)
    #expect(settings.fontSizeLabel.text == "Text size: 24 pt")

    // When a test taps + once more, Tapwright refuses, as a user couldn't do it either
    await withKnownIssue {
      await settings.stepFontSize(.up)
    } matching: { issue in
      message(of: issue).hasPrefix(
        "Cannot step UIStepper #settings.fontSize value=24 up: it is at its maximum.\n")
    }

    #expect(app.settings.fontSize == 24)
  }

  @Test("A new text size shows in the list when the user goes back to it")
  func listFollowsTheTextSize() async throws {
    let app = await launchApp()
    let settings = try await app.screen.openSettingsTab()
    await settings.stepFontSize(.down, times: 2)

    let list = try await app.screen.openNotesTab()

    #expect(try list.table().cell(at: 0)?.textLabel?.font.pointSize == 15)
  }

  @Test("Turning confirmation off in Settings makes Delete immediate")
  func switchAffectsDelete() async throws {
    let app = await launchApp()
    try await app.screen.openSettingsTab().confirmDeletion.toggle()
    let detail = try await app.screen.openNotesTab().openNote(titled: "Book club")

    try await detail.tapDelete()

    #expect(detail.isAlertPresented == false)
    app.server.expectRequests(.delete, "/notes/2")
    #expect(app.screen.topScreen is NotesListScreen)
  }
}
