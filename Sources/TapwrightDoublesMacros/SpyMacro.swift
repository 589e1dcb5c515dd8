import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros
import TapwrightSpyGeneration

/// `@Spy`: generates `<Protocol>Spy`, and `<Protocol>Spying` for spies of refining protocols.
///
/// For `protocol P` it adds two peers and one extension:
/// - `PSpying`, a class-bound protocol refining `P` (and the `@Spy` parents' `Spying`
///   protocols) that requires `var pSpy: PSpy`;
/// - `PSpy`, the final class tests use, holding one ``SpyMethod`` recorder per requirement;
/// - `extension P where Self: PSpying`, which implements `P` by recording into `pSpy`.
/// The implementations live in the extension and the recorders in the class, so a recorder can
/// share its name with a method that takes no arguments (`spy.showRed` and `spy.showRed()`).
public struct SpyMacro: PeerMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let proto = declaration.as(ProtocolDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: SpyDiagnostic.notAProtocol))
      return []
    }
    var reader = RequirementReader()
    let spied = reader.read(proto)
    let parents = parents(of: node, context)
    for diagnostic in reader.diagnostics {
      context.diagnose(diagnostic)
    }
    guard reader.diagnostics.isEmpty, let parents else { return [] }
    return SpyGenerator(spied, parents: parents).peers()
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let proto = declaration.as(ProtocolDeclSyntax.self) else { return [] }
    var reader = RequirementReader()
    let spied = reader.read(proto)
    guard reader.diagnostics.isEmpty,
      let parents = parents(of: node, nil as (any MacroExpansionContext)?)
    else { return [] }
    let generator = SpyGenerator(spied, parents: parents)
    return generator.implementations(of: type.trimmedDescription).map { [$0] } ?? []
  }

  private static func parents(
    of node: AttributeSyntax,
    _ context: (any MacroExpansionContext)?
  ) -> [String]? {
    guard case .argumentList(let arguments) = node.arguments else { return [] }
    var parents: [String] = []
    for argument in arguments {
      guard let access = argument.expression.as(MemberAccessExprSyntax.self),
        access.declName.baseName.tokenKind == .keyword(.self),
        let base = access.base
      else {
        context?.diagnose(
          Diagnostic(node: argument.expression, message: SpyDiagnostic.inheritingArgument))
        return nil
      }
      parents.append(base.trimmedDescription)
    }
    return parents
  }
}
