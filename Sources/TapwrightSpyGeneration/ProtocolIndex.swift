import SwiftParser
import SwiftSyntax

/// A protocol declared at the top level of a dependency's source file.
struct DeclaredProtocol {
  /// The module declaring it.
  var moduleName: String
  /// The file declaring it.
  var path: String
  /// The declaration.
  var declaration: ProtocolDeclSyntax
  /// The file's imports (`import`s and `#if` blocks of imports), as written.
  var imports: [String]
  /// Turns positions in the file into lines and columns.
  var converter: SourceLocationConverter

  var name: String { declaration.name.text }

  /// The line and column where `node` starts.
  func place(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = node.startLocation(converter: converter)
    return (location.line, location.column)
  }
}

/// Finds protocols by name in the sources of the test target's dependencies, parsing a file only
/// when its text mentions the name.
struct ProtocolIndex {
  let modules: [ModuleSources]
  private var parsed: [String: [DeclaredProtocol]] = [:]

  init(modules: [ModuleSources]) {
    self.modules = modules
  }

  /// The top-level protocols named `name`, in `moduleName` if given, else in every module.
  mutating func protocols(named name: String, in moduleName: String?) -> [DeclaredProtocol] {
    var found: [DeclaredProtocol] = []
    for module in modules where moduleName == nil || module.name == moduleName {
      for file in module.files where file.text.contains(name) && file.text.contains("protocol") {
        found += declarations(in: file, of: module.name).filter { $0.name == name }
      }
    }
    return found
  }

  private mutating func declarations(
    in file: SourceText,
    of moduleName: String
  ) -> [DeclaredProtocol] {
    let key = moduleName + "\u{0}" + file.path
    if let cached = parsed[key] { return cached }
    let tree = Parser.parse(source: file.text)
    let converter = SourceLocationConverter(fileName: file.path, tree: tree)
    var imports: [String] = []
    var protocols: [ProtocolDeclSyntax] = []
    Self.collect(tree.statements, imports: &imports, protocols: &protocols)
    let declared = protocols.map {
      DeclaredProtocol(
        moduleName: moduleName, path: file.path, declaration: $0, imports: imports,
        converter: converter)
    }
    parsed[key] = declared
    return declared
  }

  /// Collects top-level imports and protocols, looking inside `#if` blocks.
  private static func collect(
    _ items: CodeBlockItemListSyntax,
    imports: inout [String],
    protocols: inout [ProtocolDeclSyntax]
  ) {
    for item in items {
      if let declaration = item.item.as(ProtocolDeclSyntax.self) {
        protocols.append(declaration)
      } else if let declaration = item.item.as(ImportDeclSyntax.self) {
        imports.append(declaration.trimmedDescription)
      } else if let block = item.item.as(IfConfigDeclSyntax.self) {
        var blockImports: [String] = []
        var onlyImports = true
        for clause in block.clauses {
          guard case .statements(let statements) = clause.elements else {
            onlyImports = false
            continue
          }
          onlyImports = onlyImports && statements.allSatisfy { $0.item.is(ImportDeclSyntax.self) }
          collect(statements, imports: &blockImports, protocols: &protocols)
        }
        if onlyImports {
          imports.append(block.trimmedDescription)
        }
      }
    }
  }
}
