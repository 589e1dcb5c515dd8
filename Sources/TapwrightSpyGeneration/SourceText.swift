/// A Swift source file's path and text, as the spy generator reads it.
package struct SourceText: Sendable {
  /// The file's path, as diagnostics show it.
  package var path: String
  /// The file's contents.
  package var text: String

  /// Creates a source file from its path and contents.
  package init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// The Swift sources of one module the test target depends on.
package struct ModuleSources: Sendable {
  /// The module's name, as the generated file imports it.
  package var name: String
  /// The module's Swift files.
  package var files: [SourceText]

  /// Creates a module's sources from its name and files.
  package init(name: String, files: [SourceText]) {
    self.name = name
    self.files = files
  }
}

/// A message the spy generator reports at a place in a source file, as a compiler does.
package struct GenerationDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is.
  package enum Severity: String, Sendable {
    case error
    case warning
    case note
  }

  /// The file's path.
  package var path: String
  /// The 1-based line.
  package var line: Int
  /// The 1-based column.
  package var column: Int
  /// Whether it is an error, a warning or a note.
  package var severity: Severity
  /// The message.
  package var message: String

  /// Creates a diagnostic at `path:line:column`.
  package init(path: String, line: Int, column: Int, severity: Severity, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// `path:line:column: error: message`, the form Xcode and SwiftPM show at the place.
  package var description: String {
    "\(path):\(line):\(column): \(severity.rawValue): \(message)"
  }
}
