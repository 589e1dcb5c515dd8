import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor
@Suite("Auto Layout's visual format language")
struct VisualFormatSpec {
  private func laidOut() -> (UIView, [String: Any]) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let views: [String: Any] = ["title": UILabel(), "button": UIButton(), "box": UIView()]
    for case let view as UIView in views.values {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    return (container, views)
  }

  @Test("Edges, standard spaces between views, sizes, relations, priorities and alignment")
  func layout() throws {
    let (container, views) = laidOut()
    let metrics: [String: Any] = ["margin": 16, "side": 44]
    var constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-margin-[title]-[button(side)]-margin-|", options: [.alignAllCenterY],
      metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-(20)-[button(==side)]-(>=0@750)-[box(30)]|", options: [],
      metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|[box]|", options: [], metrics: nil, views: views)
    #expect(constraints.allSatisfy { !$0.isActive })
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    let title = try #require(views["title"] as? UIView)
    let button = try #require(views["button"] as? UIView)
    let box = try #require(views["box"] as? UIView)
    #expect(button.frame == CGRect(x: 260, y: 20, width: 44, height: 44))
    #expect(title.frame.minX == 16 && title.frame.maxX == 252)
    #expect(title.center.y == button.center.y)
    #expect(box.frame == CGRect(x: 0, y: 170, width: 320, height: 30))
    let gap = try #require(
      constraints.first { $0.firstItem === box && $0.firstAttribute == .top })
    #expect(gap.relation == .greaterThanOrEqual && gap.priority.rawValue == 750)
  }

  @Test("A size equal to another view's, and views that touch")
  func equalSizesAndTouching() {
    let (container, views) = laidOut()
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[title(==button)][button]|", options: [], metrics: nil,
        views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[title(10)]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[button(10)]", options: [], metrics: nil, views: views))
    container.layoutIfNeeded()
    #expect((views["title"] as? UIView)?.frame == CGRect(x: 0, y: 0, width: 160, height: 10))
    #expect((views["button"] as? UIView)?.frame == CGRect(x: 160, y: 0, width: 160, height: 10))
  }

  #if !canImport(UIKit)
    @Test("A format UIKit cannot read is its exception, reported, and gives no constraints")
    func parseErrors() {
      let (_, views) = laidOut()
      withKnownIssue {
        #expect(
          NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[missing]|", options: [], metrics: nil, views: views
          ).isEmpty)
      } matching: { issue in
        message(of: issue)
          == "Unable to parse constraint format: \nmissing is not a key in the views "
          + "dictionary. \nH:|[missing]| \n    ^"
      }
      let orphan = UIView()
      withKnownIssue {
        #expect(
          NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[orphan]", options: [], metrics: nil,
            views: ["orphan": orphan]
          ).isEmpty)
      } matching: { issue in
        message(of: issue)
          == "Unable to parse constraint format: \nUnable to interpret '|' character, because "
          + "the related view doesn't have a superview \nH:|-[orphan] \n  ^"
      }
    }
  #endif
}
