@_exported import TapwrightSupport
