import Foundation
import Testing

#if canImport(UIKit)
  import ImageIO
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A GIF of one white pixel in two frames, shown 0.5 s and 0.25 s, looping for ever.
private let twoFrameGIF = Data(
  Array("GIF89a".utf8) + [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]  // 1×1, 2 colours
    + [0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF]  // the colour table
    + [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    + [0x21, 0xF9, 0x04, 0x00, 0x32, 0x00, 0x00, 0x00]  // 50 hundredths
    + [0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00]
    + [0x21, 0xF9, 0x04, 0x00, 0x19, 0x00, 0x00, 0x00]  // 25 hundredths
    + [0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00]
    + [0x3B])

/// An animated image from GIF data, as apps' `UIImage.gif(data:)` extensions make one.
private func animatedImage(gif data: Data) -> (image: UIImage?, delays: [Double]) {
  guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return (nil, []) }
  var images: [UIImage] = []
  var delays: [Double] = []
  for index in 0..<CGImageSourceGetCount(source) {
    if let frame = CGImageSourceCreateImageAtIndex(source, index, nil) {
      images.append(UIImage(cgImage: frame))
    }
    let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any]
    let gif = properties?[kCGImagePropertyGIFDictionary as String] as? [String: Any]
    let delay =
      (gif?[kCGImagePropertyGIFUnclampedDelayTime as String] as? NSNumber)?.doubleValue
      ?? (gif?[kCGImagePropertyGIFDelayTime as String] as? NSNumber)?.doubleValue ?? 0.1
    delays.append(delay)
  }
  let duration = delays.reduce(0, +)
  return (UIImage.animatedImage(with: images, duration: duration), delays)
}

/// A solid image of 40×20 pixels (scale 1), drawn as apps draw one.
@MainActor
private func solidImage(_ color: UIColor) -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 1
  return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image {
    context in
    color.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
  }
}

@Suite("Image sources (ImageIO): frames, sizes and delays read from the file")
struct ImageSourcesSpec {
  @Test("A GIF's frames, their delays and its loop count, as apps read an animated GIF")
  func gifFrames() throws {
    let (image, delays) = animatedImage(gif: twoFrameGIF)
    let animated = try #require(image)
    #expect(animated.images?.count == 2)
    #expect(animated.duration == 0.75)
    #expect(delays == [0.5, 0.25])
    #expect(animated.size == CGSize(width: 1, height: 1))
    let source = try #require(CGImageSourceCreateWithData(twoFrameGIF as CFData, nil))
    #expect(CGImageSourceGetType(source) as String? == "com.compuserve.gif")
    let file = try #require(CGImageSourceCopyProperties(source, nil) as? [String: Any])
    let gif = file[kCGImagePropertyGIFDictionary as String] as? [String: Any]
    #expect((gif?[kCGImagePropertyGIFLoopCount as String] as? NSNumber)?.intValue == 0)
    #expect(
      (file[kCGImagePropertyFileSize as String] as? NSNumber)?.intValue == twoFrameGIF.count)
    #expect(CGImageSourceCreateImageAtIndex(source, 2, nil) == nil)
    #expect(UIImage(data: twoFrameGIF)?.size == CGSize(width: 1, height: 1))
  }

  @Test("A PNG is one image of its header's size; a thumbnail is made only when asked for")
  @MainActor
  func pngAndThumbnail() throws {
    let rendered = solidImage(.red)
    let png = try #require(rendered.pngData())
    let source = try #require(CGImageSourceCreateWithData(png as CFData, nil))
    #expect(CGImageSourceGetCount(source) == 1)
    #expect(CGImageSourceGetType(source) as String? == "public.png")
    let properties = try #require(
      CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
    #expect((properties[kCGImagePropertyPixelWidth as String] as? NSNumber)?.intValue == 40)
    #expect((properties[kCGImagePropertyPixelHeight as String] as? NSNumber)?.intValue == 20)
    let options: [String: Any] = [
      kCGImageSourceCreateThumbnailFromImageAlways as String: true,
      kCGImageSourceThumbnailMaxPixelSize as String: 10,
    ]
    let thumbnail = try #require(
      CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary))
    #expect(thumbnail.width == 10 && thumbnail.height == 5)
    let notAnImage = try #require(CGImageSourceCreateWithData(Data("text".utf8) as CFData, nil))
    #expect(CGImageSourceGetCount(notAnImage) == 0)
  }

  @Test("An image destination writes a JPEG whose size reads back; too few images fail it")
  @MainActor
  func destination() throws {
    let image = solidImage(.blue)
    let bitmap = try #require(image.cgImage)
    let data = NSMutableData()
    let jpeg = try #require(
      CGImageDestinationCreateWithData(data as CFMutableData, "public.jpeg" as CFString, 1, nil))
    let properties: [String: Any] = [kCGImageDestinationLossyCompressionQuality as String: 0.5]
    CGImageDestinationAddImage(jpeg, bitmap, properties as CFDictionary)
    #expect(CGImageDestinationFinalize(jpeg))
    let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
    #expect(CGImageSourceGetType(source) as String? == "public.jpeg")
    #expect(UIImage(data: data as Data)?.size == CGSize(width: 40, height: 20))
    #expect(UIImage(data: try #require(image.pngData()))?.size == CGSize(width: 40, height: 20))

    let short = NSMutableData()
    let png = try #require(
      CGImageDestinationCreateWithData(short as CFMutableData, "public.png" as CFString, 2, nil))
    CGImageDestinationAddImage(png, bitmap, nil)
    #expect(!CGImageDestinationFinalize(png))
    #expect(short.length == 0)
  }
}
