import Foundation
import LabCore

extension Command {
    static let container = Command(
        name: "container", group: .inspection, changesDevice: false,
        summary: "Show an app's sandbox container as a tree",
        arguments: [.value(.app), .optional([.value(.folder)])],
        example: "\"Empty Window\" Documents",
        details: """
        The data container made at install: Documents/, Library/Caches/, Library/Preferences/ and tmp/;
        Library/Application Support/ appears once the app uses it. DIR shows one folder inside it.
        """
    ) { invocation, session throws(CommandError) in
        let app = invocation.app
        let container = try session.container(of: app)
        var root = container.path
        var title = app.bundleIdentifier
        if app.bundle.layout == .macOS {
            let shown = MacHome.displayPath(container, home: session.folders.macUserHome)
            title = shown
            session.print(MacHome.isSandboxed(app.bundle)
                ? tr("%@ is sandboxed (com.apple.security.app-sandbox): its container is %@", app.displayName, shown)
                : tr("%@ is not sandboxed: its home is the user's, %@, shared with every unsandboxed app", app.displayName, shown))
        }
        if invocation.positionals.count > 1 {
            let relative = invocation.positionals[1]
            do throws(BundleError) { root = try container.resolve(relative) } catch { throw CommandError(error.text) }
            var isFolder: ObjCBool = false
            let typedApp = AppNames.typed(invocation.positionals[0])
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
                throw CommandError(tr("no folder %@ in the container of %@ (`container %@` lists them)", "\(relative)", "\(invocation.positionals[0])", "\(typedApp)"))
            }
            guard isFolder.boolValue else {
                throw CommandError(tr("%@ is a file — `cat %@ %@` prints it", "\(relative)", "\(typedApp)", "\(Tokenizer.quote(relative))"))
            }
            title = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
        }
        let tree = FileTreeText()
        session.print(tree.lines(root: root, title: title).joined(separator: "\n"))
    }
}
