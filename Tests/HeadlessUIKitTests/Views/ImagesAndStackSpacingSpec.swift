#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  // API that public apps' sources use (found by `tapwright port` runs): colour and image
  // literals, bitmaps, animated images, and a stack view's spacing tokens.

  @MainActor
  @Suite("Literals, bitmaps and animated images")
  struct ImageValuesSpec {
    @Test("#colorLiteral makes a UIColor of its components, as UIKit's overlay does")
    func colorLiteral() {
      // swift-format-ignore: NoPlaygroundLiterals
      let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)
      var (red, green, blue, alpha) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
      #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
      #expect([red, green, blue, alpha] == [1, 0.5, 0, 0.25])
    }

    @Test("#imageLiteral makes the image of that name")
    func imageLiteral() {
      // swift-format-ignore: NoPlaygroundLiterals
      let image: UIImage = #imageLiteral(resourceName: "cat")
      #expect(image == UIImage(named: "cat"))
    }

    @Test("A literal with no type from its context is a UIColor or a UIImage, as on iOS")
    func literalsWithoutContext() {
      // swift-format-ignore: NoPlaygroundLiterals
      let border = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1).cgColor
      #expect(border == UIColor.blue.cgColor)
      // swift-format-ignore: NoPlaygroundLiterals
      let image = #imageLiteral(resourceName: "dog")
      #expect(image.size == .zero)
    }

    @Test("A drawn image's bitmap has its size in pixels, and UIImage(cgImage:) is at scale 1")
    func bitmap() throws {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 2
      let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        .image { _ in UIColor.red.setFill() }
      let bitmap = try #require(drawn.cgImage)
      #expect((bitmap.width, bitmap.height) == (40, 20))
      #expect(UIImage(cgImage: bitmap).size == CGSize(width: 40, height: 20))
      #expect(UIImage(cgImage: bitmap).scale == 1)
      let retina = UIImage(cgImage: bitmap, scale: 2, orientation: .up)
      #expect(retina.size == CGSize(width: 20, height: 10))
      #expect(retina.imageOrientation == .up)
      #expect(UIImage().cgImage == nil)
      #expect(UIImage(systemName: "plus")?.cgImage == nil)
    }

    @Test("An image context's image, through its bitmap, keeps its size (a solid-colour helper)")
    func solidColourHelper() throws {
      let rect = CGRect(x: 0, y: 0, width: 8, height: 4)
      UIGraphicsBeginImageContextWithOptions(rect.size, false, 1)
      UIColor.blue.setFill()
      UIRectFill(rect)
      let image = UIGraphicsGetImageFromCurrentImageContext()
      UIGraphicsEndImageContext()
      let bitmap = try #require(image?.cgImage)
      #expect(UIImage(cgImage: bitmap).size == CGSize(width: 8, height: 4))
    }

    @Test("An animated image has its frames, duration and first frame's size")
    func animatedImage() throws {
      let frames = [UIColor.red, .green].map { colour in
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in colour.setFill() }
      }
      let animated = try #require(UIImage.animatedImage(with: frames, duration: 1.5))
      #expect(animated.images?.count == 2)
      #expect(animated.duration == 1.5)
      #expect(animated.size == CGSize(width: 4, height: 4))
      #expect(animated.cgImage == nil)
      #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
      #expect(frames[0].images == nil)
      #expect(frames[0].duration == 0)
    }
  }

  @MainActor
  @Suite("A stack view's spacing tokens")
  struct StackSpacingTokensSpec {
    private func stack(spacing: CGFloat) -> (UIStackView, UIView, UIView, UIView) {
      let views = (0..<3).map { _ in UIView() }
      for view in views {
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
      }
      let stack = UIStackView(arrangedSubviews: views)
      stack.axis = .vertical
      stack.spacing = spacing
      stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
      return (stack, views[0], views[1], views[2])
    }

    @Test("The tokens are UIStackView.h's: FLT_MAX and FLT_MIN")
    func values() {
      #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
      #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test("spacingUseSystem as spacing gives the system's 8 points; spacingUseDefault gives 0")
    func spacingProperty() {
      let (system, first, second, _) = stack(spacing: UIStackView.spacingUseSystem)
      system.layoutIfNeeded()
      #expect(second.frame.minY - first.frame.maxY == 8)
      let (zero, a, b, _) = stack(spacing: UIStackView.spacingUseDefault)
      zero.layoutIfNeeded()
      #expect(b.frame.minY - a.frame.maxY == 0)
    }

    @Test("A view's custom spacing is spacingUseDefault until set; the system's on request")
    func customSpacing() {
      let (stack, first, second, third) = stack(spacing: 2)
      #expect(stack.customSpacing(after: first) == UIStackView.spacingUseDefault)
      stack.setCustomSpacing(UIStackView.spacingUseSystem, after: first)
      #expect(stack.customSpacing(after: first) == UIStackView.spacingUseSystem)
      stack.layoutIfNeeded()
      #expect(second.frame.minY - first.frame.maxY == 8)
      #expect(third.frame.minY - second.frame.maxY == 2)
      stack.setCustomSpacing(UIStackView.spacingUseDefault, after: first)
      stack.layoutIfNeeded()
      #expect(second.frame.minY - first.frame.maxY == 2)
    }

    @Test("Custom spacing after a view that is not arranged is ignored, as UIKit ignores it")
    func notArranged() {
      let (stack, _, _, _) = stack(spacing: 2)
      let stranger = UIView()
      stack.setCustomSpacing(20, after: stranger)
      #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
    }
  }
  @MainActor
  @Suite("A trait collection's layout direction")
  struct TraitLayoutDirectionSpec {
    @Test("init(layoutDirection:) sets it; combining keeps the last specified; a view's is LTR")
    func layoutDirection() {
      let rtl = UITraitCollection(layoutDirection: .rightToLeft)
      #expect(rtl.layoutDirection == .rightToLeft)
      #expect(UITraitCollection().layoutDirection == .unspecified)
      let combined = UITraitCollection(traitsFrom: [
        .init(forceTouchCapability: .available), .init(layoutDirection: .leftToRight),
        .init(userInterfaceIdiom: .phone),
      ])
      #expect(combined.layoutDirection == .leftToRight)
      #expect(combined.forceTouchCapability == .available)
      #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(window.traitCollection.layoutDirection == .leftToRight)
      #expect(
        window.traitCollection.containsTraits(in: UITraitCollection(layoutDirection: .leftToRight)))
      #expect(!window.traitCollection.containsTraits(in: rtl))
    }

    @Test("init(displayGamut:) sets the gamut; an iPhone's window is Display P3")
    func displayGamut() {
      #expect(UITraitCollection(displayGamut: .SRGB).displayGamut == .SRGB)
      #expect(UITraitCollection().displayGamut == .unspecified)
      let combined = UITraitCollection(traitsFrom: [
        .init(displayGamut: .P3), .init(displayScale: 2),
      ])
      #expect(combined.displayGamut == .P3)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(window.traitCollection.displayGamut == .P3)
    }
  }
#endif
