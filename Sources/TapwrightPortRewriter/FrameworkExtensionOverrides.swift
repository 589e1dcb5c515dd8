import SwiftSyntax

/// `@objc` methods an extension adds to a framework's class (or an `@objc extension`'s methods),
/// overridden by the target's subclasses.
///
/// With the Objective-C runtime, `extension UIImageView { @objc func shouldPreloadAllAnimation()
/// -> Bool { true } }` may be overridden by a subclass (`override func shouldPreloadAllAnimation()
/// -> Bool { false }`, Kingfisher's `AnimatedImageView`), and a call through a `UIImageView`
/// reaches the override. Without it the override is an error ("declared in extension of
/// 'UIImageView' and cannot be overridden"), and the class's body is the framework's, so the
/// member cannot be forwarded from there (see `ForwardedMember`). On Linux the port dispatches
/// through a protocol instead: the extension's method keeps its name and signature and asks
/// whether `self` conforms to `__TapwrightOverriding_<key>`, calling the override if so and the
/// original body (moved to `__tapwrightExt_<name>`) if not; each overriding class's method is
/// renamed `__tapwrightOverride_<name>` (an `override` of it where a class of the target above
/// overrides it too) and its class conforms. `super.<name>(…)` in an override calls the
/// original body, or the override above. Within one target: a subclass in another module keeps
/// the error. A computed property goes the same way (`@objc dynamic open var nibContainerView:
/// UIView { self }` in `extension UIView`, overridden by a cell to return its content view, as
/// LoadableViews writes it): its key is `var <name>`, its protocol's requirement a property of
/// the same type (`{ get set }` when the extension's has a setter).
enum FrameworkExtensionOverride {
  static let protocolPrefix = "__TapwrightOverriding_"
  static let overridePrefix = "__tapwrightOverride_"

  /// `name(label:_:)`, with `class ` before a static or class method's.
  static func key(_ node: FunctionDeclSyntax) -> String {
    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
    return (isTypeMember(node) ? "class " : "") + node.name.text + "(" + labels.joined() + ")"
  }

  static func isTypeMember(_ node: FunctionDeclSyntax) -> Bool { isTypeMember(node.modifiers) }

  /// A method Objective-C lets a subclass override though an extension declares it: `@objc`,
  /// `dynamic` or an action, not itself an override, not private, named by an identifier.
  static func isDispatchable(_ node: FunctionDeclSyntax) -> Bool {
    guard case .identifier = node.name.tokenKind else { return false }
    let modifiers = Set(node.modifiers.map(\.name.text))
    if modifiers.contains("override") || modifiers.contains("private")
      || modifiers.contains("fileprivate")
    {
      return false
    }
    if node.signature.parameterClause.parameters.contains(where: { $0.ellipsis != nil }) {
      return false
    }
    return modifiers.contains("dynamic")
      || node.attributes.contains { ["objc", "IBAction"].contains(attributeName($0) ?? "") }
      || isInObjCExtension(Syntax(node), attributes: node.attributes)
  }

  /// Whether a member is `@objc` through its extension: `@objc extension ImageView { func
  /// shouldPreloadAllAnimation() -> Bool { true } }` (Kingfisher 4), unless it says `@nonobjc`.
  static func isInObjCExtension(_ node: Syntax, attributes: AttributeListSyntax) -> Bool {
    guard
      let extensionDecl = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
      extensionDecl.attributes.contains(where: { attributeName($0) == "objc" })
    else { return false }
    return !attributes.contains { attributeName($0) == "nonobjc" }
  }

