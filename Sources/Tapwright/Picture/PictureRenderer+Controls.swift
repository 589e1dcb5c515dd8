import Foundation

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

// UIKit's own controls as simple shapes in their light-appearance colours, at their frames.
extension PictureRenderer {
  mutating func drawImageView(_ imageView: UIImageView, in frame: CGRect) {
    guard let image = imageView.image else { return }
    drawImagePlaceholder(in: frame, name: Self.name(of: image), color: .systemGray)
  }

  /// The image's name where the host knows it (HeadlessUIKit keeps `UIImage(named:)`'s and
  /// `UIImage(systemName:)`'s; UIKit exposes none).
  private static func name(of image: UIImage) -> String? {
    #if canImport(UIKit)
      return image.accessibilityIdentifier
    #else
      return image.name
    #endif
  }

  /// A crossed box, as wireframes show an image, with the image's name when it fits.
  mutating func drawImagePlaceholder(in frame: CGRect, name: String?, color: SVGColor) {
    guard frame.width > 0, frame.height > 0 else { return }
    let attribute = name.map { " data-image=\"\(SVGWriter.escaped($0))\"" } ?? ""
    out.line(
      "<rect \(SVGWriter.frame(frame))\(attribute) fill=\"#8E8E93\" fill-opacity=\"0.12\""
        + "\(color.stroke) stroke-width=\"1\"/>")
    out.line(
      "<path d=\"M\(n(frame.minX)) \(n(frame.minY))L\(n(frame.maxX)) \(n(frame.maxY))"
        + "M\(n(frame.maxX)) \(n(frame.minY))L\(n(frame.minX)) \(n(frame.maxY))\" fill=\"none\""
        + "\(color.stroke) stroke-opacity=\"0.4\" stroke-width=\"1\"/>")
    if let name, !name.isEmpty, frame.height >= 14 {
      let style = PictureTextStyle(size: 11, color: color, anchor: .middle)
      drawCentred([name], in: frame, style: style)
    }
  }

  mutating func drawSwitch(_ control: UISwitch, in frame: CGRect) {
    let radius = frame.height / 2
    let track = control.isOn ? (SVGColor(control.onTintColor) ?? .systemGreen) : .fill
    out.line("<rect \(SVGWriter.frame(frame)) rx=\"\(n(radius))\"\(track.fill)/>")
    let knob = SVGColor(control.thumbTintColor) ?? .white
    let centreX = control.isOn ? frame.maxX - radius : frame.minX + radius
    out.line(
      "<circle cx=\"\(n(centreX))\" cy=\"\(n(frame.midY))\" r=\"\(n(max(0, radius - 2)))\""
        + "\(knob.fill)\(SVGColor.separator.stroke) stroke-width=\"0.5\"/>")
  }

  mutating func drawSlider(_ control: UISlider, in frame: CGRect) {
    let knob = min(14, frame.height / 2)
    let range = control.maximumValue - control.minimumValue
    let fraction = range > 0 ? CGFloat((control.value - control.minimumValue) / range) : 0
    let start = frame.minX + knob
    let length = max(0, frame.width - 2 * knob)
    let thumbX = start + min(max(fraction, 0), 1) * length
    let track = CGRect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
    let maximum = SVGColor(control.maximumTrackTintColor) ?? .fill
    let minimum = SVGColor(control.minimumTrackTintColor ?? control.tintColor) ?? .systemBlue
    out.line("<rect \(SVGWriter.frame(track)) rx=\"2\"\(maximum.fill)/>")
    let filled = CGRect(x: frame.minX, y: track.minY, width: thumbX - frame.minX, height: 4)
    out.line("<rect \(SVGWriter.frame(filled)) rx=\"2\"\(minimum.fill)/>")
    let thumb = SVGColor(control.thumbTintColor) ?? .white
    out.line(
      "<circle cx=\"\(n(thumbX))\" cy=\"\(n(frame.midY))\" r=\"\(n(knob))\"\(thumb.fill)"
        + "\(SVGColor.separator.stroke) stroke-width=\"0.5\"/>")
  }

  mutating func drawStepper(_ control: UIStepper, in frame: CGRect) {
    out.line("<rect \(SVGWriter.frame(frame)) rx=\"8\"\(SVGColor.fill.fill)/>")
    let divider = frame.height * 0.3
    out.line(
      "<path d=\"M\(n(frame.midX)) \(n(frame.minY + divider))V\(n(frame.maxY - divider))\""
        + "\(SVGColor.separator.stroke)/>")
    let canDown = control.wraps || control.value > control.minimumValue
    let canUp = control.wraps || control.value < control.maximumValue
    let half = frame.width / 2
    for (sign, enabled, x) in [("−", canDown, frame.minX), ("+", canUp, frame.minX + half)] {
      let box = CGRect(x: x, y: frame.minY, width: half, height: frame.height)
      let color = enabled ? SVGColor.black : SVGColor.systemGray
      drawCentred([sign], in: box, style: PictureTextStyle(size: 20, color: color, anchor: .middle))
    }
  }

