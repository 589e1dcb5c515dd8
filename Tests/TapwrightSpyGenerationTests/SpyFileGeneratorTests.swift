import SwiftBasicFormat
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import TapwrightDoublesMacros
import TapwrightSpyGeneration
import Testing

/// The app module most tests read protocols from.
private func app(_ files: [String: String]) -> [ModuleSources] {
  [
    ModuleSources(
      name: "App",
      files: files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) })
  ]
}

/// A test target's file naming protocols.
private func spies(_ text: String) -> [SourceText] {
  [SourceText(path: "/Tests/AppTests/Spies.swift", text: text)]
}

/// What `@Spy` expands `source` (one protocol) to, formatted as the generated file is.
private func spyExpansion(of source: String) throws -> [String] {
  let tree = Parser.parse(source: source)
  let proto = try #require(tree.statements.first?.item.as(ProtocolDeclSyntax.self))
  let attribute = AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("Spy")))
  let context = BasicMacroExpansionContext()
  let peers = try SpyMacro.expansion(of: attribute, providingPeersOf: proto, in: context)
  let extensions = try SpyMacro.expansion(
    of: attribute, attachedTo: proto,
    providingExtensionsOf: TypeSyntax(stringLiteral: proto.name.text),
    conformingTo: [], in: context)
  let format = BasicFormat(indentationWidth: .spaces(2))
  return peers.map { $0.formatted(using: format).description }
    + extensions.map { $0.formatted(using: format).description }
}

