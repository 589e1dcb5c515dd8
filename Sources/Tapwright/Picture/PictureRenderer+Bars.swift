import Foundation

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

// Bars, the keyboard and marks.
extension PictureRenderer {
  /// A bar's ground: its colour (or UIKit's light bar grey) and a hairline on the content side.
  private mutating func drawBarGround(_ color: UIColor?, in frame: CGRect, hairlineAtTop: Bool) {
    let ground = SVGColor(color) ?? .bar
    out.line("<rect \(SVGWriter.frame(frame))\(ground.fill)/>")
    let y = hairlineAtTop ? frame.minY + 0.25 : frame.maxY - 0.25
    out.line(
      "<path d=\"M\(n(frame.minX)) \(n(y))H\(n(frame.maxX))\"\(SVGColor.separator.stroke)"
        + " stroke-width=\"0.5\"/>")
  }

  /// A bar button item's title (or a placeholder for its image), anchored at `x`; its width.
  @discardableResult
  private mutating func drawItem(
    _ item: UIBarButtonItem, x: CGFloat, in frame: CGRect, anchor: PictureTextStyle.Anchor,
    tint: UIColor?
  ) -> CGFloat {
    let color = item.isEnabled ? (SVGColor(item.tintColor ?? tint) ?? .systemBlue) : .systemGray
    let style = PictureTextStyle(size: 17, color: color, anchor: anchor)
    if let title = BarButtonText.shownTitle(item), !title.isEmpty {
      let box = CGRect(x: x, y: frame.minY, width: 0, height: frame.height)
      drawCentred([title], in: box, style: style)
      return style.estimatedWidth(of: title)
    }
    let side: CGFloat = 22
    let left: CGFloat
    switch anchor {
    case .start: left = x
    case .middle: left = x - side / 2
    case .end: left = x - side
    }
    let box = CGRect(x: left, y: frame.midY - side / 2, width: side, height: side)
    out.line(
      "<rect \(SVGWriter.frame(box)) rx=\"5\" fill=\"none\"\(color.stroke) stroke-width=\"1.5\"/>")
    return side
  }

  mutating func drawNavigationBar(_ bar: UINavigationBar, in frame: CGRect) {
    // A bar at the top of the safe area draws its ground up behind the status bar, as UIKit's.
    var ground = frame
    if let superview = bar.superview, bar.frame.minY > 0,
      abs(bar.frame.minY - superview.safeAreaInsets.top) < 0.5
    {
      ground = CGRect(
        x: frame.minX, y: frame.minY - bar.frame.minY, width: frame.width,
        height: frame.height + bar.frame.minY)
    }
    drawBarGround(
      bar.barTintColor ?? bar.standardAppearance.backgroundColor, in: ground, hairlineAtTop: false)
    guard let item = bar.topItem else { return }
    if let title = item.title, !title.isEmpty, item.titleView == nil {
      let style = PictureTextStyle(size: 17, weight: 600, color: .black, anchor: .middle)
      drawCentred([title], in: frame, style: style)
    }
    var left = frame.minX + 16
    if let back = bar.backItem, !item.hidesBackButton, (item.leftBarButtonItems ?? []).isEmpty {
      let title =
        back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
      let tint = SVGColor(bar.tintColor) ?? .systemBlue
      let style = PictureTextStyle(size: 17, color: tint)
      let box = CGRect(x: frame.minX + 8, y: frame.minY, width: 0, height: frame.height)
      drawCentred(["‹ " + title], in: box, style: style)
      left = frame.minX + 8 + style.estimatedWidth(of: "‹ " + title) + 16
    }
    for barItem in item.leftBarButtonItems ?? [] {
      left += drawItem(barItem, x: left, in: frame, anchor: .start, tint: bar.tintColor) + 16
    }
    var right = frame.maxX - 16
    for barItem in item.rightBarButtonItems ?? [] {
      right -= drawItem(barItem, x: right, in: frame, anchor: .end, tint: bar.tintColor) + 16
    }
  }

