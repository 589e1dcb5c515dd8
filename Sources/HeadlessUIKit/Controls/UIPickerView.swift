#if !canImport(UIKit)
  import Foundation

  /// A picker view's data source, as UIKit's: how many wheels and how many rows each has.
  @preconcurrency @MainActor
  public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// Asks for the number of components (wheels).
    ///
    /// - Parameter pickerView: The picker.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// Asks for the number of rows of a component.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - component: The component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
  }

  /// A picker view's delegate, as UIKit's; every requirement is optional in UIKit and has its
  /// default here.
  @preconcurrency @MainActor
  public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// Asks for a component's width; the picker's width shared among its components by default.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - component: The component.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// Asks for a component's row height; 32 points by default.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - component: The component.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// Asks for a row's title; `nil` by default.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - row: The row.
    ///   - component: Its component.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    /// Asks for a row's styled title; `nil` by default (the plain title is used).
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - row: The row.
    ///   - component: Its component.
    func pickerView(
      _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    /// Asks for a row's view; by default a label showing the row's title, as UIKit draws titles.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - row: The row.
    ///   - component: Its component.
    ///   - view: A view the picker made for another row, to reuse, or `nil`.
    func pickerView(
      _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
      reusing view: UIView?
    ) -> UIView
    /// Tells that the user stopped a wheel on a row (not sent for `selectRow(_:inComponent:
    /// animated:)`).
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - row: The row.
    ///   - component: Its component.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
  }

  extension UIPickerViewDelegate {
    /// The picker's width shared equally among its components.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - component: The component.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    {
      optionalRequirementDefault(
        pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1)))
    }
    /// 32 points.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - component: The component.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
      -> CGFloat
    { optionalRequirementDefault(32) }
    /// No title.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - row: The row.
    ///   - component: Its component.
    public func pickerView(
      _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? { optionalRequirementDefault(nil) }
    /// No styled title.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - row: The row.
    ///   - component: Its component.
    public func pickerView(
      _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? { optionalRequirementDefault(nil) }
    /// A label showing the row's styled or plain title, centred.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - row: The row.
    ///   - component: Its component.
    ///   - view: A label to reuse, or `nil`.
    public func pickerView(
      _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
      reusing view: UIView?
    ) -> UIView {
      optionalRequirementDefault()
      let label = (view as? UILabel) ?? UILabel()
      if let attributed = self.pickerView(
        pickerView, attributedTitleForRow: row, forComponent: component)
      {
        label.attributedText = attributed
      } else {
        label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
      }
      label.textAlignment = .center
      return label
    }
    /// Nothing.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - row: The row.
    ///   - component: Its component.
    public func pickerView(
      _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
    ) { optionalRequirementDefault() }
  }

  /// A view of spinning wheels, one a component, each stopped on a row, as UIKit's.
  ///
  /// Its components and rows come from its data source and their titles or views from its
  /// delegate. Selecting a row in code (`selectRow(_:inComponent:animated:)`) tells the delegate
  /// nothing; a user's spin (`userSelectRow(_:inComponent:)`) tells it
  /// `pickerView(_:didSelectRow:inComponent:)`.
  #if canImport(ObjectiveC)
    @objcMembers
  #endif
  @preconcurrency @MainActor
  open class UIPickerView: UIView {
    /// Where the components and rows come from.
    open weak var dataSource: (any UIPickerViewDataSource)? {
      didSet { reloadAllComponents() }
    }
    /// Where the titles and views come from, and who hears of the user's choices.
    open weak var delegate: (any UIPickerViewDelegate)? {
      didSet { reloadAllComponents() }
    }
    /// Whether the selection is marked (deprecated in UIKit; always shown since iOS 7).
    open var showsSelectionIndicator = true

    private var rowCounts: [Int] = []
    private var selection: [Int] = []
    private var rowViews: [[Int: UIView]] = []

    /// Creates a picker.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a picker from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// The number of components, as the data source last told it.
    open var numberOfComponents: Int {
      if rowCounts.isEmpty, dataSource != nil { reloadAllComponents() }
      return rowCounts.count
    }

    /// The number of rows of a component, as the data source last told it (0 for no such
    /// component).
    ///
    /// - Parameter component: The component.
    /// - Returns: Its rows.
    open func numberOfRows(inComponent component: Int) -> Int {
      _ = numberOfComponents
      return rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// A row's size in a component: the delegate's width and height.
    ///
    /// - Parameter component: The component.
    /// - Returns: The size.
    open func rowSize(forComponent component: Int) -> CGSize {
      let width =
        delegate?.pickerView(self, widthForComponent: component)
        ?? bounds.width / CGFloat(max(numberOfComponents, 1))
      let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 32
      return CGSize(width: width, height: height)
    }

    /// The row a component is stopped on, or −1 when it has no rows.
    ///
    /// - Parameter component: The component.
    /// - Returns: The row.
    open func selectedRow(inComponent component: Int) -> Int {
      guard numberOfRows(inComponent: component) > 0 else { return -1 }
      return selection[component]
    }

    /// Turns a component's wheel to a row; tells the delegate nothing. A row past the last
    /// stops on the last.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - component: The component.
    ///   - animated: Whether the wheel spins (the selection changes at once either way).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
      let rows = numberOfRows(inComponent: component)
      guard rows > 0 else { return }
      selection[component] = min(max(row, 0), rows - 1)
    }

    /// Asks the data source again for every component's rows, keeping each selection within
    /// them.
    open func reloadAllComponents() {
      guard let dataSource else {
        rowCounts = []
        selection = []
        rowViews = []
        return
      }
      let count = max(dataSource.numberOfComponents(in: self), 0)
      rowCounts = (0..<count).map {
        max(dataSource.pickerView(self, numberOfRowsInComponent: $0), 0)
      }
      selection = (0..<count).map { component in
        let previous = component < selection.count ? selection[component] : 0
        return min(previous, max(rowCounts[component] - 1, 0))
      }
      rowViews = Array(repeating: [:], count: count)
    }

    /// Asks the data source again for one component's rows.
    ///
    /// - Parameter component: The component.
    open func reloadComponent(_ component: Int) {
      guard let dataSource, rowCounts.indices.contains(component) else { return }
      rowCounts[component] = max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
      selection[component] = min(selection[component], max(rowCounts[component] - 1, 0))
      rowViews[component] = [:]
    }

    /// The view showing a row: the delegate's view, or a label of its title; `nil` for no such
    /// row.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - component: The component.
    /// - Returns: The view.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
      guard row >= 0, row < numberOfRows(inComponent: component), let delegate else { return nil }
      if let view = rowViews[component][row] { return view }
      let view = delegate.pickerView(
        self, viewForRow: row, forComponent: component, reusing: nil)
      rowViews[component][row] = view
      return view
    }

    /// A row's title as the user reads it: the delegate's styled or plain title, or the text of
    /// the row's view when it is a label.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - component: The component.
    /// - Returns: The title, or `nil`.
    @_spi(Testing)
    public func title(forRow row: Int, forComponent component: Int) -> String? {
      guard row >= 0, row < numberOfRows(inComponent: component), let delegate else { return nil }
      if let attributed = delegate.pickerView(
        self, attributedTitleForRow: row, forComponent: component)
      {
        return attributed.string
      }
      if let title = delegate.pickerView(self, titleForRow: row, forComponent: component) {
        return title
      }
      return (view(forRow: row, forComponent: component) as? UILabel)?.text
    }

    /// Simulates the user spinning a component's wheel to a row: the selection changes and the
    /// delegate hears `pickerView(_:didSelectRow:inComponent:)`, as when the wheel stops there.
    ///
    /// Returns `false`, changing nothing, when the picker ignores touches (hidden, transparent,
    /// not interactive, itself or an ancestor) or has no such row.
    @_spi(Testing)
    @discardableResult
    public func userSelectRow(_ row: Int, inComponent component: Int) -> Bool {
      guard isReachableByUserTouch, row >= 0, row < numberOfRows(inComponent: component) else {
        return false
      }
      guard selection[component] != row else { return true }
      selection[component] = row
      delegate?.pickerView(self, didSelectRow: row, inComponent: component)
      return true
    }

    /// 320 × 216 points, as UIKit's picker.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
  }
#endif
