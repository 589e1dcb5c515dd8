#if USES_TAPWRIGHTDOUBLES
  import TapwrightDoubles
  import UserApp

  // TapwrightSpyPlugin reads UserApp's sources and generates CheckoutNavigationSpy.
  #Spies(of: CheckoutNavigation.self)
#endif
