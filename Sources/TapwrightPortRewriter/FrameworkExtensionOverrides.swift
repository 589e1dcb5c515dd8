import SwiftSyntax

/// `@objc` methods an extension adds to a framework's class, overridden by the target's
/// subclasses.
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
/// the error.
enum FrameworkExtensionOverride {
  static let protocolPrefix = "__TapwrightOverriding_"
  static let overridePrefix = "__tapwrightOverride_"

  /// `name(label:_:)`, with `class ` before a static or class method's.
  static func key(_ node: FunctionDeclSyntax) -> String {
    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
    return (isTypeMember(node) ? "class " : "") + node.name.text + "(" + labels.joined() + ")"
  }

  static func isTypeMember(_ node: FunctionDeclSyntax) -> Bool {
    node.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

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
}
