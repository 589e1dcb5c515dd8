#if !canImport(UIKit)
  import Foundation

  // Small pieces of everyday UIKit API the survey of apps found missing: values kept as UIKit keeps
  // them, with nothing drawn.

  /// The bar metrics a bar image is for, as UIKit's.
  public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
  }

  extension UIFont {
    /// The font families: HeadlessUIKit's one, the system font's.
    public static var familyNames: [String] { [UIFont.systemFont(ofSize: 17).familyName] }

    /// The fonts of a family: the system family's regular and bold faces.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
      familyNames.contains(familyName)
        ? [UIFont.systemFont(ofSize: 17).fontName, UIFont.boldSystemFont(ofSize: 17).fontName]
        : []
    }
  }

  /// Core Animation's transaction, as apps use it to group changes and run code after them: with
  /// no animations run here, a completion block runs on the next main-queue turn after the
  /// outermost `commit()`.
  @preconcurrency @MainActor
  open class CATransaction {
    private static var depth = 0
    private static var completions: [[@MainActor () -> Void]] = []
    private static var disablesActions = false
    private static var duration: CFTimeInterval = 0.25
    private static var timingFunction: CAMediaTimingFunction?

    /// Starts a transaction (they nest).
    open class func begin() {
      depth += 1
      completions.append([])
    }

    /// Ends the transaction begun last; the outermost runs its completions on the next turn.
    open class func commit() {
      guard depth > 0 else { return }
      depth -= 1
      let blocks = completions.popLast() ?? []
      if depth > 0 {
        completions[completions.count - 1] += blocks
      } else if !blocks.isEmpty {
        DispatchQueue.main.async { MainActor.assumeIsolated { for block in blocks { block() } } }
      }
    }

    /// Runs pending changes now; nothing is pending here.
    open class func flush() {}

    /// What runs once the transaction's animations end.
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
      guard let block else { return }
      if completions.isEmpty {
        DispatchQueue.main.async { MainActor.assumeIsolated(block) }
      } else {
        completions[completions.count - 1].append(block)
      }
    }

    /// Whether layer changes animate implicitly (they never do here).
    open class func disableActions() -> Bool { disablesActions }
    open class func setDisableActions(_ flag: Bool) { disablesActions = flag }
    open class func animationDuration() -> CFTimeInterval { duration }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { duration = dur }
    /// The timing of the transaction's animations (kept; nothing animates here).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
      timingFunction = function
    }
  }

  #if !canImport(CoreGraphics)
    extension CGPoint {
      /// Whether two points are equal, as Core Graphics's `CGPointEqualToPoint`.
      public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
    }

    extension CGSize {
      /// Whether two sizes are equal.
      public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    }

    extension CGRect {
      /// Whether two rectangles are equal.
      public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
    }
  #endif
#endif