  /// The full name of the class whose body declares `node` directly.
  static func classOwning(_ node: FunctionDeclSyntax) -> String? {
    guard let classDecl = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self) else {
      return nil
    }
    return enclosingTypeName(of: Syntax(classDecl), including: true)
  }

  /// The protocol's name for a key: its identifier characters.
  static func protocolName(_ key: String) -> String {
    var name = protocolPrefix
    for character in key {
      if character.isLetter || character.isNumber || character == "_" {
        name.append(character)
      } else if character == ":" || character == " " {
        name.append("_")
      }
    }
    return name
  }

  /// The protocol that a class overriding the method conforms to.
  static func protocolDeclaration(_ node: FunctionDeclSyntax) -> String {
    var parameters = node.signature.parameterClause
    parameters.parameters = FunctionParameterListSyntax(
      parameters.parameters.map { $0.with(\.defaultValue, nil) })
    let signature = node.signature.with(\.parameterClause, parameters).trimmedDescription
    let generics = node.genericParameterClause?.trimmedDescription ?? ""
    let whereClause = node.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
    let requirement =
      (isTypeMember(node) ? "static " : "") + "func " + overridePrefix + node.name.text
      + generics + signature + whereClause
    return "protocol \(protocolName(key(node))): AnyObject { \(requirement) }"
  }

  /// The method of the original name, which calls an override or the original body.
  static func dispatcher(_ node: FunctionDeclSyntax) -> String {
    var head = ""
    for attribute in node.attributes {
      guard let name = attributeName(attribute), !droppedAttributes.contains(name) else { continue }
      head += attribute.trimmedDescription + " "
    }
    for modifier in node.modifiers where modifier.name.tokenKind != .keyword(.dynamic) {
      head += modifier.trimmedDescription + " "
    }
    let generics = node.genericParameterClause?.trimmedDescription ?? ""
    let whereClause = node.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
    let name = node.name.text
    let effects = callEffects(node)
    let arguments = forwardingArguments(node) ?? ""
    let conformance =
      isTypeMember(node)
      ? "self as? any \(protocolName(key(node))).Type"
      : "self as? any \(protocolName(key(node)))"
    return
      "\(head)func \(name)\(generics)\(node.signature.trimmedDescription)\(whereClause) { "
      + "if let overriding = \(conformance) { return \(effects)overriding.\(overridePrefix)\(name)(\(arguments)) }; "
      + "return \(effects)\(forwardedPrefix)\(name)(\(arguments)) }"
  }

  // MARK: Computed properties

  /// `var name`, with `class ` before a static or class property's; `nil` for what is not one
  /// computed property of a declared type.
  static func key(_ node: VariableDeclSyntax) -> String? {
    guard node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1,
      let binding = node.bindings.first, binding.typeAnnotation != nil,
      binding.accessorBlock != nil, binding.initializer == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      observerKinds(of: node) == nil
    else { return nil }
    return (isTypeMember(node.modifiers) ? "class " : "") + "var " + name
  }

  static func isTypeMember(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// A computed property Objective-C lets a subclass override though an extension declares it.
  static func isDispatchable(_ node: VariableDeclSyntax) -> Bool {
    guard key(node) != nil else { return false }
    let modifiers = Set(node.modifiers.map(\.name.text))
    if modifiers.contains("override") || modifiers.contains("private")
      || modifiers.contains("fileprivate")
    {
      return false
    }
    return modifiers.contains("dynamic")
      || node.attributes.contains { attributeName($0) == "objc" }
      || isInObjCExtension(Syntax(node), attributes: node.attributes)
  }

  /// The full name of the class whose body declares `node` directly.
  static func classOwning(_ node: VariableDeclSyntax) -> String? {
    guard let classDecl = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self) else {
      return nil
    }
    return enclosingTypeName(of: Syntax(classDecl), including: true)
  }

  /// The property's name, type and whether it has a setter.
  private static func parts(_ node: VariableDeclSyntax) -> (
    name: String, type: String, settable: Bool
  )? {
    guard let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type.trimmedDescription
    else { return nil }
    var settable = false
    if case .accessors(let accessors) = binding.accessorBlock?.accessors {
      settable = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }
    return (name, type, settable)
  }

  /// The protocol that a class overriding the property conforms to.
  static func protocolDeclaration(_ node: VariableDeclSyntax) -> String? {
    guard let key = key(node), let (name, type, settable) = parts(node) else { return nil }
    let requirement =
      (isTypeMember(node.modifiers) ? "static " : "") + "var " + overridePrefix + name + ": "
      + type + (settable ? " { get set }" : " { get }")
    return "protocol \(protocolName(key)): AnyObject { \(requirement) }"
  }

  /// The property of the original name, which reads (and sets) an override or the original.
  static func dispatcher(_ node: VariableDeclSyntax) -> String? {
    guard let key = key(node), let (name, type, settable) = parts(node) else { return nil }
    var head = ""
    for attribute in node.attributes {
      guard let name = attributeName(attribute), !droppedAttributes.contains(name) else { continue }
      head += attribute.trimmedDescription + " "
    }
    for modifier in node.modifiers where modifier.name.tokenKind != .keyword(.dynamic) {
      head += modifier.trimmedDescription + " "
    }
    let conformance =
      "self as? any \(protocolName(key))" + (isTypeMember(node.modifiers) ? ".Type" : "")
    let overriding = "overriding.\(overridePrefix)\(name)"
    let getter =
      "if let overriding = \(conformance) { return \(overriding) }; return \(forwardedPrefix)\(name)"
    guard settable else { return "\(head)var \(name): \(type) { \(getter) }" }
    return
      "\(head)var \(name): \(type) { get { \(getter) } set { "
      + "if let overriding = \(conformance) { \(overriding) = newValue } "
      + "else { \(forwardedPrefix)\(name) = newValue } } }"
  }
}
