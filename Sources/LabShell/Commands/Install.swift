import LabCore
import LabToolchain

extension Command {
    static let install = Command(
        .install, group: .apps,
        summary: "Install a .app, or build a project folder and install it",
        arguments: [.value(.path), .option("--target", .text("NAME")), .option("--swift-version", .text("V"))],
        example: "MyApp",
        details: """
        A project folder is built first (as `build` does; --target NAME chooses an .xcodeproj's application target; --swift-version V replaces its SWIFT_VERSION, as for `build`). The bundle is copied onto the device and the app
        gets its sandbox container: Documents/, Library/Caches/, Library/Preferences/ and tmp/
        (Library/Application Support/ appears when the app first uses it). Installing over an app with the
        same bundle identifier replaces it (a running copy is killed) and keeps its container.
        """
    ) { invocation, session throws(CommandError) in
        let installer = AppInstaller(session: session)
        let (appPath, projectFolder) = try installer.product(of: installer.path(invocation.positionals[0]), target: invocation.option("--target"),
                                                             swiftVersion: invocation.option("--swift-version"))
        let installed = try installer.install(appAt: appPath, entry: .record(arguments: invocation.positionals))
        session.device.noteProjectFolder(projectFolder, of: installed.bundleIdentifier)
    }
}