  mutating func drawTabBar(_ bar: UITabBar, in frame: CGRect) {
    drawBarGround(bar.barTintColor ?? bar.backgroundColor, in: frame, hairlineAtTop: true)
    let items = bar.items ?? []
    guard !items.isEmpty else { return }
    let width = frame.width / CGFloat(items.count)
    for (index, item) in items.enumerated() {
      let selected = bar.selectedItem === item
      let color =
        selected
        ? (SVGColor(bar.tintColor) ?? .systemBlue)
        : (SVGColor(bar.unselectedItemTintColor) ?? .systemGray)
      let midX = frame.minX + (CGFloat(index) + 0.5) * width
      let icon = CGRect(x: midX - 12, y: frame.minY + 6, width: 24, height: 24)
      out.line(
        "<rect \(SVGWriter.frame(icon)) rx=\"6\"\(color.fill) fill-opacity=\"0.25\"\(color.stroke)"
          + " stroke-width=\"1.5\"/>")
      if let title = item.title, !title.isEmpty {
        let style = PictureTextStyle(size: 10, weight: 500, color: color, anchor: .middle)
        drawLines([title], x: midX, baseline: frame.minY + 44, style: style)
      }
    }
  }

  mutating func drawToolbar(_ bar: UIToolbar, in frame: CGRect) {
    drawBarGround(bar.barTintColor, in: frame, hairlineAtTop: true)
    // Flexible and fixed spaces have neither title, image nor view: they only space the others.
    let items = (bar.items ?? []).filter {
      BarButtonText.shownTitle($0) != nil || $0.image != nil
    }
    guard !items.isEmpty else { return }
    let width = frame.width / CGFloat(items.count)
    let content = CGRect(
      x: frame.minX, y: frame.minY, width: frame.width, height: min(44, frame.height))
    for (index, item) in items.enumerated() {
      let midX = frame.minX + (CGFloat(index) + 0.5) * width
      drawItem(item, x: midX, in: content, anchor: .middle, tint: bar.tintColor)
    }
  }

  mutating func drawSearchBar(_ bar: UISearchBar, in frame: CGRect) {
    let field = CGRect(
      x: frame.minX + 8, y: frame.midY - 18, width: max(0, frame.width - 16), height: 36)
    out.line("<rect \(SVGWriter.frame(field)) rx=\"10\"\(SVGColor.fill.fill)/>")
    let text = bar.text ?? ""
    let shown = text.isEmpty ? (bar.placeholder ?? "Search") : text
    let style = PictureTextStyle(
      size: 17, color: text.isEmpty ? SVGColor(hex: "#3C3C43", alpha: 0.6) : .black)
    drawCentred([shown], in: field, inset: 12, style: style)
  }

  // MARK: Keyboard

  /// The keyboard HeadlessUIKit models when it is up: an iPhone's English keyboard with its
  /// suggestion bar, letter keys, and the bottom row.
  mutating func keyboard(in frame: CGRect) {
    let group = out.openGroup("<g data-view=\"keyboard\">")
    out.line("<rect \(SVGWriter.frame(frame))\(SVGColor.keyboard.fill)/>")
    let gap: CGFloat = 6
    let keyHeight: CGFloat = 42
    let rowGap: CGFloat = 12
    let keyWidth = (frame.width - 6 - 9 * gap) / 10
    var y = frame.minY + 45 + 8
    let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    for row in rows {
      let count = CGFloat(row.count)
      var x = frame.midX - (count * keyWidth + (count - 1) * gap) / 2
      for letter in row {
        key(String(letter), CGRect(x: x, y: y, width: keyWidth, height: keyHeight), size: 22)
        x += keyWidth + gap
      }
      y += keyHeight + rowGap
    }
    let special = keyWidth * 1.35
    let shiftRow = y - keyHeight - rowGap
    key(
      "⇧", CGRect(x: frame.minX + 3, y: shiftRow, width: special, height: keyHeight), size: 18,
      special: true)
    key(
      "⌫", CGRect(x: frame.maxX - 3 - special, y: shiftRow, width: special, height: keyHeight),
      size: 18, special: true)
    let wide = keyWidth * 2.5
    key("123", CGRect(x: frame.minX + 3, y: y, width: wide, height: keyHeight), special: true)
    key(
      "return", CGRect(x: frame.maxX - 3 - wide, y: y, width: wide, height: keyHeight),
      special: true)
    let space = CGRect(
      x: frame.minX + 3 + wide + gap, y: y, width: frame.width - 6 - 2 * (wide + gap),
      height: keyHeight)
    key("space", space)
    out.closeGroup(opened: group)
  }

