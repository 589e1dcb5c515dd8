import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros
import TapwrightSpyGeneration

/// `#Spies(of:)`: names protocols for TapwrightSpyPlugin, which generates their spies.
///
/// It expands to nothing; it only checks that each argument is written `Protocol.self`, the form
/// the plugin reads.
public struct SpiesMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    for argument in node.arguments where SpyRequest.protocolName(in: argument.expression) == nil {
      context.diagnose(
        Diagnostic(node: argument.expression, message: SpyDiagnostic.spiesArgument))
    }
    return []
  }
}
