import Foundation
import LabToolchain

/// A folder drawn as a tree with sizes, for `bundle` and `container`:
/// ```
/// Empty Window.app/                 29.3 KB
/// ├── Empty Window       4.1 KB   simulated executable · 2 Swift files, 2 classes
/// └── _CodeSignature/    3.0 KB
///     └── CodeResources  3.0 KB   plist · 4 keys
/// ```
/// Entries are sorted by name (a `first` entry may lead); folders show the total of their files.
struct FileTreeText {
    /// The file that leads its folder's listing (the executable, at the top of a bundle).
    var first: String?
    /// A note for a file, given its path relative to the root and its bytes.
    var note: (String, Data) -> String? = { _, _ in nil }

    private struct Row {
        var text: String
        var size: String
        var note: String
    }

    func lines(root: String, title: String) -> [String] {
        var rows = [Row(text: title + "/", size: ByteCount.format(Self.size(of: root)), note: "")]
        walk(root, relative: "", prefix: "", into: &rows)
        let width = rows.map(\.text.count).max() ?? 0
        let sizeWidth = rows.map(\.size.count).max() ?? 0
        return rows.map { row in
            let padded = row.text.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            let size = String(repeating: " ", count: sizeWidth - row.size.count) + row.size
            let line = padded + size + (row.note.isEmpty ? "" : "  " + row.note)
            return line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }

    private func walk(_ folder: String, relative: String, prefix: String, into rows: inout [Row]) {
        var names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        if relative.isEmpty, let first, let index = names.firstIndex(of: first) {
            names.remove(at: index)
            names.insert(first, at: 0)
        }
        for (index, name) in names.enumerated() {
            let last = index == names.count - 1
            let path = folder + "/" + name
            let relativePath = relative + name
            let branch = prefix + (last ? "└── " : "├── ")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let empty = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).isEmpty
                rows.append(Row(text: branch + name + "/", size: empty ? "" : ByteCount.format(Self.size(of: path)),
                                note: empty ? tr("(empty)") : ""))
                walk(path, relative: relativePath + "/", prefix: prefix + (last ? "    " : "│   "), into: &rows)
            } else {
                let data = FileManager.default.contents(atPath: path) ?? Data()
                rows.append(Row(text: branch + name, size: ByteCount.format(data.count), note: note(relativePath, data) ?? ""))
            }
        }
    }

    /// Total bytes of the files under `path`.
    static func size(of path: String) -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let name = enumerator?.nextObject() as? String {
            if let size = (try? FileManager.default.attributesOfItem(atPath: path + "/" + name))?[.size] as? Int,
               (enumerator?.fileAttributes?[.type] as? FileAttributeType) != .typeDirectory {
                total += size
            }
        }
        return total
    }
}
