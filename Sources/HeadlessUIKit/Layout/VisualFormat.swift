#if !canImport(UIKit)
  import Foundation

  extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views it places and
    /// which way a horizontal format runs, as UIKit's.
    public struct FormatOptions: OptionSet, Sendable {
      public let rawValue: UInt
      /// Creates options from their bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
      public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
      public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
      public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
      public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
      public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
      public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
      public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
      public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
      public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
      public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
      public static let directionLeadingToTrailing = FormatOptions([])
      public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
      public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
      public static let directionMask = FormatOptions(rawValue: 3 << 16)
      public static let spacingEdgeToEdge = FormatOptions([])
      public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
      public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a visual format string describes (`"H:|-[title]-(>=8)-[button(44)]-|"`),
    /// not activated, as UIKit's: views by their names in `views`, constants and priorities by
    /// number or by name in `metrics`; `-` alone is the standard space (8 points between views,
    /// 20 to the superview's edge), adjacent views touch. A format UIKit cannot parse is
    /// UIKit's exception ("Unable to parse constraint format: …"), reported as an issue, and
    /// gives no constraints.
    ///
    /// - Parameters:
    ///   - format: The format: `H:` (the default) or `V:`, then `|`, views in brackets with their
    ///     size predicates, and the connections between them.
    ///   - opts: How the views are aligned across the format's axis, and its direction.
    ///   - metrics: Numbers the format names.
    ///   - views: The views the format names.
    /// - Returns: The constraints.
    public class func constraints(
      withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
      views: [String: Any]
    ) -> [NSLayoutConstraint] {
      do {
        var parser = VisualFormat(
          format: format, options: opts, metrics: metrics ?? [:], views: views)
        return try parser.constraints()
      } catch let error as VisualFormat.ParseError {
        let caret = String(repeating: " ", count: error.offset) + "^"
        reportUIKitException(
          "Unable to parse constraint format: \n\(error.reason) \n\(format) \n\(caret)")
        return []
      } catch {
        return []
      }
    }
  }

  /// A visual format string, parsed; see `constraints(withVisualFormat:options:metrics:views:)`.
  @MainActor
  struct VisualFormat {
    struct ParseError: Error {
      let reason: String
      let offset: Int
    }

    /// A relation to a number or to another view's size, with a priority.
    struct Predicate {
      var relation = NSLayoutConstraint.Relation.equal
      var constant: CGFloat = 0
      var view: AnyObject?
      var priority: Float = 1000
    }

    enum Element {
      case superview
      case view(AnyObject, [Predicate])
    }

    enum Connection {
      /// `[a][b]`: no space.
      case touching
      /// `-`: the standard space.
      case standard
      case predicates([Predicate])
    }

    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    private let characters: [Character]
    private var index = 0

    init(
      format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
      views: [String: Any]
    ) {
      self.format = format
      self.options = options
      self.metrics = metrics
      self.views = views
      characters = Array(format)
    }

    // MARK: Parsing

    private func fail(_ reason: String) -> ParseError { ParseError(reason: reason, offset: index) }

    private mutating func skipSpaces() {
      while index < characters.count, characters[index] == " " { index += 1 }
    }

    private mutating func peek() -> Character? {
      skipSpaces()
      return index < characters.count ? characters[index] : nil
    }

    private mutating func take(_ character: Character) -> Bool {
      guard peek() == character else { return false }
      index += 1
      return true
    }

    private mutating func name() -> String {
      skipSpaces()
      var result = ""
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
      {
        result.append(characters[index])
        index += 1
      }
      return result
    }

    private mutating func number() -> CGFloat? {
      skipSpaces()
      let start = index
      if index < characters.count, characters[index] == "-" || characters[index] == "+" {
        index += 1
      }
      while index < characters.count, characters[index].isNumber || characters[index] == "." {
        index += 1
      }
      guard let value = Double(String(characters[start..<index])) else {
        index = start
        return nil
      }
      return CGFloat(value)
    }

    private func metric(_ name: String) -> CGFloat? {
      switch metrics[name] {
      case let value as CGFloat: return value
      case let value as Double: return CGFloat(value)
      case let value as Float: return CGFloat(value)
      case let value as Int: return CGFloat(value)
      case let value as NSNumber: return CGFloat(value.doubleValue)
      default: return nil
      }
    }

    /// A constant or a priority: a number, or a metric's name.
    private mutating func constant() throws -> CGFloat {
      if let value = number() { return value }
      let start = index
      let key = name()
      guard !key.isEmpty else { throw fail("Expected a number or a metric's name") }
      guard let value = metric(key) else {
        index = start
        throw fail("\(key) is not a key in the metrics dictionary.")
      }
      return value
    }

    /// One predicate: `(==|<=|>=)? (constant | view) (@priority)?`.
    private mutating func predicate(allowsViews: Bool) throws -> Predicate {
      var result = Predicate()
      skipSpaces()
      let rest = String(characters[index..<min(index + 2, characters.count)])
      switch rest {
      case "==": result.relation = .equal
      case "<=": result.relation = .lessThanOrEqual
      case ">=": result.relation = .greaterThanOrEqual
      default: break
      }
      if ["==", "<=", ">="].contains(rest) { index += 2 }
      skipSpaces()
      if let value = number() {
        result.constant = value
      } else {
        let start = index
        let key = name()
        guard !key.isEmpty else { throw fail("Expected a number, a metric or a view") }
        if let value = metric(key) {
          result.constant = value
        } else if allowsViews, let view = views[key] {
          result.view = view as AnyObject
        } else {
          index = start
          throw fail("\(key) is not a key in the \(allowsViews ? "views" : "metrics") dictionary.")
        }
      }
      if take("@") { result.priority = Float(try constant()) }
      return result
    }

    /// `(p, p…)`, or (between dashes only) one bare constant.
    private mutating func predicates(allowsViews: Bool) throws -> [Predicate] {
      guard take("(") else {
        return [Predicate(constant: try constant())]
      }
      var result = [try predicate(allowsViews: allowsViews)]
      while take(",") { result.append(try predicate(allowsViews: allowsViews)) }
      guard take(")") else { throw fail("Expected ')'") }
      return result
    }

    private mutating func element() throws -> Element {
      if take("|") { return .superview }
      guard take("[") else { throw fail("Expected a view") }
      let start = index
      let key = name()
      guard let view = views[key] else {
        index = start
        throw fail(
          key.isEmpty ? "Expected a view's name" : "\(key) is not a key in the views dictionary.")
      }
      var sizes: [Predicate] = []
      if peek() == "(" { sizes = try predicates(allowsViews: true) }
      guard take("]") else { throw fail("Expected ']'") }
      return .view(view as AnyObject, sizes)
    }

    private mutating func connection() throws -> Connection? {
      guard take("-") else {
        return peek() == "[" || peek() == "|" ? .touching : nil
      }
      if peek() == "[" || peek() == "|" { return .standard }
      let found = try predicates(allowsViews: false)
      guard take("-") else { throw fail("Expected '-'") }
      return .predicates(found)
    }

    // MARK: Constraints

    mutating func constraints() throws -> [NSLayoutConstraint] {
      var vertical = false
      if characters.starts(with: Array("V:")) {
        vertical = true
        index = 2
      } else if characters.starts(with: Array("H:")) {
        index = 2
      }
      var elements: [(element: Element, offset: Int)] = []
      var connections: [Connection] = []
      elements.append((try element(), index))
      while peek() != nil {
        guard let next = try connection() else { throw fail("Expected '-' or a view") }
        connections.append(next)
        elements.append((try element(), index))
      }
      var views: [AnyObject] = []
      for case (.view(let view, _), _) in elements { views.append(view) }
      guard !views.isEmpty else { throw fail("A format needs at least one view") }
      let superview = (views[0] as? UIView)?.superview
      for (position, entry) in elements.enumerated() {
        guard case .superview = entry.element else { continue }
        guard position == 0 || position == elements.count - 1 else {
          index = entry.offset - 1
          throw fail("'|' stands only at the start or the end of a format.")
        }
        guard superview != nil else {
          index = entry.offset - 1
          throw fail(
            "Unable to interpret '|' character, because the related view doesn't have a "
              + "superview")
        }
      }

      let direction = options.intersection(.directionMask)
      let rightToLeft = !vertical && direction == .directionRightToLeft
      let lead: NSLayoutConstraint.Attribute =
        vertical
        ? .top
        : direction == .directionLeftToRight
          ? .left
          : rightToLeft ? .right : .leading
      let trail: NSLayoutConstraint.Attribute =
        vertical
        ? .bottom
        : direction == .directionLeftToRight
          ? .right
          : rightToLeft ? .left : .trailing
      let size: NSLayoutConstraint.Attribute = vertical ? .height : .width

      var result: [NSLayoutConstraint] = []
      func make(
        _ first: AnyObject, _ attr1: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
        _ attr2: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ priority: Float
      ) {
        let constraint = NSLayoutConstraint(
          item: first, attribute: attr1, relatedBy: relation, toItem: second, attribute: attr2,
          multiplier: 1, constant: constant)
        constraint.priority = UILayoutPriority(priority)
        result.append(constraint)
      }

      for (entry, _) in elements {
        guard case .view(let view, let sizes) = entry else { continue }
        for predicate in sizes {
          if let other = predicate.view {
            make(view, size, predicate.relation, other, size, 0, predicate.priority)
          } else {
            make(
              view, size, predicate.relation, nil, .notAnAttribute, predicate.constant,
              predicate.priority)
          }
        }
      }

      for (position, connection) in connections.enumerated() {
        let before = elements[position].element
        let after = elements[position + 1].element
        let touchesSuperview: Bool
        // The edge the gap starts from and the edge it ends at.
        let start: (AnyObject, NSLayoutConstraint.Attribute)
        let end: (AnyObject, NSLayoutConstraint.Attribute)
        switch (before, after) {
        case (.superview, .view(let view, _)):
          touchesSuperview = true
          start = (superview!, lead)
          end = (view, lead)
        case (.view(let view, _), .superview):
          touchesSuperview = true
          start = (view, trail)
          end = (superview!, trail)
        case (.view(let first, _), .view(let second, _)):
          touchesSuperview = false
          start = (first, trail)
          end = (second, lead)
        default:
          throw fail("A format needs a view between its '|'s")
        }
        let gaps: [Predicate]
        switch connection {
        case .touching: gaps = [Predicate()]
        case .standard: gaps = [Predicate(constant: touchesSuperview ? 20 : 8)]
        case .predicates(let found): gaps = found
        }
        for gap in gaps {
          // The gap runs the format's way: from the start edge to the end edge.
          if rightToLeft {
            make(start.0, start.1, gap.relation, end.0, end.1, gap.constant, gap.priority)
          } else {
            make(end.0, end.1, gap.relation, start.0, start.1, gap.constant, gap.priority)
          }
        }
      }

      let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
        (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
      ]
      let across: Set<NSLayoutConstraint.Attribute> =
        vertical
        ? [.left, .right, .leading, .trailing, .centerX]
        : [.top, .bottom, .centerY, .lastBaseline, .firstBaseline]
      for (option, attribute) in alignments where options.contains(option) {
        guard across.contains(attribute) else {
          index = 0
          throw fail(
            "Options mask required views to be aligned on a \(vertical ? "vertical" : "horizontal") "
              + "edge, which is not allowed for layout that is also \(vertical ? "vertical" : "horizontal")."
          )
        }
        for (first, second) in zip(views, views.dropFirst()) {
          make(second, attribute, .equal, first, attribute, 0, 1000)
        }
      }
      return result
    }
  }
#endif
