// HeadlessUIKit: a headless, deterministic implementation of UIKit's object model for platforms
// without UIKit. On Apple platforms this module is empty and code imports UIKit itself.

#if !canImport(UIKit)
  // UIKit re-exports Foundation (CGFloat, CGRect, IndexPath, ...); so does HeadlessUIKit.
  @_exported import Foundation
  #if canImport(CoreGraphics)
    // On a Mac, Foundation alone does not bring CoreGraphics' Swift overlay (`CGRect.zero`,
    // `CGAffineTransform`); UIKit re-exports it, so HeadlessUIKit does too. On Linux Foundation
    // declares the geometry types and HeadlessUIKit the rest (`CGColor`, `CGContext`, ...).
    @_exported import CoreGraphics
  #endif
#endif
