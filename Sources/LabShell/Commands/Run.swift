import Foundation
import LabCore

extension Command {
    static let run = Command(
        name: "run", group: .apps,
        summary: "Build, install and launch: Xcode's Cmd-R",
        usage: "run PATH|APP",
        example: "run MyApp",
        details: """
        With a project folder: build it, install the result (a running copy is killed), then launch it.
        With a .app folder: install and launch. With an installed app's name: stop it if it runs, then launch.
        """
    ) { invocation, session throws(CommandError) in
        let typed = invocation.positionals[0]
        let installer = AppInstaller(session: session)
        var appPath: String?
        if FileManager.default.fileExists(atPath: session.hostPath(typed)) {
            switch try installer.target(typed) {
            case let .project(project): appPath = try installer.build(project).appPath
            case let .app(path): appPath = path
            }
        }
        let installed: InstalledApp
        if let appPath {
            session.device.recordAction(name: "run", arguments: invocation.positionals)
            try installer.install(appAt: appPath, entry: .alreadyRecorded)
            installed = try session.installedApp(try session.inspectedIdentifier(appPath))
        } else {
            installed = try session.installedApp(typed)
            guard !installed.isSystemApp else { throw CommandError("\(installed.displayName) is a system app; `launch` it instead") }
            session.device.recordAction(name: "run", arguments: invocation.positionals)
            if session.device.process(for: installed) != nil {
                try session.onDevice { device throws(DeviceError) in try device.terminate(installed, entry: .alreadyRecorded) }
            }
        }
        try session.onDevice { device throws(DeviceError) in try device.launch(installed, entry: .alreadyRecorded) }
    }
}

extension Session {
    /// The bundle identifier of the `.app` at `path`, as the device knows the app.
    fileprivate func inspectedIdentifier(_ path: String) throws(CommandError) -> String {
        do { return try AppBundle.load(from: path).bundleIdentifier } catch { throw CommandError(error.message) }
    }
}
