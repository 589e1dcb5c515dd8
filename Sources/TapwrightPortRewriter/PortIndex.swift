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
/// A designated initialiser a class declares.
public struct PortInitializer: Equatable, Sendable {
  /// Its argument labels (`["frame"]`, `[]`).
  public var labels: [String]
  /// Whether code may call it: not unavailable, failable, throwing or generic.
  public var isCallable: Bool
}

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
  /// The protocols the target declares, by full name.
  public var protocolNames: Set<String> = []
  /// Each class's designated initialisers, by the class's full name.
  public var designatedInitializers: [String: [PortInitializer]] = [:]
  /// Per extended class, the members its extensions override or expose to Objective-C, which
  /// the class's body forwards (see `ForwardedMember`).
  public var forwarders: [String: [ForwardedMember]] = [:]
  /// The optional requirements of the target's (formerly `@objc`) protocols, by full name
  /// (`didTap(_:at:)`): on Linux they become requirements with a default implementation, and a
  /// call `delegate?.didTap?(…)` asks whether the conforming type implements it.
  public var optionalRequirements: Set<String> = []
  /// The `@objc` methods extensions add to classes (`extension UIImageView { @objc func
  /// shouldPreloadAllAnimation() … }`), by key (`shouldPreloadAllAnimation()`, `class
  /// keyPaths()`): the extended types as written. Those of classes the target does not declare
  /// are dispatched to subclasses' overrides through a protocol (see `FrameworkExtensionOverride`).
  public var extensionMethods: [String: Set<String>] = [:]
  /// Per class the target declares, the keys of the methods it marks `override`.
  public var overriddenMethods: [String: Set<String>] = [:]

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
    protocolNames.formUnion(collector.protocolNames)
    designatedInitializers.merge(collector.designatedInitializers) { $0 + $1 }
    forwarders.merge(collector.forwarders) { $0 + $1 }
    optionalRequirements.formUnion(collector.optionalRequirements)
    extensionMethods.merge(collector.extensionMethods) { $0.union($1) }
    overriddenMethods.merge(collector.overriddenMethods) { $0.union($1) }
  }

  /// Whether `key` names exactly one `@objc` method (or computed property: `var name`) that an
  /// extension adds to a class the target does not declare (UIKit's), which some class of the
  /// target overrides.
  func isOverriddenFrameworkExtensionMethod(_ key: String) -> Bool {
    guard let types = extensionMethods[key] else { return false }
    let framework = types.filter { !classNames.contains($0) }
    return framework.count == 1 && types.count == 1
      && overriddenMethods.values.contains { $0.contains(key) }
  }

  /// Whether a class of the target above `className` overrides `key` too.
  func superclassOverrides(_ className: String, _ key: String) -> Bool {
    var current = superclasses[className]
    var seen: Set<String> = [className]
    while let name = current, seen.insert(name).inserted, classNames.contains(name) {
      if overriddenMethods[name]?.contains(key) == true { return true }
      current = superclasses[name]
    }
    return false
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

  /// UIKit's classes whose instances code creates through a generic parameter, by the
  /// initialisers HeadlessUIKit's `_tapwrightPortMake` gives them: `plain` (`init()`), `frame`
  /// (`init(frame:)`, views), `nib` (`init(nibName:bundle:)`, view controllers).
  static let metatypeKinds: [String: Set<String>] = {
    var kinds: [String: Set<String>] = [:]
    for view in [
      "UIView", "UILabel", "UIButton", "UIImageView", "UIControl", "UIStackView", "UITextField",
      "UITextView", "UIScrollView", "UITableViewCell", "UICollectionViewCell",
      "UICollectionReusableView", "UITableViewHeaderFooterView", "UITableView",
    ] {
      kinds[view] = ["plain", "frame"]
    }
    for controller in [
      "UIViewController", "UITableViewController", "UICollectionViewController",
      "UINavigationController", "UITabBarController",
    ] {
      kinds[controller] = ["plain", "nib"]
    }
    return kinds
  }()

  /// The type's name without generic arguments or UIKit's module name.
  private func plainName(_ name: String) -> String {
    var result = name
    if let angle = result.firstIndex(of: "<") { result = String(result[..<angle]) }
    if result.hasPrefix("UIKit.") { result.removeFirst(6) }
    return result
  }

  /// The UIKit class a class descends from through the target's classes (`UICollectionViewCell`
  /// for `FlightCell: LBTAListCell<Flight>`), or `nil`.
  func uikitAncestor(of name: String) -> String? {
    var current = plainName(name)
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if Self.metatypeKinds[current] != nil { return current }
      guard let next = superclasses[current] else { return nil }
      current = plainName(next)
    }
    return nil
  }

  /// HeadlessUIKit's layer classes, each of which makes itself for a view whose `layerClass` it
  /// is (`CALayer._tapwrightMakeForView()`).
  static let layerClasses: Set<String> = [
    "CALayer", "CAGradientLayer", "CAShapeLayer", "AVPlayerLayer", "AVCaptureVideoPreviewLayer",
  ]

  /// Whether a class of the target descends from a HeadlessUIKit layer class through the
  /// target's classes, and `Name()` creates it: it declares a callable `init()`, or declares no
  /// designated initialiser and so inherits its superclass's (`declaresPlainInit` tells for the
  /// class itself, whose convenience initialisers the index does not keep).
  func isLayerMadeWithoutArguments(_ name: String, declaresPlainInit: Bool) -> Bool {
    var current = plainName(name)
    var plain = declaresPlainInit
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if Self.layerClasses.contains(current) { return true }
      let declared = designatedInitializers[current] ?? []
      if !plain {
        if declared.contains(where: { $0.labels.isEmpty && $0.isCallable }) {
          plain = true
        } else if !declared.isEmpty {
          return false
        }
      }
      guard let next = superclasses[current] else { return false }
      current = plainName(next)
    }
    return false
  }

  /// UIKit's designated initialisers of a class of `metatypeKinds` (with `init(coder:)`): a
  /// subclass that overrides them all inherits the convenience ones (`init()`).
  static func uikitDesignatedLabels(_ name: String) -> Set<[String]> {
    switch name {
    case "UITableViewCell": return [["style", "reuseIdentifier"], ["coder"]]
    case "UITableViewHeaderFooterView": return [["reuseIdentifier"], ["coder"]]
    case "UITableView": return [["frame", "style"], ["coder"]]
    default:
      return metatypeKinds[name]?.contains("nib") == true
        ? [["nibName", "bundle"], ["coder"]] : [["frame"], ["coder"]]
    }
  }

  /// The initialisers of `metatypeKinds` a class of the target has: those it declares, with
  /// those it inherits — every one when it declares no designated initialiser, the convenience
  /// ones when it overrides every designated one of its superclass.
  func metatypeInitializers(of name: String) -> Set<String> {
    var seen: Set<String> = []
    func kinds(_ name: String) -> Set<String> {
      let current = plainName(name)
      guard seen.insert(current).inserted else { return [] }
      if let kinds = Self.metatypeKinds[current] { return kinds }
      guard let next = superclasses[current].map(plainName) else { return [] }
      let declared = designatedInitializers[current] ?? []
      if declared.isEmpty { return kinds(next) }
      var result: Set<String> = []
      for initializer in declared where initializer.isCallable {
        switch initializer.labels {
        case []: result.insert("plain")
        case ["frame"]: result.insert("frame")
        case ["nibName", "bundle"]: result.insert("nib")
        default: break
        }
      }
      let superDesignated =
        Self.metatypeKinds[next] != nil
        ? Self.uikitDesignatedLabels(next)
        : Set((designatedInitializers[next] ?? []).map(\.labels))
      if !superDesignated.isEmpty, superDesignated.isSubset(of: Set(declared.map(\.labels))) {
        // Every designated initialiser overridden: the convenience ones are inherited.
        result.formUnion(kinds(next).intersection(["plain"]))
        // HeadlessUIKit's `init(frame:)` of a cell or a header is a convenience one, as UIKit's.
        if ["UITableViewCell", "UITableViewHeaderFooterView"].contains(next) {
          result.insert("frame")
        }
      }
      return result
    }
    return kinds(name)
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
  var protocolNames: Set<String> = []
  var designatedInitializers: [String: [PortInitializer]] = [:]
  var forwarders: [String: [ForwardedMember]] = [:]
  var optionalRequirements: Set<String> = []
  var extensionMethods: [String: Set<String>] = [:]
  var overriddenMethods: [String: Set<String>] = [:]

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let name = optionalRequirementName(node) { optionalRequirements.insert(name) }
    if let type = extendedClass(of: Syntax(node)), FrameworkExtensionOverride.isDispatchable(node) {
      extensionMethods[FrameworkExtensionOverride.key(node), default: []].insert(type)
    }
    if let owner = FrameworkExtensionOverride.classOwning(node),
      node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
    {
      overriddenMethods[owner, default: []].insert(FrameworkExtensionOverride.key(node))
    }
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

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let classDecl = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self),
      !node.modifiers.contains(where: { $0.name.text == "convenience" }),
      let name = enclosingTypeName(of: Syntax(classDecl), including: true)
    else { return .skipChildren }
    let unavailable = node.attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      return attribute.attributeName.trimmedDescription == "available"
        && (attribute.arguments?.trimmedDescription.contains("unavailable") ?? false)
    }
    let callable =
      !unavailable && node.optionalMark == nil
      && node.signature.effectSpecifiers?.throwsClause == nil
      && node.genericParameterClause == nil
    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
    designatedInitializers[name, default: []].append(
      PortInitializer(labels: labels, isCallable: callable))
    return .skipChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    // Protocols nest in no type: the name is the protocol's own.
    protocolNames.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if let type = extendedClass(of: Syntax(node)), FrameworkExtensionOverride.isDispatchable(node),
      let key = FrameworkExtensionOverride.key(node)
    {
      extensionMethods[key, default: []].insert(type)
    }
    if let owner = FrameworkExtensionOverride.classOwning(node),
      node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      let key = FrameworkExtensionOverride.key(node)
    {
      overriddenMethods[owner, default: []].insert(key)
    }
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
