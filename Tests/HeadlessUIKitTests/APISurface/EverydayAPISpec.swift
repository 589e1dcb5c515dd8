#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("Everyday API the survey of apps found missing")
  struct EverydayAPISpec {
    @Test("A transaction's completion runs on a later turn, after the outermost commit")
    func transactionCompletion() async {
      var log: [String] = []
      CATransaction.begin()
      CATransaction.setCompletionBlock { log.append("outer done") }
      CATransaction.begin()
      CATransaction.setCompletionBlock { log.append("inner done") }
      CATransaction.commit()
      log.append("inner committed")
      CATransaction.commit()
      log.append("outer committed")
      #expect(log == ["inner committed", "outer committed"])
      for _ in 0..<100 where log.count < 4 { await Task.yield() }
      #expect(log == ["inner committed", "outer committed", "outer done", "inner done"])
    }

    @Test("A transaction keeps its animations' timing function, as Motion sets it")
    func transactionTiming() {
      CATransaction.begin()
      let easeIn = CAMediaTimingFunction(name: .easeIn)
      CATransaction.setAnimationTimingFunction(easeIn)
      #expect(CATransaction.animationTimingFunction() === easeIn)
      CATransaction.setAnimationTimingFunction(nil)
      #expect(CATransaction.animationTimingFunction() == nil)
      CATransaction.commit()
    }

    @Test("A navigation bar of its own keeps its items; a controller's bar refuses them")
    func standaloneNavigationBar() {
      let bar = UINavigationBar()
      let first = UINavigationItem(title: "One")
      let second = UINavigationItem(title: "Two")
      bar.items = [first]
      bar.pushItem(second, animated: false)
      #expect(bar.items == [first, second])
      #expect(bar.topItem === second && bar.backItem === first)
      #expect(bar.popItem(animated: false) === second)
      #expect(bar.items == [first])
      let navigation = UINavigationController(rootViewController: UIViewController())
      withKnownIssue {
        navigation.navigationBar.items = [second]
      } matching: { issue in
        message(of: issue)
          == "Cannot call setItems:animated: directly on a UINavigationBar managed by a controller."
      }
      #expect(navigation.navigationBar.items?.count == 1)
    }

    @Test("Bars, scroll views, tables and fonts keep what apps set")
    func storedValues() {
      let bar = UINavigationBar()
      let image = UIImage()
      bar.setBackgroundImage(image, for: .default)
      bar.shadowImage = image
      #expect(bar.backgroundImage(for: .default) === image)
      #expect(bar.backgroundImage(for: .compact) == nil)
      #expect(bar.shadowImage === image)

      let table = UITableView()
      table.estimatedSectionHeaderHeight = 44
      table.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(table.estimatedSectionHeaderHeight == 44)
      #expect(
        table.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      #expect(table.horizontalScrollIndicatorInsets == table.verticalScrollIndicatorInsets)

      let family = UIFont.systemFont(ofSize: 12).familyName
      #expect(UIFont.familyNames.contains(family))
      #expect(
        UIFont.fontNames(forFamilyName: family).contains(UIFont.systemFont(ofSize: 9).fontName))
      #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
    }
  }
#endif
