import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor
@Suite("Everyday API: colours, layers, attributed text, spinners")
struct EverydayAPISpec {
  @Test("A colour's cgColor has its components, and round-trips")
  func cgColors() throws {
    let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
    let components = try #require(color.cgColor.components)
    #expect(components == [1, 0.5, 0, 0.8])
    #expect(color.cgColor.alpha == 0.8)
    #expect(UIColor(cgColor: color.cgColor) == color)
    #expect(UIColor.systemGray6 != UIColor.systemGray5)
    #expect(UIColor.secondarySystemFill.cgColor.alpha < 1)
  }

  @Test("A layer keeps its border, corners, shadow and sublayers")
  func layers() {
    let view = UIView()
    view.layer.cornerRadius = 8
    view.layer.borderWidth = 1
    view.layer.borderColor = UIColor.separator.cgColor
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    view.layer.addSublayer(gradient)

    #expect(view.layer.borderColor == UIColor.separator.cgColor)
    #expect(view.layer.maskedCorners.contains(.layerMaxXMinYCorner))
    #expect(!view.layer.maskedCorners.contains(.layerMinXMaxYCorner))
    #expect(view.layer.sublayers?.count == 1)
    #expect(gradient.superlayer === view.layer)
    gradient.removeFromSuperlayer()
    #expect(view.layer.sublayers?.isEmpty == true)
  }

  @Test("Animations added to a layer are kept by key until removed")
  func layerAnimations() {
    let layer = CALayer()
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.fromValue = 1
    pulse.toValue = 0.5
    pulse.duration = 0.8
    pulse.repeatCount = .infinity
    pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    layer.add(pulse, forKey: "pulse")

    #expect(layer.animationKeys() == ["pulse"])
    #expect((layer.animation(forKey: "pulse") as? CABasicAnimation)?.keyPath == "opacity")
    layer.removeAnimation(forKey: "pulse")
    #expect(layer.animationKeys() == nil)
  }

  @Test("Attributed text carries UIKit's attribute keys")
  func attributedText() {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineSpacing = 4
    let text = NSAttributedString(
      string: "Done",
      attributes: [
        .font: UIFont.systemFont(ofSize: 17),
        .foregroundColor: UIColor.secondaryLabel,
        .strikethroughStyle: NSUnderlineStyle.single.rawValue,
        .paragraphStyle: style,
      ])
    let attributes = text.attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.foregroundColor] as? UIColor == .secondaryLabel)
    #expect(attributes[.strikethroughStyle] as? Int == 1)
    #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
    #expect(NSAttributedString.Key.font.rawValue == "NSFont")
  }

  @Test("A spinner is hidden while stopped and shown while animating")
  func spinner() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
  }

  @Test("A view's content mode is scale-to-fill until set")
  func contentMode() {
    let image = UIImageView()
    #expect(image.contentMode == .scaleToFill)
    image.contentMode = .scaleAspectFill
    #expect(image.contentMode == .scaleAspectFill)
  }
}
