import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite("@Spy diagnostics")
struct SpyDiagnosticTests {
  @Test("@Spy on a class is an error, and generates nothing")
  func notAProtocol() {
    assertSpyExpansion(
      """
      @Spy
      final class Navigator {}
      """,
      expandedSource: """
        final class Navigator {}
        """,
      diagnostics: [
        DiagnosticSpec(message: "@Spy can only be attached to a protocol", line: 1, column: 1)
      ]
    )
  }

  @Test("Requirements a spy can't implement are errors at the requirement")
  func unsupportedRequirements() {
    assertSpyExpansion(
      """
      @Spy
      protocol Factory {
        init(name: String)
        subscript(index: Int) -> String { get }
        func decode<T: Decodable>(_ type: T.Type) -> T
        func view() -> some Equatable
        func copy() -> Self
      }
      """,
      expandedSource: """
        protocol Factory {
          init(name: String)
          subscript(index: Int) -> String { get }
          func decode<T: Decodable>(_ type: T.Type) -> T
          func view() -> some Equatable
          func copy() -> Self
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Spy can't spy on an initializer requirement; create spies with their "
            + "generated init",
          line: 3, column: 3),
        DiagnosticSpec(
          message: "@Spy can't spy on a subscript requirement; declare a method instead",
          line: 4, column: 3),
        DiagnosticSpec(
          message: "@Spy can't spy on a generic method whose result type uses its generic "
            + "parameters; return a concrete type",
          line: 5, column: 3),
        DiagnosticSpec(
          message: "@Spy can't spy on a requirement with an opaque result type ('some'); "
            + "return 'any' instead",
          line: 6, column: 3),
        DiagnosticSpec(
          message: "@Spy can't spy on a requirement that uses 'Self'", line: 7, column: 3),
      ]
    )
  }

  @Test("An associated type without a default is an error with a fix-it adding one")
  func associatedTypeWithoutDefault() {
    assertSpyExpansion(
      """
      @Spy
      protocol Repository {
        associatedtype Model: Sendable
        func all() -> [Model]
      }
      """,
      expandedSource: """
        protocol Repository {
          associatedtype Model: Sendable
          func all() -> [Model]
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Spy needs a default type for this associated type, used by the spy",
          line: 3, column: 3,
          fixIts: [FixItSpec(message: "Add a default type")])
      ],
      applyFixIts: ["Add a default type"],
      fixedSource: """
        @Spy
        protocol Repository {
          associatedtype Model: Sendable = <#Type#>
          func all() -> [Model]
        }
        """
    )
  }

  @Test("@Spy(inheriting:) takes metatypes written as Parent.self")
  func inheritingArgument() {
    assertSpyExpansion(
      """
      @Spy(inheriting: "Loading")
      protocol Screen: Loading {}
      """,
      expandedSource: """
        protocol Screen: Loading {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Spy(inheriting:) takes protocol types written as 'Parent.self'",
          line: 1, column: 18)
      ]
    )
  }

  @Test("A protocol that requires an actor can't be spied: the spy is a class")
  func actorProtocol() {
    assertSpyExpansion(
      """
      @Spy
      protocol Counter: Actor {
        func increment()
      }
      """,
      expandedSource: """
        protocol Counter: Actor {
          func increment()
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Spy can't spy on a protocol that requires an actor: its spy is a class",
          line: 2, column: 19)
      ]
    )
  }
}
