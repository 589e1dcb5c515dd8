import SwiftDiagnostics
import SwiftSyntax

/// One parameter of a spied method.
struct Parameter {
  /// The argument label, `nil` for `_`.
  var label: String?
  /// The name the implementation uses.
  var name: String
  /// The type as written, for the implementation's signature.
  var declaredType: String
  /// The type kept in the recorded arguments, or `nil` when the argument isn't recorded
  /// (non-escaping closures).
  var recordedType: String?
}

/// A method requirement of the spied protocol.
struct MethodRequirement {
  var declaration: FunctionDeclSyntax
  var baseName: String
  var parameters: [Parameter]
  var outputType: String
  var failureType: String
  var usesInvokeThrowing: Bool
  var needsTry: Bool
  var recorderName = ""

  /// The member's Swift name: `fetch(id:)`.
  var swiftName: String {
    baseName + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  var recordedParameters: [Parameter] {
    parameters.filter { $0.recordedType != nil }
  }

  /// `Void`, the single type, or a tuple labelled with the parameter names.
  var argumentsType: String {
    let recorded = recordedParameters
    switch recorded.count {
    case 0: return "Void"
    case 1: return recorded[0].recordedType ?? "Void"
    default:
      return "("
        + recorded.map { "\($0.name): \($0.recordedType ?? "Void")" }.joined(
          separator: ", ") + ")"
    }
  }

  /// The expression that builds the recorded arguments.
  var argumentsExpression: String {
    let recorded = recordedParameters
    switch recorded.count {
    case 0: return "()"
    case 1: return recorded[0].name
    default: return "(" + recorded.map { "\($0.name): \($0.name)" }.joined(separator: ", ") + ")"
    }
  }

  var recorderType: String {
    "SpyMethod<\(argumentsType), \(outputType), \(failureType)>"
  }
}

/// A property requirement of the spied protocol.
struct PropertyRequirement {
  var name: String
  var type: String
  var isSettable: Bool
  var getterIsAsync: Bool
  var getterThrows: Bool
  var attributes: String
  var isStatic = false
  var getterName = ""
  var setterName = ""
}

/// An associated type requirement, and the concrete type the spy uses for it.
struct AssociatedTypeRequirement {
  var name: String
  var defaultType: String
}

/// Everything `@Spy` read from a protocol.
package struct SpiedProtocol {
  /// The protocol's name.
  package var name: String
  /// The access modifier the spy's declarations get, with a trailing space, or `""`.
  package var access: String
  var globalActorAttributes: [String]
  var methods: [MethodRequirement] = []
  var properties: [PropertyRequirement] = []
  var staticMethods: [MethodRequirement] = []
  var staticProperties: [PropertyRequirement] = []
  var associatedTypes: [AssociatedTypeRequirement] = []
  var parents: [String] = []
}

/// Reads a protocol's requirements, reporting the ones a spy can't implement.
package struct RequirementReader {
  /// The requirements a spy can't implement, found so far.
  package var diagnostics: [Diagnostic] = []

  /// Creates a reader with no diagnostics.
  package init() {}

  /// Reads `proto`'s requirements, adding a diagnostic for each one a spy can't implement.
  package mutating func read(_ proto: ProtocolDeclSyntax) -> SpiedProtocol {
    var spied = SpiedProtocol(
      name: proto.name.text,
      access: accessLevel(of: proto.modifiers),
      globalActorAttributes: globalActorAttributes(proto.attributes)
    )
    let actorNames: Set<String> = ["Actor", "DistributedActor", "_Concurrency.Actor"]
    if let actor = proto.inheritanceClause?.inheritedTypes.first(where: {
      actorNames.contains($0.type.trimmedDescription)
    }) {
      diagnose(actor, .actorProtocol)
    }
    var associated: [String: String] = [:]
    for member in proto.memberBlock.members {
      if let type = member.decl.as(AssociatedTypeDeclSyntax.self) {
        if let value = type.initializer?.value {
          let requirement = AssociatedTypeRequirement(
            name: type.name.text, defaultType: value.trimmedDescription)
          spied.associatedTypes.append(requirement)
          associated[requirement.name] = requirement.defaultType
        } else {
          diagnoseMissingDefault(type)
        }
      }
    }
    let substitution = TypeSubstitution(replacements: associated)
    for member in proto.memberBlock.members {
      let decl = member.decl
      if let function = decl.as(FunctionDeclSyntax.self) {
        if let method = readMethod(function, substitution) {
          if isStatic(function.modifiers) {
            spied.staticMethods.append(method)
          } else {
            spied.methods.append(method)
          }
        }
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        if isStatic(variable.modifiers) {
          spied.staticProperties += readProperties(variable, substitution)
        } else {
          spied.properties += readProperties(variable, substitution)
        }
      } else if decl.is(InitializerDeclSyntax.self) {
        diagnose(decl, .initializerRequirement)
      } else if decl.is(SubscriptDeclSyntax.self) {
        diagnose(decl, .subscriptRequirement)
      }
    }
    return spied
  }

  private mutating func readMethod(
    _ function: FunctionDeclSyntax,
    _ substitution: TypeSubstitution
  ) -> MethodRequirement? {
    if mentionsSelf(Syntax(function.signature)) {
      diagnose(function, .selfRequirement)
      return nil
    }
    let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
    var parameters: [Parameter] = []
    for (index, parameter) in function.signature.parameterClause.parameters.enumerated() {
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      let second = parameter.secondName?.text ?? parameter.firstName.text
      let name = second == "_" ? "argument\(index)" : second
      let declared = substitution.apply(parameter.type)
      var recorded: String? = recordedType(parameter.type, substitution)
      if mentions(generics, in: Syntax(parameter.type))
        || isOpaque(parameter.type)
      {
        recorded = recorded.map { _ in "Any" }
      }
      if parameter.ellipsis != nil {
        recorded = recorded.map { "[\($0)]" }
      }
      parameters.append(
        Parameter(
          label: label,
          name: name,
          declaredType: declared + (parameter.ellipsis == nil ? "" : "..."),
          recordedType: recorded
        )
      )
    }
    var output = "Void"
    if let returnType = function.signature.returnClause?.type {
      if isOpaque(returnType) {
        diagnose(function, .opaqueResult)
        return nil
      }
      if mentions(generics, in: Syntax(returnType)) {
        diagnose(function, .genericResult)
        return nil
      }
      output = substitution.apply(returnType)
    }
    let effects = function.signature.effectSpecifiers
    let throwsClause = effects?.throwsClause
    var failure = "Never"
    var invokeThrowing = false
    var needsTry = false
    if let throwsClause, throwsClause.throwsSpecifier.tokenKind == .keyword(.throws) {
      let typed = throwsClause.type.map { substitution.apply($0) }
      if let typed, typed != "any Error", typed != "Error" {
        failure = typed
        needsTry = typed != "Never"
      } else {
        failure = "any Error"
        invokeThrowing = true
        needsTry = true
      }
    }
    return MethodRequirement(
      declaration: function,
      baseName: function.name.text,
      parameters: parameters,
      outputType: output,
      failureType: failure,
      usesInvokeThrowing: invokeThrowing,
      needsTry: needsTry
    )
  }

  private mutating func readProperties(
    _ variable: VariableDeclSyntax,
    _ substitution: TypeSubstitution
  ) -> [PropertyRequirement] {
    var properties: [PropertyRequirement] = []
    for binding in variable.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
        let type = binding.typeAnnotation?.type
      else { continue }
      if mentionsSelf(Syntax(type)) {
        diagnose(variable, .selfRequirement)
        continue
      }
      var settable = false
      var getterAsync = false
      var getterThrows = false
      if case .accessors(let accessors) = binding.accessorBlock?.accessors {
        for accessor in accessors {
          switch accessor.accessorSpecifier.tokenKind {
          case .keyword(.set):
            settable = true
          case .keyword(.get):
            getterAsync = accessor.effectSpecifiers?.asyncSpecifier != nil
            getterThrows = accessor.effectSpecifiers?.throwsClause != nil
          default:
            break
          }
        }
      }
      properties.append(
        PropertyRequirement(
          name: pattern.identifier.text,
          type: substitution.apply(type),
          isSettable: settable,
          getterIsAsync: getterAsync,
          getterThrows: getterThrows,
          attributes: variable.attributes.map { $0.trimmedDescription + " " }.joined(),
          isStatic: isStatic(variable.modifiers)
        )
      )
    }
    return properties
  }