  mutating func drawSegmentedControl(_ control: UISegmentedControl, in frame: CGRect) {
    out.line("<rect \(SVGWriter.frame(frame)) rx=\"8\"\(SVGColor.fill.fill)/>")
    let count = control.numberOfSegments
    guard count > 0 else { return }
    let width = frame.width / CGFloat(count)
    let selected = control.selectedSegmentIndex
    for index in 0..<count {
      let segment = CGRect(
        x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height)
      if index == selected {
        out.line(
          "<rect \(SVGWriter.frame(segment.insetBy(dx: 2, dy: 2))) rx=\"7\"\(SVGColor.white.fill)"
            + "\(SVGColor.separator.stroke) stroke-width=\"0.5\"/>")
      }
      guard let title = control.titleForSegment(at: index), !title.isEmpty else { continue }
      let enabled = control.isEnabledForSegment(at: index)
      let style = PictureTextStyle(
        size: 13, weight: index == selected ? 600 : 400,
        color: enabled ? .black : .systemGray, anchor: .middle)
      drawCentred([title], in: segment, style: style)
    }
  }

  mutating func drawPageControl(_ control: UIPageControl, in frame: CGRect) {
    let count = control.numberOfPages
    guard count > 0, !(count == 1 && control.hidesForSinglePage) else { return }
    let spacing: CGFloat = 16
    let shown = min(count, max(1, Int(frame.width / spacing)))
    let first = frame.midX - CGFloat(shown - 1) * spacing / 2
    let other =
      SVGColor(control.pageIndicatorTintColor) ?? SVGColor(hex: "#3C3C43", alpha: 0.3)
    let current = SVGColor(control.currentPageIndicatorTintColor) ?? SVGColor(hex: "#3C3C43")
    for index in 0..<shown {
      let color = index == control.currentPage ? current : other
      out.line(
        "<circle cx=\"\(n(first + CGFloat(index) * spacing))\" cy=\"\(n(frame.midY))\" r=\"3.5\""
          + "\(color.fill)/>")
    }
  }

  /// A table cell's separator (under it, from its separator inset) and its standard accessory;
  /// its content view and labels are ordinary subviews.
  mutating func drawCell(_ cell: UITableViewCell, in frame: CGRect) {
    if let table = cell.superview as? UITableView, table.separatorStyle != .none {
      let y = frame.maxY - 0.25
      out.line(
        "<path d=\"M\(n(frame.minX + cell.separatorInset.left)) \(n(y))H\(n(frame.maxX))\""
          + "\(SVGColor.separator.stroke) stroke-width=\"0.5\"/>")
    }
    guard cell.accessoryView == nil else { return }
    let x = frame.maxX - 20
    let y = frame.midY
    switch cell.accessoryType {
    case .disclosureIndicator:
      out.line(
        "<path d=\"M\(n(x - 3)) \(n(y - 6))L\(n(x + 3)) \(n(y))L\(n(x - 3)) \(n(y + 6))\""
          + " fill=\"none\" stroke=\"#C4C4C7\" stroke-width=\"2\"/>")
    case .checkmark:
      let tint = SVGColor(cell.tintColor) ?? .systemBlue
      out.line(
        "<path d=\"M\(n(x - 7)) \(n(y))L\(n(x - 2)) \(n(y + 5))L\(n(x + 6)) \(n(y - 6))\""
          + " fill=\"none\"\(tint.stroke) stroke-width=\"2\"/>")
    case .detailButton, .detailDisclosureButton:
      let tint = SVGColor(cell.tintColor) ?? .systemBlue
      out.line(
        "<circle cx=\"\(n(x - 2))\" cy=\"\(n(y))\" r=\"10\" fill=\"none\"\(tint.stroke)"
          + " stroke-width=\"1.5\"/>")
      drawCentred(
        ["i"], in: CGRect(x: x - 12, y: y - 10, width: 20, height: 20),
        style: PictureTextStyle(size: 13, weight: 600, color: tint, anchor: .middle))
    default:
      break
    }
  }

  mutating func drawActivityIndicator(_ indicator: UIActivityIndicatorView, in frame: CGRect) {
    let outer = min(frame.width, frame.height) / 2
    guard outer > 0 else { return }
    let inner = outer * 0.5
    let color = SVGColor(indicator.color) ?? .systemGray
    // Eight spokes fading round the circle, as UIKit's spinner looks when still.
    for spoke in 0..<8 {
      let angle = CGFloat(spoke) * .pi / 4
      let (sine, cosine) = (sin(angle), cos(angle))
      var stroke = color
      stroke.alpha = color.alpha * (1 - CGFloat(spoke) * 0.1)
      out.line(
        "<path d=\"M\(n(frame.midX + inner * sine)) \(n(frame.midY - inner * cosine))"
          + "L\(n(frame.midX + outer * sine)) \(n(frame.midY - outer * cosine))\""
          + "\(stroke.stroke) stroke-width=\"\(n(outer * 0.18))\" stroke-linecap=\"round\"/>")
    }
  }
}
