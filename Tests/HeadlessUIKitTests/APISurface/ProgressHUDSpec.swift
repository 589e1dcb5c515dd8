#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import HeadlessMBProgressHUD
  import HeadlessSVProgressHUD
  @_spi(Testing) import HeadlessUIKit
  import Testing

  // SVProgressHUD's and MBProgressHUD's APIs as apps call them, on Linux, where the port imports
  // HeadlessSVProgressHUD and HeadlessMBProgressHUD for them (both are Objective-C on UIKit).

  @MainActor
  @Suite("Progress HUDs on Linux (HeadlessSVProgressHUD, HeadlessMBProgressHUD)", .serialized)
  struct ProgressHUDSpec {
    @Test(
      "SVProgressHUD shows on the next main-queue turn, over its container, with its status; dismiss fades it out and tells observers"
    )
    func svProgressHUDShowAndDismiss() async {
      let window = makeWindow(root: UIViewController())
      let container = window.rootViewController!.view!
      await yieldUntilQuiet(window)
      SVProgressHUD.setContainerView(container)
      defer { SVProgressHUD.setContainerView(nil) }
      final class Heard: @unchecked Sendable { var lines: [String] = [] }
      let heard = Heard()
      let observers = [NSNotification.Name.SVProgressHUDWillAppear, .SVProgressHUDDidDisappear]
        .map { name in
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
            let status = note.userInfo?[SVProgressHUDStatusUserInfoKey] as? String
            heard.lines.append("\(note.name.rawValue): \(status ?? "-")")
          }
        }
      defer { observers.forEach(NotificationCenter.default.removeObserver) }

      SVProgressHUD.show(withStatus: "Loading")
      // As SVProgressHUD's, the show runs on a later main-queue turn.
      #expect(!SVProgressHUD.isVisible())
      await yield { SVProgressHUD.isVisible() }
      let hud = container.subviews.compactMap { $0 as? SVProgressHUD }
      #expect(hud.count == 1)
      #expect(hud.first?.statusLabel.text == "Loading")
      #expect(hud.first?.frame == container.bounds)
      // The default mask type lets touches through to the screen behind.
      #expect(hud.first?.isUserInteractionEnabled == false)
      #expect(heard.lines == ["SVProgressHUDWillAppearNotification: Loading"])

      var dismissed = false
      SVProgressHUD.dismiss { dismissed = true }
      await yieldUntilQuiet(window)
      #expect(dismissed)
      #expect(!SVProgressHUD.isVisible())
      #expect(!container.subviews.contains { $0 is SVProgressHUD })
      #expect(heard.lines.last == "SVProgressHUDDidDisappearNotification: Loading")
    }

    @Test(
      "An SVProgressHUD success status dismisses itself after its display duration, in virtual time; a mask type takes touches"
    )
    func svProgressHUDStatusDismissesItself() async {
      let window = makeWindow(root: UIViewController())
      let container = window.rootViewController!.view!
      await yieldUntilQuiet(window)
      SVProgressHUD.setContainerView(container)
      SVProgressHUD.setDefaultMaskType(.black)
      SVProgressHUD.setMinimumDismissTimeInterval(2)
      defer {
        SVProgressHUD.setContainerView(nil)
        SVProgressHUD.setDefaultMaskType(.none)
        SVProgressHUD.setMinimumDismissTimeInterval(5)
      }
      // 0.06 s a character and 0.5 s, within the minimum and maximum.
      #expect(SVProgressHUD.displayDuration(for: "Saved") == 2)
      #expect(
        abs(SVProgressHUD.displayDuration(for: String(repeating: "x", count: 50)) - 3.5) < 1e-9)

      SVProgressHUD.showSuccess(withStatus: "Saved")
      await yield { SVProgressHUD.isVisible() }
      let hud = container.subviews.compactMap { $0 as? SVProgressHUD }.first
      #expect(hud?.isUserInteractionEnabled == true)
      #expect(hud?.imageView.isHidden == false)
      #expect(hud?.indefiniteAnimatedView.isHidden == true)
      HeadlessScheduler.advance([window], through: .now() + 1)
      #expect(SVProgressHUD.isVisible())
      HeadlessScheduler.advance([window], through: .now() + 2.5)
      await yieldUntilQuiet(window)
      #expect(!SVProgressHUD.isVisible())
    }

    @Test("SVProgressHUD's activities: each show counts one, popActivity dismisses at the last")
    func svProgressHUDActivities() async {
      let window = makeWindow(root: UIViewController())
      let container = window.rootViewController!.view!
      await yieldUntilQuiet(window)
      SVProgressHUD.setContainerView(container)
      defer { SVProgressHUD.setContainerView(nil) }
      SVProgressHUD.show()
      SVProgressHUD.show()
      await yield { SVProgressHUD.isVisible() }
      SVProgressHUD.popActivity()
      await yieldUntilQuiet(window)
      #expect(SVProgressHUD.isVisible())
      SVProgressHUD.popActivity()
      await yieldUntilQuiet(window)
      #expect(!SVProgressHUD.isVisible())
    }

    @Test(
      "MBProgressHUD.showAdded(to:animated:) covers the view at once; its label and mode are the user's; hide(for:animated:) removes it and tells the delegate"
    )
    func mbProgressHUDShowAndHide() async {
      let window = makeWindow(root: UIViewController())
      let view = window.rootViewController!.view!
      await yieldUntilQuiet(window)
      let hud = MBProgressHUD.showAdded(to: view, animated: true)
      hud.label.text = "Uploading"
      hud.mode = .determinateHorizontalBar
      hud.progress = 0.25
      #expect(MBProgressHUD.forView(view) === hud)
      #expect(hud.frame == view.bounds)
      #expect(hud.alpha == 1)
      #expect((hud.indicator as? MBBarProgressView)?.progress == 0.25)
      hud.layoutIfNeeded()
      #expect(hud.label.frame.height > 0)
      #expect(hud.bezelView.frame.midX == view.bounds.midX)

      final class Delegate: MBProgressHUDDelegate {
        var hidden: [MBProgressHUD] = []
        func hudWasHidden(_ hud: MBProgressHUD) { hidden.append(hud) }
      }
      let delegate = Delegate()
      hud.delegate = delegate
      #expect(MBProgressHUD.hide(for: view, animated: true))
      // Hiding: no longer the view's HUD, still there until the fade ends.
      #expect(MBProgressHUD.forView(view) == nil)
      #expect(hud.superview === view)
      await yieldUntilQuiet(window)
      #expect(hud.superview == nil)
      #expect(delegate.hidden.count == 1 && delegate.hidden.first === hud)
      #expect(!MBProgressHUD.hide(for: view, animated: false))
    }

    @Test(
      "An MBProgressHUD's grace time keeps a quick task's HUD from showing; its minimum show time keeps a shown one up; MBProgressHUD 0.9's names still work"
    )
    func mbProgressHUDGraceAndMinimumShowTime() async {
      let window = makeWindow(root: UIViewController())
      let view = window.rootViewController!.view!
      await yieldUntilQuiet(window)
      let quick = MBProgressHUD(view: view)
      view.addSubview(quick)
      quick.graceTime = 1
      quick.removeFromSuperViewOnHide = true
      var completed = 0
      quick.completionBlock = { completed += 1 }
      quick.show(animated: false)
      quick.hide(animated: false)
      HeadlessScheduler.advance([window], through: .now() + 2)
      await yieldUntilQuiet(window)
      #expect(quick.alpha == 0)
      #expect(quick.superview == nil)
      #expect(completed == 1)

      let old = MBProgressHUD(view: view)
      view.addSubview(old)
      old.minShowTime = 3
      old.labelText = "Syncing"
      old.detailsLabelText = "2 of 5"
      #expect(old.label.text == "Syncing" && old.detailsLabel.text == "2 of 5")
      old.show(false)
      #expect(old.alpha == 1)
      old.hide(false)
      HeadlessScheduler.advance([window], through: .now() + 1)
      #expect(old.alpha == 1)
      HeadlessScheduler.advance([window], through: .now() + 3)
      #expect(old.alpha == 0)
      #expect(MBProgressHUD.hideAllHUDs(for: view, animated: false) == 1)
    }
  }
#endif
