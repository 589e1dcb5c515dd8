// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(UIKit) && !canImport(Darwin) && canImport(Glibc)
  import Glibc

  // C names that Darwin's headers give one Swift type and glibc's another: code written for iOS
  // passes them where Darwin's type is expected. Each keeps glibc's value (it goes to glibc) with
  // Darwin's type.

  /// A recursive mutex's type, as `pthread_mutexattr_settype` takes it (`Int32`, as on Darwin;
  /// glibc's enumeration imports as `Int`). Resolver's and apps' recursive locks set it.
  public let PTHREAD_MUTEX_RECURSIVE = Int32(Glibc.PTHREAD_MUTEX_RECURSIVE)
  /// A normal mutex's type.
  public let PTHREAD_MUTEX_NORMAL = Int32(Glibc.PTHREAD_MUTEX_NORMAL)
  /// An error-checking mutex's type.
  public let PTHREAD_MUTEX_ERRORCHECK = Int32(Glibc.PTHREAD_MUTEX_ERRORCHECK)
  /// The default mutex type.
  public let PTHREAD_MUTEX_DEFAULT = Int32(Glibc.PTHREAD_MUTEX_DEFAULT)
#endif
