// The compiler plugin behind `#callSite`, written without swift-syntax.
//
// `#callSite` expands to the same text wherever it is written, so the plugin needs no syntax tree:
// it answers the compiler's plugin messages itself. That keeps swift-syntax — about 85 s of a
// clean debug build on two cores, nine tenths of building an app target that links
// TapwrightSupportCore — out of what app code builds. The messages are those of swift-syntax's
// `SwiftCompilerPluginMessageHandling` (`PluginMessages.swift`, `StandardIOMessageConnection`):
// each one a little-endian 64-bit byte count, then that many bytes of JSON; a Swift enum case
// with associated values is an object with one key, the case's name.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// `#callSite`'s expansion: a `CallSite` of the magic literals, which, expanded at the caller
/// (SE-0422, a macro as a default argument), name the caller's file, line and column.
let callSiteExpansion =
  "TapwrightSupportCore.CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)"

/// The version of the plugin messages this plugin speaks: 7, as swift-syntax 603. From 5 on the
/// compiler takes `expandMacroResult`.
let protocolVersion = 7

/// The message loop on standard input and output, until the compiler closes the input.
@main
enum TapwrightSupportMacrosPlugin {
  static func main() {
    var hostVersion = 0
    while let message = readMessage() {
      guard let (name, body) = message.first.map({ ($0.key, $0.value as? [String: Any] ?? [:]) })
      else { continue }
      switch name {
      case "getCapability":
        let capability = body["capability"] as? [String: Any]
        hostVersion = capability?["protocolVersion"] as? Int ?? 0
        send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
      case "expandFreestandingMacro":
        let macro = body["macro"] as? [String: Any]
        let typeName = macro?["typeName"] as? String ?? "?"
        let syntax = body["syntax"] as? [String: Any]
        let result: [String: Any] =
          typeName == "CallSiteMacro"
          ? ["expandedSource": callSiteExpansion, "diagnostics": [Any]()]
          : [
            "diagnostics": [
              error("TapwrightSupportMacros has no macro \(typeName)", at: syntax)
            ]
          ]
        send([hostVersion >= 5 ? "expandMacroResult" : "expandFreestandingMacroResult": result])
      case "expandAttachedMacro":
        let syntax = body["attributeSyntax"] as? [String: Any]
        let result: [String: Any] = [
          "diagnostics": [error("TapwrightSupportMacros has no attached macros", at: syntax)]
        ]
        send([hostVersion >= 5 ? "expandMacroResult" : "expandAttachedMacroResult": result])
      case "loadPluginLibrary":
        send([
          "loadPluginLibraryResult": [
            "loaded": false,
            "diagnostics": [error("TapwrightSupportMacros loads no plugin libraries", at: nil)],
          ]
        ])
      default:
        // A message of a later protocol: there is nothing to answer with, so the compiler's own
        // error for a plugin that does not answer is the clearest.
        exit(1)
      }
    }
  }

  /// An error diagnostic at the start of a message's syntax (an invalid position without one).
  static func error(_ message: String, at syntax: [String: Any]?) -> [String: Any] {
    let location = syntax?["location"] as? [String: Any]
    let position: [String: Any] = [
      "fileName": location?["fileName"] as? String ?? "",
      "offset": location?["offset"] as? Int ?? 0,
    ]
    return [
      "message": message, "severity": "error", "position": position, "highlights": [Any](),
      "notes": [Any](), "fixIts": [Any](),
    ]
  }

  /// The next message, or `nil` at the end of the input (or on a message that is not JSON).
  static func readMessage() -> [String: Any]? {
    var header = [UInt8](repeating: 0, count: 8)
    guard readFully(&header) else { return nil }
    let count = header.enumerated().reduce(0) { $0 | Int($1.element) << ($1.offset * 8) }
    var payload = [UInt8](repeating: 0, count: count)
    guard count == 0 || readFully(&payload) else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(payload))) as? [String: Any]
  }

  /// Fills `buffer` from standard input; `false` at the end of the input.
  static func readFully(_ buffer: inout [UInt8]) -> Bool {
    var filled = 0
    while filled < buffer.count {
      let got = buffer.withUnsafeMutableBytes { bytes in
        read(0, bytes.baseAddress! + filled, bytes.count - filled)
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return false }
      filled += got
    }
    return true
  }

  /// Writes one message to standard output.
  static func send(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message) else { exit(1) }
    var bytes = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> ($0 * 8)) }
    bytes += payload
    var written = 0
    while written < bytes.count {
      let wrote = bytes.withUnsafeBytes { raw in
        write(1, raw.baseAddress! + written, raw.count - written)
      }
      if wrote < 0 && errno == EINTR { continue }
      guard wrote > 0 else { exit(1) }
      written += wrote
    }
  }
}