@Suite("TapwrightSpyPlugin's generator")
struct SpyFileGeneratorTests {
  @Test("A protocol named by #Spies(of:) gets the spy @Spy generates, importing its module")
  func generatesTheSpyOfANamedProtocol() throws {
    let imports = """
      import Foundation
      #if canImport(UIKit)
        import UIKit
      #else
        import HeadlessUIKit
      #endif
      """
    let declaration = """
      /// Where the list sends the user.
      @preconcurrency @MainActor
      protocol NotesListDelegate: AnyObject {
        func notesList(_ list: NotesListViewController, didSelect note: Note)
        func notesListDidRequestCompose(_ list: NotesListViewController)
      }
      """
    let file = SpyFileGenerator.generate(
      testSources: spies("#Spies(of: NotesListDelegate.self)"),
      modules: app(["/Sources/App/Delegates.swift": imports + "\n\n" + declaration]))

    #expect(file.diagnostics == [])
    #expect(
      file.text.contains("import TapwrightDoubles\n@testable import App\nimport Foundation\n"))
    #expect(
      file.text.contains(
        """
        #if canImport(UIKit)
          import UIKit
        #else
          import HeadlessUIKit
        #endif
        """))
    #expect(
      file.text.contains(
        "@preconcurrency @MainActor final class NotesListDelegateSpy: NotesListDelegateSpying, Sendable {"
      ))
    #expect(file.text.contains("extension NotesListDelegate where Self: NotesListDelegateSpying {"))
    for expanded in try spyExpansion(of: declaration) {
      #expect(file.text.contains(expanded))
    }
  }

  @Test("Labels, async, throws, properties and statics come out exactly as @Spy writes them")
  func generatesWhatTheMacroGenerates() throws {
    let source = """
      protocol Transport: Sendable {
        func fetch(id: Int) async throws -> Item
        func send(_ item: Item, retries: Int) throws(TransportError)
        func cancel(_ id: Int)
        func cancel(id: String)
        var timeout: Double { get set }
        var name: String { get async throws }
        static func reset()
      }
      """
    let file = SpyFileGenerator.generate(
      testSources: spies("#Spies(of: App.Transport.self)"),
      modules: app(["/Sources/App/Transport.swift": source]))

    #expect(file.diagnostics == [])
    let expansion = try spyExpansion(of: source)
    #expect(expansion.count == 4)
    for declaration in expansion {
      #expect(file.text.contains(declaration))
    }
    #expect(file.text.contains("final class TransportSpyStatics: SpyStaticRecorders {"))
  }

  @Test("A public protocol's spy is internal to the test target, and imports its module plainly")
  func publicProtocolsGetInternalSpies() {
    let file = SpyFileGenerator.generate(
      testSources: spies("#Spies(of: Loader.self)"),
      modules: app(["/Sources/App/Loader.swift": "public protocol Loader { func load() }"]))

    #expect(file.diagnostics == [])
    #expect(file.text.contains("\nimport App\n"))
    #expect(file.text.contains("\nfinal class LoaderSpy: LoaderSpying, Sendable {"))
    #expect(!file.text.contains("public "))
  }

  @Test("A parent declared in the sources gets its spy too, and the child's spy inherits it")
  func generatesParentsFoundInTheSources() {
    let file = SpyFileGenerator.generate(
      testSources: spies("#Spies(of: Screen.self)"),
      modules: app([
        "/Sources/App/Loading.swift": "protocol Loading: AnyObject { func load() }",
        "/Sources/App/Screen.swift": "protocol Screen: Loading { func show(title: String) }",
      ]))

    #expect(file.diagnostics == [])
    #expect(file.text.contains("final class LoadingSpy: LoadingSpying, Sendable {"))
    #expect(file.text.contains("protocol ScreenSpying: Screen, LoadingSpying, AnyObject {"))
    #expect(file.text.contains("let loadingSpy: LoadingSpy"))
  }

  @Test("An unknown protocol is an error at the argument naming it")
  func unknownProtocol() {
    let file = SpyFileGenerator.generate(
      testSources: spies("import App\n\n#Spies(of: NotesListDelegate.self, Missing.self)"),
      modules: app(["/Sources/App/A.swift": "protocol NotesListDelegate {}"]))

    #expect(
      file.diagnostics.map(\.description) == [
        "/Tests/AppTests/Spies.swift:3:36: error: No protocol named 'Missing' is declared in the "
          + "sources of this target's dependencies (App); #Spies(of:) generates spies of those "
          + "only — use @Spy for a protocol declared in the test target"
      ])
    #expect(!file.succeeded)
  }

  @Test("A protocol refining a UIKit delegate protocol is an error naming it and its file")
  func refiningAUIKitProtocol() {
    let file = SpyFileGenerator.generate(
      testSources: spies("#Spies(of: ListDelegate.self)"),
      modules: app([
        "/Sources/App/List.swift": "@MainActor\nprotocol ListDelegate: UITableViewDelegate {}"
      ]))

    #expect(
      file.diagnostics.map(\.description) == [
        "/Tests/AppTests/Spies.swift:1:12: error: TapwrightSpyPlugin can't generate a spy for "
          + "'ListDelegate' (/Sources/App/List.swift:2): it refines 'UITableViewDelegate', a "
          + "UIKit or Foundation protocol: spies of protocols refining UIKit's delegate protocols "
          + "are out of scope; mirror 'ListDelegate' in the test target with @Spy instead",
        "/Sources/App/List.swift:2:24: note: 'ListDelegate' refines 'UITableViewDelegate' here",
      ])
  }

  @Test("An unreadable ancestor is an error naming the protocol the test target asked for")
  func unreadableAncestor() {
    let file = SpyFileGenerator.generate(
      testSources: spies("#Spies(of: Screen.self)"),
      modules: app([
        "/Sources/App/Loading.swift": "protocol Loading: Identifiable { func load() }",
        "/Sources/App/Screen.swift": "protocol Screen: Loading { func show() }",
      ]))

    #expect(
      file.diagnostics.map(\.description) == [
        "/Tests/AppTests/Spies.swift:1:12: error: TapwrightSpyPlugin can't generate a spy for "
          + "'Screen' (/Sources/App/Screen.swift:1): it refines 'Identifiable' (through "
          + "'Loading'), which isn't declared in the sources of this target's dependencies; "
          + "mirror 'Screen' in the test target with @Spy instead",
        "/Sources/App/Loading.swift:1:19: note: 'Loading' refines 'Identifiable' here",
      ])
    #expect(!file.text.contains("class "))
  }

  @Test("A requirement a spy can't implement is @Spy's error, at the requirement in the app")
  func unsupportedRequirement() {
    let file = SpyFileGenerator.generate(
      testSources: spies("#Spies(of: Factory.self)"),
      modules: app(["/Sources/App/Factory.swift": "protocol Factory {\n  init(name: String)\n}"]))

    #expect(
      file.diagnostics.map(\.description) == [
        "/Sources/App/Factory.swift:2:3: error: @Spy can't spy on an initializer requirement; "
          + "create spies with their generated init",
        "/Tests/AppTests/Spies.swift:1:12: note: the spy of 'Factory' is named here",
      ])
  }

  @Test("Other arguments, unknown modules and ambiguous names are errors at the argument")
  func badArguments() {
    let modules = [
      ModuleSources(name: "A", files: [SourceText(path: "/A.swift", text: "protocol P {}")]),
      ModuleSources(name: "B", files: [SourceText(path: "/B.swift", text: "protocol P {}")]),
    ]
    let file = SpyFileGenerator.generate(
      testSources: spies("#Spies(of: \"P\", C.P.self, P.self, B.P.self)"), modules: modules)

    #expect(
      file.diagnostics.map(\.description) == [
        "/Tests/AppTests/Spies.swift:1:12: error: #Spies(of:) takes protocol types written as "
          + "'Protocol.self'",
        "/Tests/AppTests/Spies.swift:1:17: error: TapwrightSpyPlugin reads the sources of this "
          + "target's dependencies (A, B), not 'C'",
        "/Tests/AppTests/Spies.swift:1:27: error: 'P' is declared in several modules (A, B); "
          + "write 'A.P.self'",
      ])
  }

  @Test("With nothing named, the file has only its imports")
  func nothingNamed() {
    let file = SpyFileGenerator.generate(testSources: [], modules: app([:]))

    #expect(file.succeeded)
    #expect(!file.text.contains("class "))
  }
}
