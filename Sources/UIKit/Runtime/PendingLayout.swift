import LabWire

/// The lists (tables, collection views) waiting for their first layout: iOS asks a list's data
/// source in the list's first layout pass, not when the data source is set or `reloadData()` is
/// called before it. The device lays out a screen as it appears (`__labFirstLayout` after
/// `viewWillAppear`); a list that asks for layout on a screen already shown loads in the layout
/// pass of the current turn (`RunLoopTurn`). A list on no screen waits, as on iOS.
enum PendingLayout {
    private final class Entry {
        weak var list: FirstLayout?
        init(_ list: FirstLayout) { self.list = list }
    }
    nonisolated(unsafe) private static var lists: [Entry] = []

    static func schedule(_ list: FirstLayout) {
        guard !lists.contains(where: { $0.list === list }) else { return }
        lists.append(Entry(list))
    }

    /// The layout pass of the turn: each waiting list on a screen that has appeared loads, in
    /// the order they asked. True when one did (what it asked may have queued more work).
    static func run() -> Bool {
        guard !lists.isEmpty else { return false }
        let waiting = lists
        lists = []
        var loaded = false
        for entry in waiting {
            guard let list = entry.list, list.awaitsFirstLayout else { continue }
            if isOnScreen(list) {
                list.loadIfNeeded()
                loaded = true
            } else {
                lists.append(entry)
            }
        }
        return loaded
    }

    /// Whether the device shows the list: in a window, on a screen whose controller has appeared.
    private static func isOnScreen(_ list: FirstLayout) -> Bool {
        let runtime = AppRuntime.shared
        guard runtime.channel != nil, let view = list as? UIView, runtime.id(of: view) != nil else { return false }
        return runtime.host1("isOnScreen", [runtime.value(view)]) == .bool(true)
    }
}
