#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

// User actions on controls: each refuses what a user could not do with one clear failure at the
// caller's line, acts as UIKit delivers a user's action, then settles. Async forms for Swift
// Testing, sync forms (spinning the main run loop) for classic XCTest.
extension AnyViewControllerObject {
  /// Taps the one control matching `query` like a user, then settles.
  ///
  /// - Parameters:
  ///   - query: Which control to tap.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func tap(
    _ query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performTap(query, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `tap`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - query: Which control to tap.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func tap(
    _ query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("tap", stage: stage, at: location) else { return }
    if performTap(query, at: location) { stage.settleSpinning(at: location) }
  }

  /// Taps `control` like a user (refusing a hidden, disabled or covered one), then settles.
  ///
  /// - Parameters:
  ///   - control: The control to tap.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func tap(
    _ control: UIControl,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performTap(control, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `tap`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - control: The control to tap.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func tap(
    _ control: UIControl,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("tap", stage: stage, at: location) else { return }
    if performTap(control, at: location) { stage.settleSpinning(at: location) }
  }

  /// Toggles the one switch matching `query` like a user (value, then `.valueChanged`), then settles.
  ///
  /// - Parameters:
  ///   - query: Which switch to toggle.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func toggle(
    _ query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performToggle(query, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `toggle`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - query: Which switch to toggle.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func toggle(
    _ query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("toggle", stage: stage, at: location) else { return }
    if performToggle(query, at: location) { stage.settleSpinning(at: location) }
  }

  /// Selects segment `index` of the one segmented control matching `query` like a user, then settles.
  ///
  /// - Parameters:
  ///   - index: The segment to select.
  ///   - query: Which segmented control.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func selectSegment(
    _ index: Int,
    in query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performSelectSegment(index, query, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `selectSegment`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - index: The segment to select.
  ///   - query: Which segmented control.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func selectSegment(
    _ index: Int,
    in query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("selectSegment", stage: stage, at: location) else { return }
    if performSelectSegment(index, query, at: location) { stage.settleSpinning(at: location) }
  }

  /// Slides the one slider matching `query` to `value` like a user, then settles.
  ///
  /// - Parameters:
  ///   - query: Which slider.
  ///   - value: The value, within the slider's range.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func slide(
    _ query: ViewQuery,
    to value: Float,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performSlide(query, to: value, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `slide`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - query: Which slider.
  ///   - value: The value, within the slider's range.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func slide(
    _ query: ViewQuery,
    to value: Float,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("slide", stage: stage, at: location) else { return }
    if performSlide(query, to: value, at: location) { stage.settleSpinning(at: location) }
  }

  /// Taps one half of the one stepper matching `query` like a user, then settles.
  ///
  /// - Parameters:
  ///   - query: Which stepper.
  ///   - direction: Which half to tap.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func step(
    _ query: ViewQuery,
    _ direction: StepDirection = .up,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performStep(direction, query, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `step`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - query: Which stepper.
  ///   - direction: Which half to tap.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func step(
    _ query: ViewQuery,
    _ direction: StepDirection = .up,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("step", stage: stage, at: location) else { return }
    if performStep(direction, query, at: location) { stage.settleSpinning(at: location) }
  }

  /// Types `text` into the one text field matching `query`, per character with UIKit's delegate calls.
  ///
  /// - Parameters:
  ///   - text: The text; each character is one edit the delegate may reject.
  ///   - query: Which text field.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func type(
    _ text: String,
    into query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performType(text, into: query, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `type`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - text: The text; each character is one edit the delegate may reject.
  ///   - query: Which text field.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func type(
    _ text: String,
    into query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("type", stage: stage, at: location) else { return }
    if performType(text, into: query, at: location) { stage.settleSpinning(at: location) }
  }

  /// Clears the one text field matching `query` like its clear button, then settles.
  ///
  /// - Parameters:
  ///   - query: Which text field.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func clearText(
    in query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performClear(query, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `clearText`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - query: Which text field.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func clearText(
    in query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("clearText", stage: stage, at: location) else { return }
    if performClear(query, at: location) { stage.settleSpinning(at: location) }
  }

  /// Presses the return key in the one text field matching `query`, then settles.
  ///
  /// - Parameters:
  ///   - query: Which text field.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func pressReturn(
    in query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performReturn(query, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `pressReturn`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - query: Which text field.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func pressReturn(
    in query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("pressReturn", stage: stage, at: location) else { return }
    if performReturn(query, at: location) { stage.settleSpinning(at: location) }
  }

  /// Ends editing the one text field matching `query` (it resigns first responder), then settles.
  ///
  /// - Parameters:
  ///   - query: Which text field.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func endEditing(
    in query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    if performEndEditing(query, at: location) { await stage.settle(at: location) }
  }

  /// Synchronous `endEditing`: acts, then settles spinning the main run loop (classic XCTest).
  ///
  /// - Parameters:
  ///   - query: Which text field.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func endEditing(
    in query: ViewQuery,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    guard requireMainThread("endEditing", stage: stage, at: location) else { return }
    if performEndEditing(query, at: location) { stage.settleSpinning(at: location) }
  }
}