  /// The type kept in the record, or `nil` for a non-escaping closure, which can't be kept.
  private func recordedType(_ type: TypeSyntax, _ substitution: TypeSubstitution) -> String? {
    var base = type
    var escaping = false
    if let attributed = type.as(AttributedTypeSyntax.self) {
      base = attributed.baseType
      escaping = attributed.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping"
      }
      if base.is(FunctionTypeSyntax.self) {
        if !escaping { return nil }
        let others = attributed.attributes.filter {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "escaping"
        }
        return others.map { $0.trimmedDescription + " " }.joined() + substitution.apply(base)
      }
      return substitution.apply(base)
    }
    if type.is(FunctionTypeSyntax.self) { return nil }
    return substitution.apply(type)
  }

  private mutating func diagnoseMissingDefault(_ type: AssociatedTypeDeclSyntax) {
    var fixed = type
    fixed.name = fixed.name.with(\.trailingTrivia, [])
    fixed.initializer = TypeInitializerClauseSyntax(
      equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space),
      value: TypeSyntax(stringLiteral: "<#Type#>")
    )
    if let inheritance = type.inheritanceClause {
      fixed.inheritanceClause = inheritance
    }
    diagnostics.append(
      Diagnostic(
        node: type,
        message: SpyDiagnostic.associatedTypeWithoutDefault,
        fixIt: FixIt(
          message: SpyFixIt(message: "Add a default type"),
          changes: [.replace(oldNode: Syntax(type), newNode: Syntax(fixed))]
        )
      )
    )
  }

  private mutating func diagnose(_ node: some SyntaxProtocol, _ message: SpyDiagnostic) {
    diagnostics.append(Diagnostic(node: node, message: message))
  }
}

