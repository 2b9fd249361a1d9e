import UIKit

// The entry point written out, as apps did before @main: UIApplicationMain makes the shared
// application from the third argument (a UIApplication subclass here) and the delegate from
// the fourth.
print("main.swift runs first: before UIApplicationMain there is no application yet")
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, NSStringFromClass(CountingApplication.self), NSStringFromClass(AppDelegate.self))
