/// Modules of the iOS SDK that LifecycleLab does not simulate: each compiles to a small module
/// that re-exports UIKit and declares its best-known classes unavailable, so `import MapKit`
/// builds and the first use of `MKMapView` says what is not simulated.
enum FrameworkStubs {
    /// The simulated SDK's own modules (the targets of the UIKit and LabCombine products), by
    /// the name their module files have in the SDK folder.
    static let simulated = ["UIKit", "UserNotifications", "AVFoundation", "BackgroundTasks", "CoreLocation", "CoreData", "Contacts",
                            "CoreImage", "GameplayKit", "SpriteKit", "WebKit", "RealmSwift", "Security", "LocalAuthentication", "MapKit", "Photos", "DarwinFoundation", "LabCombine"]

    /// SDK modules in a library of their own (`libLabCombine.so`), linked only into apps that
    /// import them, by the name apps import them as.
    static let ownLibraries: [String: String] = ["Combine": "LabCombine"]

    /// SDK modules app code imports under another name than their module file's: swiftc's
    /// `-module-alias` (see Package.swift's LabCombine target for why Combine is one).
    static let aliases: [String: String] = ["Combine": "LabCombine"]

    /// Modules the SDK itself provides, or Swift on Linux has.
    static let provided: Set<String> = Set(simulated + aliases.keys + ["Foundation", "Dispatch", "Swift", "Observation"])

    /// The best-known classes of each unsimulated framework.
    static let knownClasses: [String: [(name: String, superclass: String)]] = [
        "SceneKit": [("SCNView", "UIView")],
        "StoreKit": [("SKPaymentQueue", "NSObject")],
        "MetalKit": [("MTKView", "UIView")],
        "GameKit": [("GKLocalPlayer", "NSObject"), ("GKGameCenterViewController", "UIViewController"),
                    ("GKLeaderboard", "NSObject"), ("GKAchievement", "NSObject")],
        "Realm": [("RLMRealm", "NSObject"), ("RLMObject", "NSObject"), ("RLMResults", "NSObject"), ("RLMArray", "NSObject"),
                  ("RLMRealmConfiguration", "NSObject"), ("RLMNotificationToken", "NSObject")],
    ]

    /// Initialisers an unsimulated class declares as iOS does, so that a subclass's
    /// `required init(coder:)` reads as on iOS and only the class's own message is an error.
    static let classBodies: [String: String] = [
        "MTKView": "public override init(frame: CGRect) { super.init(frame: frame) }; public required init(coder: NSCoder) { super.init(frame: .zero) }",
    ]

    /// Frameworks that bring another with them on iOS (GameKit's umbrella header imports
    /// GameplayKit, so `import GameKit` alone gives `GKRandomSource`).
    static let reexports: [String: [String]] = ["GameKit": ["GameplayKit"], "Social": ["Accounts"], "SystemConfiguration": ["Security"],
                                                        "AVKit": ["AVFoundation"]]

    /// System sounds: the simulated device has no speaker, so playing one does nothing, and
    /// the console says so once (as the first use of an unsimulated API should).
    static let audioToolbox = """
        public typealias SystemSoundID = UInt32
        public let kSystemSoundID_Vibrate: SystemSoundID = 4095
        nonisolated(unsafe) private var saidNoSound = false
        private func noSound(_ function: String) {
            guard !saidNoSound else { return }
            saidNoSound = true
            print("[LifecycleLab] \\(function): the simulated device plays no sounds and does not vibrate")
        }
        public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) { noSound("AudioServicesPlaySystemSound") }
        public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) { noSound("AudioServicesPlayAlertSound") }
        public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
            noSound("AudioServicesPlaySystemSoundWithCompletion")
            inCompletionBlock?()
        }
        """

    /// The stub modules that declare API of their own (beyond classes marked unavailable): the
    /// declared frameworks, system sounds, Core Motion, logging and the simulated AppKit.
    static var declaringModules: [String] { DeclaredFrameworks.sources.keys.sorted() + ["AudioToolbox", "CoreMotion", "os", "AppKit"] }

    /// The source of the stub for `module`.
    static func source(for module: String) -> String {
        // `import os` (and `import os.log`): logging, a module of its own that brings no UIKit.
        if module == "os" { return UnifiedLoggingModule.source + "\n" }
        // `import AppKit` and `import Cocoa` in a Mac target: the simulated AppKit.
        if module == "AppKit" || module == "Cocoa" { return AppKitModule.source + "\n" }
        var lines = ["@_exported import UIKit"]
        for other in reexports[module] ?? [] { lines.append("@_exported import \(other)") }
        if module == "Darwin" { lines.append("@_exported import Glibc") }
        if module == "AudioToolbox" { lines.append(audioToolbox) }
        if module == "CoreMotion" { lines.append(coreMotion) }
        if let declared = DeclaredFrameworks.sources[module] { lines.append(declared) }
        for known in knownClasses[module] ?? [] {
            lines.append("@available(*, unavailable, message: \"LifecycleLab does not simulate \(module) (\(known.name)) yet\")")
            lines.append("open class \(known.name): \(known.superclass) { \(classBodies[known.name] ?? "") }")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
