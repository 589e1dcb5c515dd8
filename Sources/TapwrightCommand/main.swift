import Foundation
import TapwrightXcodeProject

// tapwright port [<App>.xcodeproj | <App>.xcworkspace] [--output <folder>] [--tapwright <checkout>]
//                [--target <name>]… [--skip <name>]… [--no-resolve]
// tapwright test [<App>.xcodeproj | <App>.xcworkspace] [--output <folder>] [--tapwright <checkout>]
//                [--target <name>]… [--skip <name>]… [--scratch-path <folder>] [--strict]
//                [-- <swift test options>]
//
// `port` writes a Linux test package for an Xcode project (see `LinuxPackage`), then checks that
// the Swift packages the project uses resolve here. `test` ports, builds and runs the app's tests,
// leaving out each test file that does not compile on Linux, and ends with a summary. Exit status:
// 0 done (every test that ran passed), 1 the project, its packages or its app could not be read,
// resolved or built, or a test failed, 2 a usage error.

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}
arguments.removeFirst()
switch command {
case "help", "--help", "-h":
  print(usage, terminator: "")
  exit(0)
case "port":
  let options = Options.parse(arguments, for: .port)
  var ported = Ported(options)
  ported.printReport()
  if options.resolve {
    ported.resolvePackages()
    ported.portPackages()
  }
  print("Run the app's tests: swift test --package-path \(shown(ported.output))")
case "test":
  runTests(Options.parse(arguments, for: .test))
default:
  fail("unknown command \(command)\n\n\(usage)", status: 2)
}
