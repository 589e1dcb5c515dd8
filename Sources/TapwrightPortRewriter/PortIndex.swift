import Foundation
import SwiftParser
import SwiftSyntax

/// A method an Objective-C selector can name: its base name, argument labels, whether it
/// throws, and the Objective-C name an `@objc(name)` gives it.
public struct PortMethod: Equatable, Sendable {
  /// The base name (`didTap`).
  public var baseName: String
  /// The argument labels, `nil` for `_`.
  public var labels: [String?]
  /// Whether the method throws.
  public var throwsErrors: Bool
  /// The name given by `@objc(name)`, if any.
  public var customObjCName: String?
  /// Whether Objective-C sees it (`@objc`, `@IBAction`, or a member of an `@objcMembers` class).
  public var isExposed: Bool
  /// Whether it is `static`/`class`, `async` or takes more than two arguments: never registered.
  public var isRegistrable: Bool

  /// Its Objective-C name, as Swift forms it: the base name; with arguments, the first piece gets
  /// `With` and the capitalized first label when that label isn't `_`, and each argument adds
  /// its label (or nothing) and a colon.
  public var objCName: String {
    customObjCName ?? PortMethod.objCName(baseName: baseName, labels: labels)
  }

  /// The Objective-C name of a method with these labels.
  public static func objCName(baseName: String, labels: [String?]) -> String {
    guard let first = labels.first else { return baseName }
    var name = baseName
    if let first {
      name += "With" + first.prefix(1).uppercased() + first.dropFirst()
    }
    name += ":"
    for label in labels.dropFirst() { name += (label ?? "") + ":" }
    return name
  }
}

/// A property Interface Builder sets by name: an `@IBOutlet` or `@IBInspectable`.
public struct PortProperty: Equatable, Sendable {
  public var name: String
}

/// What one type declares across the target's files.
public struct PortTypeInfo: Sendable {
  public var methods: [PortMethod] = []
}

/// Every type's methods across a target's files, so a bare `#selector(didTap)` finds its
/// declaration's labels wherever it is.
public struct PortIndex: Sendable {
  /// Methods by type name (the full nested name: `Outer.Inner`).
  public var types: [String: PortTypeInfo] = [:]
  /// Types `@objcMembers` marks.
  public var objcMembersTypes: Set<String> = []
  /// Each class's superclass as written (the first inherited type), by the class's full name.
  public var superclasses: [String: String] = [:]
  /// The classes the target declares, by full name.
  public var classNames: Set<String> = []
  /// Per extended class, the members its extensions override or expose to Objective-C, which
  /// the class's body forwards (see `ForwardedMember`).
  public var forwarders: [String: [ForwardedMember]] = [:]
  /// The optional requirements of the target's (formerly `@objc`) protocols, by full name
  /// (`didTap(_:at:)`): on Linux they become requirements with a default implementation, and a
  /// call `delegate?.didTap?(…)` asks whether the conforming type implements it.
  public var optionalRequirements: Set<String> = []

  public init() {}

  /// Indexes one file's source.
  public mutating func add(source: String) {
    let tree = Parser.parse(source: source)
    let collector = DeclarationCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    for (type, methods) in collector.methods {
      types[type, default: PortTypeInfo()].methods += methods
    }
    objcMembersTypes.formUnion(collector.objcMembers)
    superclasses.merge(collector.superclasses) { first, _ in first }
    classNames.formUnion(collector.classNames)
    forwarders.merge(collector.forwarders) { $0 + $1 }
    optionalRequirements.formUnion(collector.optionalRequirements)
  }

  /// Whether a member of an extension of `type` is moved to a new name and forwarded from the
  /// class's body: the class is the target's own.
  func forwards(_ type: String?) -> Bool {
    type.map { classNames.contains($0) } ?? false
  }

  /// Whether the class named `name` is an `XCTestCase`, directly or through classes of the target.
  public func isTestCase(_ name: String) -> Bool {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if current == "XCTestCase" || current == "XCTest.XCTestCase" { return true }
      guard let next = superclasses[current] ?? superclasses[lastComponent(current)] else {
        return false
      }
      current = next
    }
    return false
  }

  private func lastComponent(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The method a selector names: in `owner` first, then in any type of the target.
  func method(named baseName: String, labels: [String?]?, in owner: String?) -> PortMethod? {
    func pick(_ methods: [PortMethod]) -> PortMethod? {
      let named = methods.filter { $0.baseName == baseName }
      if let labels { return named.first { $0.labels == labels } }
      if named.count == 1 { return named[0] }
      // Several overloads: an exposed one first (the one Objective-C can name).
      let exposed = named.filter(\.isExposed)
      return exposed.count == 1 ? exposed[0] : nil
    }
    if let owner, let found = pick(types[owner]?.methods ?? []) { return found }
    let everywhere = types.values.flatMap(\.methods)
    return pick(everywhere)
  }
}

