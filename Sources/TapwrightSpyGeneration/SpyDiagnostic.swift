import SwiftDiagnostics
import SwiftSyntax

/// The diagnostics `@Spy` produces; their messages are API and tested exactly.
package enum SpyDiagnostic: String, DiagnosticMessage {
  case notAProtocol
  case initializerRequirement
  case subscriptRequirement
  case genericResult
  case opaqueResult
  case selfRequirement
  case associatedTypeWithoutDefault
  case inheritingArgument
  case actorProtocol
  case spiesArgument
  case spiesFile

  package var message: String {
    switch self {
    case .notAProtocol:
      "@Spy can only be attached to a protocol"
    case .initializerRequirement:
      "@Spy can't spy on an initializer requirement; create spies with their generated init"
    case .subscriptRequirement:
      "@Spy can't spy on a subscript requirement; declare a method instead"
    case .genericResult:
      "@Spy can't spy on a generic method whose result type uses its generic parameters; "
        + "return a concrete type"
    case .opaqueResult:
      "@Spy can't spy on a requirement with an opaque result type ('some'); return 'any' instead"
    case .selfRequirement:
      "@Spy can't spy on a requirement that uses 'Self'"
    case .associatedTypeWithoutDefault:
      "@Spy needs a default type for this associated type, used by the spy"
    case .inheritingArgument:
      "@Spy(inheriting:) takes protocol types written as 'Parent.self'"
    case .actorProtocol:
      "@Spy can't spy on a protocol that requires an actor: its spy is a class"
    case .spiesArgument:
      "#Spies(of:) takes protocol types written as 'Protocol.self'"
    case .spiesFile:
      "#Spies(of:) belongs in a file whose name ends in 'Spies.swift', such as 'Spies.swift': "
        + "TapwrightSpyPlugin reads only those"
    }
  }

  package var diagnosticID: MessageID {
    MessageID(domain: "TapwrightDoubles", id: rawValue)
  }

  package var severity: DiagnosticSeverity { .error }
}

/// A fix-it message for `@Spy`'s diagnostics.
struct SpyFixIt: FixItMessage {
  let message: String

  var fixItID: MessageID {
    MessageID(domain: "TapwrightDoubles", id: message)
  }
}
