// The port step's anchor (see the README): every test target of a ported app is ported too, and
// runs inside the app, launched first, as Xcode's test host runs it.
