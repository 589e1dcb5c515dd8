#if !canImport(ObjectiveC)
  import Foundation

  // Linux's Foundation has no predicate format strings and no substitution variables
  // (`init(format:…)` and `withSubstitutionVariables(_:)` are marked unavailable there); these
  // overloads, found before the unavailable ones, parse Apple's format string syntax into a
  // block predicate.

  extension NSPredicate {
    /// A predicate parsed from a format string, as Foundation's `init(format:_:)`: `%@` takes an
    /// argument as a value, `%K` as a key path, `%d`, `%ld`, `%f`… as a number.
    ///
    /// On Linux `Date`, `UUID`, `NSDate`, `NSNumber`, arrays and `NSObject`s are not `CVarArg`,
    /// so the arguments are `Any` here: every call that compiles on iOS compiles. A format string
    /// Foundation cannot parse reports its exception ("Unable to parse the format string …")
    /// and makes a predicate that is always false.
    ///
    /// - Parameters:
    ///   - predicateFormat: The format string.
    ///   - args: The arguments of its format specifiers, in order.
    public convenience init(format predicateFormat: String, _ args: Any...) {
      self.init(parsing: predicateFormat, arguments: args.map { $0 })
    }

    /// A predicate parsed from a format string with its arguments in an array, as Foundation's
    /// `init(format:argumentArray:)`.
    ///
    /// - Parameters:
    ///   - predicateFormat: The format string.
    ///   - arguments: The arguments of its format specifiers, in order.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
      self.init(parsing: predicateFormat, arguments: (arguments ?? []).map { $0 })
    }

    /// A predicate from a format string and a C variable argument list: HeadlessUIKit cannot read
    /// the objects in a `va_list`, so this reports that and makes a predicate that is always
    /// false (pass the arguments to `init(format:_:)` or `init(format:argumentArray:)` instead).
    ///
    /// - Parameters:
    ///   - predicateFormat: The format string.
    ///   - argList: The arguments.
    public convenience init(format predicateFormat: String, arguments argList: CVaListPointer) {
      reportUIKitException(
        "NSPredicate(format:arguments:) is not supported by HeadlessUIKit, which cannot read "
          + "objects from a va_list: \"\(predicateFormat)\"")
      self.init(value: false)
    }

    private convenience init(parsing format: String, arguments: [Any?]) {
      do {
        let node = try PredicateParser.parse(format, arguments: arguments)
        self.init { object, bindings in
          PredicateEvaluator(object: object, variables: bindings ?? [:]).evaluate(node)
        }
      } catch {
        let reason =
          (error as? PredicateFormatError)?.reason
          ?? "Unable to parse the format string \"\(format)\""
        reportUIKitException(reason)
        self.init(value: false)
      }
    }

    /// A copy of the predicate with its variables (`$name`) replaced by these values, as
    /// Foundation's: variables given when it is evaluated do not replace these.
    ///
    /// - Parameter variables: The values by variable name (without `$`).
    /// - Returns: The predicate with the variables substituted.
    public func withSubstitutionVariables(_ variables: [String: Any]) -> Self {
      if let compound = self as? NSCompoundPredicate,
        type(of: compound) == NSCompoundPredicate.self,
        let result = NSCompoundPredicate(
          type: compound.compoundPredicateType,
          subpredicates: compound.subpredicates.map { $0.withSubstitutionVariables(variables) })
          as? Self
      {
        return result
      }
      guard type(of: self) == NSPredicate.self else { return self }
      let original = self
      let substituted = NSPredicate { object, bindings in
        original.evaluate(
          with: object,
          substitutionVariables: (bindings ?? [:]).merging(variables) { _, given in given })
      }
      return substituted as? Self ?? self
    }
  }

  // `id as CVarArg`, which iOS code writes for a UUID or a date passed to a format string, needs
  // them to be `CVarArg`, as they are on Apple platforms (bridged to NSUUID and NSDate); as a
  // `String(format:)` argument each is its description, as Foundation's `%@` prints it.

  // swift-format-ignore: AvoidRetroactiveConformances
  extension UUID: @retroactive CVarArg, @retroactive _CVarArgObject {
    public var _cVarArgObject: CVarArg { NSString(string: uuidString) }
    public var _cVarArgEncoding: [Int] { NSString(string: uuidString)._cVarArgEncoding }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension Date: @retroactive CVarArg, @retroactive _CVarArgObject {
    public var _cVarArgObject: CVarArg { NSString(string: description) }
    public var _cVarArgEncoding: [Int] { NSString(string: description)._cVarArgEncoding }
  }
#endif
