import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
  import WebKit
#else
  import HeadlessUIKit
#endif

// UIKit and WebKit names the static survey of the corpus (scripts/survey/api-gap) ranked among the
// most used that HeadlessUIKit lacked, each used as apps write it; they run on iOS as well.

/// A share item as apps write one: a placeholder of the item's type, the item per activity.
final class ShareLink: NSObject, UIActivityItemSource {
  let url = URL(string: "https://example.com/note/1")!

  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController)
    -> Any
  { url }

  func activityViewController(
    _ activityViewController: UIActivityViewController,
    itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any? { activityType == .copyToPasteboard ? url.absoluteString : url }
}

@MainActor
@Suite("Names the static survey ranked: extended layout, readable margins, text attributes")
struct StaticSurveyNamesSpec {
  @Test(
    "A controller's extended layout edges and a table's readable-width margins keep what is set")
  func layoutSettings() {
    let controller = UIViewController()
    #expect(controller.edgesForExtendedLayout == .all)
    #expect(!controller.extendedLayoutIncludesOpaqueBars)
    controller.edgesForExtendedLayout = []
    controller.extendedLayoutIncludesOpaqueBars = true
    #expect(controller.edgesForExtendedLayout == [])
    #expect(controller.extendedLayoutIncludesOpaqueBars)
    let table = UITableView(frame: .zero, style: .plain)
    #expect(!table.cellLayoutMarginsFollowReadableWidth)
    table.cellLayoutMarginsFollowReadableWidth = true
    #expect(table.cellLayoutMarginsFollowReadableWidth)
  }

  @Test("A text field's default attributes are its font and colour; setting them sets those")
  func defaultTextAttributes() {
    let field = UITextField()
    let font = UIFont.systemFont(ofSize: 24)
    field.defaultTextAttributes = [.font: font, .foregroundColor: UIColor.red]
    #expect(field.font == font)
    #expect(field.textColor == .red)
    #expect(field.defaultTextAttributes[.font] as? UIFont == font)
    #expect(field.defaultTextAttributes[.foregroundColor] as? UIColor == .red)
  }

  @Test("A web view's data store names every kind of data and removes it, then calls back")
  func websiteData() async {
    let types = WKWebsiteDataStore.allWebsiteDataTypes()
    #expect(types.contains(WKWebsiteDataTypeCookies))
    #expect(types.contains(WKWebsiteDataTypeDiskCache))
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      WKWebsiteDataStore.default().removeData(ofTypes: types, modifiedSince: .distantPast) {
        done.resume()
      }
    }
  }

  @Test("A progress HUD's spinner, as ProgressHUD writes it: keyframes, HUGE, system images")
  func progressHUDIdioms() {
    let animation = CAKeyframeAnimation(keyPath: "transform.rotation")
    animation.values = [0, 2 * Float.pi]
    animation.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut)]
    animation.calculationMode = .paced
    animation.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    animation.repeatCount = HUGE
    #expect(animation.repeatCount == .infinity)
    #expect(animation.timingFunctions?.count == 1)
    #expect(animation.calculationMode == .paced)
    #expect(animation.path != nil)
    let success = UIImage.checkmark.withTintColor(.systemGreen, renderingMode: .alwaysOriginal)
    #expect(success.renderingMode == .alwaysOriginal)
    #expect(UIImage.remove.isSymbolImage)
    #expect(UIImage.add.isSymbolImage)
  }

  @Test("An activity item source gives its placeholder and its item; the subject is optional")
  func activityItemSource() {
    let source = ShareLink()
    let sheet = UIActivityViewController(activityItems: [source], applicationActivities: nil)
    #expect(source.activityViewControllerPlaceholderItem(sheet) as? URL == source.url)
    #expect(
      source.activityViewController(sheet, itemForActivityType: .copyToPasteboard) as? String
        == "https://example.com/note/1")
  }
}