  private mutating func key(
    _ title: String, _ frame: CGRect, size: CGFloat = 16, special: Bool = false
  ) {
    let fill = special ? SVGColor.specialKey : SVGColor.white
    out.line("<rect \(SVGWriter.frame(frame)) rx=\"5\"\(fill.fill)/>")
    drawCentred(
      [title], in: frame, style: PictureTextStyle(size: size, color: .black, anchor: .middle))
  }

  // MARK: Marks

  /// Draws `marks` over everything, in picture coordinates, each with its note.
  mutating func mark(_ marks: [ScreenPicture.Mark]) {
    for mark in marks {
      let group = out.openGroup("<g data-mark=\"\(mark.kind.rawValue)\">")
      let frame = mark.frame
      let color: SVGColor
      switch mark.kind {
      case .subject:
        color = .systemRed
        out.line(
          "<rect \(SVGWriter.frame(frame.insetBy(dx: -2, dy: -2))) fill=\"none\"\(color.stroke)"
            + " stroke-width=\"3\"/>")
      case .covering:
        color = .systemOrange
        out.line(
          "<rect \(SVGWriter.frame(frame))\(color.fill) fill-opacity=\"0.15\"\(color.stroke)"
            + " stroke-width=\"3\" stroke-dasharray=\"8 4\"/>")
      case .container:
        color = .systemBlue
        out.line(
          "<rect \(SVGWriter.frame(frame)) fill=\"none\"\(color.stroke) stroke-width=\"2\""
            + " stroke-dasharray=\"4 3\"/>")
      case .touch:
        color = .systemRed
        let centre = "cx=\"\(n(frame.minX))\" cy=\"\(n(frame.minY))\""
        out.line(
          "<circle \(centre) r=\"22\"\(color.fill) fill-opacity=\"0.15\"\(color.stroke)"
            + " stroke-width=\"2\"/>")
        out.line("<circle \(centre) r=\"3\"\(color.fill)/>")
      }
      if !mark.note.isEmpty {
        // Each kind writes its note on its own side, so that notes of one failure do not collide.
        let at: CGPoint
        switch mark.kind {
        case .subject:
          at =
            frame.minY >= 20
            ? CGPoint(x: frame.minX, y: frame.minY - 8) : CGPoint(x: frame.minX, y: frame.maxY + 17)
        case .covering:
          // Below the view, or inside its bottom edge when that is the picture's.
          at =
            frame.maxY + 20 <= pictureHeight
            ? CGPoint(x: frame.minX, y: frame.maxY + 16)
            : CGPoint(x: frame.minX + 4, y: frame.maxY - 8)
        case .container: at = CGPoint(x: frame.minX + 4, y: frame.minY + 16)
        case .touch: at = CGPoint(x: frame.minX + 26, y: frame.minY + 4)
        }
        out.line(
          "<text x=\"\(n(at.x))\" y=\"\(n(at.y))\" font-size=\"12\" font-weight=\"600\"\(color.fill)"
            + " stroke=\"#FFFFFF\" stroke-width=\"3\" paint-order=\"stroke\">"
            + "\(SVGWriter.escaped(mark.note))</text>")
      }
      out.closeGroup(opened: group)
    }
  }
}
