/// The one ordered log of everything observable on the device.
///
/// The shell renders new events after each command; lessons read the log from their start;
/// `--events FILE` subscribes to write JSON Lines. Memory stays flat however long a session
/// runs: the log keeps the latest `keptEvents` events (**choice**: a million commands would
/// otherwise keep about a gigabyte); sequence numbers go on counting, `log` says how many
/// earlier events are no longer kept, and `--events FILE` has them all.
public final class EventLog {
    /// The kept events, oldest first: the last `keptEvents` at most.
    public private(set) var events: [Event] = []
    /// The sequence number of the latest event (the count of all events ever appended).
    public private(set) var lastSeq = 0
    private var subscribers: [(Event) -> Void] = []
    /// The lifecycle row running now: named in every event appended meanwhile.
    public var activeRule: LifecycleRule.ID?

    /// How many of the latest events are kept: far more than any lesson or `log` reads.
    public static let keptEvents = 50_000

    public init() {}

    /// Events appended earlier than the kept ones.
    public var droppedCount: Int { lastSeq - events.count }

    /// Appends an event stamped with the next sequence number and the given time.
    @discardableResult
    public func append(_ kind: Event.Kind, app: String?, appName: String? = nil, at t: Int, depth: Int = 0) -> Event {
        lastSeq += 1
        let event = Event(seq: lastSeq, t: t, app: app, appName: appName, kind: kind, depth: depth, rule: activeRule)
        events.append(event)
        // Dropped a quarter at a time, so the copy is paid once per 12,500 events.
        if events.count >= Self.keptEvents + Self.keptEvents / 4 {
            events.removeFirst(events.count - Self.keptEvents)
        }
        for subscriber in subscribers { subscriber(event) }
        return event
    }

    /// Calls `body` for every event appended from now on.
    public func subscribe(_ body: @escaping (Event) -> Void) {
        subscribers.append(body)
    }

    /// Kept events with a sequence number greater than `seq`.
    public func events(after seq: Int) -> ArraySlice<Event> {
        events[min(max(seq - droppedCount, 0), events.count)...]
    }
}
