/// Every module's benchmark suite, in report order. Each module adds its own line.
let suites: [Suite] = [
  headlessUIKitSuite,
  headlessUIKitControlsSuite,
  headlessUIKitLayoutSuite,
  supportSuite,
  .doubles,
  fakeServerSuite,
  tapwrightSuite,
  sampleSuite,
]
