import SwiftSyntax
import SwiftSyntaxBuilder

/// Writes the spy of one protocol.
package struct SpyGenerator {
  let spied: SpiedProtocol
  let parents: [String]
  let access: String
  let isolation: String
  let spyProperty: String

  /// Prepares the spy of `spied`, whose refined `@Spy` protocols are `parents`.
  package init(_ spied: SpiedProtocol, parents: [String]) {
    var spied = spied
    Naming.assignRecorderNames(&spied)
    self.spied = spied
    self.parents = parents
    self.access = spied.access
    self.isolation = spied.globalActorAttributes.map { $0 + " " }.joined()
    self.spyProperty = Naming.spyProperty(spied.name)
  }

  private var name: String { spied.name }

  private var hasStatics: Bool {
    !spied.staticMethods.isEmpty || !spied.staticProperties.isEmpty
  }

  /// The spy's declarations: `<P>Spying`, `<P>Spy` and, for static requirements, `<P>SpyStatics`.
  package func peers() -> [DeclSyntax] {
    [spyingProtocol(), spyClass()] + (hasStatics ? [staticsClass()] : [])
  }

  // MARK: <P>Spying

  private func spyingProtocol() -> DeclSyntax {
    let inherited = [name] + parents.map { "\($0)Spying" } + ["AnyObject"]
    let whereClause =
      spied.associatedTypes.isEmpty
      ? ""
      : " where "
        + spied.associatedTypes.map { "\($0.name) == \($0.defaultType)" }.joined(
          separator: ", ")
    return """
      /// Implements `\(raw: name)` by recording into `\(raw: name)Spy`'s recorders; spies of refining protocols adopt it.
      \(raw: isolation)\(raw: access)protocol \(raw: name)Spying: \(raw: inherited.joined(separator: ", "))\(raw: whereClause) {
      /// The spy whose recorders implement `\(raw: name)`.
      nonisolated var \(raw: spyProperty): \(raw: name)Spy { get }
      }
      """
  }

  // MARK: extension P where Self: PSpying

  /// The extension of `type` (the protocol) that implements its requirements for its spies.
  package func implementations(of type: String) -> ExtensionDeclSyntax? {
    // A protocol nested in a type (`Outer.P`) has its peers nested too: `Outer.PSpying`.
    let qualifier = type.hasSuffix("." + name) ? String(type.dropLast(name.count)) : ""
    var members = ""
    for parent in parents {
      let property = Naming.spyProperty(parent)
      members += """
        /// The spy recording `\(parent)`'s requirements.
        \(access)nonisolated var \(property): \(parent)Spy { self.\(spyProperty).\(property) }\n
        """
    }
    for method in spied.methods {
      members += implementation(of: method, owner: "self.\(spyProperty)") + "\n"
    }
    for property in spied.properties {
      members += implementation(of: property, owner: "self.\(spyProperty)") + "\n"
    }
    let statics = "\(qualifier)\(name)Spy.statics"
    for method in spied.staticMethods {
      members += implementation(of: method, owner: statics) + "\n"
    }
    for property in spied.staticProperties {
      members += implementation(of: property, owner: statics) + "\n"
    }
    let decl: DeclSyntax = """
      extension \(raw: type) where Self: \(raw: qualifier)\(raw: name)Spying {
      \(raw: members)}
      """
    return decl.as(ExtensionDeclSyntax.self)
  }

  /// The implementation of a method, recording into `owner`'s recorder.
  private func implementation(of method: MethodRequirement, owner: String) -> String {
    var function = method.declaration
    function.leadingTrivia = []
    function.trailingTrivia = []
    function.modifiers = function.modifiers.filter { $0.name.tokenKind != .keyword(.mutating) }
    var parameters = function.signature.parameterClause.parameters
    for index in parameters.indices {
      let name = method.parameters[parameters.distance(from: parameters.startIndex, to: index)].name
      if let second = parameters[index].secondName, second.text == "_" {
        parameters[index].secondName = .identifier(
          name, leadingTrivia: second.leadingTrivia, trailingTrivia: second.trailingTrivia)
      } else if parameters[index].secondName == nil, parameters[index].firstName.text == "_" {
        parameters[index].secondName = .identifier(name, leadingTrivia: .space)
      }
    }
    function.signature.parameterClause.parameters = parameters
    function.body = nil
    let header = function.trimmedDescription
    let recorder = "\(owner).\(method.recorderName)"
    let call = method.usesInvokeThrowing ? "invokeThrowing" : "invoke"
    let effect = method.needsTry ? "try " : ""
    let returnKeyword = method.outputType == "Void" ? "" : "return "
    return """
      \(access)\(header) {
      \(returnKeyword)\(effect)\(recorder).\(call)(\(method.argumentsExpression))
      }
      """
  }

  /// The implementation of a property, recording into `owner`'s recorders.
  private func implementation(of property: PropertyRequirement, owner: String) -> String {
    let getter = "\(owner).\(property.getterName)"
    let declaration = property.attributes + access + (property.isStatic ? "static " : "") + "var"
    let call = property.getterThrows ? "invokeThrowing" : "invoke"
    let effects =
      (property.getterIsAsync ? " async" : "") + (property.getterThrows ? " throws" : "")
    let body = "\(property.getterThrows ? "try " : "")\(getter).\(call)(())"
    if property.isSettable {
      return """
        \(declaration) \(property.name): \(property.type) {
        get {
        \(body)
        }
        set {
        \(owner).\(property.setterName).invoke(newValue)
        \(getter).returns(newValue)
        }
        }
        """
    }
    return """
      \(declaration) \(property.name): \(property.type) {
      get\(effects) {
      \(body)
      }
      }
      """
  }

  // MARK: <P>Spy

  /// The recorder properties of some requirements, and their initialization from `log`.
  private func recorders(
    _ methods: [MethodRequirement],
    _ properties: [PropertyRequirement]
  ) -> (members: String, assignments: String) {
    var members = ""
    var assignments = ""
    for method in methods {
      members += """
        /// The record and stubs of `\(method.swiftName)`.
        \(access)nonisolated let \(method.recorderName): \(method.recorderType)\n
        """
      let labels = method.recordedParameters.map { $0.label.map { "\"\($0)\"" } ?? "nil" }
      assignments +=
        "self.\(method.recorderName) = SpyMethod(method: \"\(method.swiftName)\", labels: [\(labels.joined(separator: ", "))], log: log)\n"
    }
    for property in properties {
      members += """
        /// The record and stubs of reading `\(property.name)`.
        \(access)nonisolated let \(property.getterName): SpyMethod<Void, \(property.type), \(getterFailure(property))>\n
        """
      assignments +=
        "self.\(property.getterName) = SpyMethod(getter: \"\(property.name)\", log: log)\n"
      if property.isSettable {
        members += """
          /// The record of setting `\(property.name)`.
          \(access)nonisolated let \(property.setterName): SpyMethod<\(property.type), Void, Never>\n
          """
        assignments +=
          "self.\(property.setterName) = SpyMethod(setter: \"\(property.name)\", log: log)\n"
      }
    }
    return (members, assignments)
  }

  private func spyClass() -> DeclSyntax {
    var (members, assignments) = recorders(spied.methods, spied.properties)
    if hasStatics {
      members += """
        /// The recorders of `\(name)`'s static requirements for the running test (kept in its scope).
        \(access)nonisolated static var statics: \(name)SpyStatics { SpyStatics.current(\(name)SpyStatics.self, spyName: "\(name)Spy") }\n
        """
    }
    for parent in parents {
      let property = Naming.spyProperty(parent)
      members += """
        /// The spy recording `\(parent)`'s requirements, sharing this spy's log.
        \(access)nonisolated let \(property): \(parent)Spy\n
        """
      assignments += "self.\(property) = \(parent)Spy(log: log)\n"
    }
    let requirementNames = Set(spied.methods.map(\.baseName) + spied.properties.map(\.name))
    var conveniences = ""
    if !requirementNames.contains("invocations") {
      conveniences += """
        /// Every call so far, in order across all members: `spy.invocations.map(\\.member)`.
        \(access)nonisolated var invocations: [SpyInvocation] { spyLog.invocations }\n
        """
    }
    if !requirementNames.contains("verify") {
      conveniences += """
        /// Checks the expectations not checked yet, reporting failures at their `expect` lines.
        \(access)nonisolated func verify() { spyLog.verify() }\n
        """
    }
    let aliases = spied.associatedTypes.map {
      "\(access)typealias \($0.name) = \($0.defaultType)\n"
    }.joined()
    return """
      /// A spy conforming to `\(raw: name)`: records calls, answers with stubs, checks expectations.
      \(raw: isolation)\(raw: access)final class \(raw: name)Spy: \(raw: name)Spying, Sendable {
      \(raw: aliases)\(raw: members)/// The spy's record: calls in order, strictness, expectations not checked yet.
      \(raw: access)nonisolated let spyLog: SpyLog
      /// This spy, as `\(raw: name)Spying` requires.
      \(raw: access)nonisolated var \(raw: spyProperty): \(raw: name)Spy { self }
      /// Creates a spy; a `.strict` one reports calls without a stub at this line.
      \(raw: access)convenience init(
      _ strictness: SpyStrictness = .relaxed,
      at callSite: CallSite = #callSite
      ) {
      self.init(log: SpyLog(spyName: "\(raw: name)Spy", strictness: strictness, at: callSite))
      }
      /// Creates a spy recording into `log`, shared with the spy of a refining protocol.
      \(raw: access)init(log: SpyLog) {
      self.spyLog = log
      \(raw: assignments)}
      \(raw: conveniences)}
      """
  }

  // MARK: <P>SpyStatics

  private func staticsClass() -> DeclSyntax {
    let (members, assignments) = recorders(spied.staticMethods, spied.staticProperties)
    return """
      /// The recorders of `\(raw: name)`'s static requirements; each test gets its own, as `\(raw: name)Spy.statics`.
      \(raw: access)final class \(raw: name)SpyStatics: SpyStaticRecorders {
      \(raw: members)/// The record of static calls in this test, in order.
      \(raw: access)nonisolated let spyLog: SpyLog
      /// Creates the recorders, recording into `log`.
      \(raw: access)init(log: SpyLog) {
      self.spyLog = log
      \(raw: assignments)}
      /// Every static call so far in this test, in order.
      \(raw: access)nonisolated var invocations: [SpyInvocation] { spyLog.invocations }
      /// Checks the expectations on static requirements not checked yet.
      \(raw: access)nonisolated func verify() { spyLog.verify() }
      }
      """
  }

  private func getterFailure(_ property: PropertyRequirement) -> String {
    property.getterThrows ? "any Error" : "Never"
  }
}
