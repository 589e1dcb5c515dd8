#if !canImport(UIKit) && !canImport(os)
  import Foundation

  // The unified logging API of Apple's `os` module (`Logger`, `os_log`, `OSLog`), which Linux does
  // not have: the port step imports this module (part of HeadlessUIKit's product) where an app
  // imports `os`, `os.log` or `OSLog`, and only there — so a package's own `Logger` is not
  // ambiguous in files that do not import `os`, as on iOS.
  // Messages go to standard error, as they reach Xcode's console while tests run there
  // (`OS_ACTIVITY_DT_MODE`), with every value shown: privacy redacts values only in the log
  // store, which Linux does not have.

  /// A log message's level, as `os`'s.
  public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)
  }

  /// A log: a subsystem and a category, as `os`'s.
  public final class OSLog: NSObject, Sendable {
    /// A category of its own meaning, as `os`'s.
    public struct Category: Sendable, Equatable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
      public static let dynamicTracing = Category(rawValue: "DynamicTracing")
      public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    public let subsystem: String
    public let category: String
    let enabled: Bool

    /// A log of a subsystem (a reverse-DNS name) and a category.
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem.
    ///   - category: The category.
    public init(subsystem: String, category: String) {
      self.subsystem = subsystem
      self.category = category
      enabled = true
    }

    /// A log of a subsystem in one of `os`'s own categories.
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem.
    ///   - category: The category.
    public convenience init(subsystem: String, category: Category) {
      self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: Void) {
      subsystem = ""
      category = ""
      enabled = false
    }

    /// The process's default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of `type` are written: for every log but ``disabled``.
    ///
    /// - Parameter type: The level.
    /// - Returns: Whether it is written.
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    func write(_ text: String) {
      guard enabled else { return }
      FileHandle.standardError.write(Data((text + "\n").utf8))
    }
  }

  /// How a logged value is treated in the log store, as `os`'s (every value is shown here).
  public struct OSLogPrivacy: Equatable, Sendable {
    /// How a private value is masked.
    public struct Mask: Equatable, Sendable {
      let kind: UInt8
      public static let hash = Mask(kind: 1)
      public static let none = Mask(kind: 0)
    }

    let kind: UInt8
    let mask: Mask

    public static let auto = OSLogPrivacy(kind: 0, mask: .none)
    public static let `public` = OSLogPrivacy(kind: 1, mask: .none)
    public static let `private` = OSLogPrivacy(kind: 2, mask: .none)
    public static let sensitive = OSLogPrivacy(kind: 3, mask: .none)

    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 0, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 2, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 3, mask: mask) }
  }

  /// How an integer is written, as `os`'s.
  public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let uppercase: Bool
    let explicitPositiveSign: Bool
    let minDigits: Int

    public static let decimal = decimal(explicitPositiveSign: false)
    public static let hex = hex(explicitPositiveSign: false)
    public static let octal = octal(explicitPositiveSign: false)

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> Self {
      Self(
        radix: 10, prefix: false, uppercase: false, explicitPositiveSign: explicitPositiveSign,
        minDigits: minDigits)
    }

    public static func hex(
      explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
      minDigits: Int = 0
    ) -> Self {
      Self(
        radix: 16, prefix: includePrefix, uppercase: uppercase,
        explicitPositiveSign: explicitPositiveSign, minDigits: minDigits)
    }

    public static func octal(
      explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
      minDigits: Int = 0
    ) -> Self {
      Self(
        radix: 8, prefix: includePrefix, uppercase: uppercase,
        explicitPositiveSign: explicitPositiveSign, minDigits: minDigits)
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
      var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
      if digits.count < minDigits {
        digits = String(repeating: "0", count: minDigits - digits.count) + digits
      }
      if prefix { digits = (radix == 16 ? "0x" : "0o") + digits }
      if value < 0 { return "-" + digits }
      return explicitPositiveSign ? "+" + digits : digits
    }
  }

  /// How a floating-point number is written, as `os`'s.
  public struct OSLogFloatFormatting: Sendable {
    let conversion: String
    let precision: Int?
    let explicitPositiveSign: Bool

    public static let fixed = fixed(explicitPositiveSign: false)
    public static let exponential = exponential(explicitPositiveSign: false)
    public static let hybrid = hybrid(explicitPositiveSign: false)

    public static func fixed(
      precision: Int? = nil, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> Self {
      Self(
        conversion: uppercase ? "F" : "f", precision: precision,
        explicitPositiveSign: explicitPositiveSign)
    }

    public static func exponential(
      precision: Int? = nil, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> Self {
      Self(
        conversion: uppercase ? "E" : "e", precision: precision,
        explicitPositiveSign: explicitPositiveSign)
    }

    public static func hybrid(
      precision: Int? = nil, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> Self {
      Self(
        conversion: uppercase ? "G" : "g", precision: precision,
        explicitPositiveSign: explicitPositiveSign)
    }

    func format(_ value: Double) -> String {
      let specifier =
        "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + conversion
      return String(format: specifier, value)
    }
  }

  /// How a value is padded to a width, as `os`'s.
  public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let left: Bool

    public static let none = OSLogStringAlignment(columns: 0, left: false)
    public static func left(columns: Int) -> Self { Self(columns: columns, left: true) }
    public static func right(columns: Int) -> Self { Self(columns: columns, left: false) }

    func pad(_ text: String) -> String {
      guard text.count < columns else { return text }
      let padding = String(repeating: " ", count: columns - text.count)
      return left ? text + padding : padding + text
    }
  }

  /// How a Boolean is written, as `os`'s: `true`/`false` or `YES`/`NO`.
  public enum OSLogBoolFormat: Sendable {
    case truth
    case answer
  }

  /// The interpolations of a log message, as `os`'s: each value with its privacy, and numbers
  /// with their format and alignment.
  public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation(
      _ value: @autoclosure () -> String, align: OSLogStringAlignment = .none,
      privacy: OSLogPrivacy = .auto
    ) {
      text += align.pad(value())
    }

    public mutating func appendInterpolation<T: BinaryInteger>(
      _ number: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
      text += align.pad(format.format(number()))
    }

    public mutating func appendInterpolation(
      _ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
      text += align.pad(format.format(number()))
    }

    public mutating func appendInterpolation(
      _ number: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
      text += align.pad(format.format(Double(number())))
    }

    public mutating func appendInterpolation(
      _ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth,
      privacy: OSLogPrivacy = .auto
    ) {
      let value = boolean()
      text += format == .truth ? (value ? "true" : "false") : (value ? "YES" : "NO")
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(
      _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none,
      privacy: OSLogPrivacy = .auto
    ) {
      text += align.pad(value().description)
    }

    public mutating func appendInterpolation(
      _ value: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto
    ) {
      text += String(describing: value())
    }

    public mutating func appendInterpolation(
      _ value: @autoclosure () -> Any.Type, align: OSLogStringAlignment = .none,
      privacy: OSLogPrivacy = .auto
    ) {
      text += align.pad(String(describing: value()))
    }

    public mutating func appendInterpolation<T>(
      _ value: @autoclosure () -> T?, privacy: OSLogPrivacy = .auto
    ) {
      text += value().map { String(describing: $0) } ?? "<nil>"
    }
  }

  /// A log message written with interpolations, as `os`'s.
  public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let text: String

    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
    public init(stringLiteral value: String) { text = value }
  }

  /// Writes messages to a log, as `os`'s `Logger` (iOS 14).
  public struct Logger: Sendable {
    public typealias Message = OSLogMessage

    let log: OSLog

    /// A logger of the default log.
    public init() { log = .default }

    /// A logger of a subsystem and category.
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem.
    ///   - category: The category.
    public init(subsystem: String, category: String) {
      log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger of a log.
    ///
    /// - Parameter log: The log.
    public init(_ log: OSLog) { self.log = log }

    public func log(_ message: OSLogMessage) { log.write(message.text) }
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(message.text) }
    public func trace(_ message: OSLogMessage) { log.write(message.text) }
    public func debug(_ message: OSLogMessage) { log.write(message.text) }
    public func info(_ message: OSLogMessage) { log.write(message.text) }
    public func notice(_ message: OSLogMessage) { log.write(message.text) }
    public func warning(_ message: OSLogMessage) { log.write(message.text) }
    public func error(_ message: OSLogMessage) { log.write(message.text) }
    public func critical(_ message: OSLogMessage) { log.write(message.text) }
    public func fault(_ message: OSLogMessage) { log.write(message.text) }
  }

  /// Writes a `printf`-style message to a log, as `os`'s: `%{public}@` and `%{private}d` are
  /// written as `%@` and `%d`.
  ///
  /// - Parameters:
  ///   - message: The format.
  ///   - dso: The caller's image (unused).
  ///   - log: The log.
  ///   - type: The level.
  ///   - args: The format's arguments.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
    type: OSLogType = .default, _ args: any CVarArg...
  ) {
    log.write(formatted(message, args))
  }

  /// Writes a `printf`-style message of a level to a log, as `os`'s.
  ///
  /// - Parameters:
  ///   - type: The level.
  ///   - dso: The caller's image (unused).
  ///   - log: The log.
  ///   - message: The format.
  ///   - args: The format's arguments.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
    _ message: StaticString, _ args: any CVarArg...
  ) {
    log.write(formatted(message, args))
  }

  /// Writes an interpolated message of a level to a log, as `os`'s (iOS 14).
  ///
  /// - Parameters:
  ///   - logLevel: The level.
  ///   - log: The log.
  ///   - message: The message.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_log(_ logLevel: OSLogType, log: OSLog, _ message: OSLogMessage) {
    log.write(message.text)
  }

  /// The format with its privacy qualifiers (`{public}`, `{private}`, `{sensitive}`, `{bool}`…)
  /// removed, filled in with the arguments.
  private func formatted(_ message: StaticString, _ args: [any CVarArg]) -> String {
    var format = message.description
    while let open = format.range(of: "%{"),
      let close = format[open.upperBound...].firstIndex(of: "}")
    {
      format.replaceSubrange(open.lowerBound...close, with: "%")
    }
    return args.isEmpty ? format : String(format: format, arguments: args)
  }
#endif

#if !canImport(UIKit) && !canImport(os)
  import Foundation

  // Signposts, which only Instruments reads: accepted and dropped.

  /// A signpost's kind, as `os`'s.
  public struct OSSignpostType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)
  }

  /// The identity that pairs a signpost interval's begin and end, as `os`'s.
  public struct OSSignpostID: Equatable, Comparable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { rawValue = OSSignpostID.next() }
    public init(log: OSLog, object: AnyObject) {
      rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(~0)
    public static let null = OSSignpostID(0)

    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    private static let counter = NSLock()
    nonisolated(unsafe) private static var last: UInt64 = 0
    private static func next() -> UInt64 {
      counter.withLock {
        last += 1
        return last
      }
    }
  }

  /// Marks a point or an interval for Instruments, as `os`'s: dropped here.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
  ) {}

  /// Marks a point or an interval with a `printf`-style message, as `os`'s: dropped here.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
  ) {}

#endif
