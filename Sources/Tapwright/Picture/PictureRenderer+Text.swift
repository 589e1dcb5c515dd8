import Foundation

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// How a text is drawn: size, weight, style, colour and where its lines are anchored.
struct PictureTextStyle {
  enum Anchor: String {
    case start, middle, end
  }

  var size: CGFloat
  /// The CSS weight, 100...900.
  var weight: Int = 400
  var italic = false
  var color: SVGColor = .black
  var anchor: Anchor = .start

  /// The style of `font` (UIKit's system font at 17 points when `nil`).
  init(font: UIFont?, color: UIColor?, alignment: NSTextAlignment = .natural) {
    let font = font ?? UIFont.systemFont(ofSize: 17)
    size = font.pointSize
    weight = Self.cssWeight(of: font)
    italic = font.fontDescriptor.symbolicTraits.contains(.traitItalic)
    self.color = SVGColor(color) ?? .black
    switch alignment {
    case .center: anchor = .middle
    case .right: anchor = .end
    default: anchor = .start
    }
  }

  init(size: CGFloat, weight: Int = 400, color: SVGColor, anchor: Anchor = .start) {
    self.size = size
    self.weight = weight
    self.color = color
    self.anchor = anchor
  }

  /// The distance between two baselines.
  var lineHeight: CGFloat { (size * 1.2).rounded(.up) }

  /// The text's attributes after `x` and `y`.
  var attributes: String {
    var text = " font-size=\"\(SVGWriter.number(size))\""
    if weight != 400 { text += " font-weight=\"\(weight)\"" }
    if italic { text += " font-style=\"italic\"" }
    text += color.fill
    if anchor != .start { text += " text-anchor=\"\(anchor.rawValue)\"" }
    return text
  }

  /// A rough width of `text` in this style, half the point size per character (HeadlessUIKit's
  /// text metric): for wrapping and placing, since the picture does not measure glyphs.
  func estimatedWidth(of text: String) -> CGFloat {
    CGFloat(text.count) * size * 0.5
  }

  /// UIKit's font weight (−1...1) as a CSS weight.
  static func cssWeight(of font: UIFont) -> Int {
    #if canImport(UIKit)
      let traits =
        font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
      let bold = font.fontDescriptor.symbolicTraits.contains(.traitBold)
      let raw = (traits?[.weight] as? CGFloat) ?? (bold ? UIFont.Weight.bold.rawValue : 0)
    #else
      let raw = font.weight.rawValue
    #endif
    let steps: [(below: CGFloat, css: Int)] = [
      (-0.7, 100), (-0.5, 200), (-0.2, 300), (0.115, 400), (0.265, 500), (0.35, 600),
      (0.48, 700), (0.59, 800),
    ]
    return steps.first { raw < $0.below }?.css ?? 900
  }
}

extension PictureRenderer {
  /// Writes one `<text>` element per line, the first baseline at `baseline`.
  mutating func drawLines(_ lines: [String], x: CGFloat, baseline: CGFloat, style: PictureTextStyle)
  {
    let attributes = style.attributes
    for (index, line) in lines.enumerated() where !line.isEmpty {
      let y = baseline + CGFloat(index) * style.lineHeight
      out.line(
        "<text x=\"\(n(x))\" y=\"\(n(y))\"\(attributes)>\(SVGWriter.escaped(line))</text>")
    }
  }

  /// Writes `lines` centred vertically in `frame`, anchored as `style` says within `frame`'s
  /// width less `inset` on each side.
  mutating func drawCentred(
    _ lines: [String], in frame: CGRect, inset: CGFloat = 0, style: PictureTextStyle
  ) {
    guard !lines.isEmpty else { return }
    let block = CGFloat(lines.count) * style.lineHeight
    let top = frame.midY - block / 2
    let baseline = top + (style.lineHeight - style.size * 1.19) / 2 + style.size * 0.95
    drawLines(
      lines, x: anchorX(in: frame, inset: inset, style: style), baseline: baseline, style: style)
  }

  /// The `x` at which `style` anchors a line within `frame` less `inset` on each side.
  func anchorX(in frame: CGRect, inset: CGFloat, style: PictureTextStyle) -> CGFloat {
    switch style.anchor {
    case .start: frame.minX + inset
    case .middle: frame.midX
    case .end: frame.maxX - inset
    }
  }

