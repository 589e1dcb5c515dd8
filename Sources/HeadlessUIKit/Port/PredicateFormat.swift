#if !canImport(ObjectiveC)
  import Foundation

  // A parser and evaluator of Apple's predicate format string syntax ("Predicate Format String
  // Syntax", Predicate Programming Guide), for `NSPredicate(format:)` on Linux.

  /// A format string's failure to parse: Foundation raises NSInvalidArgumentException.
  struct PredicateFormatError: Error {
    /// Foundation's reason.
    let reason: String
  }

  // MARK: - Syntax tree

  /// A parsed predicate.
  indirect enum PredicateNode {
    case constant(Bool)
    case and(PredicateNode, PredicateNode)
    case or(PredicateNode, PredicateNode)
    case not(PredicateNode)
    case comparison(PredicateComparison)
  }

  /// `ANY`, `ALL`, `NONE` or none before a comparison.
  enum PredicateQuantifier {
    case direct, any, all, none
  }

  /// A comparison operator.
  enum PredicateOperator: Equatable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case between, `in`, contains, beginsWith, endsWith, like, matches
  }

  /// One comparison: `lhs op[options] rhs`.
  struct PredicateComparison {
    var quantifier: PredicateQuantifier
    var lhs: PredicateExpression
    var op: PredicateOperator
    var options: String.CompareOptions
    var rhs: PredicateExpression
  }

  /// An index into an array in a key path: `[2]`, `[FIRST]`, `[LAST]`, `[SIZE]`.
  enum PredicateIndex {
    case position(PredicateExpression)
    case first, last, size
  }

  /// An expression: a constant, the evaluated object, a key path, a variable, an aggregate,
  /// arithmetic, a subquery.
  indirect enum PredicateExpression {
    case constant(Any?)
    case evaluatedObject
    case keyPath(PredicateExpression, String)
    case variable(String)
    case aggregate([PredicateExpression])
    case index(PredicateExpression, PredicateIndex)
    case arithmetic(PredicateExpression, Character, PredicateExpression)
    case negative(PredicateExpression)
    case subquery(PredicateExpression, String, PredicateNode)
  }

  // MARK: - Tokens

  private enum Token: Equatable {
    /// A name or keyword (`name`, `AND`, `@count`); `escaped` when written `#name`.
    case word(String, escaped: Bool)
    case string(String)
    case number(Double, integer: Int64?)
    case symbol(String)
    case variable(String)
    /// A format specifier with its argument: `%@` → `.argument`, `%K` → `.keyPathArgument`.
    case argument(Int)
    case keyPathArgument(String)
    case end

    static func == (lhs: Token, rhs: Token) -> Bool {
      switch (lhs, rhs) {
      case (.word(let a, let x), .word(let b, let y)): return a == b && x == y
      case (.string(let a), .string(let b)): return a == b
      case (.symbol(let a), .symbol(let b)): return a == b
      case (.variable(let a), .variable(let b)): return a == b
      case (.argument(let a), .argument(let b)): return a == b
      case (.keyPathArgument(let a), .keyPathArgument(let b)): return a == b
      case (.end, .end): return true
      case (.number(let a, let x), .number(let b, let y)): return a == b && x == y
      default: return false
      }
    }
  }

  /// Words the parser reserves (case-insensitively); `#word` escapes one used as a key.
  private let reservedWords: Set<String> = [
    "AND", "OR", "IN", "NOT", "ALL", "ANY", "SOME", "NONE", "LIKE", "CASEINSENSITIVE", "CI",
    "MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH", "BETWEEN", "NULL", "NIL", "SELF", "TRUE",
    "YES", "FALSE", "NO", "FIRST", "LAST", "SIZE", "ANYKEY", "SUBQUERY", "FETCH", "CAST",
    "TRUEPREDICATE", "FALSEPREDICATE",
  ]

  /// Splits a format string into tokens, consuming format arguments left to right.
  private struct Lexer {
    let characters: [Character]
    var position = 0
    var arguments: [Any?]
    var nextArgument = 0
    /// The values of `%@`, `%d`… specifiers, by index.
    var values: [Any?] = []

    init(_ format: String, arguments: [Any?]) {
      self.characters = Array(format)
      self.arguments = arguments
    }

    mutating func tokens() throws -> [Token] {
      var result: [Token] = []
      while true {
        let token = try next()
        result.append(token)
        if token == .end { return result }
      }
    }

    private var current: Character? { position < characters.count ? characters[position] : nil }

    private func peek(_ offset: Int = 1) -> Character? {
      position + offset < characters.count ? characters[position + offset] : nil
    }

    private mutating func takeArgument() throws -> Any? {
      guard nextArgument < arguments.count else {
        throw PredicateFormatError(
          reason: "Insufficient arguments for conversion characters specified in format string.")
      }
      defer { nextArgument += 1 }
      return arguments[nextArgument]
    }

    private mutating func next() throws -> Token {
      while let character = current, character.isWhitespace { position += 1 }
      guard let character = current else { return .end }
      if character == "\"" || character == "'" { return try string(quote: character) }
      if character.isNumber, character.isASCII { return try number() }
      if character == "." && peek()?.isNumber == true && peek()?.isASCII == true {
        return try number()
      }
      if character == "%" { return try formatSpecifier() }
      if character == "$" {
        position += 1
        let name = word()
        guard !name.isEmpty else { throw PredicateFormatError(reason: "") }
        return .variable(name)
      }
      if character == "#" {
        position += 1
        let name = word()
        guard !name.isEmpty else { throw PredicateFormatError(reason: "") }
        return .word(name, escaped: true)
      }
      if character == "@" {
        position += 1
        let name = word()
        guard !name.isEmpty else { throw PredicateFormatError(reason: "") }
        return .word("@" + name, escaped: true)
      }
      if isWordStart(character) { return .word(word(), escaped: false) }
      for symbol in ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||", "**"]
      where position + 1 < characters.count
        && String(characters[position...position + 1]) == symbol
      {
        position += 2
        return .symbol(symbol)
      }
      if "=<>!(){}[],.+-*/:".contains(character) {
        position += 1
        return .symbol(String(character))
      }
      throw PredicateFormatError(reason: "")
    }

    private func isWordStart(_ character: Character) -> Bool {
      character.isLetter || character == "_"
    }

    private mutating func word() -> String {
      var name = ""
      while let character = current, character.isLetter || character.isNumber || character == "_" {
        name.append(character)
        position += 1
      }
      return name
    }

    private mutating func string(quote: Character) throws -> Token {
      position += 1
      var text = ""
      while let character = current {
        position += 1
        if character == quote { return .string(text) }
        if character == "\\", let escaped = current {
          position += 1
          switch escaped {
          case "n": text.append("\n")
          case "t": text.append("\t")
          case "r": text.append("\r")
          case "0": text.append("\0")
          default: text.append(escaped)
          }
        } else {
          text.append(character)
        }
      }
      throw PredicateFormatError(reason: "")
    }

    private mutating func number() throws -> Token {
      var text = ""
      if current == "0", let radix = peek(), "xXoObB".contains(radix) {
        position += 2
        while let character = current, character.isHexDigit {
          text.append(character)
          position += 1
        }
        let base = "xX".contains(radix) ? 16 : "oO".contains(radix) ? 8 : 2
        guard let value = Int64(text, radix: base) else { throw PredicateFormatError(reason: "") }
        return .number(Double(value), integer: value)
      }
      var isInteger = true
      while let character = current {
        if character.isASCII && character.isNumber {
          text.append(character)
        } else if character == "." && peek()?.isNumber == true && isInteger {
          isInteger = false
          text.append(character)
        } else if character == "e" || character == "E",
          let following = peek(), following.isNumber || following == "-" || following == "+"
        {
          isInteger = false
          text.append(character)
          text.append(following)
          position += 1
        } else {
          break
        }
        position += 1
      }
      guard let value = Double(text) else { throw PredicateFormatError(reason: "") }
      return .number(value, integer: isInteger ? Int64(text) : nil)
    }

    /// `%@`, `%K`, `%d`, `%ld`, `%f`, … and `%%`.
    private mutating func formatSpecifier() throws -> Token {
      position += 1
      if current == "%" {
        position += 1
        return .symbol("%")
      }
      var length = ""
      while let character = current, "lhqLjzt".contains(character) {
        length.append(character)
        position += 1
      }
      guard let conversion = current else { throw PredicateFormatError(reason: "") }
      position += 1
      switch conversion {
      case "@":
        return .argument(store(try takeArgument()))
      case "K":
        let argument = try takeArgument()
        guard let argument = plainValue(argument), let path = stringValue(argument) else {
          throw PredicateFormatError(reason: "")
        }
        return .keyPathArgument(path)
      case "d", "i", "u", "x", "X", "o", "c", "D", "U", "O":
        let argument = plainValue(try takeArgument())
        if let argument, let number = numericValue(argument) {
          return .argument(store(number.isInteger ? number.integer : number.double))
        }
        return .argument(store(argument))
      case "f", "F", "e", "E", "g", "G", "a", "A":
        let argument = plainValue(try takeArgument())
        if let argument, let number = numericValue(argument) {
          return .argument(store(number.double))
        }
        return .argument(store(argument))
      case "s", "S":
        let argument = plainValue(try takeArgument())
        if let argument, let text = stringValue(argument) { return .argument(store(text)) }
        return .argument(store(argument))
      case "p":
        return .argument(store(try takeArgument()))
      default:
        throw PredicateFormatError(reason: "")
      }
    }

    private mutating func store(_ value: Any?) -> Int {
      values.append(value)
      return values.count - 1
    }
  }

  // MARK: - Parser

  /// Parses a format string into a predicate.
  struct PredicateParser {
    private var tokens: [Token]
    private var values: [Any?]
    private var position = 0

    /// Parses `format`, substituting `arguments` for its specifiers.
    ///
    /// - Throws: `PredicateFormatError` with Foundation's reason.
    static func parse(_ format: String, arguments: [Any?]) throws -> PredicateNode {
      let unparsable = "Unable to parse the format string \"\(format)\""
      var lexer = Lexer(format, arguments: arguments)
      let tokens: [Token]
      do {
        tokens = try lexer.tokens()
      } catch let error as PredicateFormatError where !error.reason.isEmpty {
        throw error
      } catch {
        throw PredicateFormatError(reason: unparsable)
      }
      var parser = PredicateParser(tokens: tokens, values: lexer.values)
      guard let predicate = try? parser.parsePredicate(), parser.current == .end else {
        throw PredicateFormatError(reason: unparsable)
      }
      return predicate
    }

    private init(tokens: [Token], values: [Any?]) {
      self.tokens = tokens
      self.values = values
    }

    private struct Failure: Error {}

    private var current: Token { tokens[min(position, tokens.count - 1)] }

    private mutating func advance() { position += 1 }

    /// The current token's keyword (upper-cased), if it is an unescaped word.
    private var keyword: String? {
      if case .word(let word, escaped: false) = current { return word.uppercased() }
      return nil
    }

    private func isSymbol(_ symbol: String) -> Bool { current == .symbol(symbol) }

    private mutating func expect(_ symbol: String) throws {
      guard isSymbol(symbol) else { throw Failure() }
      advance()
    }

    mutating func parsePredicate() throws -> PredicateNode {
      var result = try parseConjunction()
      while keyword == "OR" || isSymbol("||") {
        advance()
        result = .or(result, try parseConjunction())
      }
      return result
    }

    private mutating func parseConjunction() throws -> PredicateNode {
      var result = try parseNegation()
      while keyword == "AND" || isSymbol("&&") {
        advance()
        result = .and(result, try parseNegation())
      }
      return result
    }

    private mutating func parseNegation() throws -> PredicateNode {
      if keyword == "NOT" || isSymbol("!") {
        advance()
        return .not(try parseNegation())
      }
      if isSymbol("(") {
        let start = position
        advance()
        if let inner = try? parsePredicate(), isSymbol(")") {
          advance()
          return inner
        }
        position = start
      }
      switch keyword {
      case "TRUEPREDICATE":
        advance()
        return .constant(true)
      case "FALSEPREDICATE":
        advance()
        return .constant(false)
      default:
        return .comparison(try parseComparison())
      }
    }

    private mutating func parseComparison() throws -> PredicateComparison {
      var quantifier = PredicateQuantifier.direct
      switch keyword {
      case "ANY", "SOME": quantifier = .any
      case "ALL": quantifier = .all
      case "NONE": quantifier = .none
      default: break
      }
      if quantifier != .direct { advance() }
      let lhs = try parseExpression()
      let op = try parseOperator()
      let options = try parseOptions()
      let rhs = try parseExpression()
      return PredicateComparison(
        quantifier: quantifier, lhs: lhs, op: op, options: options, rhs: rhs)
    }

    private mutating func parseOperator() throws -> PredicateOperator {
      let op: PredicateOperator
      switch current {
      case .symbol("="), .symbol("=="): op = .equal
      case .symbol("!="), .symbol("<>"): op = .notEqual
      case .symbol("<"): op = .less
      case .symbol("<="), .symbol("=<"): op = .lessOrEqual
      case .symbol(">"): op = .greater
      case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
      default:
        switch keyword {
        case "BETWEEN": op = .between
        case "IN": op = .in
        case "CONTAINS": op = .contains
        case "BEGINSWITH": op = .beginsWith
        case "ENDSWITH": op = .endsWith
        case "LIKE": op = .like
        case "MATCHES": op = .matches
        default: throw Failure()
        }
      }
      advance()
      return op
    }

    /// `[c]`, `[d]`, `[cd]` (and `[n]`, `[l]`, accepted and ignored) after an operator.
    private mutating func parseOptions() throws -> String.CompareOptions {
      guard isSymbol("["), position + 2 < tokens.count,
        case .word(let letters, escaped: false) = tokens[position + 1],
        tokens[position + 2] == .symbol("]"),
        letters.allSatisfy({ "cdnlCDNL".contains($0) })
      else { return [] }
      position += 3
      var options: String.CompareOptions = []
      if letters.lowercased().contains("c") { options.insert(.caseInsensitive) }
      if letters.lowercased().contains("d") { options.insert(.diacriticInsensitive) }
      return options
    }

    // Expressions: additive → multiplicative → power → unary → postfix → primary.

    private mutating func parseExpression() throws -> PredicateExpression {
      var result = try parseTerm()
      while isSymbol("+") || isSymbol("-") {
        let symbol: Character = isSymbol("+") ? "+" : "-"
        advance()
        result = .arithmetic(result, symbol, try parseTerm())
      }
      return result
    }

    private mutating func parseTerm() throws -> PredicateExpression {
      var result = try parsePower()
      while isSymbol("*") || isSymbol("/") {
        let symbol: Character = isSymbol("*") ? "*" : "/"
        advance()
        result = .arithmetic(result, symbol, try parsePower())
      }
      return result
    }

    private mutating func parsePower() throws -> PredicateExpression {
      let base = try parseUnary()
      if isSymbol("**") {
        advance()
        return .arithmetic(base, "^", try parsePower())
      }
      return base
    }

    private mutating func parseUnary() throws -> PredicateExpression {
      if isSymbol("-") {
        advance()
        return .negative(try parseUnary())
      }
      return try parsePostfix()
    }

    private mutating func parsePostfix() throws -> PredicateExpression {
      var result = try parsePrimary()
      while true {
        if isSymbol(".") {
          advance()
          // One key path, so that a collection operator applies to the keys on its right.
          let key = try keyName()
          if case .keyPath(let base, let path) = result {
            result = .keyPath(base, path + "." + key)
          } else {
            result = .keyPath(result, key)
          }
        } else if isSymbol("[") {
          advance()
          switch keyword {
          case "FIRST":
            advance()
            result = .index(result, .first)
          case "LAST":
            advance()
            result = .index(result, .last)
          case "SIZE":
            advance()
            result = .index(result, .size)
          default:
            result = .index(result, .position(try parseExpression()))
          }
          try expect("]")
        } else {
          return result
        }
      }
    }

    /// A key in a key path: a word that is not reserved (or is escaped with `#`), or `@count`…
    private mutating func keyName() throws -> String {
      switch current {
      case .word(let word, let escaped):
        guard escaped || !reservedWords.contains(word.uppercased()) else { throw Failure() }
        advance()
        return word
      case .keyPathArgument(let path):
        advance()
        return path
      default:
        throw Failure()
      }
    }

    private mutating func parsePrimary() throws -> PredicateExpression {
      switch current {
      case .string(let text):
        advance()
        return .constant(text)
      case .number(let value, let integer):
        advance()
        if let integer { return .constant(Int(integer)) }
        return .constant(value)
      case .argument(let index):
        advance()
        return .constant(values[index])
      case .keyPathArgument(let path):
        advance()
        return .keyPath(.evaluatedObject, path)
      case .variable(let name):
        advance()
        return .variable(name)
      case .symbol("("):
        advance()
        let inner = try parseExpression()
        try expect(")")
        return inner
      case .symbol("{"):
        advance()
        var members: [PredicateExpression] = []
        if !isSymbol("}") {
          members.append(try parseExpression())
          while isSymbol(",") {
            advance()
            members.append(try parseExpression())
          }
        }
        try expect("}")
        return .aggregate(members)
      case .word(let word, escaped: true):
        advance()
        return .keyPath(.evaluatedObject, word)
      case .word(let word, escaped: false):
        switch word.uppercased() {
        case "YES", "TRUE":
          advance()
          return .constant(true)
        case "NO", "FALSE":
          advance()
          return .constant(false)
        case "NIL", "NULL":
          advance()
          return .constant(nil)
        case "SELF":
          advance()
          return .evaluatedObject
        case "SUBQUERY":
          advance()
          return try parseSubquery()
        default:
          guard !reservedWords.contains(word.uppercased()) else { throw Failure() }
          advance()
          // A function call (`now()`, `FUNCTION(…)`) is not supported.
          if isSymbol("(") || isSymbol(":") { throw Failure() }
          return .keyPath(.evaluatedObject, word)
        }
      default:
        throw Failure()
      }
    }

    /// `SUBQUERY(collection, $x, predicate)`.
    private mutating func parseSubquery() throws -> PredicateExpression {
      try expect("(")
      let collection = try parseExpression()
      try expect(",")
      guard case .variable(let name) = current else { throw Failure() }
      advance()
      try expect(",")
      let predicate = try parsePredicate()
      try expect(")")
      return .subquery(collection, name, predicate)
    }
  }

  // MARK: - Evaluation

  /// Evaluates a parsed predicate against an object with substitution variables.
  struct PredicateEvaluator {
    let object: Any?
    let variables: [String: Any]

    func evaluate(_ node: PredicateNode) -> Bool {
      switch node {
      case .constant(let value): return value
      case .and(let first, let second): return evaluate(first) && evaluate(second)
      case .or(let first, let second): return evaluate(first) || evaluate(second)
      case .not(let inner): return !evaluate(inner)
      case .comparison(let comparison): return evaluate(comparison)
      }
    }

    private func evaluate(_ comparison: PredicateComparison) -> Bool {
      let lhs = value(of: comparison.lhs)
      let rhs = value(of: comparison.rhs)
      if comparison.quantifier == .direct {
        return compare(lhs, comparison.op, rhs, options: comparison.options)
      }
      guard let elements = collectionElements(lhs) else {
        if plainValue(lhs) == nil { return comparison.quantifier != .any }
        reportUIKitException(
          "The left hand side for an ALL or ANY operator must be either an NSArray or an NSSet.")
        return false
      }
      let matches = { (element: Any) in
        compare(element, comparison.op, rhs, options: comparison.options)
      }
      switch comparison.quantifier {
      case .any, .direct: return elements.contains(where: matches)
      case .all: return elements.allSatisfy(matches)
      case .none: return !elements.contains(where: matches)
      }
    }

    private func compare(
      _ lhs: Any?, _ op: PredicateOperator, _ rhs: Any?, options: String.CompareOptions
    ) -> Bool {
      switch op {
      case .equal: return valuesEqual(lhs, rhs, options: options)
      case .notEqual: return !valuesEqual(lhs, rhs, options: options)
      case .less: return orderValues(lhs, rhs, options: options) == .orderedAscending
      case .lessOrEqual:
        return [.orderedAscending, .orderedSame].contains(orderValues(lhs, rhs, options: options))
      case .greater: return orderValues(lhs, rhs, options: options) == .orderedDescending
      case .greaterOrEqual:
        return [.orderedDescending, .orderedSame].contains(
          orderValues(lhs, rhs, options: options))
      case .between:
        guard let bounds = collectionElements(rhs), bounds.count == 2 else { return false }
        return compare(lhs, .greaterOrEqual, bounds[0], options: options)
          && compare(lhs, .lessOrEqual, bounds[1], options: options)
      case .in:
        if let rhs = plainValue(rhs), let text = stringValue(rhs) {
          guard let lhs = plainValue(lhs), let part = stringValue(lhs) else { return false }
          return contains(text, part, options: options)
        }
        if let dictionary = plainValue(rhs) as? NSDictionary {
          return dictionary.allValues.contains { valuesEqual(lhs, $0, options: options) }
        }
        if let dictionary = plainValue(rhs) as? [AnyHashable: Any] {
          return dictionary.values.contains { valuesEqual(lhs, $0, options: options) }
        }
        guard let elements = collectionElements(rhs) else { return false }
        return elements.contains { valuesEqual(lhs, $0, options: options) }
      case .contains:
        if let elements = collectionElements(lhs) {
          return elements.contains { valuesEqual($0, rhs, options: options) }
        }
        guard let (text, part) = strings(lhs, rhs) else { return false }
        return contains(text, part, options: options)
      case .beginsWith:
        guard let (text, prefix) = strings(lhs, rhs), !prefix.isEmpty else { return false }
        return text.range(of: prefix, options: options.union(.anchored)) != nil
      case .endsWith:
        guard let (text, suffix) = strings(lhs, rhs), !suffix.isEmpty else { return false }
        return text.range(of: suffix, options: options.union([.anchored, .backwards])) != nil
      case .like:
        guard let (text, pattern) = strings(lhs, rhs) else { return false }
        return like(text, pattern, options: options)
      case .matches:
        guard let (text, pattern) = strings(lhs, rhs) else { return false }
        return matches(text, pattern, options: options)
      }
    }

    private func strings(_ lhs: Any?, _ rhs: Any?) -> (String, String)? {
      guard let lhs = plainValue(lhs), let rhs = plainValue(rhs),
        let text = stringValue(lhs), let other = stringValue(rhs)
      else { return nil }
      return (text, other)
    }

    private func contains(_ text: String, _ part: String, options: String.CompareOptions)
      -> Bool
    {
      !part.isEmpty && text.range(of: part, options: options) != nil
    }

    /// `LIKE`: `*` matches any run of characters, `?` one character; the whole string.
    private func like(_ text: String, _ pattern: String, options: String.CompareOptions) -> Bool {
      var regex = ""
      var escaping = false
      for character in pattern {
        if escaping {
          regex += NSRegularExpression.escapedPattern(for: String(character))
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == "*" {
          regex += ".*"
        } else if character == "?" {
          regex += "."
        } else {
          regex += NSRegularExpression.escapedPattern(for: String(character))
        }
      }
      let folding = options.subtracting(.caseInsensitive)
      let subject = folding.isEmpty ? text : text.folding(options: folding, locale: nil)
      let expression = folding.isEmpty ? regex : regex.folding(options: folding, locale: nil)
      return wholeMatch(subject, expression, caseInsensitive: options.contains(.caseInsensitive))
        ?? false
    }

    /// `MATCHES`: an ICU regular expression that matches the whole string.
    private func matches(_ text: String, _ pattern: String, options: String.CompareOptions)
      -> Bool
    {
      let folding = options.subtracting(.caseInsensitive)
      let subject = folding.isEmpty ? text : text.folding(options: folding, locale: nil)
      guard
        let result = wholeMatch(
          subject, pattern, caseInsensitive: options.contains(.caseInsensitive))
      else {
        reportUIKitException(
          "Can't do regex matching, reason: Can't open pattern U_REGEX_RULE_SYNTAX (string "
            + "\(text), pattern \(pattern), case \(options.contains(.caseInsensitive) ? 1 : 0), "
            + "canon \(options.contains(.diacriticInsensitive) ? 1 : 0))")
        return false
      }
      return result
    }

    /// Whether the regular expression matches all of `text`; `nil` if it is not valid.
    private func wholeMatch(_ text: String, _ pattern: String, caseInsensitive: Bool) -> Bool? {
      var options: NSRegularExpression.Options = [.dotMatchesLineSeparators]
      if caseInsensitive { options.insert(.caseInsensitive) }
      guard
        let expression = try? NSRegularExpression(pattern: "(?:\(pattern))\\z", options: options)
      else { return nil }
      let range = NSRange(text.startIndex..., in: text)
      return expression.firstMatch(in: text, options: [.anchored], range: range) != nil
    }

    // Expressions

    func value(of expression: PredicateExpression) -> Any? {
      switch expression {
      case .constant(let value): return value
      case .evaluatedObject: return object
      case .keyPath(let base, let path):
        return keyValue(of: value(of: base), forKeyPath: path)
      case .variable(let name):
        guard let value = variables[name] else {
          reportUIKitException(
            "Can't get value for '\(name)' in bindings \(variables.isEmpty ? "(null)" : "\(variables)")."
          )
          return nil
        }
        return value
      case .aggregate(let members):
        return members.map { value(of: $0) ?? NSNull() }
      case .index(let base, let index):
        return element(of: value(of: base), at: index)
      case .arithmetic(let first, let op, let second):
        return arithmetic(value(of: first), op, value(of: second))
      case .negative(let inner):
        return arithmetic(0, "-", value(of: inner))
      case .subquery(let collection, let name, let predicate):
        guard let elements = collectionElements(value(of: collection)) else { return [Any]() }
        return elements.filter { element in
          var bindings = variables
          bindings[name] = element
          return PredicateEvaluator(object: element, variables: bindings).evaluate(predicate)
        }
      }
    }

    private func element(of base: Any?, at index: PredicateIndex) -> Any? {
      if case .position(let key) = index, let dictionary = plainValue(base) as? NSDictionary {
        return plainValue(dictionary.object(forKey: value(of: key) as Any))
      }
      if case .position(let key) = index, let dictionary = plainValue(base) as? [String: Any],
        let name = value(of: key).flatMap(plainValue).flatMap(stringValue)
      {
        return plainValue(dictionary[name])
      }
      guard let elements = collectionElements(base) else { return nil }
      switch index {
      case .first: return elements.first
      case .last: return elements.last
      case .size: return elements.count
      case .position(let position):
        guard let offset = value(of: position).flatMap(plainValue).flatMap(numericValue),
          offset.integer >= 0, offset.integer < elements.count
        else {
          reportUIKitException("Index out of bounds")
          return nil
        }
        return elements[Int(offset.integer)]
      }
    }

    private func arithmetic(_ first: Any?, _ op: Character, _ second: Any?) -> Any? {
      guard let first = plainValue(first).flatMap(numericValue),
        let second = plainValue(second).flatMap(numericValue)
      else { return nil }
      if first.isInteger, second.isInteger, op != "/", op != "^" {
        let (a, b) = (first.integer, second.integer)
        switch op {
        case "+": return Int(a &+ b)
        case "-": return Int(a &- b)
        default: return Int(a &* b)
        }
      }
      let (a, b) = (first.double, second.double)
      switch op {
      case "+": return a + b
      case "-": return a - b
      case "*": return a * b
      case "/": return a / b
      default: return pow(a, b)
      }
    }
  }
#endif
