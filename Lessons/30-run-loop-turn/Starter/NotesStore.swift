import Foundation

/// Keeps the notes. Like many stores (a database, a file coordinator), it does its work on
/// the main queue: `add` queues a block and returns at once; the block runs later, and then
/// calls `completion`.
final class NotesStore {
    private(set) var notes: [String] = []

    func add(_ note: String, completion: @escaping () -> Void) {
        DispatchQueue.main.async {
            self.notes.append(note)
            print("store: saved note \(self.notes.count)")
            completion()
        }
    }
}
