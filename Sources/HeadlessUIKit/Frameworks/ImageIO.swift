// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit)
  import Foundation

  // ImageIO's image sources, which Linux lacks: what apps read an animated GIF's frames and
  // delays with (`CGImageSourceGetCount`, `CGImageSourceCopyPropertiesAtIndex`), or an image's
  // size before decoding it. HeadlessUIKit decodes no pixels: it reads the file's structure — a
  // PNG's header, a GIF's blocks, a JPEG's frame marker — and each image it gives is one of that
  // size, as `UIImage(data:)` gives one.

  /// What a PNG, GIF or JPEG file says of itself without decoding its pixels.
  struct EncodedImage: Sendable {
    /// One image of the file: a GIF has one per frame.
    struct Frame: Sendable {
      /// Its delay in seconds, as the file gives it (GIF).
      var delay: Double?
    }

    /// Its uniform type identifier: `public.png`, `com.compuserve.gif`, `public.jpeg`.
    var type: String
    /// The size in pixels (a GIF's canvas).
    var size: CGSize
    var frames: [Frame]
    /// How many times a GIF plays (0: for ever), when it says.
    var loopCount: Int?

    /// The file's structure, or `nil` when it is none of the three (or is cut short).
    init?(_ data: Data) {
      let bytes = [UInt8](data)
      if let png = Self.png(bytes) {
        self = png
      } else if let gif = Self.gif(bytes) {
        self = gif
      } else if let jpeg = Self.jpeg(bytes) {
        self = jpeg
      } else {
        return nil
      }
    }

    private init(type: String, size: CGSize, frames: [Frame], loopCount: Int? = nil) {
      self.type = type
      self.size = size
      self.frames = frames
      self.loopCount = loopCount
    }

    private static func png(_ bytes: [UInt8]) -> EncodedImage? {
      let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      guard bytes.count >= 24, Array(bytes[0..<8]) == signature else { return nil }
      func big(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
      return EncodedImage(
        type: "public.png", size: CGSize(width: big(16), height: big(20)), frames: [Frame()])
    }

    /// A GIF's canvas, and its frames with the delay of the graphic control block before each.
    private static func gif(_ bytes: [UInt8]) -> EncodedImage? {
      guard bytes.count >= 13, bytes.starts(with: Array("GIF8".utf8)) else { return nil }
      func little(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
      func colorTable(_ flags: UInt8) -> Int { flags & 0x80 == 0 ? 0 : 3 << ((flags & 7) + 1) }
      var at = 13 + colorTable(bytes[10])
      /// The offset after a run of sub-blocks starting at `start`, or `nil` when cut short.
      func skipSubBlocks(_ start: Int) -> Int? {
        var at = start
        while at < bytes.count {
          let length = Int(bytes[at])
          at += 1
          if length == 0 { return at }
          at += length
        }
        return nil
      }
      var frames: [Frame] = []
      var delay: Double?
      var loopCount: Int?
      scan: while at < bytes.count {
        switch bytes[at] {
        case 0x21 where at + 2 < bytes.count:
          let label = bytes[at + 1]
          if label == 0xF9, at + 6 < bytes.count {
            delay = Double(little(at + 4)) / 100
          } else if label == 0xFF, at + 18 < bytes.count, bytes[at + 2] == 11,
            Array(bytes[at + 3..<at + 14]) == Array("NETSCAPE2.0".utf8), bytes[at + 15] == 1
          {
            loopCount = little(at + 16)
          }
          guard let next = skipSubBlocks(at + 2) else { break scan }
          at = next
        case 0x2C where at + 10 < bytes.count:
          frames.append(Frame(delay: delay))
          delay = nil
          at += 10 + colorTable(bytes[at + 9]) + 1  // the descriptor, its colours, the code size
          guard let next = skipSubBlocks(at) else { break scan }
          at = next
        default:
          break scan  // the trailer (0x3B), or a file cut short
        }
      }
      return EncodedImage(
        type: "com.compuserve.gif", size: CGSize(width: little(6), height: little(8)),
        frames: frames, loopCount: loopCount)
    }

    /// A JPEG's size, from its first start-of-frame marker.
    private static func jpeg(_ bytes: [UInt8]) -> EncodedImage? {
      guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
      var at = 2
      while at + 9 < bytes.count, bytes[at] == 0xFF {
        let marker = bytes[at + 1]
        let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
          let height = Int(bytes[at + 5]) << 8 | Int(bytes[at + 6])
          let width = Int(bytes[at + 7]) << 8 | Int(bytes[at + 8])
          return EncodedImage(
            type: "public.jpeg", size: CGSize(width: width, height: height), frames: [Frame()])
        }
        at += 2 + length
      }
      return nil
    }
  }

#endif

#if !canImport(UIKit) && !canImport(ImageIO)
  import Foundation

  /// An image source, as ImageIO's: the images a PNG, GIF or JPEG file holds, read from its
  /// structure (no pixels are decoded).
  public final class CGImageSource: Sendable {
    let data: Data
    let image: EncodedImage?

    init(_ data: Data) {
      self.data = data
      image = EncodedImage(data)
    }
  }

  /// ImageIO's status of an image source.
  public enum CGImageSourceStatus: Int32, Sendable {
    /// The data ended before the image did.
    case statusUnexpectedEOF = -5
    /// The data is not a valid image.
    case statusInvalidData = -4
    /// The data is of a type HeadlessUIKit does not read (PNG, GIF and JPEG are read), or none.
    case statusUnknownType = -3
    /// The header is being read.
    case statusReadingHeader = -2
    /// More data is expected.
    case statusIncomplete = -1
    /// The data is complete and of a known type.
    case statusComplete = 0
  }

  /// The properties dictionary of a GIF (`{GIF}`), within an image's properties.
  nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
  /// A GIF frame's delay in seconds, at least 0.1 (ImageIO's clamp of delays of 0.01 s or less).
  nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
  /// A GIF frame's delay in seconds, as the file gives it.
  nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString =
    "UnclampedDelayTime"
  /// How many times a GIF plays (0: for ever).
  nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
  /// Whether a GIF has a global colour table.
  nonisolated(unsafe) public let kCGImagePropertyGIFHasGlobalColorMap: CFString =
    "HasGlobalColorMap"
  /// The properties dictionary of a PNG (`{PNG}`).
  nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
  /// The properties dictionary of a JPEG's JFIF header (`{JFIF}`).
  nonisolated(unsafe) public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"
  /// The properties dictionary of EXIF (`{Exif}`).
  nonisolated(unsafe) public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
  /// The properties dictionary of TIFF (`{TIFF}`).
  nonisolated(unsafe) public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
  /// An image's width in pixels.
  nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
  /// An image's height in pixels.
  nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
  /// An image's EXIF orientation (1 to 8); HeadlessUIKit reads none.
  nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"
  /// A file's size in bytes, among a source's properties.
  nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"
  /// An option: whether decoded images are cached (nothing is decoded here).
  nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
  /// An option: whether images are decoded when made (nothing is decoded here).
  nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString =
    "kCGImageSourceShouldCacheImmediately"
  /// An option: the type the data is expected to be of.
  nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: CFString =
    "kCGImageSourceTypeIdentifierHint"
  /// A thumbnail option: its largest side in pixels.
  nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString =
    "kCGImageSourceThumbnailMaxPixelSize"
  /// A thumbnail option: made from the full image when the file has no thumbnail.
  nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString =
    "kCGImageSourceCreateThumbnailFromImageIfAbsent"
  /// A thumbnail option: made from the full image always.
  nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString =
    "kCGImageSourceCreateThumbnailFromImageAlways"
  /// A thumbnail option: rotated by the image's orientation (none is read here).
  nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString =
    "kCGImageSourceCreateThumbnailWithTransform"

  /// An image source reading `data`; any data gives one (of no image when it is none of PNG, GIF,
  /// JPEG), as ImageIO's.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - options: Options such as `kCGImageSourceShouldCache`; none changes what is read.
  /// - Returns: The source.
  public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?)
    -> CGImageSource?
  {
    CGImageSource(data as Data)
  }

  /// An image source reading the file at `url`, or `nil` when it cannot be read.
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - options: Options; none changes what is read.
  /// - Returns: The source.
  public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL) else { return nil }
    return CGImageSource(data)
  }

  /// How many images the source holds: a GIF's frames, 1 for a PNG or a JPEG, 0 for data of
  /// another type.
  ///
  /// - Parameter isrc: The source.
  /// - Returns: The count.
  public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    isrc.image?.frames.count ?? 0
  }

  /// The source's uniform type identifier (`com.compuserve.gif`…), or `nil` for an unknown type.
  ///
  /// - Parameter isrc: The source.
  /// - Returns: The type.
  public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.image.map { NSString(string: $0.type) }
  }

  /// Whether the source's data was read as an image.
  ///
  /// - Parameter isrc: The source.
  /// - Returns: The status.
  public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.image == nil ? .statusUnknownType : .statusComplete
  }

  /// The image at `index`, of the file's size (a GIF frame's is the canvas), or `nil` past the
  /// last; its `UIImage(cgImage:)` is an image of that size.
  ///
  /// - Parameters:
  ///   - isrc: The source.
  ///   - index: The image's index.
  ///   - options: Options; none changes the image.
  /// - Returns: The image.
  public func CGImageSourceCreateImageAtIndex(
    _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
  ) -> CGImage? {
    guard let image = isrc.image, image.frames.indices.contains(index) else { return nil }
    return bitmap(of: image.size, isrc.data)
  }

  /// A thumbnail of the image at `index`: with `kCGImageSourceCreateThumbnailFromImageAlways`
  /// or `…IfAbsent` (HeadlessUIKit reads no embedded thumbnails), the image scaled down so that
  /// its larger side is at most `kCGImageSourceThumbnailMaxPixelSize`; otherwise `nil`.
  ///
  /// - Parameters:
  ///   - isrc: The source.
  ///   - index: The image's index.
  ///   - options: The thumbnail options.
  /// - Returns: The thumbnail.
  public func CGImageSourceCreateThumbnailAtIndex(
    _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
  ) -> CGImage? {
    guard let image = isrc.image, image.frames.indices.contains(index) else { return nil }
    let options = (options as? [String: Any]) ?? [:]
    func flag(_ key: CFString) -> Bool {
      (options[key as String] as? Bool) ?? (options[key as String] as? NSNumber)?.boolValue ?? false
    }
    guard
      flag(kCGImageSourceCreateThumbnailFromImageAlways)
        || flag(kCGImageSourceCreateThumbnailFromImageIfAbsent)
    else { return nil }
    var size = image.size
    let maximum =
      (options[kCGImageSourceThumbnailMaxPixelSize as String] as? Int)
      ?? (options[kCGImageSourceThumbnailMaxPixelSize as String] as? NSNumber)?.intValue
    let longest = max(size.width, size.height)
    if let maximum, maximum > 0, longest > CGFloat(maximum) {
      let factor = CGFloat(maximum) / longest
      size = CGSize(
        width: (size.width * factor).rounded(), height: (size.height * factor).rounded())
    }
    return size == image.size ? bitmap(of: size, isrc.data) : bitmap(of: size, nil)
  }

  /// The image at `index`'s properties: `PixelWidth`, `PixelHeight`, and for a GIF frame its
  /// `{GIF}` dictionary (`DelayTime`, `UnclampedDelayTime`); `nil` past the last image.
  ///
  /// - Parameters:
  ///   - isrc: The source.
  ///   - index: The image's index.
  ///   - options: Options; none changes the properties.
  /// - Returns: The properties.
  public func CGImageSourceCopyPropertiesAtIndex(
    _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
  ) -> CFDictionary? {
    guard let image = isrc.image, image.frames.indices.contains(index) else { return nil }
    var properties: [String: Any] = [
      kCGImagePropertyPixelWidth as String: NSNumber(value: Int(image.size.width)),
      kCGImagePropertyPixelHeight as String: NSNumber(value: Int(image.size.height)),
    ]
    if image.type == "com.compuserve.gif" {
      let delay = image.frames[index].delay ?? 0
      properties[kCGImagePropertyGIFDictionary as String] = NSDictionary(dictionary: [
        kCGImagePropertyGIFUnclampedDelayTime as String: NSNumber(value: delay),
        kCGImagePropertyGIFDelayTime as String: NSNumber(value: delay <= 0.01 ? 0.1 : delay),
      ])
    } else if image.type == "public.png" {
      properties[kCGImagePropertyPNGDictionary as String] = NSDictionary()
    }
    return NSDictionary(dictionary: properties)
  }

  /// The file's properties: `FileSize`, and for a GIF its `{GIF}` dictionary with `LoopCount`
  /// when the file says; `nil` for data of an unknown type.
  ///
  /// - Parameters:
  ///   - isrc: The source.
  ///   - options: Options; none changes the properties.
  /// - Returns: The properties.
  public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?)
    -> CFDictionary?
  {
    guard let image = isrc.image else { return nil }
    var properties: [String: Any] = [
      kCGImagePropertyFileSize as String: NSNumber(value: isrc.data.count)
    ]
    if image.type == "com.compuserve.gif" {
      var gif: [String: Any] = [:]
      if let loopCount = image.loopCount {
        gif[kCGImagePropertyGIFLoopCount as String] = NSNumber(value: loopCount)
      }
      properties[kCGImagePropertyGIFDictionary as String] = NSDictionary(dictionary: gif)
    }
    return NSDictionary(dictionary: properties)
  }

  // MARK: Destinations

  /// An image destination, as ImageIO's: images written into data as a PNG, a JPEG or another
  /// type ImageIO writes. HeadlessUIKit encodes no pixels: a PNG is `pngData()`'s, a JPEG
  /// `jpegData(compressionQuality:)`'s (with `kCGImageDestinationLossyCompressionQuality`), each
  /// deterministic; another type a stand-in naming the type and the images' sizes.
  public final class CGImageDestination: @unchecked Sendable {
    let data: NSMutableData?
    let url: URL?
    let type: String
    let count: Int
    var images: [(image: CGImage, quality: Double?)] = []
    var finalized = false

    init(data: NSMutableData?, url: URL?, type: String, count: Int) {
      self.data = data
      self.url = url
      self.type = type
      self.count = count
    }
  }

  /// The types ImageIO writes, by identifier.
  private let destinationTypes = [
    "public.png", "public.jpeg", "com.compuserve.gif", "public.heic", "public.tiff",
    "com.microsoft.bmp", "com.microsoft.ico", "org.webmproject.webp", "public.jpeg-2000",
    "com.adobe.pdf",
  ]

  /// The quality of lossy compression, 0 to 1; 1 by default.
  nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: CFString =
    "kCGImageDestinationLossyCompressionQuality"
  /// The largest side, in pixels, of the images written.
  nonisolated(unsafe) public let kCGImageDestinationImageMaxPixelSize: CFString =
    "kCGImageDestinationImageMaxPixelSize"

  /// The uniform type identifiers a destination can write.
  ///
  /// - Returns: The identifiers.
  public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    NSArray(array: destinationTypes.map { NSString(string: $0) })
  }

  /// A destination that writes `count` images of `type` into `data` when finalized; `nil` for a
  /// type ImageIO does not write.
  ///
  /// - Parameters:
  ///   - data: The data the images are written into (appended).
  ///   - type: The type's identifier (`public.png`, `public.jpeg`…).
  ///   - count: How many images will be added.
  ///   - options: Options; none changes what is written.
  /// - Returns: The destination.
  public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
  ) -> CGImageDestination? {
    guard destinationTypes.contains(type as String) else { return nil }
    return CGImageDestination(data: data, url: nil, type: type as String, count: count)
  }

  /// A destination that writes `count` images of `type` to the file at `url` when finalized.
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - type: The type's identifier.
  ///   - count: How many images will be added.
  ///   - options: Options; none changes what is written.
  /// - Returns: The destination.
  public func CGImageDestinationCreateWithURL(
    _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
  ) -> CGImageDestination? {
    guard destinationTypes.contains(type as String) else { return nil }
    return CGImageDestination(data: nil, url: url as URL, type: type as String, count: count)
  }

  /// Adds an image, with its properties (`kCGImageDestinationLossyCompressionQuality`); nothing
  /// once the destination is finalized or holds its count.
  ///
  /// - Parameters:
  ///   - idst: The destination.
  ///   - image: The image.
  ///   - properties: The image's properties.
  public func CGImageDestinationAddImage(
    _ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?
  ) {
    guard !idst.finalized, idst.images.count < idst.count else { return }
    let properties = (properties as? [String: Any]) ?? [:]
    let key = kCGImageDestinationLossyCompressionQuality as String
    let quality = (properties[key] as? Double) ?? (properties[key] as? NSNumber)?.doubleValue
    idst.images.append((image, quality))
  }

  /// Adds the image at `index` of a source.
  ///
  /// - Parameters:
  ///   - idst: The destination.
  ///   - isrc: The source.
  ///   - index: The image's index in the source.
  ///   - properties: The image's properties.
  public func CGImageDestinationAddImageFromSource(
    _ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?
  ) {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) else { return }
    CGImageDestinationAddImage(idst, image, properties)
  }

  /// Writes the images; `false` (nothing written) when fewer than the count were added, or the
  /// file cannot be written, or the destination was finalized before.
  ///
  /// - Parameter idst: The destination.
  /// - Returns: Whether the images were written.
  public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    guard !idst.finalized, idst.count > 0, idst.images.count == idst.count else { return false }
    idst.finalized = true
    var encoded = Data()
    switch idst.type {
    case "public.png":
      encoded = UIImage(cgImage: idst.images[0].image).pngData() ?? Data()
    case "public.jpeg":
      let (image, quality) = idst.images[0]
      encoded = UIImage(cgImage: image).jpegData(compressionQuality: quality ?? 1) ?? Data()
    default:
      let sizes = idst.images.map { "\($0.image.width)x\($0.image.height)" }
      encoded = Data("\(idst.type) \(sizes.joined(separator: " "))".utf8)
    }
    if let data = idst.data {
      data.append(encoded)
      return true
    }
    guard let url = idst.url else { return false }
    return (try? encoded.write(to: url)) != nil
  }

  /// A bitmap of `size` pixels, as a `UIImage` of that size gives one: of the file's data, or
  /// (a thumbnail) a drawing of its size.
  private func bitmap(of size: CGSize, _ data: Data?) -> CGImage? {
    UIImage(
      name: nil, isSymbol: false, size: size, renderingMode: .automatic,
      drawing: data == nil ? ["thumbnail \(Int(size.width))x\(Int(size.height))"] : nil,
      sourceData: data
    ).cgImage
  }
#endif
