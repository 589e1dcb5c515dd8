// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(CoreImage)
  import Foundation

  // Core Image as apps use it on Linux, where it does not exist: filters by name with their
  // parameters set by key, images that know their extent, a context that makes bitmaps of them,
  // and UIImage's Core Image forms. HeadlessUIKit draws no pixels: what a filter computes is the
  // output's extent, as Core Image gives it (see behavior.md, "Core Image"), and what it was made
  // of, in its description.

  /// The key of a filter's input image.
  public let kCIInputImageKey = "inputImage"
  /// The key of a filter's output image.
  public let kCIOutputImageKey = "outputImage"
  /// The key of a filter's background image.
  public let kCIInputBackgroundImageKey = "inputBackgroundImage"
  /// The key of a filter's radius.
  public let kCIInputRadiusKey = "inputRadius"
  /// The key of a filter's intensity.
  public let kCIInputIntensityKey = "inputIntensity"
  /// The key of a filter's scale.
  public let kCIInputScaleKey = "inputScale"
  /// The key of a filter's aspect ratio.
  public let kCIInputAspectRatioKey = "inputAspectRatio"
  /// The key of a filter's centre.
  public let kCIInputCenterKey = "inputCenter"
  /// The key of a filter's colour.
  public let kCIInputColorKey = "inputColor"
  /// The key of a filter's transform.
  public let kCIInputTransformKey = "inputTransform"
  /// The key of a filter's saturation.
  public let kCIInputSaturationKey = "inputSaturation"
  /// The key of a filter's brightness.
  public let kCIInputBrightnessKey = "inputBrightness"
  /// The key of a filter's contrast.
  public let kCIInputContrastKey = "inputContrast"
  /// The key of a filter's angle.
  public let kCIInputAngleKey = "inputAngle"
  /// The key of a filter's extent.
  public let kCIInputExtentKey = "inputExtent"
  /// The key of a filter's exposure value.
  public let kCIInputEVKey = "inputEV"
  /// The key of a filter's sharpness.
  public let kCIInputSharpnessKey = "inputSharpness"
  /// The key of a filter's width.
  public let kCIInputWidthKey = "inputWidth"
  /// The key of a filter's mask image.
  public let kCIInputMaskImageKey = "inputMaskImage"
  /// The key of a filter's target image.
  public let kCIInputTargetImageKey = "inputTargetImage"

  /// A context's options, as Core Image's.
  public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    public static let workingFormat = CIContextOption(rawValue: "working_format")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
    public static let highQualityDownsample = CIContextOption(
      rawValue: "kCIContextHighQualityDownsample")
  }

  /// An image's options, as Core Image's.
  public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
    public static let applyOrientationProperty = CIImageOption(
      rawValue: "kCIImageApplyOrientationProperty")
  }

  /// A colour, as Core Image's: components, not a UIColor.
  open class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    /// A colour of components.
    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat = 1) {
      red = r
      green = g
      blue = b
      alpha = a
      super.init()
    }

    /// The colour of a UIColor.
    ///
    /// - Parameter color: The colour.
    public convenience init(color: UIColor) {
      var r: CGFloat = 0
      var g: CGFloat = 0
      var b: CGFloat = 0
      var a: CGFloat = 0
      _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
      self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// Its components as Core Image writes them: `"r g b a"`.
    open var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }

    public class var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    public class var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    public class var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    public class var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
    public class var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
    public class var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
  }

  /// A vector of numbers (a point, a rectangle, a transform), as Core Image's filter parameters.
  open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    /// A vector of values.
    ///
    /// - Parameters:
    ///   - values: The values.
    ///   - count: How many.
    public init(values: UnsafePointer<CGFloat>, count: Int) {
      self.values = Array(UnsafeBufferPointer(start: values, count: max(count, 0)))
      super.init()
    }

    private init(_ values: [CGFloat]) {
      self.values = values
      super.init()
    }

    public convenience init(x: CGFloat) { self.init([x]) }
    public convenience init(x: CGFloat, y: CGFloat) { self.init([x, y]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init([x, y, z]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
      self.init([x, y, z, w])
    }
    public convenience init(cgPoint p: CGPoint) { self.init([p.x, p.y]) }
    /// A rectangle as `x y width height`.
    public convenience init(cgRect r: CGRect) {
      self.init([r.origin.x, r.origin.y, r.size.width, r.size.height])
    }

    /// How many values.
    open var count: Int { values.count }
    /// The value at `index`; 0 past the end, as Core Image's.
    open func value(at index: Int) -> CGFloat { values.indices.contains(index) ? values[index] : 0 }
    open var x: CGFloat { value(at: 0) }
    open var y: CGFloat { value(at: 1) }
    open var z: CGFloat { value(at: 2) }
    open var w: CGFloat { value(at: 3) }
    open var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    open var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
  }

  /// An image Core Image computes: a recipe with an extent, drawn only by a context.
  open class CIImage: NSObject, @unchecked Sendable {
    /// The part of the plane the image covers (infinite for a colour or a clamped image).
    open private(set) var extent: CGRect
    /// What it is made of, for descriptions and drawings.
    let recipe: String
    /// The bitmap it was made from, when it was.
    open private(set) var cgImage: CGImage?
    /// Its properties (an image file's metadata): none.
    open var properties: [String: Any] { [:] }

    init(extent: CGRect, recipe: String, cgImage: CGImage? = nil) {
      self.extent = extent
      self.recipe = recipe
      self.cgImage = cgImage
      super.init()
    }

    /// An image of a bitmap: its extent is the bitmap's size in pixels.
    ///
    /// - Parameter image: The bitmap.
    public convenience init(cgImage image: CGImage) {
      self.init(cgImage: image, options: nil)
    }

    /// An image of a bitmap.
    ///
    /// - Parameters:
    ///   - image: The bitmap.
    ///   - options: Options (ignored).
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
      self.init(
        extent: CGRect(x: 0, y: 0, width: image.width, height: image.height),
        recipe: image.description, cgImage: image)
    }

    /// An image of a UIImage: `nil` when it has no bitmap (an empty or symbol image), as UIKit's.
    ///
    /// - Parameter image: The image.
    public convenience init?(image: UIImage) {
      if let ciImage = image.ciImage {
        self.init(extent: ciImage.extent, recipe: ciImage.recipe, cgImage: ciImage.cgImage)
        return
      }
      guard let bitmap = image.cgImage else { return nil }
      self.init(cgImage: bitmap)
    }

    /// An image of encoded data (PNG: its size is read).
    ///
    /// - Parameter data: The data.
    public convenience init?(data: Data) {
      guard let image = UIImage(data: data), let bitmap = image.cgImage else { return nil }
      self.init(cgImage: bitmap)
    }

    /// An image of a colour: infinite.
    ///
    /// - Parameter color: The colour.
    public convenience init(color: CIColor) {
      self.init(extent: .infinite, recipe: "color(\(color.stringRepresentation))")
    }

    /// The empty image.
    open class func empty() -> CIImage { CIImage(extent: .null, recipe: "empty") }

    /// This image within `rect`.
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The cropped image.
    open func cropped(to rect: CGRect) -> CIImage {
      CIImage(extent: extent.intersection(rect), recipe: "\(recipe).cropped", cgImage: nil)
    }

    /// This image transformed.
    ///
    /// - Parameter matrix: The transform.
    /// - Returns: The transformed image.
    open func transformed(by matrix: CGAffineTransform) -> CIImage {
      CIImage(
        extent: CoreImageExtents.transformed(extent, by: matrix), recipe: "\(recipe).transformed")
    }

    /// This image clamped to its edges: infinite.
    open func clampedToExtent() -> CIImage {
      CIImage(extent: .infinite, recipe: "\(recipe).clamped")
    }

    /// This image blurred: its extent grows by three times `sigma` on each side.
    ///
    /// - Parameter sigma: The blur's standard deviation.
    /// - Returns: The blurred image.
    open func applyingGaussianBlur(sigma: Double) -> CIImage {
      applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    /// This image over `dest`.
    ///
    /// - Parameter dest: The background.
    /// - Returns: The composite.
    open func composited(over dest: CIImage) -> CIImage {
      applyingFilter("CISourceOverCompositing", parameters: [kCIInputBackgroundImageKey: dest])
    }

    /// This image through the filter of that name (its input image).
    ///
    /// - Parameters:
    ///   - filterName: The filter.
    ///   - params: Its other parameters.
    /// - Returns: Its output, or the empty image for a filter HeadlessUIKit does not model.
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
      var parameters = params
      parameters[kCIInputImageKey] = self
      return CIFilter(name: filterName, parameters: parameters)?.outputImage ?? .empty()
    }

    /// This image through a filter with its defaults.
    ///
    /// - Parameter filterName: The filter.
    /// - Returns: Its output.
    open func applyingFilter(_ filterName: String) -> CIImage {
      applyingFilter(filterName, parameters: [:])
    }

    open override var description: String { "CIImage(\(recipe), extent \(extent))" }
  }

  /// A Core Image filter by name, its parameters set by key (`setValue(_:forKey:)`), as Core
  /// Image's. HeadlessUIKit models the filters apps use most; `CIFilter(name:)` is `nil` for
  /// another name, as for a name Core Image does not know.
  open class CIFilter: NSObject, KeyValueStore, @unchecked Sendable {
    /// The filter's name.
    open var name: String
    private var parameters: [String: Any] = [:]
    private let kind: CoreImageFilters.Kind

    /// The filter of that name, with its defaults.
    ///
    /// - Parameter name: The name (`"CIGaussianBlur"`).
    public init?(name: String) {
      guard let kind = CoreImageFilters.kinds[name] else { return nil }
      self.name = name
      self.kind = kind
      super.init()
      setDefaults()
    }

    /// The filter of that name with parameters.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - params: The parameters by key.
    public convenience init?(name: String, parameters params: [String: Any]?) {
      self.init(name: name)
      for (key, value) in params ?? [:] { parameters[key] = value }
    }

    /// The names of its input parameters.
    open var inputKeys: [String] { kind.inputs.map(\.key).sorted() }
    /// The names of its outputs.
    open var outputKeys: [String] { [kCIOutputImageKey] }
    /// Its attributes: its name.
    open var attributes: [String: Any] { ["CIAttributeFilterName": name] }

    /// Sets every parameter to its default.
    open func setDefaults() {
      for (key, value) in kind.inputs { parameters[key] = value }
    }

    /// The output: the input image's extent as the filter changes it; `nil` without an input
    /// image (a generator needs none) or when the parameters make no image.
    open var outputImage: CIImage? {
      CoreImageFilters.output(of: name, kind: kind, parameters: parameters)
    }

    /// The filters of a category HeadlessUIKit models (every one, for any category).
    ///
    /// - Parameter category: The category.
    /// - Returns: Their names.
    open class func filterNames(inCategory category: String?) -> [String] {
      CoreImageFilters.kinds.keys.sorted()
    }

    func storedValue(forKey key: String) -> Any?? {
      if key == kCIOutputImageKey { return .some(outputImage) }
      if key == "name" { return .some(name) }
      return kind.inputs[key] != nil || parameters[key] != nil ? .some(parameters[key]) : nil
    }

    func setStoredValue(_ value: Any?, forKey key: String) -> Bool {
      parameters[key] = value
      return true
    }
  }

  /// A context that makes bitmaps of Core Image images, as Core Image's.
  open class CIContext: NSObject, @unchecked Sendable {
    /// A context.
    ///
    /// - Parameter options: Its options (kept, not read: there is no GPU).
    public init(options: [CIContextOption: Any]? = nil) { super.init() }

    /// A bitmap of `image` within `fromRect`: `rect`'s size, rounded out to whole pixels; `nil`
    /// for an empty or infinite rectangle, as Core Image's.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - fromRect: The part of it.
    /// - Returns: The bitmap.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
      let rect = fromRect.integral
      guard !rect.isNull, !rect.isEmpty, !rect.isInfinite else { return nil }
      return CGImage(
        UIImage(renderedSize: rect.size, scale: 1, drawing: ["\(image.recipe) in \(rect)"]))
    }
  }

  extension UIImage {
    /// An image of a Core Image image: its extent's size (zero for an infinite one), at scale 1.
    ///
    /// - Parameter ciImage: The image.
    public convenience init(ciImage: CIImage) {
      self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image of a Core Image image at a scale.
    ///
    /// - Parameters:
    ///   - ciImage: The image.
    ///   - scale: Points to pixels.
    ///   - orientation: Its orientation (stored as `.up`: nothing is drawn).
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
      let extent = ciImage.extent
      let finite = !extent.isInfinite && !extent.isNull
      let size =
        finite
        ? CGSize(width: extent.width / max(scale, 1), height: extent.height / max(scale, 1))
        : .zero
      self.init(renderedSize: size, scale: scale, drawing: [ciImage.recipe])
      objc_setAssociatedObject(self, ciImageKey, ciImage, .OBJC_ASSOCIATION_RETAIN)
    }

    /// The Core Image image it was made of, when it was (`init(ciImage:)`).
    public var ciImage: CIImage? {
      objc_getAssociatedObject(self, ciImageKey) as? CIImage
    }

    /// An image of encoded data at a scale.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - scale: Points to pixels.
    public convenience init?(data: Data, scale: CGFloat) {
      guard let image = UIImage(data: data) else { return nil }
      let pixels = image.size
      self.init(
        name: nil, isSymbol: false,
        size: CGSize(width: pixels.width / max(scale, 1), height: pixels.height / max(scale, 1)),
        renderingMode: .automatic, scale: scale, sourceData: data)
    }
  }

  /// The key of the Core Image image a UIImage was made of (an associated object's address).
  private nonisolated(unsafe) let ciImageKey = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)

  /// Extents.
  enum CoreImageExtents {
    /// The bounding box of `rect` transformed.
    static func transformed(_ rect: CGRect, by t: CGAffineTransform) -> CGRect {
      guard !rect.isInfinite, !rect.isNull else { return rect }
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      return CGRect(
        x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
        height: (ys.max() ?? 0) - (ys.min() ?? 0))
    }
  }

  /// The filters HeadlessUIKit models and what each does to an extent.
  enum CoreImageFilters {
    enum Effect {
      /// The input's extent (colour and tone effects, stylising, sharpening).
      case keepsExtent
      /// The input's extent grown by a multiple of the radius on each side (blurs).
      case grows(by: Double)
      /// The input's extent scaled (`inputScale`, `inputAspectRatio`).
      case scales
      /// The input's extent transformed (`inputTransform`).
      case transforms
      /// The input's extent within `inputRectangle`.
      case crops
      /// The union of the input's and the background's extents.
      case composites
      /// An infinite image of a colour.
      case constantColor
      /// A QR code of `inputMessage`.
      case qrCode
    }

    struct Kind {
      var effect: Effect
      var inputs: [String: Any]
    }

    nonisolated(unsafe) static let kinds: [String: Kind] = {
      var kinds: [String: Kind] = [:]
      let image: [String: Any] = [:]
      for name in [
        "CIColorControls", "CISepiaTone", "CIColorMonochrome", "CIColorInvert",
        "CIExposureAdjust", "CIHueAdjust", "CIVibrance", "CIColorMatrix", "CIMaskToAlpha",
        "CIFalseColor", "CIColorClamp", "CIGammaAdjust", "CIVignette", "CIVignetteEffect",
        "CISharpenLuminance", "CIUnsharpMask", "CINoiseReduction", "CIToneCurve",
        "CITemperatureAndTint", "CIWhitePointAdjust", "CIHighlightShadowAdjust",
        "CIColorPosterize", "CIMinimumComponent", "CIMaximumComponent", "CIPhotoEffectChrome",
        "CIPhotoEffectFade", "CIPhotoEffectInstant", "CIPhotoEffectMono", "CIPhotoEffectNoir",
        "CIPhotoEffectProcess", "CIPhotoEffectTonal", "CIPhotoEffectTransfer", "CIPixellate",
        "CIComicEffect", "CIColorCube", "CILinearToSRGBToneCurve", "CISRGBToneCurveToLinear",
        "CIAreaAverage",
      ] {
        kinds[name] = Kind(effect: .keepsExtent, inputs: image)
      }
      kinds["CISepiaTone"]?.inputs = [kCIInputIntensityKey: 1.0]
      kinds["CIColorControls"]?.inputs = [
        kCIInputSaturationKey: 1.0, kCIInputBrightnessKey: 0.0, kCIInputContrastKey: 1.0,
      ]
      kinds["CIPixellate"]?.inputs = [kCIInputScaleKey: 8.0]
      kinds["CIGaussianBlur"] = Kind(effect: .grows(by: 3), inputs: [kCIInputRadiusKey: 10.0])
      kinds["CIBoxBlur"] = Kind(effect: .grows(by: 1), inputs: [kCIInputRadiusKey: 10.0])
      kinds["CIDiscBlur"] = Kind(effect: .grows(by: 1), inputs: [kCIInputRadiusKey: 8.0])
      kinds["CILanczosScaleTransform"] = Kind(
        effect: .scales, inputs: [kCIInputScaleKey: 1.0, kCIInputAspectRatioKey: 1.0])
      kinds["CIBicubicScaleTransform"] = kinds["CILanczosScaleTransform"]
      kinds["CIAffineTransform"] = Kind(
        effect: .transforms, inputs: [kCIInputTransformKey: CGAffineTransform.identity])
      kinds["CICrop"] = Kind(
        effect: .crops, inputs: ["inputRectangle": CIVector(x: 0, y: 0, z: 300, w: 300)])
      kinds["CISourceOverCompositing"] = Kind(effect: .composites, inputs: [:])
      kinds["CIConstantColorGenerator"] = Kind(
        effect: .constantColor, inputs: [kCIInputColorKey: CIColor.black])
      kinds["CIQRCodeGenerator"] = Kind(effect: .qrCode, inputs: ["inputCorrectionLevel": "M"])
      return kinds
    }()

    static func number(_ value: Any?, _ fallback: Double) -> Double {
      switch value {
      case let value as Double: return value
      case let value as CGFloat: return Double(value)
      case let value as Float: return Double(value)
      case let value as Int: return Double(value)
      case let value as NSNumber: return value.doubleValue
      default: return fallback
      }
    }

    static func output(of name: String, kind: Kind, parameters: [String: Any]) -> CIImage? {
      let input = parameters[kCIInputImageKey] as? CIImage
      let recipe = { (image: CIImage) in "\(image.recipe).\(name)" }
      switch kind.effect {
      case .constantColor:
        let color = parameters[kCIInputColorKey] as? CIColor ?? .black
        return CIImage(color: color)
      case .qrCode:
        guard let message = parameters["inputMessage"] as? Data,
          let side = QRCodeSize.modules(
            bytes: message.count,
            level: parameters["inputCorrectionLevel"] as? String ?? "M")
        else { return nil }
        // One module of margin on each side.
        let size = CGFloat(side + 2)
        return CIImage(
          extent: CGRect(x: 0, y: 0, width: size, height: size), recipe: "qrCode(\(side))")
      default:
        break
      }
      guard let input else { return nil }
      switch kind.effect {
      case .keepsExtent:
        return CIImage(extent: input.extent, recipe: recipe(input))
      case .grows(let factor):
        let radius = number(parameters[kCIInputRadiusKey], 10)
        let grown =
          input.extent.isInfinite
          ? input.extent
          : input.extent.insetBy(dx: CGFloat(-factor * radius), dy: CGFloat(-factor * radius))
        return CIImage(extent: grown, recipe: recipe(input))
      case .scales:
        let scale = number(parameters[kCIInputScaleKey], 1)
        let aspect = number(parameters[kCIInputAspectRatioKey], 1)
        let transform = CGAffineTransform(scaleX: CGFloat(scale * aspect), y: CGFloat(scale))
        return CIImage(
          extent: CoreImageExtents.transformed(input.extent, by: transform), recipe: recipe(input))
      case .transforms:
        let transform = parameters[kCIInputTransformKey] as? CGAffineTransform ?? .identity
        return CIImage(
          extent: CoreImageExtents.transformed(input.extent, by: transform), recipe: recipe(input))
      case .crops:
        let rectangle = (parameters["inputRectangle"] as? CIVector)?.cgRectValue ?? .infinite
        return CIImage(extent: input.extent.intersection(rectangle), recipe: recipe(input))
      case .composites:
        let background = parameters[kCIInputBackgroundImageKey] as? CIImage
        return CIImage(
          extent: input.extent.union(background?.extent ?? .null), recipe: recipe(input))
      case .constantColor, .qrCode:
        return nil
      }
    }
  }

  /// A QR code's size in modules, from ISO/IEC 18004's capacities: the smallest version whose
  /// data codewords hold the message in byte mode at the correction level.
  enum QRCodeSize {
    /// Error-correction codewords per block, by level (L, M, Q, H) then version 1...40.
    static let eccCodewordsPerBlock: [[Int]] = [
      [
        7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30,
        30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
      ],
      [
        10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28,
        28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
      ],
      [
        13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30,
        30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
      ],
      [
        17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
      ],
    ]

    /// Error-correction blocks, by level then version.
    static let blocks: [[Int]] = [
      [
        1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14,
        15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
      ],
      [
        1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23,
        25,
        26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
      ],
      [
        1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34,
        34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
      ],
      [
        1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35,
        37,
        40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
      ],
    ]

    /// The modules of a version's data and error correction (all but the function patterns).
    static func rawDataModules(_ version: Int) -> Int {
      var result = (16 * version + 128) * version + 64
      if version >= 2 {
        let alignments = version / 7 + 2
        result -= (25 * alignments - 10) * alignments - 55
        if version >= 7 { result -= 36 }
      }
      return result
    }

    /// The side of the QR code of `bytes` bytes at `level` (`"L"`, `"M"`, `"Q"`, `"H"`), in
    /// modules; `nil` when no version holds them or the level is not one of the four.
    static func modules(bytes: Int, level: String) -> Int? {
      guard let row = ["L", "M", "Q", "H"].firstIndex(of: level) else { return nil }
      for version in 1...40 {
        let dataCodewords =
          rawDataModules(version) / 8 - eccCodewordsPerBlock[row][version - 1]
          * blocks[row][version - 1]
        let countBits = version <= 9 ? 8 : 16
        if 4 + countBits + 8 * bytes <= dataCodewords * 8 { return 17 + 4 * version }
      }
      return nil
    }
  }
#endif
