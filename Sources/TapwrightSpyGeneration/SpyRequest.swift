import SwiftParser
import SwiftSyntax

/// A protocol a test target names in `#Spies(of:)`, and where it names it.
package struct SpyRequest: Equatable, Sendable {
  /// The module written before the protocol's name (`SampleApp` in `SampleApp.P.self`), if any.
  package var moduleName: String?
  /// The protocol's name.
  package var protocolName: String
  /// The file naming it.
  package var path: String
  /// The line of the argument naming it.
  package var line: Int
  /// The column of the argument naming it.
  package var column: Int

  /// `Module.P` or `P`, as written.
  package var writtenName: String {
    (moduleName.map { $0 + "." } ?? "") + protocolName
  }

  /// Whether `path` names a file TapwrightSpyPlugin reads for `#Spies(of:)`: `…Spies.swift`.
  ///
  /// Only those files are the generation's inputs, so editing any other test doesn't regenerate
  /// the spies (and SwiftPM, which caches a plugin's commands, needn't look inside them).
  package static func isSpiesFile(_ path: String) -> Bool {
    (path.split(separator: "/").last ?? "").hasSuffix("Spies.swift")
  }

  /// The protocol `expression` names, written `P.self` or `Module.P.self`; `nil` for other forms.
  package static func protocolName(
    in expression: ExprSyntax
  ) -> (moduleName: String?, protocolName: String)? {
    guard let access = expression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.tokenKind == .keyword(.self),
      access.declName.argumentNames == nil,
      let base = access.base
    else { return nil }
    if let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      return (nil, reference.baseName.text)
    }
    if let qualified = base.as(MemberAccessExprSyntax.self),
      let module = qualified.base?.as(DeclReferenceExprSyntax.self),
      module.argumentNames == nil, qualified.declName.argumentNames == nil
    {
      return (module.baseName.text, qualified.declName.baseName.text)
    }
    return nil
  }

  /// The protocols a file names in its `#Spies(of:)` declarations, and errors for other arguments.
  package static func requests(
    in file: SourceText
  ) -> (requests: [SpyRequest], diagnostics: [GenerationDiagnostic]) {
    guard file.text.contains("#Spies") else { return ([], []) }
    let tree = Parser.parse(source: file.text)
    let finder = SpiesFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    let converter = SourceLocationConverter(fileName: file.path, tree: tree)
    var requests: [SpyRequest] = []
    var diagnostics: [GenerationDiagnostic] = []
    for argument in finder.arguments {
      let place = argument.expression.startLocation(converter: converter)
      if let (module, name) = protocolName(in: argument.expression) {
        requests.append(
          SpyRequest(
            moduleName: module, protocolName: name, path: file.path, line: place.line,
            column: place.column))
      } else {
        diagnostics.append(
          GenerationDiagnostic(
            path: file.path, line: place.line, column: place.column, severity: .error,
            message: SpyDiagnostic.spiesArgument.message))
      }
    }
    return (requests, diagnostics)
  }
}

/// Collects the arguments of every `#Spies(…)` in a file.
private final class SpiesFinder: SyntaxVisitor {
  var arguments: [LabeledExprSyntax] = []

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    collect(node)
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    collect(node)
    return .skipChildren
  }

  private func collect(_ node: some FreestandingMacroExpansionSyntax) {
    guard node.macroName.text == "Spies" else { return }
    arguments += node.arguments
  }
}
