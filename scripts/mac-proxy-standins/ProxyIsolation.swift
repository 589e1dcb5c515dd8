// `#isolation` (SE-0420) for `scripts/mac-proxy-compile`: the iOS SDK's Swift 5.10 standard
// library predates the macro, which Swift 6's `_Concurrency` declares exactly so; the compiler
// expands it. Imported into every module of the proxy build (`-import-module`), so code and
// macro expansions that use `#isolation` type-check as they do with Swift 6's library.
import Swift

@freestanding(expression)
public macro isolation<T>() -> T = Builtin.IsolationMacro