/// Collects method declarations by enclosing type.
final class DeclarationCollector: SyntaxVisitor {
  var methods: [String: [PortMethod]] = [:]
  var objcMembers: Set<String> = []
  var superclasses: [String: String] = [:]
  var classNames: Set<String> = []
  var forwarders: [String: [ForwardedMember]] = [:]
  var optionalRequirements: Set<String> = []

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let name = optionalRequirementName(node) { optionalRequirements.insert(name) }
    if let type = extendedClass(of: Syntax(node)), let member = ForwardedMember(function: node) {
      forwarders[type, default: []].append(member)
    }
    guard let owner = enclosingTypeName(of: Syntax(node)) else { return .skipChildren }
    let method = PortMethod(node, ownerIsObjCMembers: objcMembers.contains(owner))
    methods[owner, default: []].append(method)
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.attributes.contains(where: { attributeName($0) == "objcMembers" }),
      let name = enclosingTypeName(of: Syntax(node), including: true)
    {
      objcMembers.insert(name)
    }
    if let name = enclosingTypeName(of: Syntax(node), including: true) {
      classNames.insert(name)
      if let first = node.inheritanceClause?.inheritedTypes.first {
        superclasses[name] = first.type.trimmedDescription
      }
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if let type = extendedClass(of: Syntax(node)), let member = ForwardedMember(variable: node) {
      forwarders[type, default: []].append(member)
    }
    return .skipChildren
  }
}

extension PortMethod {
  init(_ node: FunctionDeclSyntax, ownerIsObjCMembers: Bool) {
    let parameters = node.signature.parameterClause.parameters
    let labels: [String?] = parameters.map { parameter in
      let label = parameter.firstName.text
      return label == "_" ? nil : label
    }
    var customName: String?
    var exposed = ownerIsObjCMembers
    for attribute in node.attributes {
      guard let name = attributeName(attribute) else { continue }
      if name == "objc" || name == "IBAction" || name == "IBSegueAction" { exposed = true }
      if name == "nonobjc" { exposed = false }
      if name == "objc", case .attribute(let attr) = attribute, let arguments = attr.arguments {
        customName = arguments.trimmedDescription.replacingOccurrences(of: " ", with: "")
      }
    }
    let isStatic = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    let effects = node.signature.effectSpecifiers
    self.init(
      baseName: node.name.text, labels: labels,
      throwsErrors: effects?.throwsClause != nil,
      customObjCName: customName, isExposed: exposed,
      isRegistrable: !isStatic && effects?.asyncSpecifier == nil && labels.count <= 2
        && node.genericParameterClause == nil)
  }
}

/// An attribute's name (`objc`, `IBOutlet`, …).
func attributeName(_ element: AttributeListSyntax.Element) -> String? {
  guard case .attribute(let attribute) = element else { return nil }
  return attribute.attributeName.trimmedDescription
}

/// The full name of the type (class, struct, enum, actor, extension) that encloses `node`.
///
/// - Parameter including: Whether `node` itself counts when it is a type.
func enclosingTypeName(of node: Syntax, including: Bool = false) -> String? {
  var names: [String] = []
  var current: Syntax? = including ? node : node.parent
  while let this = current {
    if let decl = this.as(ClassDeclSyntax.self) {
      names.insert(decl.name.text, at: 0)
    } else if let decl = this.as(StructDeclSyntax.self) {
      names.insert(decl.name.text, at: 0)
    } else if let decl = this.as(EnumDeclSyntax.self) {
      names.insert(decl.name.text, at: 0)
    } else if let decl = this.as(ActorDeclSyntax.self) {
      names.insert(decl.name.text, at: 0)
    } else if let decl = this.as(ExtensionDeclSyntax.self) {
      names.insert(decl.extendedType.trimmedDescription, at: 0)
      break
    } else if this.is(ProtocolDeclSyntax.self) {
      return nil
    }
    current = this.parent
  }
  return names.isEmpty ? nil : names.joined(separator: ".")
}

/// A protocol's optional requirement's full name (`didTap(_:at:)`), when the port gives it a
/// default implementation: a method (not throwing, not `async`, not `static`) marked `optional`.
func optionalRequirementName(_ node: FunctionDeclSyntax) -> String? {
  guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }),
    node.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true,
    node.signature.effectSpecifiers == nil,
    !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
    case .identifier = node.name.tokenKind
  else { return nil }
  return fullName(node)
}

/// A function's full name, as a call or a requirement names it: `tableView(_:heightForRowAt:)`.
func fullName(_ node: FunctionDeclSyntax) -> String {
  let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
  return "\(node.name.text)(\(labels.joined()))"
}

/// Whether the type enclosing `node` (or a type containing it) is generic or is a protocol
/// extension — where a registration cannot name it.
func isRegistrableContext(_ node: Syntax) -> Bool {
  var current: Syntax? = node.parent
  while let this = current {
    if let decl = this.as(ClassDeclSyntax.self), decl.genericParameterClause != nil { return false }
    if let decl = this.as(StructDeclSyntax.self), decl.genericParameterClause != nil {
      return false
    }
    if let decl = this.as(EnumDeclSyntax.self), decl.genericParameterClause != nil { return false }
    if let decl = this.as(ExtensionDeclSyntax.self), decl.genericWhereClause != nil { return false }
    if this.is(FunctionDeclSyntax.self) || this.is(ClosureExprSyntax.self) { return false }
    current = this.parent
  }
  return true
}
