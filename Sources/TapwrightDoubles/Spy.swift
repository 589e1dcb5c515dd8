/// Generates a spy for the protocol it's attached to: `final class <Protocol>Spy`.
///
/// The spy conforms to the protocol, records every call, answers with stubs and checks
/// expectations later. See <doc:spying-on-protocols>.
///
/// ```swift
/// @Spy
/// protocol NavigationDelegate: AnyObject {
///   func showRed()
/// }
///
/// let spy = NavigationDelegateSpy()
/// spy.showRed()
/// #expect(spy.showRed.callCount == 1)
/// ```
@attached(peer, names: suffixed(Spy), suffixed(Spying), suffixed(SpyStatics))
@attached(extension, names: arbitrary)
public macro Spy() = #externalMacro(module: "TapwrightDoublesMacros", type: "SpyMacro")

/// Generates a spy for a protocol that refines other `@Spy` protocols, reusing their spies.
///
/// Swift macros see only the declaration they're attached to, so the parents' requirements are
/// implemented by the `<Parent>Spying` protocols their own `@Spy` generated. List every direct
/// parent that has requirements; the parent's recorders are then `spy.<parent>Spy.<member>`.
///
/// ```swift
/// @Spy protocol Loading { func load() }
/// @Spy(inheriting: Loading.self) protocol Screen: Loading { func show() }
///
/// let spy = ScreenSpy()
/// spy.load()
/// #expect(spy.loadingSpy.load.callCount == 1)
/// ```
///
/// - Parameter parents: The refined protocols, each marked `@Spy` itself.
@attached(peer, names: suffixed(Spy), suffixed(Spying), suffixed(SpyStatics))
@attached(extension, names: arbitrary)
public macro Spy(inheriting parents: Any.Type...) =
  #externalMacro(module: "TapwrightDoublesMacros", type: "SpyMacro")
