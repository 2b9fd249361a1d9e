import Foundation
import LabCore
import LabToolchain

extension Command {
    static let run = Command(
        .run, group: .apps,
        summary: "Build, install and launch: Xcode's Cmd-R",
        arguments: [.optional([.either([[.value(.runTarget)], [.value(.app)]])]), .option("--no-debugger", nil), .option("--target", .text("NAME")), .option("--swift-version", .text("V")), .option("--watch", nil)],
        example: "MyApp",
        details: """
        With a project folder: build it, install the result (a running copy is killed), then launch it
        (--target NAME chooses an .xcodeproj's application target, as for `build`; --swift-version V replaces its SWIFT_VERSION, as for `build`).
        With a .app folder: install and launch. With an installed app's name: stop it if it runs, then launch.
        As in Xcode, the app starts under the debugger, which is not how a user starts it: the launch watchdog
        is off (Technical Q&A 1592: "When Xcode launches an application, the watchdog timer is disabled"), and
        the app is not suspended in the background while the debugger is attached. `detach APP` lets go of it;
        `run --no-debugger` (or `launch APP` from the home screen) starts it as a user would.
        During a lesson, `run` starts the app as a user would, without the debugger (`run` alone builds the lesson's project).
        --watch keeps watching the project folder: each save rebuilds and relaunches, and says which callbacks changed.
        """
    ) { invocation, session throws(CommandError) in
        let given: RunTarget? = invocation.value(.runTarget)
        let target = if let given { given } else { try RunTarget(try session.lessonProjectPath(), in: session) }
        let installer = AppInstaller(session: session)
        // During a lesson `run` launches as the phone would: the lessons watch Home suspend the
        // app, which the debugger would prevent.
        let debugger = !invocation.flag("--no-debugger") && session.lessonDesk.run == nil
        var projectFolder: String?
        switch target {
        case let .app(app):
            // An installed app's name: stop it if it runs, then launch it.
            try session.onDevice { device throws(DeviceError) in
                try device.perform(.run, arguments: invocation.arguments) { steps throws(DeviceError) in
                    if device.process(for: app) != nil { try steps.terminate(app) }
                    try steps.launch(app, debugger: debugger)
                }
            }
        case let .path(path):
            // A project is built first; then the .app is installed, and the app it installed launches.
            let product = try installer.product(of: path, target: invocation.option("--target"),
                                                swiftVersion: invocation.option("--swift-version"))
            projectFolder = product.projectFolder
            try session.device.perform(.run, arguments: invocation.arguments) { steps throws(CommandError) in
                let installed = try installer.install(appAt: product.appPath, as: steps)
                session.device.noteProjectFolder(product.projectFolder, of: installed.bundleIdentifier)
                try session.onDevice { _ throws(DeviceError) in try steps.launch(installed, debugger: debugger) }
            }
        }
        if invocation.flag("--watch") { try session.watchAfterRun(projectFolder: projectFolder, arguments: invocation.arguments) }
    }
}

/// What `run` was given (`ValueType.runTarget`): a project folder or `.app` on the host, or an
/// installed app when nothing is at the path.
public enum RunTarget: Sendable {
    case path(TypedPath)
    case app(InstalledApp)

    init(_ typed: String, in session: Session) throws(CommandError) {
        let installer = AppInstaller(session: session)
        let path = installer.path(typed)
        guard path.kind == .nothing else { self = .path(path); return }
        self = .app(try session.appToRun(typed, installer: installer))
    }
}

extension DeviceAction {
    /// `run`'s one action: the build, install, stop and launch it causes are recorded under it.
    static let run = DeviceAction("run")
}

extension Session {
    /// The lesson's project in the workspace, for `run` without a path.
    fileprivate func lessonProjectPath() throws(CommandError) -> String {
        guard let lesson = lessonDesk.run?.lesson, lesson.starter != nil else {
            throw CommandError(tr("run needs a project folder or an app — usage: run [PATH|APP] (alone only in a lesson with a starter project)"))
        }
        return try lessonDesk.workspace(for: lesson.id, dataDirectory: dataDirectory)
    }

    /// The installed app `run APP` names, which must not be a system app (`launch` those); a
    /// word with a slash or ending in .app that names none is a mistyped path.
    fileprivate func appToRun(_ typed: String, installer: AppInstaller) throws(CommandError) -> InstalledApp {
        let app: InstalledApp
        do throws(CommandError) { app = try installedApp(typed) } catch {
            // `run Projects/Quite` is a mistyped path, not an app's name.
            guard typed.contains("/") || typed.hasSuffix(".app") else { throw error }
            throw installer.missing(typed, what: tr("project folder or .app"))
        }
        guard !app.isSystemApp else { throw CommandError(tr("%@ is a system app; `launch` it instead", "\(app.displayName)")) }
        return app
    }
}