  /// `text` broken into lines to fit `width`, at most `maxLines` of them (0: no limit), the last
  /// one ending in "…" when text is left over; a single-line text keeps one line.
  static func wrap(
    _ text: String, width: CGFloat, maxLines: Int, style: PictureTextStyle
  ) -> [String] {
    guard maxLines != 1 else { return [text.replacingOccurrences(of: "\n", with: " ")] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in paragraph.split(separator: " ") {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if !current.isEmpty, style.estimatedWidth(of: candidate) > width {
          lines.append(current)
          current = String(word)
        } else {
          current = candidate
        }
      }
      lines.append(current)
    }
    guard maxLines > 0, lines.count > maxLines else { return lines }
    return Array(lines.prefix(maxLines - 1)) + [lines[maxLines - 1] + "…"]
  }

  // MARK: Views with text

  mutating func drawLabel(_ label: UILabel, in frame: CGRect) {
    guard let text = label.text, !text.isEmpty else { return }
    let style = PictureTextStyle(
      font: label.font, color: label.textColor, alignment: label.textAlignment)
    let lines = Self.wrap(text, width: frame.width, maxLines: label.numberOfLines, style: style)
    drawCentred(lines, in: frame, style: style)
  }

  mutating func drawButton(_ button: UIButton, in frame: CGRect) {
    let configuration = button.configuration
    if let fill = SVGColor(
      configuration?.background.backgroundColor ?? configuration?.baseBackgroundColor)
    {
      let radius = min(8, frame.height / 2)
      out.line("<rect \(SVGWriter.frame(frame))\(rounded(radius))\(fill.fill)/>")
    }
    let alignment: NSTextAlignment
    switch button.contentHorizontalAlignment {
    case .left, .leading: alignment = .left
    case .right, .trailing: alignment = .right
    default: alignment = .center
    }
    let color = configuration?.baseForegroundColor ?? button.currentTitleColor
    let style = PictureTextStyle(font: titleFont(of: button), color: color, alignment: alignment)
    if let title = button.currentTitle, !title.isEmpty {
      drawCentred([title], in: frame, style: style)
    } else if let image = button.currentImage {
      let side = min(image.size.width, image.size.height, frame.width, frame.height)
      let box = CGRect(
        x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
      drawImagePlaceholder(in: box, name: nil, color: style.color)
    }
  }

  /// The button's title font, read without making UIKit's title label where there is none yet.
  private func titleFont(of button: UIButton) -> UIFont? {
    #if canImport(UIKit)
      return button.titleLabel?.font
    #else
      return button.subviews.lazy.compactMap { $0 as? UILabel }.first?.font
    #endif
  }

  mutating func drawTextField(_ field: UITextField, in frame: CGRect) {
    var inset: CGFloat = 0
    switch field.borderStyle {
    case .roundedRect:
      inset = 7
      out.line(
        "<rect \(SVGWriter.frame(frame.insetBy(dx: 0.25, dy: 0.25))) rx=\"5\"\(SVGColor.white.fill)"
          + "\(SVGColor.separator.stroke) stroke-width=\"0.5\"/>")
    case .line, .bezel:
      inset = 2
      out.line(
        "<rect \(SVGWriter.frame(frame.insetBy(dx: 0.5, dy: 0.5))) fill=\"none\""
          + "\(SVGColor.black.stroke)/>")
    default:
      break
    }
    let text = field.text ?? ""
    var style = PictureTextStyle(
      font: field.font, color: field.textColor, alignment: field.textAlignment)
    let shown: String
    if text.isEmpty {
      guard let placeholder = field.placeholder, !placeholder.isEmpty else { return }
      shown = placeholder
      style.color = .placeholder
    } else {
      shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
    drawCentred([shown], in: frame, inset: inset, style: style)
  }

  mutating func drawTextView(_ textView: UITextView, in frame: CGRect) {
    guard let text = textView.text, !text.isEmpty else { return }
    let style = PictureTextStyle(
      font: textView.font, color: textView.textColor, alignment: textView.textAlignment)
    let insets = textView.textContainerInset
    // UIKit's text container pads each line by 5 points inside the insets.
    let box = CGRect(
      x: frame.minX + insets.left + 5, y: frame.minY + insets.top,
      width: max(0, frame.width - insets.left - insets.right - 10),
      height: max(0, frame.height - insets.top - insets.bottom))
    let lines = Self.wrap(text, width: box.width, maxLines: 0, style: style)
    let baseline = box.minY + (style.lineHeight - style.size * 1.19) / 2 + style.size * 0.95
    drawLines(lines, x: anchorX(in: box, inset: 0, style: style), baseline: baseline, style: style)
  }
}
