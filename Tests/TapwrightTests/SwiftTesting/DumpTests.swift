import Tapwright
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The dump is public API and usable as a snapshot: it is checked exactly.
@Suite("Screen dumps", .tapwright)
@MainActor
struct DumpTests {
  @Test("A presented screen with an alert over it")
  func presentedScreenWithAlert() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    await editor.type("Ada", into: .identifier("name"))
    await editor.tap(.identifier("discard"))
    #expect(
      Stage.current?.dump() == """
        window 1
          UIViewController [not in window]
            presented fullScreen: EditorViewController title="Editor"
              UIView
                UIStackView
                  UILabel #status "Ready"
                  UITextField #name "Ada" placeholder="Name" [editing]
                  UIButton #save "Save"
                  UIButton #delete "Delete" [disabled]
                  UIButton #secret "Secret" [hidden]
                  UISwitch #wifi value=off
                  UISegmentedControl #mode value=0 of ["List", "Grid"]
                  UISlider #volume value=0
                  UIStepper #count value=0
                  UIButton #discard "Discard"
                  UIButton #info "Info"
                  UIButton #fade "Fade"
              presented custom: UIAlertController title="Discard changes?" message="This cannot be undone." actions=["Cancel" (cancel), "Discard" (destructive)]
        """)
  }

  @Test(
    "A UIKit control's own subviews are neither dumped nor queried; an app's composed control's are"
  )
  func controlInternals() async throws {
    let controller = UIViewController()
    let save = UIButton(type: .system)
    save.setTitle("Save", for: .normal)
    // What UIKit's button holds: a private label showing its title.
    let internalLabel = UILabel()
    internalLabel.text = "Save"
    save.addSubview(internalLabel)
    let rating = UIControl()
    let stars = UILabel()
    stars.text = "3 stars"
    rating.addSubview(stars)
    controller.view.addSubview(save)
    controller.view.addSubview(rating)
    for view in [save, rating, stars, internalLabel] {
      view.frame.size = CGSize(width: 80, height: 30)
    }
    rating.frame.origin.y = 40
    let screen = await present(controller, as: ViewControllerObject<UIViewController>.self)
    #expect(screen.all(.text("Save")).count == 1)
    #expect(screen.all(.text("Save")).first === save)
    #expect(screen.all(.text("3 stars")).first === stars)
    #expect(
      screen.dump() == """
        UIViewController
          UIView
            UIButton "Save"
            UIControl
              UILabel "3 stars"
        """)
  }

  @Test("A navigation stack, its rows and a second window")
  func navigationStack() async throws {
    let list = await present(ListViewController(), as: ListScreen.self, .pushed)
    #expect(
      list.dump() == """
        ListViewController title="Items"
          UIView
            UITableView #items
              UITableViewCell "Apples"
                UIView
                  UILabel "Apples"
              UITableViewCell "Bananas"
                UIView
                  UILabel "Bananas"
              UITableViewCell "Cherries"
                UIView
                  UILabel "Cherries"
        """)
    try await list.table().selectRow(2)
    #expect(
      Stage.current?.dump() == """
        window 1
          UINavigationController
            UILayoutContainerView
              UINavigationBar
              UIToolbar [hidden]
            stack[0]: ListViewController title="Items" [not in window]
            stack[1]: ItemDetailViewController title="Cherries"
              UIView
                UILabel #item "Cherries"
        """)
  }

  @Test("A view's dump")
  func viewDump() async {
    let editor = await present(EditorViewController(), as: EditorScreen.self)
    await editor.toggle(.identifier("wifi"))
    #expect(dump(view: editor.viewController.wifiSwitch) == "UISwitch #wifi value=on")
  }
}
