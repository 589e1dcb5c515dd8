import SwiftSyntax

/// Members written in an extension that Swift lets only Objective-C override there.
///
/// With the Objective-C runtime, an extension may override a superclass's `@objc` member
/// (`override func prepare(for:sender:)`, `override func numberOfSections(in:)`), and an `@objc`
/// member declared in an extension may be overridden by a subclass (a test's mock). Without it
/// both are errors ("declarations in extensions cannot override yet"). The port keeps such a
/// member where it is under another name, `__tapwrightExt_<name>`, and adds to the class's body,
/// on its closing brace's line, a member of the original name that calls it — an `override`
/// where the original overrode, an overridable one otherwise. No line of the user's moves.
public struct ForwardedMember: Sendable, Equatable {
  /// The declaration added to the class's body.
  public var forwarder: String
}

/// The prefix the moved member's new name starts with.
let forwardedPrefix = "__tapwrightExt_"

extension ForwardedMember {
  /// The forwarder for a function in an extension, or `nil` when it needs none or cannot have
  /// one (static, private without `override`, variadic, an operator).
  init?(function node: FunctionDeclSyntax) {
    guard Self.needsForwarding(node.attributes, node.modifiers),
      case .identifier = node.name.tokenKind
    else { return nil }
    guard let arguments = forwardingArguments(node) else { return nil }
    let call = callEffects(node) + "\(forwardedPrefix)\(node.name.text)(\(arguments))"
    let head = Self.head(node.attributes, node.modifiers, in: Syntax(node))
    let generics = node.genericParameterClause?.trimmedDescription ?? ""
    let signature = node.signature.trimmedDescription
    let whereClause = node.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
    forwarder = "\(head)func \(node.name.text)\(generics)\(signature)\(whereClause) { \(call) }"
  }

  /// The forwarder for a computed property in an extension.
  init?(variable node: VariableDeclSyntax) {
    guard Self.needsForwarding(node.attributes, node.modifiers), node.bindings.count == 1,
      let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type.trimmedDescription
    else { return nil }
    var settable = false
    let moved = forwardedPrefix + name
    if let observers = observerKinds(of: node) {
      // Observers of an inherited property (`override var isSelected: Bool { didSet {…} }`):
      // the extension's member becomes a function of the observer and its values (see
      // `observingFunction`), which the class's override calls from its own observers.
      let calls = observers.map { kind in
        kind == "willSet"
          ? "willSet { \(moved)(0, newValue, self.\(name)) }"
          : "didSet { \(moved)(1, self.\(name), oldValue) }"
      }
      forwarder =
        "\(Self.head(node.attributes, node.modifiers, in: Syntax(node)))var \(name): \(type) { "
        + calls.joined(separator: " ") + " }"
      return
    }
    if case .accessors(let accessors) = binding.accessorBlock?.accessors {
      settable = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }
    let body = settable ? "get { \(moved) } set { \(moved) = newValue }" : moved
    forwarder =
      "\(Self.head(node.attributes, node.modifiers, in: Syntax(node)))var \(name): \(type) { \(body) }"
  }

  /// An `override`, or an Objective-C-visible member a subclass may override.
  private static func needsForwarding(
    _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax
  ) -> Bool {
    let names = Set(modifiers.map { $0.name.text })
    if names.contains("static") { return false }
    if names.contains("override") { return true }
    if names.contains("private") || names.contains("fileprivate") { return false }
    return attributes.contains {
      ["objc", "IBAction", "IBSegueAction"].contains(attributeName($0) ?? "")
    } || names.contains("dynamic")
  }

  /// The forwarder's attributes and modifiers: the original's, less what the port drops, with
  /// the access level its extension gives it (`public extension LayoutConstraint { override var
  /// description … }`: the forwarder in a public class's body must be public too).
  private static func head(
    _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax, in node: Syntax
  ) -> String {
    var parts: [String] = []
    var inherited: String?
    let accessLevels: Set<String> = [
      "public", "open", "package", "internal", "fileprivate", "private",
    ]
    if !modifiers.contains(where: { accessLevels.contains($0.name.text) }),
      let extensionDecl = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
      let access = extensionDecl.modifiers.first(where: {
        ["public", "package"].contains($0.name.text)
      })
    {
      inherited = access.name.text
    }
    for attribute in attributes {
      guard let name = attributeName(attribute), !droppedAttributes.contains(name) else { continue }
      parts.append(attribute.trimmedDescription)
    }
    if let inherited { parts.append(inherited) }
    for modifier in modifiers where modifier.name.tokenKind != .keyword(.dynamic) {
      parts.append(modifier.trimmedDescription)
    }
    return parts.map { $0 + " " }.joined()
  }
}

/// The arguments that hand on a function's parameters to another of the same signature
/// (`label: name`, `&name` for `inout`), or `nil` for a variadic one.
func forwardingArguments(_ node: FunctionDeclSyntax) -> String? {
  var arguments: [String] = []
  for parameter in node.signature.parameterClause.parameters {
    if parameter.ellipsis != nil { return nil }
    let label = parameter.firstName.text
    let name = (parameter.secondName ?? parameter.firstName).text
    let isInout =
      parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
        $0.trimmedDescription == "inout"
      } ?? false
    let value = (isInout ? "&" : "") + name
    arguments.append(label == "_" ? value : "\(label): \(value)")
  }
  return arguments.joined(separator: ", ")
}

/// `try `, `await ` or both, as a function's effects ask of a call to it.
func callEffects(_ node: FunctionDeclSyntax) -> String {
  let effects = node.signature.effectSpecifiers
  return (effects?.throwsClause != nil ? "try " : "")
    + (effects?.asyncSpecifier != nil ? "await " : "")
}

/// `willSet`/`didSet`, in order, when a property's accessors are only observers; `nil` otherwise.
func observerKinds(of node: VariableDeclSyntax) -> [String]? {
  guard node.bindings.count == 1, let binding = node.bindings.first,
    case .accessors(let accessors) = binding.accessorBlock?.accessors, !accessors.isEmpty
  else { return nil }
  let kinds = accessors.map(\.accessorSpecifier.text)
  return kinds.allSatisfy({ $0 == "willSet" || $0 == "didSet" }) ? kinds : nil
}

/// The class an extension directly inside `node`'s parent extends, when `node` is one of its
/// members and the extension adds no conformance-only generic constraints.
func extendedClass(of node: Syntax) -> String? {
  guard let list = node.parent?.as(MemberBlockItemSyntax.self)?.parent,
    let block = list.parent?.as(MemberBlockSyntax.self),
    let extensionDecl = block.parent?.as(ExtensionDeclSyntax.self),
    extensionDecl.genericWhereClause == nil
  else { return nil }
  return extensionDecl.extendedType.trimmedDescription
}
