import Foundation
import LabCore

/// What a file in a bundle or container holds, as `bundle` and `cat` describe it.
enum FileContents {
    case executable(SimulatedExecutable)
    case assetCatalog(AssetCatalogArchive)
    case nib(Nib)
    case plist(PlistValue, binary: Bool)
    case png(width: Int, height: Int)
    case text(String)
    case binary

    /// Largest file `cat` prints as text.
    static let printableLimit = 64 * 1024

    init(_ data: Data) {
        if data.starts(with: [0x7f, 0x45, 0x4c, 0x46]) {
            self = (try? SimulatedExecutable(image: [UInt8](data))).map(FileContents.executable) ?? .binary
            return
        }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]), data.count >= 24 {
            let word = { (offset: Int) in data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            self = .png(width: word(16), height: word(20))
            return
        }
        let looksLikePlist = data.starts(with: Array("bplist".utf8))
            || (data.prefix(200).range(of: Data("<plist".utf8)) != nil)
        if looksLikePlist, let value = try? PlistReader.read(data) {
            if let catalog = try? AssetCatalogArchive(plist: value) { self = .assetCatalog(catalog); return }
            if let nib = try? NibArchive.nib(from: value) { self = .nib(nib); return }
            self = .plist(value, binary: data.starts(with: Array("bplist".utf8)))
            return
        }
        if !data.contains(0), let text = String(data: data, encoding: .utf8) {
            self = .text(text)
        } else {
            self = .binary
        }
    }

    /// The short note beside a file in `bundle`'s tree.
    var note: String {
        switch self {
        case let .executable(image):
            let program = image.program
            let files = program.sources.count == 1 ? tr("%d Swift file", 1) : tr("%d Swift files", program.sources.count)
            let classes = program.classes.count == 1 ? tr("%d class", 1) : tr("%d classes", program.classes.count)
            return tr("ELF executable · %@, %@", files, classes)
        case let .assetCatalog(catalog):
            let sets = catalog.assets.count == 1 ? tr("%d set", 1) : tr("%d sets", catalog.assets.count)
            return tr("simulated asset catalog · %@: %@", sets, catalog.assets.map(\.name).joined(separator: ", "))
        case let .nib(nib):
            return "nib · " + nib.objects.map { object in
                object.customClass.map { "\($0) (\(object.uikitClass))" } ?? object.uikitClass
            }.joined(separator: ", ")
        case let .plist(value, binary):
            let keys = value.dictionary?.count
            return (binary ? tr("binary plist") : "plist") + (keys.map { " · " + ($0 == 1 ? tr("%d key", 1) : tr("%d keys", $0)) } ?? "")
        case let .png(width, height): return tr("PNG image %d×%d", width, height)
        case let .text(text):
            let count = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            return tr("text · %@", count == 1 ? tr("%d line", 1) : tr("%d lines", count))
        case .binary: return tr("binary")
        }
    }

    /// The first bytes as `hexdump -C` shows them.
    static func hexSummary(_ data: Data, lines: Int = 4) -> [String] {
        var result: [String] = []
        for row in 0..<min(lines, (data.count + 15) / 16) {
            let slice = data[data.startIndex + row * 16..<min(data.endIndex, data.startIndex + row * 16 + 16)]
            let hex = slice.map { PlistText.hex($0) }.joined(separator: " ")
            let ascii = String(slice.map { $0 >= 0x20 && $0 < 0x7F ? Character(UnicodeScalar($0)) : "." })
            let offset = String(row * 16, radix: 16)
            result.append("  " + String(repeating: "0", count: 8 - offset.count) + offset + "  "
                          + hex.padding(toLength: 47, withPad: " ", startingAt: 0) + "  |" + ascii + "|")
        }
        return result
    }
}
