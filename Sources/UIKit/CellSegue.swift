import LabWire

/// A storyboard segue connected to a table or collection view cell's prototype: UIKit performs it
/// as part of the cell's selection (docs/lifecycle.md, "Table views"), so the device runs it
/// (`shouldPerformSegue`, `prepare(for:sender:)` with the cell as sender, the push or presentation)
/// when the table asks, between `willSelectRowAt` and `didSelectRowAt`.
enum CellSegue {
    static func trigger(_ identifier: String, from cell: UIView) {
        AppRuntime.shared.call(HostCalls.triggerCellSegue, AppRuntime.shared.ref(cell), identifier)
    }
}
