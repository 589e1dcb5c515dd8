import Foundation

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

// Alerts and action sheets as UIKit shows them: a card with the title, the message, the text
// fields and one row per action, over a dimmed screen. The alert's own subviews are UIKit's
// internals (HeadlessUIKit's are a plain stack), so the card is drawn from the controller.
extension PictureRenderer {
  /// Draws `alert` in `frame`, its view's: over the whole screen when the view spans it (a dimmed
  /// screen and the card in the middle, or at the bottom for an action sheet), else the card at
  /// the view's own frame (UIKit's alert view is the card).
  mutating func drawAlert(_ alert: UIAlertController, in frame: CGRect) {
    let spansScreen = frame.width > 320
    if spansScreen {
      out.line("<rect \(SVGWriter.frame(frame))\(SVGColor(hex: "#000000", alpha: 0.2).fill)/>")
    }
    if alert.preferredStyle == .actionSheet {
      drawActionSheet(alert, in: frame, spansScreen: spansScreen)
      return
    }
    let width: CGFloat = spansScreen ? 270 : frame.width
    let header = headerLines(of: alert, width: width - 32)
    let fields = alert.textFields ?? []
    let actions = alert.actions
    let sideBySide = actions.count == 2
    let contentHeight = 20 + header.height + CGFloat(fields.count) * 32 + 20
    let actionsHeight = sideBySide ? 44 : 44 * CGFloat(actions.count)
    let height = spansScreen ? contentHeight + actionsHeight : frame.height
    let card = CGRect(
      x: frame.midX - width / 2, y: spansScreen ? frame.midY - height / 2 : frame.minY,
      width: width, height: height)
    out.line("<rect \(SVGWriter.frame(card)) rx=\"14\"\(SVGColor(hex: "#F2F2F7").fill)/>")
    var y = card.minY + 20
    drawHeader(header, x: card.midX, top: &y)
    for field in fields {
      let box = CGRect(x: card.minX + 16, y: y + 4, width: width - 32, height: 26)
      out.line(
        "<rect \(SVGWriter.frame(box)) rx=\"5\"\(SVGColor.white.fill)\(SVGColor.separator.stroke)"
          + " stroke-width=\"0.5\"/>")
      let text = field.text ?? ""
      let shown = text.isEmpty ? (field.placeholder ?? "") : text
      let color: SVGColor = text.isEmpty ? .placeholder : .black
      drawCentred([shown], in: box, inset: 6, style: PictureTextStyle(size: 13, color: color))
      y += 32
    }
    // Two actions sit side by side, the cancel one first; more are stacked, cancel last.
    let ordered =
      sideBySide
      ? actions.filter { $0.style == .cancel } + actions.filter { $0.style != .cancel }
      : actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    let rowsTop = card.maxY - actionsHeight
    for (index, action) in ordered.enumerated() {
      let row =
        sideBySide
        ? CGRect(
          x: card.minX + CGFloat(index) * width / 2, y: rowsTop, width: width / 2, height: 44)
        : CGRect(x: card.minX, y: rowsTop + CGFloat(index) * 44, width: width, height: 44)
      out.line(
        "<path d=\"M\(n(row.minX)) \(n(row.minY))H\(n(row.maxX))\"\(SVGColor.separator.stroke)"
          + " stroke-width=\"0.5\"/>")
      if sideBySide, index == 1 {
        out.line(
          "<path d=\"M\(n(row.minX)) \(n(row.minY))V\(n(row.maxY))\"\(SVGColor.separator.stroke)"
            + " stroke-width=\"0.5\"/>")
      }
      drawAction(action, of: alert, in: row)
    }
  }

  private mutating func drawActionSheet(
    _ alert: UIAlertController, in frame: CGRect, spansScreen: Bool
  ) {
    let width = spansScreen ? frame.width - 16 : frame.width
    let header = headerLines(of: alert, width: width - 32)
    let cancel = alert.actions.filter { $0.style == .cancel }
    let others = alert.actions.filter { $0.style != .cancel }
    let headerHeight = header.height > 0 ? header.height + 28 : 0
    let cardHeight = headerHeight + 57 * CGFloat(others.count)
    let cancelHeight: CGFloat = cancel.isEmpty ? 0 : 57 + 8
    let bottom = spansScreen ? frame.maxY - 34 : frame.maxY
    let card = CGRect(
      x: frame.midX - width / 2, y: bottom - cancelHeight - cardHeight, width: width,
      height: cardHeight)
    out.line("<rect \(SVGWriter.frame(card)) rx=\"14\"\(SVGColor(hex: "#F2F2F7").fill)/>")
    var y = card.minY + 14
    drawHeader(header, x: card.midX, top: &y, size: 13, color: .systemGray)
    for (index, action) in others.enumerated() {
      let row = CGRect(
        x: card.minX, y: card.minY + headerHeight + CGFloat(index) * 57, width: width, height: 57)
      if index > 0 || headerHeight > 0 {
        out.line(
          "<path d=\"M\(n(row.minX)) \(n(row.minY))H\(n(row.maxX))\"\(SVGColor.separator.stroke)"
            + " stroke-width=\"0.5\"/>")
      }
      drawAction(action, of: alert, in: row, size: 20)
    }
    for action in cancel {
      let row = CGRect(x: card.minX, y: bottom - 57, width: width, height: 57)
      out.line("<rect \(SVGWriter.frame(row)) rx=\"14\"\(SVGColor.white.fill)/>")
      drawAction(action, of: alert, in: row, size: 20)
    }
  }

  /// The title's and message's lines, wrapped at `width`, and their height together.
  private func headerLines(of alert: UIAlertController, width: CGFloat) -> (
    title: [String], message: [String], height: CGFloat
  ) {
    let titleStyle = PictureTextStyle(size: 17, weight: 600, color: .black, anchor: .middle)
    let messageStyle = PictureTextStyle(size: 13, color: .black, anchor: .middle)
    let title = alert.title.map { Self.wrap($0, width: width, maxLines: 0, style: titleStyle) }
    let message = alert.message.map {
      Self.wrap($0, width: width, maxLines: 0, style: messageStyle)
    }
    let height =
      CGFloat(title?.count ?? 0) * titleStyle.lineHeight
      + CGFloat(message?.count ?? 0) * messageStyle.lineHeight
    return (title ?? [], message ?? [], height)
  }

  private mutating func drawHeader(
    _ header: (title: [String], message: [String], height: CGFloat), x: CGFloat,
    top y: inout CGFloat, size: CGFloat = 17, color: SVGColor = .black
  ) {
    let titleStyle = PictureTextStyle(size: size, weight: 600, color: color, anchor: .middle)
    let messageStyle = PictureTextStyle(size: 13, color: color, anchor: .middle)
    for (lines, style) in [(header.title, titleStyle), (header.message, messageStyle)] {
      guard !lines.isEmpty else { continue }
      let baseline = y + (style.lineHeight - style.size * 1.19) / 2 + style.size * 0.95
      drawLines(lines, x: x, baseline: baseline, style: style)
      y += CGFloat(lines.count) * style.lineHeight
    }
  }

  /// An action's title centred in `row`: red when destructive, bold when preferred (or the
  /// cancel action when none is), grey when disabled.
  private mutating func drawAction(
    _ action: UIAlertAction, of alert: UIAlertController, in row: CGRect, size: CGFloat = 17
  ) {
    let bold =
      alert.preferredAction.map { $0 === action }
      ?? (action.style == .cancel)
    let color: SVGColor =
      !action.isEnabled
      ? .systemGray : action.style == .destructive ? .systemRed : .systemBlue
    let style = PictureTextStyle(
      size: size, weight: bold ? 600 : 400, color: color, anchor: .middle)
    drawCentred([action.title ?? ""], in: row, style: style)
  }
}