func accessLevel(of modifiers: DeclModifierListSyntax) -> String {
  for modifier in modifiers {
    switch modifier.name.tokenKind {
    case .keyword(.public), .keyword(.open): return "public "
    case .keyword(.package): return "package "
    case .keyword(.fileprivate), .keyword(.private): return "fileprivate "
    default: continue
    }
  }
  return ""
}

/// The protocol's global-actor attributes, led by `@preconcurrency` when the protocol has it, so a
/// Swift 5 client calls the spy from nonisolated code as it may call the protocol.
func globalActorAttributes(_ attributes: AttributeListSyntax) -> [String] {
  let names = attributes.compactMap { element in
    element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
  }
  let actors = names.filter { $0 == "MainActor" || $0.hasSuffix("Actor") }.map { "@" + $0 }
  return !actors.isEmpty && names.contains("preconcurrency") ? ["@preconcurrency"] + actors : actors
}

/// Whether a type is opaque: `some P`.
func isOpaque(_ type: TypeSyntax) -> Bool {
  type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
}

func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
  modifiers.contains {
    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
  }
}

func mentionsSelf(_ node: Syntax) -> Bool {
  node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.Self) }
}

func mentions(_ names: Set<String>, in node: Syntax) -> Bool {
  guard !names.isEmpty else { return false }
  return node.tokens(viewMode: .sourceAccurate).contains {
    if case .identifier(let text) = $0.tokenKind { return names.contains(text) }
    return false
  }
}

/// Replaces associated types by the spy's concrete defaults.
struct TypeSubstitution {
  var replacements: [String: String]

  func apply(_ type: TypeSyntax) -> String {
    guard !replacements.isEmpty else { return type.trimmedDescription }
    return type.tokens(viewMode: .sourceAccurate).map { token in
      var text = token.text
      if case .identifier(let name) = token.tokenKind, let replacement = replacements[name],
        token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
      {
        let simple = replacement.allSatisfy { $0.isLetter || $0.isNumber || "_.".contains($0) }
        text = simple ? replacement : "(\(replacement))"
      }
      return token.leadingTrivia.description + text + token.trailingTrivia.description
    }.joined().trimmingWhitespace()
  }
}

extension String {
  func trimmingWhitespace() -> String {
    var result = Substring(self)
    while result.first?.isWhitespace == true { result = result.dropFirst() }
    while result.last?.isWhitespace == true { result = result.dropLast() }
    return String(result)
  }
}
