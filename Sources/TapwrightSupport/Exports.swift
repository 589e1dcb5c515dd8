// TapwrightSupport = TapwrightSupportCore (framework-neutral, linkable from app code) plus the
// XCTest base class and the Swift Testing trait. Tests import this module only.
@_exported import TapwrightSupportCore
