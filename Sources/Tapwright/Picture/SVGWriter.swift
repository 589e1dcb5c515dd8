import Foundation

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// Writes SVG text deterministically: one element a line, indented by nesting, numbers with at
/// most two decimals, colours as `#RRGGBB` with a separate opacity.
struct SVGWriter {
  /// The SVG text so far.
  private(set) var text = ""
  /// The current nesting depth (open `<g>`, `<svg>`, `<clipPath>` elements).
  private var depth = 0

  init() {
    text.reserveCapacity(16_384)
  }

  /// Appends one element line at the current depth.
  mutating func line(_ element: String) {
    for _ in 0..<depth { text += "  " }
    text += element
    text += "\n"
  }

  /// Opens an element (its start tag on a line of its own) and nests what follows in it.
  mutating func open(_ startTag: String) {
    line(startTag)
    depth += 1
  }

  /// Closes the innermost open element with `endTag`.
  mutating func close(_ endTag: String) {
    depth = max(0, depth - 1)
    line(endTag)
  }

  /// Opens a `<g>` element and returns where its content starts, for ``closeGroup(opened:)``.
  mutating func openGroup(_ startTag: String) -> Int {
    open(startTag)
    return text.utf8.count
  }

  /// Closes the group opened at `start`; a group that drew nothing becomes one empty element.
  mutating func closeGroup(opened start: Int) {
    guard text.utf8.count == start else { return close("</g>") }
    // The start tag's ">\n" becomes "/>\n".
    text.removeLast(2)
    text += "/>\n"
    depth = max(0, depth - 1)
  }

  // MARK: Values

  /// A number with at most two decimals and no trailing zeros: `20`, `20.5`, `-0.25`.
  ///
  /// Formatted from whole hundredths, so the text does not depend on how a platform prints a
  /// `Double`; non-finite and absurdly large values are written as `0`.
  static func number(_ value: CGFloat) -> String {
    let hundredths = (Double(value) * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "0" }
    let whole = Int64(hundredths)
    guard whole != 0 else { return "0" }
    let magnitude = whole.magnitude
    var result = whole < 0 ? "-" : ""
    result += String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction % 10 != 0 {
      result += (fraction < 10 ? ".0" : ".") + String(fraction)
    } else if fraction != 0 {
      result += "." + String(fraction / 10)
    }
    return result
  }

  /// `text` escaped for SVG character data and attribute values.
  static func escaped(_ text: String) -> String {
    guard text.contains(where: { "&<>\"'".contains($0) }) else { return text }
    var result = ""
    result.reserveCapacity(text.count + 8)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  /// The attributes `x`, `y`, `width` and `height` of `rect`.
  static func frame(_ rect: CGRect) -> String {
    "x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" "
      + "height=\"\(number(rect.height))\""
  }
}

/// An opaque or translucent sRGB colour as SVG writes it.
struct SVGColor: Equatable {
  /// `#RRGGBB`.
  var hex: String
  /// The opacity, 0...1.
  var alpha: CGFloat

  /// The colour of `color` as UIKit reports its components, or `nil` for none or a clear colour.
  init?(_ color: UIColor?) {
    guard let color else { return nil }
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha), alpha > 0.004 else {
      return nil
    }
    self.hex = "#" + SVGColor.byte(red) + SVGColor.byte(green) + SVGColor.byte(blue)
    self.alpha = min(alpha, 1)
  }

  /// A fixed colour.
  init(hex: String, alpha: CGFloat = 1) {
    self.hex = hex
    self.alpha = alpha
  }

  /// ` fill="#RRGGBB"`, with ` fill-opacity` when translucent.
  var fill: String { paint("fill") }

  /// ` stroke="#RRGGBB"`, with ` stroke-opacity` when translucent.
  var stroke: String { paint("stroke") }

  private func paint(_ name: String) -> String {
    let paint = " \(name)=\"\(hex)\""
    return alpha >= 0.995 ? paint : paint + " \(name)-opacity=\"\(SVGWriter.number(alpha))\""
  }

  private static let digits = Array("0123456789ABCDEF")

  private static func byte(_ component: CGFloat) -> String {
    let clamped = component.isFinite ? min(max(component, 0), 1) : 0
    let value = Int((clamped * 255).rounded())
    return String(digits[value / 16]) + String(digits[value % 16])
  }

  // The system colours a picture uses where UIKit draws its own controls (light appearance).
  static let white = SVGColor(hex: "#FFFFFF")
  static let black = SVGColor(hex: "#000000")
  static let systemBlue = SVGColor(hex: "#007AFF")
  static let systemGreen = SVGColor(hex: "#34C759")
  static let systemRed = SVGColor(hex: "#FF3B30")
  static let systemOrange = SVGColor(hex: "#FF9500")
  static let systemGray = SVGColor(hex: "#8E8E93")
  static let fill = SVGColor(hex: "#E9E9EB")
  static let separator = SVGColor(hex: "#C6C6C8")
  static let bar = SVGColor(hex: "#F8F8F8")
  static let placeholder = SVGColor(hex: "#3C3C43", alpha: 0.3)
  static let keyboard = SVGColor(hex: "#D1D3D9")
  static let specialKey = SVGColor(hex: "#ABB0BA")
}
