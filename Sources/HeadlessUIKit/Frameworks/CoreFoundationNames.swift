// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(Darwin)
  import Foundation

  // Core Foundation's names that Apple's frameworks take and give (Security, SystemConfiguration,
  // MobileCoreServices) and that Linux's Foundation does not export. Each is its toll-free bridged
  // Foundation class, so `kSecClass as String`, `"png" as CFString` and `[…] as CFDictionary`
  // read as on Apple platforms.

  /// A Core Foundation string: Foundation's `NSString` here.
  public typealias CFString = NSString
  /// A Core Foundation dictionary: Foundation's `NSDictionary` here.
  public typealias CFDictionary = NSDictionary
  /// A Core Foundation array: Foundation's `NSArray` here.
  public typealias CFArray = NSArray
  /// Core Foundation data: Foundation's `NSData` here.
  public typealias CFData = NSData
  /// A Core Foundation URL: Foundation's `NSURL` here.
  public typealias CFURL = NSURL
  /// Core Foundation data that can change: Foundation's `NSMutableData` here.
  public typealias CFMutableData = NSMutableData
  /// A Core Foundation Boolean: Foundation's `NSNumber` here.
  public typealias CFBoolean = NSNumber
  /// Any Core Foundation object.
  public typealias CFTypeRef = AnyObject
  /// A Core Foundation count or index.
  public typealias CFIndex = Int
  /// Core Foundation's option bits.
  public typealias CFOptionFlags = UInt
  /// A Core Foundation error: Foundation's `NSError` here.
  public typealias CFError = NSError
  /// A Core Foundation error domain.
  public typealias CFErrorDomain = CFString

  /// Empty data that can grow, as Core Foundation's (`CFDataCreateMutable(nil, 0)`, before an
  /// image destination writes into it).
  ///
  /// - Parameters:
  ///   - allocator: The allocator: the default here.
  ///   - capacity: The most it may hold (0: no limit); kept as a hint.
  /// - Returns: The data.
  public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData!
  {
    NSMutableData(capacity: max(0, capacity)) ?? NSMutableData()
  }

  /// A Core Foundation memory allocator. Apple's functions take one first and are given `nil` (or
  /// `kCFAllocatorDefault`) for the default; there is only the default here.
  public final class CFAllocator: Sendable {
    private init() {}
  }

  /// The default allocator: `nil`, as Apple's functions read it.
  public let kCFAllocatorDefault: CFAllocator! = nil

  /// An error's domain.
  public func CFErrorGetDomain(_ err: CFError!) -> CFErrorDomain! { NSString(string: err.domain) }
  /// An error's code.
  public func CFErrorGetCode(_ err: CFError!) -> CFIndex { err.code }
  /// An error's user info.
  public func CFErrorCopyUserInfo(_ err: CFError!) -> CFDictionary! {
    NSDictionary(dictionary: err.userInfo)
  }

  /// Core Foundation's true and false.
  public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
  public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

  /// The type of a Core Foundation object, as `CFGetTypeID` gives it.
  public typealias CFTypeID = UInt

  /// A Core Foundation object's type: Booleans (an `NSNumber` made of a `Bool`) apart from other
  /// numbers, as Alamofire tells `true` from `1`. The numbers are this module's own (Apple's are
  /// not fixed between releases either); compare them only with the `…GetTypeID()` functions.
  ///
  /// - Parameter cf: The object.
  /// - Returns: Its type.
  public func CFGetTypeID(_ cf: CFTypeRef!) -> CFTypeID {
    switch cf {
    case let number as NSNumber:
      String(cString: number.objCType) == "c" ? CFBooleanGetTypeID() : CFNumberGetTypeID()
    case is NSString: CFStringGetTypeID()
    case is NSArray: CFArrayGetTypeID()
    case is NSDictionary: CFDictionaryGetTypeID()
    case is NSData: CFDataGetTypeID()
    default: 1
    }
  }

  /// The type of Booleans.
  public func CFBooleanGetTypeID() -> CFTypeID { 21 }
  /// The type of numbers.
  public func CFNumberGetTypeID() -> CFTypeID { 22 }
  /// The type of strings.
  public func CFStringGetTypeID() -> CFTypeID { 7 }
  /// The type of arrays.
  public func CFArrayGetTypeID() -> CFTypeID { 19 }
  /// The type of dictionaries.
  public func CFDictionaryGetTypeID() -> CFTypeID { 18 }
  /// The type of data.
  public func CFDataGetTypeID() -> CFTypeID { 20 }

  // The standard keys of a bundle's Info.plist (`CFBundle.h`), as apps read
  // `Bundle.main.infoDictionary?[kCFBundleVersionKey as String]`.

  /// `CFBundleVersion`: the build number.
  nonisolated(unsafe) public let kCFBundleVersionKey: CFString = "CFBundleVersion"
  /// `CFBundleExecutable`: the executable's name.
  nonisolated(unsafe) public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"
  /// `CFBundleIdentifier`: the bundle identifier.
  nonisolated(unsafe) public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
  /// `CFBundleName`: the short name.
  nonisolated(unsafe) public let kCFBundleNameKey: CFString = "CFBundleName"
  /// `CFBundleInfoDictionaryVersion`: the Info.plist format's version.
  nonisolated(unsafe) public let kCFBundleInfoDictionaryVersionKey: CFString =
    "CFBundleInfoDictionaryVersion"
  /// `CFBundleDevelopmentRegion`: the development language.
  nonisolated(unsafe) public let kCFBundleDevelopmentRegionKey: CFString =
    "CFBundleDevelopmentRegion"
  /// `CFBundleLocalizations`: the localizations the bundle declares.
  nonisolated(unsafe) public let kCFBundleLocalizationsKey: CFString = "CFBundleLocalizations"
#endif
