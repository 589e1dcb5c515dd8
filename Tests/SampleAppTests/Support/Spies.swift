import TapwrightDoubles
import TapwrightSampleApp

// The app's own protocols this suite spies on. TapwrightSpyPlugin (applied to this target in
// Package.swift) reads them from TapwrightSampleApp's sources and generates `NotesListDelegateSpy` and
// `NotesTransportSpy`, exactly as `@Spy` would — no copy of the protocols here. A renamed protocol
// is a compile error on this line.
#Spies(of: NotesListDelegate.self, NotesTransport.self)
