import UIKit

/// `@main` on a struct whose own `main()` calls UIApplicationMain, as main.swift would. The
/// third argument is nil, so the principal class comes from Info.plist's NSPrincipalClass.
@main
struct Launcher {
    static func main() {
        print("Launcher.main() runs first")
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
    }
}
