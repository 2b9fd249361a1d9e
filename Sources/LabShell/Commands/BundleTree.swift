import Foundation
import LabCore

extension Command {
    static let bundle = Command(
        name: "bundle", group: .inspection, changesDevice: false,
        summary: "Show an app's bundle as a tree of files with sizes",
        arguments: [.value(.appOrBundle)],
        example: "\"Empty Window\"",
        details: """
        APP is an installed app, or the path of a .app folder. Each file gets a note: what the simulated
        executable holds, the storyboard nibs' classes, the plists' sizes. `cat APP PATH` shows one file.
        """
    ) { invocation, session throws(CommandError) in
        let (path, title) = try session.inspectedBundle(invocation.required(.appOrBundle))
        var info: [String: PlistValue] = [:]
        let layout = BundleLayout.of(bundleAt: path)
        if let data = FileManager.default.contents(atPath: path + "/" + layout.infoPlist),
           let dict = (try? PlistReader.read(data))?.dictionary {
            info = dict
        }
        let executable = info["CFBundleExecutable"]?.string
        var tree = FileTreeText(first: layout == .iOS ? executable : "Contents")
        tree.note = { relative, data in
            if relative == layout.pkgInfo { return String(decoding: data, as: UTF8.self) }
            if relative == layout.infoPlist, let executable { return "CFBundleExecutable = \"\(executable)\"" }
            if relative.hasSuffix(".dylib") { return tr("simulated Swift runtime library") }
            return FileContents(data).note
        }
        session.print(tree.lines(root: path, title: title).joined(separator: "\n"))
    }
}
