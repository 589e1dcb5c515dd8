/// Every module's benchmark suite, in report order. Each module adds its own line.
let suites: [Suite] =
  headlessSuites + [
    supportSuite,
    .doubles,
    fakeServerSuite,
    tapwrightSuite,
    sampleSuite,
    portProjectSuite,
  ]

/// HeadlessUIKit's own suites, which exist only where HeadlessUIKit does (not over real UIKit).
#if canImport(UIKit)
  let headlessSuites: [Suite] = []
#else
  let headlessSuites: [Suite] = [
    headlessUIKitSuite, headlessUIKitControlsSuite, headlessUIKitLayoutSuite, storyboardSuite,
  ]
#endif
