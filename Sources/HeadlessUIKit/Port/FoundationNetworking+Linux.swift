#if !canImport(UIKit) && canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  extension URLResponse {
    /// An empty response, as `URLResponse()` (`NSObject`'s `init()`) gives on Apple platforms —
    /// apps' URL protocol stubs answer with it. Foundation on Linux has no such initialiser, and
    /// an extension cannot add one, so the port step rewrites `URLResponse()` to this. Its URL is
    /// `about:blank` (Apple's is `nil`, which Linux's URLResponse cannot hold).
    @_spi(TapwrightPort)
    public static func _tapwrightEmpty() -> URLResponse {
      URLResponse(
        url: URL(string: "about:blank") ?? URL(fileURLWithPath: "/"), mimeType: nil,
        expectedContentLength: -1, textEncodingName: nil)
    }
  }
#endif
