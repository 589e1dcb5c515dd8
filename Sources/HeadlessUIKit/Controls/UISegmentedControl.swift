#if !canImport(UIKit)
  import Foundation

  /// A horizontal row of segments of which one is selected, as UIKit's.
  ///
  /// Setting `selectedSegmentIndex` in code sends no actions; a user's selection does (see
  /// `userSelectSegment(at:)`).
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UISegmentedControl: UIControl {
    override var primaryActionEvents: UIControl.Event { .valueChanged }

    /// The index meaning "no segment selected", as UIKit's (-1).
    nonisolated public static let noSegment = -1

    /// One segment's content and state.
    struct Segment {
      var title: String?
      var image: UIImage?
      var isEnabled = true
      var action: UIAction?
      var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var selectedIndexStorage = UISegmentedControl.noSegment

    /// Whether a selection lasts only for the touch (the control then keeps no selection).
    open var isMomentary = false

    /// Whether segment widths follow their content; stored only.
    open var apportionsSegmentWidthsByContent = false

    /// The tint of the selected segment.
    open var selectedSegmentTintColor: UIColor?

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the segments' titles in a state (`nil` clears them).
    ///
    /// - Parameters:
    ///   - attributes: The attributes (font, colour…).
    ///   - state: The control state they apply in.
    open func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
      titleAttributes[state.rawValue] = attributes
    }

    /// The attributes of the segments' titles set for a state, as set (no other state's).
    ///
    /// - Parameter state: The control state.
    /// - Returns: The attributes, or `nil` when none were set for it.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      titleAttributes[state.rawValue]
    }

    /// Creates an empty segmented control with a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a segmented control whose segments show `items`: strings (titles) or images.
    ///
    /// - Parameter items: The segments' titles (`String`) or images (`UIImage`); others are skipped.
    public init(items: [Any]?) {
      super.init(frame: .zero)
      for item in items ?? [] {
        if let title = item as? String {
          segments.append(Segment(title: title))
        } else if let image = item as? UIImage {
          segments.append(Segment(image: image))
        }
      }
    }

    /// Creates a segmented control with one segment per action, titled by the action.
    ///
    /// Selecting a segment (by the user) runs its action with the control as sender.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - actions: The segments' actions.
    public init(frame: CGRect, actions: [UIAction]) {
      super.init(frame: frame)
      segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// Creates a segmented control from an archive; HeadlessUIKit has none, so it is empty.
    ///
    /// - Parameter coder: The archive, ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    // MARK: Selection

    /// The selected segment's index, or `noSegment`; out-of-range values are ignored.
    open var selectedSegmentIndex: Int {
      get { selectedIndexStorage }
      set {
        guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
        selectedIndexStorage = newValue
      }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    // MARK: Segments

    /// Inserts a titled segment; the index is clamped to `0...numberOfSegments`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: The index.
    ///   - animated: Whether to animate, ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
      insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing an image; the index is clamped to `0...numberOfSegments`.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - segment: The index.
    ///   - animated: Whether to animate, ignored.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
      insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for an action, titled by it; the index is clamped.
    ///
    /// - Parameters:
    ///   - action: The action, run when the user selects the segment.
    ///   - segment: The index.
    ///   - animated: Whether to animate, ignored.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
      insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ newSegment: Segment, at index: Int) {
      let index = min(max(index, 0), segments.count)
      segments.insert(newSegment, at: index)
      if selectedIndexStorage != Self.noSegment, index <= selectedIndexStorage {
        selectedIndexStorage += 1
      }
    }

    /// Removes a segment; removing the selected one leaves no selection.
    ///
    /// - Parameters:
    ///   - segment: The index; out of range is ignored.
    ///   - animated: Whether to animate, ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
      guard segments.indices.contains(segment) else { return }
      segments.remove(at: segment)
      if segment == selectedIndexStorage {
        selectedIndexStorage = Self.noSegment
      } else if selectedIndexStorage != Self.noSegment, segment < selectedIndexStorage {
        selectedIndexStorage -= 1
      }
    }

    /// Removes every segment and the selection.
    open func removeAllSegments() {
      segments.removeAll()
      selectedIndexStorage = Self.noSegment
    }

    /// Sets a segment's title (and removes its image, as UIKit does).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: The index; out of range is ignored.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
      guard segments.indices.contains(segment) else { return }
      segments[segment].title = title
      segments[segment].image = nil
    }

    /// A segment's title, or `nil` (also out of range).
    ///
    /// - Parameter segment: The index.
    open func titleForSegment(at segment: Int) -> String? {
      segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (and removes its title, as UIKit does).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - segment: The index; out of range is ignored.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
      guard segments.indices.contains(segment) else { return }
      segments[segment].image = image
      segments[segment].title = nil
    }

    /// A segment's image, or `nil` (also out of range).
    ///
    /// - Parameter segment: The index.
    open func imageForSegment(at segment: Int) -> UIImage? {
      segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables a segment; the user cannot select a disabled segment.
    ///
    /// - Parameters:
    ///   - enabled: Whether the segment is enabled.
    ///   - segment: The index; out of range is ignored.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
      guard segments.indices.contains(segment) else { return }
      segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled (`false` out of range).
    ///
    /// - Parameter segment: The index.
    open func isEnabledForSegment(at segment: Int) -> Bool {
      segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a segment's width; 0 means automatic. Stored only.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - segment: The index; out of range is ignored.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
      guard segments.indices.contains(segment) else { return }
      segments[segment].width = width
    }

    /// A segment's width (0 for automatic or out of range).
    ///
    /// - Parameter segment: The index.
    open func widthForSegment(at segment: Int) -> CGFloat {
      segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets a segment's action (and its title and image from the action).
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - segment: The index; out of range is ignored.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
      guard segments.indices.contains(segment) else { return }
      segments[segment] = Segment(
        title: action.title, image: action.image, isEnabled: segments[segment].isEnabled,
        action: action, width: segments[segment].width)
    }

    /// A segment's action, if it has one.
    ///
    /// - Parameter segment: The index.
    open func actionForSegment(at segment: Int) -> UIAction? {
      segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has an identifier, or `noSegment`.
    ///
    /// - Parameter actionIdentifier: The action's identifier.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
      segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// The selected segment's title, as UIKit's segmented control reports it.
    open override var accessibilityValue: String? {
      get { super.accessibilityValue ?? titleForSegment(at: selectedSegmentIndex) }
      set { super.accessibilityValue = newValue }
    }

    // MARK: User selection

    /// Simulates the user tapping a segment, as UIKit delivers it.
    ///
    /// Selects it (a momentary control keeps no selection), runs the segment's action if it has
    /// one, then sends `.valueChanged` and `.primaryActionTriggered`. Tapping the selected segment
    /// of a non-momentary control changes nothing and sends nothing. Returns `false` when the
    /// control ignores touches, the index is out of range or the segment is disabled.
    /// - Parameter segment: The index of the tapped segment.
    @_spi(Testing)
    @discardableResult
    public func userSelectSegment(at segment: Int) -> Bool {
      guard acceptsUserTouch, segments.indices.contains(segment), segments[segment].isEnabled
      else { return false }
      if !isMomentary && segment == selectedIndexStorage { return true }
      if !isMomentary { selectedIndexStorage = segment }
      if let action = segments[segment].action { sendAction(action) }
      sendActions(for: [.valueChanged, .primaryActionTriggered])
      return true
    }

    /// Equal segments as wide as the widest title (13-point system font) plus 20 points; 32 high.
    open override var intrinsicContentSize: CGSize {
      let font = UIFont.systemFont(ofSize: 13)
      let widest =
        (0..<numberOfSegments).map {
          TextMetrics.size(titleForSegment(at: $0), font).width
        }.max() ?? 0
      return CGSize(width: CGFloat(numberOfSegments) * (widest + 20), height: 32)
    }
  }
#endif
