#if !canImport(UIKit) && !canImport(CoreImage)
  import Foundation
  import Testing

  import HeadlessUIKit

  // Core Image as apps write it: a QR code for a string, a blurred thumbnail, a filter set by key.

  /// A QR code scaled to fit, as apps make one for a ticket or a contact.
  private func qrCode(for string: String, level: String = "M", scale: CGFloat) -> UIImage? {
    guard let filter = CIFilter(name: "CIQRCodeGenerator") else { return nil }
    filter.setValue(string.data(using: .ascii), forKey: "inputMessage")
    filter.setValue(level, forKey: "inputCorrectionLevel")
    guard
      let output = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: scale, y: scale))
    else { return nil }
    return UIImage(ciImage: output)
  }

  @Suite("Core Image on Linux: filters by name, extents, contexts")
  struct CoreImageSpec {
    @Test("A QR code's side is its version's modules and a margin, by ISO 18004's capacities")
    func qrCodes() {
      // 5 bytes fit version 1 (21 modules) at every level; 17 bytes version 1 at L, version 3
      // (29 modules) at H, whose version 2 holds 14.
      #expect(qrCode(for: "Hello", scale: 1)?.size == CGSize(width: 23, height: 23))
      #expect(qrCode(for: "Hello", scale: 10)?.size == CGSize(width: 230, height: 230))
      let seventeen = String(repeating: "a", count: 17)
      #expect(qrCode(for: seventeen, level: "L", scale: 1)?.size.width == 23)
      #expect(qrCode(for: seventeen, level: "H", scale: 1)?.size.width == 31)
      #expect(qrCode(for: String(repeating: "a", count: 2954), level: "L", scale: 1) == nil)
      #expect(qrCode(for: "x", level: "Z", scale: 1) == nil)
      #expect(CIFilter(name: "CIQRCodeGenerator")?.outputImage == nil)
    }

    @Test("Colour filters keep the extent, a blur grows it, a context makes a bitmap of a rect")
    func filters() throws {
      let photo = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in }
      let input = try #require(CIImage(image: photo))
      #expect(input.extent == CGRect(x: 0, y: 0, width: 40 * photo.scale, height: 30 * photo.scale))
      let sepia = try #require(CIFilter(name: "CISepiaTone"))
      sepia.setValue(input, forKey: kCIInputImageKey)
      sepia.setValue(0.8, forKey: kCIInputIntensityKey)
      #expect(sepia.value(forKey: kCIInputIntensityKey) as? Double == 0.8)
      #expect(sepia.outputImage?.extent == input.extent)
      let blurred = input.applyingGaussianBlur(sigma: 2)
      #expect(blurred.extent == input.extent.insetBy(dx: -6, dy: -6))
      let cropped = blurred.cropped(to: input.extent)
      let context = CIContext(options: [.priorityRequestLow: true])
      let bitmap = try #require(context.createCGImage(cropped, from: cropped.extent))
      #expect(bitmap.width == Int(input.extent.width))
      #expect(context.createCGImage(CIImage(color: .red), from: .infinite) == nil)
      #expect(CIFilter(name: "CINoSuchFilter") == nil)
      let scaled = CIFilter(
        name: "CILanczosScaleTransform",
        parameters: [kCIInputImageKey: input, kCIInputScaleKey: 0.5])
      #expect(
        scaled?.outputImage?.extent.size
          == CGSize(width: input.extent.width / 2, height: input.extent.height / 2))
      let image = UIImage(ciImage: cropped)
      #expect(image.ciImage === cropped)
    }
  }
#endif
