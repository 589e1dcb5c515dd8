import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#callSite` to the call site of the code it is written in.
///
/// Used as a parameter's default argument, it expands at the caller (SE-0422), so the magic
/// literals in the expansion name the caller's file, line and column.
public struct CallSiteMacro: ExpressionMacro {
  /// Returns `TapwrightSupportCore.CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)`.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) -> ExprSyntax {
    "TapwrightSupportCore.CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)"
  }
}

/// The compiler plugin that provides TapwrightSupportCore's macros.
@main
struct TapwrightSupportMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [CallSiteMacro.self]
}
