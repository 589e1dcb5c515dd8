import Dispatch

/// The tracker's own record of one piece of running work; cheap to create, described on demand.
///
/// `@unchecked Sendable`: the immutable fields are set at creation; the mutable links and
/// canceller are only read or written while the owning ``WorkTracker``'s state lock is held
/// (through ``List``, which lives inside that lock).
final class WorkRecord: @unchecked Sendable {
  /// What kind of work this is; for a dispatched block, the name of its queue.
  enum Kind: Sendable {
    case async(queueName: String)
    case task
    case entered
    case completion
    case timer

    var publicKind: TrackedWork.Kind {
      switch self {
      case .async(let queueName):
        .async(queue: queueName)
      case .task: .task
      case .entered: .entered
      case .completion: .completion
      case .timer: .timer
      }
    }

    /// How messages name a queue: its label, or `main` for the main queue.
    static func queueName(of queue: DispatchQueue) -> String {
      let label = queue.label
      return label == DispatchQueue.main.label ? "main" : label
    }
  }

  /// The kind and label of the work that was running when this work started, described at once
  /// (the parent may be gone, with its queue, by the time the child is reported).
  struct Origin: Sendable {
    var kind: TrackedWork.Kind
    var label: String?
  }

  /// Set at creation, or (for a dispatched block) under the tracker's lock before it is linked.
  private(set) var kind: Kind
  let label: String?
  let location: CallSite
  let parent: Origin?

  // Guarded by the owning tracker's lock.
  private var next: WorkRecord?
  private unowned(unsafe) var previous: WorkRecord?
  private(set) var isLinked = false
  /// Set when the work ended before it was linked (a task that finished at once).
  var hasEnded = false
  var canceller: (any WorkCancelling)?

  /// For dispatched blocks: the tracker to tell when done, the scope to bind, and the block.
  ///
  /// The tracker is not retained per record: a tracker retains itself while it has linked
  /// records or pending blocks (see `WorkTracker.link`), and this block is pending until it has
  /// called `end`, abandoned or not. It is called without a retain of its own, so the tracker
  /// can be released the moment its last work ends and its owner has let go.
  private let tracker: Unmanaged<WorkTracker>?
  private let scope: TestScope?
  private let job: (@Sendable () -> Void)?

  init(
    kind: Kind, label: String?, location: CallSite, parent: Origin?,
    tracker: WorkTracker? = nil, scope: TestScope? = nil, job: (@Sendable () -> Void)? = nil
  ) {
    self.tracker = tracker.map { Unmanaged.passUnretained($0) }
    self.scope = scope
    self.job = job
    self.kind = kind
    self.label = label
    self.location = location
    self.parent = parent
  }

  /// Names the queue of a dispatched block; called under the tracker's lock, before linking.
  func setQueueName(_ name: String) {
    kind = .async(queueName: name)
  }

  /// Runs the dispatched block with its scope and this record as the running work, then ends it.
  func runJob() {
    if let job {
      if let scope {
        TestScope.$current.withValue(scope) { ThreadWork.with(self, job) }
      } else {
        ThreadWork.with(self, job)
      }
    }
    tracker?._withUnsafeGuaranteedRef { $0.end(self, isBlock: true) }
  }

  /// The public description of this work.
  var work: TrackedWork {
    TrackedWork(
      kind: kind.publicKind,
      label: label,
      location: location,
      enqueuedBy: parent.map { TrackedWork.name(of: $0.kind, label: $0.label) }
    )
  }
}

extension WorkRecord {
  /// A doubly linked list of records, oldest first; O(1) append and removal, no hashing.
  ///
  /// Only used inside a tracker's lock. The list holds its records strongly through `head` and
  /// each `next`; `previous` is unowned because a record is always reachable from the head while
  /// linked.
  struct List {
    private var head: WorkRecord?
    private unowned(unsafe) var tail: WorkRecord?

    /// Whether no record is linked.
    var isEmpty: Bool { head == nil }

    /// Links `record` at the end.
    mutating func append(_ record: WorkRecord) {
      record.isLinked = true
      record.previous = tail
      record.next = nil
      if let tail {
        tail.next = record
      } else {
        head = record
      }
      tail = record
    }

    /// Unlinks `record`; returns false when it was not linked.
    mutating func remove(_ record: WorkRecord) -> Bool {
      guard record.isLinked else { return false }
      record.isLinked = false
      record.canceller = nil
      let previous = record.previous
      let next = record.next
      if let previous { previous.next = next } else { head = next }
      if let next { next.previous = previous } else { tail = previous }
      record.previous = nil
      record.next = nil
      return true
    }

    /// Unlinks every record.
    mutating func removeAll() {
      var current = head
      while let record = current {
        current = record.next
        record.isLinked = false
        record.canceller = nil
        record.previous = nil
        record.next = nil
      }
      head = nil
      tail = nil
    }

    /// The linked records, oldest first.
    var records: [WorkRecord] {
      var result: [WorkRecord] = []
      var current = head
      while let record = current {
        result.append(record)
        current = record.next
      }
      return result
    }
  }
}
