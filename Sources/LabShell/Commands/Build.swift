import Foundation
import LabCore
import LabToolchain

extension Command {
    static let build = Command(
        name: "build", group: .apps,
        summary: "Build a project folder into a .app bundle (Xcode's Cmd-B)",
        arguments: [.value(.path), .option("-o", .folder), .option("--target", .text("NAME")), .option("--swift-version", .text("V"))],
        example: "MyApp",
        details: """
        Reads project.yml (or builds the folder with defaults), checks the Swift sources, compiles storyboards,
        xibs and asset catalogs, processes Info.plist and signs the bundle. Without -o the .app stays inside
        the device's build folder, ready for `install`; with -o DIR it is written to DIR (relative paths are
        relative to the current folder). A failed build prints its errors and writes nothing.
        A folder with an .xcodeproj builds its application target; when it has several, the one named like
        the project, or the one --target NAME chooses (as xcodebuild -target does).
        --swift-version V (4, 4.2, 5 or 6) replaces the target's SWIFT_VERSION for this build. A Swift 3 project,
        which Xcode refuses ("SWIFT_VERSION '3.0' is unsupported"), builds in Swift 4 mode with --swift-version 4;
        the compiler's errors then name each rename to make (`UIApplicationLaunchOptionsKey` and the like).
        """
    ) { invocation, session throws(CommandError) in
        let installer = AppInstaller(session: session)
        let project = installer.path(invocation.positionals[0])
        if project.kind == .nothing { throw installer.missing(project.typed, what: tr("project folder")) }
        let output = invocation.option("-o")
        let result = try installer.build(project, output: output, target: invocation.option("--target"),
                                         swiftVersion: invocation.option("--swift-version"))
        var line = tr("Build succeeded: %@", result.summaryWording.words)
        if let output { line += "\n  " + tr("written to %@", (output.hasSuffix("/") ? output : output + "/") + result.folderName) }
        session.print(line)
    }
}
