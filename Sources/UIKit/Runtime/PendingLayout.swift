import LabWire

/// What waits for the layout pass of the current turn (`RunLoopTurn`). Lists (tables, collection
/// views) waiting for their first layout: iOS asks a list's data source in the list's first layout
/// pass, not when the data source is set or `reloadData()` is called before it. The device lays
/// out a screen as it appears (`__labFirstLayout` in its layout pass); a list that asks for layout
/// on a screen already shown loads in the layout pass of the current turn; a list on no screen
/// waits, as on iOS. Views marked with `setNeedsLayout()` on a screen already shown are laid out
/// (`layoutIfNeeded()`); one on no screen is left to its screen's layout pass.
enum PendingLayout {
    private final class Entry {
        weak var list: FirstLayout?
        init(_ list: FirstLayout) { self.list = list }
    }
    nonisolated(unsafe) private static var lists: [Entry] = []

    static func scheduleFirstLayout(_ list: FirstLayout) {
        guard !lists.contains(where: { $0.list === list }) else { return }
        lists.append(Entry(list))
    }

    private final class MarkedView {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }
    nonisolated(unsafe) private static var marked: [MarkedView] = []

    static func scheduleLayout(_ view: UIView) {
        guard !marked.contains(where: { $0.view === view }) else { return }
        marked.append(MarkedView(view))
    }

    /// The layout pass of the turn: each waiting list on a screen that has appeared loads, in
    /// the order they asked. True when one did (what it asked may have queued more work).
    static func run() -> Bool {
        guard !lists.isEmpty || !marked.isEmpty else { return false }
        let views = marked
        marked = []
        var laidOut = false
        for entry in views {
            guard let view = entry.view, isOnScreen(view) else { continue }
            view.layoutIfNeeded()
            laidOut = true
        }
        return loadLists() || laidOut
    }

    private static func loadLists() -> Bool {
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

    private static func isOnScreen(_ list: FirstLayout) -> Bool {
        guard let view = list as? UIView else { return false }
        return isOnScreen(view)
    }

    /// Whether the device shows the view: in a window, on a screen whose controller has appeared.
    private static func isOnScreen(_ view: UIView) -> Bool {
        let runtime = AppRuntime.shared
        guard runtime.channel != nil, runtime.id(of: view) != nil else { return false }
        return runtime.call(HostCalls.isOnScreen, runtime.ref(view))
    }
}
