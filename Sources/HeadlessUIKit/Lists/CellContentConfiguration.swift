#if !canImport(UIKit)
  import Foundation

  /// The content view a cell's content configuration shows in the cell's `contentView`: what a
  /// table view cell and a collection view cell share for `contentConfiguration`.
  @MainActor
  struct ConfiguredContent {
    /// The content view on show, made by the first configuration.
    private var view: (any UIView & UIContentView)?

    /// Shows a configuration, updated for the cell's state: the content view takes it, or is made
    /// and added to `contentView`; `nil` removes the content view.
    ///
    /// - Parameters:
    ///   - configuration: The configuration, or `nil`.
    ///   - state: The cell's state.
    ///   - contentView: The cell's content view.
    mutating func show(
      _ configuration: (any UIContentConfiguration)?, for state: UICellConfigurationState,
      in contentView: UIView
    ) {
      guard let configuration else {
        view?.removeFromSuperview()
        view = nil
        return
      }
      let updated = configuration.updated(for: state)
      if let view {
        view.configuration = updated
      } else {
        let made = updated.makeContentView()
        made.frame = contentView.bounds
        contentView.addSubview(made)
        view = made
      }
    }
  }
#endif
