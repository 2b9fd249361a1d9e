/// The one ordered log of everything observable on the device.
///
/// The shell renders new events after each command; lessons read the whole log;
/// `--events FILE` subscribes to write JSON Lines.
public final class EventLog {
    public private(set) var events: [Event] = []
    private var subscribers: [(Event) -> Void] = []

    public init() {}

    /// Appends an event stamped with the next sequence number and the given time.
    @discardableResult
    public func append(_ kind: Event.Kind, app: String?, appName: String? = nil, at t: Int, depth: Int = 0) -> Event {
        let event = Event(seq: events.count + 1, t: t, app: app, appName: appName, kind: kind, depth: depth)
        events.append(event)
        for subscriber in subscribers { subscriber(event) }
        return event
    }

    /// Calls `body` for every event appended from now on.
    public func subscribe(_ body: @escaping (Event) -> Void) {
        subscribers.append(body)
    }

    /// Events with a sequence number greater than `seq`.
    public func events(after seq: Int) -> ArraySlice<Event> {
        events[min(max(seq, 0), events.count)...]
    }

    public var lastSeq: Int { events.count }
}
