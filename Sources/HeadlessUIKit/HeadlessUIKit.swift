// HeadlessUIKit: a headless, deterministic implementation of UIKit's object model for platforms
// without UIKit. On Apple platforms this module is empty and code imports UIKit itself.

#if !canImport(UIKit)
  // UIKit re-exports Foundation (CGFloat, CGRect, IndexPath, ...); so does HeadlessUIKit.
  @_exported import Foundation
#endif
