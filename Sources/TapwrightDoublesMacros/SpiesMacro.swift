import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros
import TapwrightSpyGeneration

/// `#Spies(of:)`: names protocols for TapwrightSpyPlugin, which generates their spies.
///
/// It expands to nothing; it only checks what the plugin relies on: that it is in a file whose name
/// ends in `Spies.swift`, and that each argument is written `Protocol.self`.
public struct SpiesMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let file = context.location(of: node)?.file.as(StringLiteralExprSyntax.self)?
      .representedLiteralValue, !SpyRequest.isSpiesFile(file)
    {
      context.diagnose(Diagnostic(node: node, message: SpyDiagnostic.spiesFile))
    }
    for argument in node.arguments where SpyRequest.protocolName(in: argument.expression) == nil {
      context.diagnose(
        Diagnostic(node: argument.expression, message: SpyDiagnostic.spiesArgument))
    }
    return []
  }
}
