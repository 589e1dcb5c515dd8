/// One piece of work a ``WorkTracker`` counts: what it is, its label, and where it started.
public struct TrackedWork: Sendable, CustomStringConvertible {
  /// What kind of work this is.
  public enum Kind: Sendable, Equatable, CustomStringConvertible {
    /// A block submitted with ``WorkTracker/async(on:label:at:execute:)``.
    case async(queue: String)
    /// A Swift concurrency task started with `WorkTracker.task(label:priority:operation:)`.
    case task
    /// Work entered by hand with ``WorkTracker/enter(label:at:)``.
    case entered
    /// A completion handler wrapped with ``WorkTracker/completion(label:at:_:)``.
    case completion
    /// A one-shot timer started with ``WorkTracker/timer(label:after:on:at:_:)``.
    case timer

    /// A short name for failure messages, e.g. `task` or `async on main`.
    public var description: String {
      switch self {
      case .async(let queue): "async on \(queue)"
      case .task: "task"
      case .entered: "entered work"
      case .completion: "completion handler"
      case .timer: "timer"
      }
    }
  }

  /// What kind of work this is.
  public let kind: Kind
  /// The label given when the work started, if any.
  public let label: String?
  /// Where the work started.
  public let location: CallSite
  /// The label (or kind) of the tracked work that was running when this work started, if any.
  public let enqueuedBy: String?

  /// How failure messages name the work, e.g. `task 'load'`.
  public var name: String {
    Self.name(of: kind, label: label)
  }

  static func name(of kind: Kind, label: String?) -> String {
    label.map { "\(kind) '\($0)'" } ?? "\(kind)"
  }

  /// E.g. `task 'load' started at App/Loader.swift:12`, plus `(enqueued by …)` when nested.
  public var description: String {
    var text = "\(name) started at \(location)"
    if let enqueuedBy { text += " (enqueued by \(enqueuedBy))" }
    return text
  }
}
