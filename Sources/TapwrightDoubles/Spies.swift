/// Names protocols declared in the app's modules whose spies TapwrightSpyPlugin generates.
///
/// `@Spy` reads the protocol it is attached to, so it can't reach a protocol declared in the app.
/// Apply the `TapwrightSpyPlugin` build-tool plugin to the test target and name the protocols
/// here, in a file whose name ends in `Spies.swift` (the files the plugin reads); the plugin reads them from the sources of the test target's dependencies and generates,
/// for each, the spy `@Spy` would: `<Protocol>Spy`, internal to the test target.
/// See <doc:spying-on-protocols#Spying-on-the-apps-own-protocols>.
///
/// ```swift
/// // Tests/SampleAppTests/Spies.swift
/// import SampleApp
/// import TapwrightDoubles
///
/// #Spies(of: NotesListDelegate.self, ComposeNoteDelegate.self)
///
/// let spy = NotesListDelegateSpy()
/// ```
///
/// The macro itself expands to nothing: it is type-checked, so a renamed protocol is a compile
/// error here, and it is where the plugin reports a protocol it can't find or spy on.
///
/// - Parameter protocols: The protocols, written as `Protocol.self` or `Module.Protocol.self`.
@freestanding(declaration)
public macro Spies(of protocols: Any.Type...) =
  #externalMacro(module: "TapwrightDoublesMacros", type: "SpiesMacro")
