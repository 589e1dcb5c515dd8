#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("Standard cell layout")
  struct CellLayoutSpec {
    private func laidOut(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
      let cell = UITableViewCell(style: style, reuseIdentifier: nil)
      cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
      cell.textLabel?.text = "Title"
      cell.detailTextLabel?.text = "Detail"
      cell.setNeedsLayout()
      cell.layoutIfNeeded()
      return cell
    }

    @Test("A subtitle cell stacks its text above its detail, 16 points in, centred vertically")
    func subtitle() {
      let cell = laidOut(.subtitle)
      #expect(cell.textLabel?.frame == CGRect(x: 16, y: 1, width: 288, height: 21))
      #expect(cell.detailTextLabel?.frame == CGRect(x: 16, y: 22, width: 288, height: 21))
    }

    @Test("A value1 cell puts its detail at the trailing edge, as wide as its text")
    func value1() {
      let cell = laidOut(.value1)
      #expect(cell.textLabel?.frame == CGRect(x: 16, y: 11.5, width: 229, height: 21))
      #expect(cell.detailTextLabel?.frame == CGRect(x: 253, y: 11.5, width: 51, height: 21))
    }

    @Test("A default cell's text fills its width less the margins")
    func defaultStyle() {
      let cell = laidOut(.default)
      #expect(cell.textLabel?.frame == CGRect(x: 16, y: 11.5, width: 288, height: 21))
    }

    @Test("A list content view lays its labels out as a subtitle cell's")
    func listContent() {
      var configuration = UIListContentConfiguration.subtitleCell()
      configuration.text = "Title"
      configuration.secondaryText = "Detail"
      let view = UIListContentView(configuration: configuration)
      view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
      view.layoutIfNeeded()
      let labels = view.subviews.compactMap { $0 as? UILabel }
      #expect(
        labels.map(\.frame) == [
          CGRect(x: 16, y: 1, width: 288, height: 21), CGRect(x: 16, y: 22, width: 288, height: 21),
        ])
    }
  }
#endif
