import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides TapwrightDoubles' macros.
@main
struct TapwrightDoublesPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [SpyMacro.self, SpiesMacro.self]
}
