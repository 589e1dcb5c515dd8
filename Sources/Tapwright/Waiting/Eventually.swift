import TapwrightSupport

// Eventual checks: each comes in an async form (Swift Testing) and a sync form (classic XCTest).

/// Waits until `matcher` holds for `expression`, or reports the last value seen at the deadline.
///
/// The expression is re-evaluated after each main-queue turn and each timer fired in virtual time.
///
/// - Parameters:
///   - expression: The value to watch, re-evaluated each round.
///   - matcher: What the value must come to satisfy.
///   - timeout: How long to wait; the ``WaitingDefaults`` timeout (1 s) when `nil`.
///   - callSite: Where the caller wrote the call.
/// - Returns: Whether the matcher came to hold.
@preconcurrency @MainActor
@discardableResult
public func eventually<Value>(
  _ expression: @autoclosure () -> Value,
  _ matcher: Matcher<Value>,
  timeout: Duration? = nil,
  at callSite: CallSite = #callSite
) async -> Bool {
  let result = await check(
    .eventually, "the value", expression, matcher, timeout,
    callSite)
  return result.passed
}

/// Waits until `condition` is true, or reports a failure at the deadline.
///
/// - Parameters:
///   - condition: The condition to watch, re-evaluated each round.
///   - timeout: How long to wait; the ``WaitingDefaults`` timeout (1 s) when `nil`.
///   - callSite: Where the caller wrote the call.
/// - Returns: Whether the condition came to be true.
@preconcurrency @MainActor
@discardableResult
public func eventually(
  _ condition: @autoclosure () -> Bool,
  timeout: Duration? = nil,
  at callSite: CallSite = #callSite
) async -> Bool {
  let result = await check(
    .eventually, "the condition", condition, .isTrue, timeout,
    callSite)
  return result.passed
}

/// Waits until `expression` is `nil`, or reports the last value observed at the deadline.
///
/// - Parameters:
///   - expression: The value to watch, re-evaluated each round.
///   - timeout: How long to wait; the ``WaitingDefaults`` timeout (1 s) when `nil`.
///   - callSite: Where the caller wrote the call.
/// - Returns: Whether the value became `nil`.
@preconcurrency @MainActor
@discardableResult
public func eventuallyNil<Wrapped>(
  _ expression: @autoclosure () -> Wrapped?,
  timeout: Duration? = nil,
  at callSite: CallSite = #callSite
) async -> Bool {
  let result = await check(
    .eventually, "the value", expression, .isNil, timeout,
    callSite)
  return result.passed
}

/// Waits until `expression` is not `nil` and returns it, or reports a failure at the deadline.
///
/// - Parameters:
///   - expression: The value to watch, re-evaluated each round.
///   - timeout: How long to wait; the ``WaitingDefaults`` timeout (1 s) when `nil`.
///   - callSite: Where the caller wrote the call.
/// - Returns: The first non-`nil` value, or `nil` after the failure.
@preconcurrency @MainActor
@discardableResult
public func eventuallyNotNil<Wrapped>(
  _ expression: @autoclosure () -> Wrapped?,
  timeout: Duration? = nil,
  at callSite: CallSite = #callSite
) async -> Wrapped? {
  let result = await check(
    .eventually, "the value", expression, .isNotNil, timeout,
    callSite)
  return result.last
}

/// Checks that `matcher` does not hold for `expression` at any point within `duration`.
///
/// On HeadlessUIKit a quiet system answers at once: virtual time fires the stage's timers due
/// within `duration`, and nothing else known can change the value. On UIKit it watches until the
/// deadline, in real time (UIKit's animations are invisible to quiescence). Not the same as `eventually` with a
/// negated matcher, which passes as soon as the matcher stops holding once.
///
/// - Parameters:
///   - expression: The value to watch, re-evaluated each round.
///   - matcher: What the value must never satisfy.
///   - duration: How long to watch; the ``WaitingDefaults`` timeout (1 s) when `nil`.
///   - callSite: Where the caller wrote the call.
/// - Returns: Whether the matcher never held.
@preconcurrency @MainActor
@discardableResult
public func never<Value>(
  _ expression: @autoclosure () -> Value,
  _ matcher: Matcher<Value>,
  within duration: Duration? = nil,
  at callSite: CallSite = #callSite
) async -> Bool {
  let result = await check(
    .never, "the value", expression, matcher, duration,
    callSite)
  return result.passed
}

/// Checks that `condition` stays false within `duration`.
///
/// - Parameters:
///   - condition: The condition to watch, re-evaluated each round.
///   - duration: How long to watch; the ``WaitingDefaults`` timeout (1 s) when `nil`.
///   - callSite: Where the caller wrote the call.
/// - Returns: Whether the condition stayed false.
@preconcurrency @MainActor
@discardableResult
public func never(
  _ condition: @autoclosure () -> Bool,
  within duration: Duration? = nil,
  at callSite: CallSite = #callSite
) async -> Bool {
  let result = await check(
    .never, "the condition", condition, .isTrue, duration,
    callSite)
  return result.passed
}

/// Checks that `matcher` holds for `expression` throughout `duration`.
///
/// On HeadlessUIKit a quiet system answers at once; on UIKit it watches until the deadline, as
/// for ``never(_:_:within:at:)``.
///
/// - Parameters:
///   - expression: The value to watch, re-evaluated each round.
///   - matcher: What the value must keep satisfying.
///   - duration: How long to watch; the ``WaitingDefaults`` timeout (1 s) when `nil`.
///   - callSite: Where the caller wrote the call.
/// - Returns: Whether the matcher held throughout.
@preconcurrency @MainActor
@discardableResult
public func always<Value>(
  _ expression: @autoclosure () -> Value,
  _ matcher: Matcher<Value>,
  for duration: Duration? = nil,
  at callSite: CallSite = #callSite
) async -> Bool {
  let result = await check(
    .always, "the value", expression, matcher, duration,
    callSite)
  return result.passed
}

/// Checks that `condition` stays true throughout `duration`.
///
/// - Parameters:
///   - condition: The condition to watch, re-evaluated each round.
///   - duration: How long to watch; the ``WaitingDefaults`` timeout (1 s) when `nil`.
///   - callSite: Where the caller wrote the call.
/// - Returns: Whether the condition stayed true.
@preconcurrency @MainActor
@discardableResult
public func always(
  _ condition: @autoclosure () -> Bool,
  for duration: Duration? = nil,
  at callSite: CallSite = #callSite
) async -> Bool {
  let result = await check(
    .always, "the condition", condition, .isTrue, duration,
    callSite)
  return result.passed
}
