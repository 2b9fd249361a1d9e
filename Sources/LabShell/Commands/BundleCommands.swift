import Foundation
import LabCore

extension CommandRegistry {
    /// Commands that build, install and inspect app bundles (BUNDLES' area).
    static var bundleCommands: [Command] {
        [.build, .install, .uninstall, .run, .bundle, .plist, .cat, .container]
    }
}

extension Session {
    /// What `ValueType.appOrBundle` makes of a word: a `.app` folder on the host given by path,
    /// or else the installed app it names (refused as `installedApp(_:)` refuses).
    func inspectedApp(_ ref: String) throws(CommandError) -> InspectedApp {
        if ref.hasSuffix(".app") || ref.hasSuffix(".app/") {
            let host = hostPath(ref)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: host, isDirectory: &isFolder), isFolder.boolValue { return .folder(host) }
        }
        return .installed(try installedApp(ref))
    }

    /// The bundle folder an inspection command looks at: an installed app's bundle on the
    /// device, or a `.app` folder on the host. `title` is the folder's name.
    func inspectedBundle(_ inspected: InspectedApp) throws(CommandError) -> (path: String, title: String) {
        switch inspected {
        case let .folder(host): return (host, (host as NSString).lastPathComponent)
        case let .installed(app):
            guard let path = app.bundle.path else {
                throw CommandError(tr("%@ is a system app; its bundle is not part of the simulation (try \"Empty Window\")", "\(app.displayName)"))
            }
            return (path, (path as NSString).lastPathComponent)
        }
    }

    /// The sandbox container of an installed app.
    func container(of app: InstalledApp) throws(CommandError) -> SandboxContainer {
        guard let path = app.containerPath else {
            throw CommandError(tr("%@ is a system app; its container is not part of the simulation", "\(app.displayName)"))
        }
        let container = SandboxContainer(path: path, bundleIdentifier: app.bundleIdentifier)
        do { try container.prepare() } catch { throw CommandError(error.text) }
        return container
    }
}
