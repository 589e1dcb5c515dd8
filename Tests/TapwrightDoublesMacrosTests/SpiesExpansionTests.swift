import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import TapwrightDoublesMacros
import Testing

@Suite("#Spies(of:) expansion")
struct SpiesExpansionTests {
  @Test("#Spies(of:) expands to nothing: TapwrightSpyPlugin reads it")
  func expandsToNothing() {
    assertSpiesExpansion(
      "#Spies(of: NotesListDelegate.self, SampleApp.NotesTransport.self)",
      expandedSource: "")
  }

  @Test("#Spies(of:) in a file whose name doesn't end in 'Spies.swift' is an error")
  func otherFilesAreErrors() {
    assertSpiesExpansion(
      "#Spies(of: NotesListDelegate.self)",
      expandedSource: "",
      diagnostics: [
        DiagnosticSpec(
          message: "#Spies(of:) belongs in a file whose name ends in 'Spies.swift', such as "
            + "'Spies.swift': TapwrightSpyPlugin reads only those",
          line: 1, column: 1)
      ],
      fileName: "NotesListTests.swift")
  }

  @Test("An argument not written 'Protocol.self' is an error at the argument")
  func otherArgumentsAreErrors() {
    assertSpiesExpansion(
      "#Spies(of: \"NotesListDelegate\")",
      expandedSource: "",
      diagnostics: [
        DiagnosticSpec(
          message: "#Spies(of:) takes protocol types written as 'Protocol.self'", line: 1,
          column: 12)
      ])
  }
}

/// Asserts that `#Spies` expands `source` to `expanded`, reporting mismatches to Swift Testing.
private func assertSpiesExpansion(
  _ source: String,
  expandedSource expanded: String,
  diagnostics: [DiagnosticSpec] = [],
  fileName: String = "NavigationSpies.swift",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  assertMacroExpansion(
    source,
    expandedSource: expanded,
    diagnostics: diagnostics,
    macroSpecs: ["Spies": MacroSpec(type: SpiesMacro.self)],
    testFileName: fileName,
    failureHandler: { failure in
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: SourceLocation(
          fileID: failure.location.fileID, filePath: failure.location.filePath,
          line: failure.location.line, column: failure.location.column))
    },
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
