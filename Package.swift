// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LifecycleLab",
    /// The lab's words are written in English in the code (the catalogs' keys); `Catalog/`
    /// holds the other languages (`zh-Hans.lproj`, `ru.lproj`).
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "lab", targets: ["lab"]),
        /// The simulated SDK that app code links: LifecycleLab's UIKit (never linked into `lab`).
        .library(name: "UIKit", type: .dynamic, targets: ["UIKit", "UserNotifications", "AVFoundation", "BackgroundTasks", "CoreLocation", "CoreData", "Contacts", "CoreImage", "GameplayKit", "SpriteKit", "WebKit", "RealmSwift", "Security", "LocalAuthentication", "MapKit", "Photos", "DarwinFoundation"]),
        /// The SDK's Combine (OpenCombine), a library of its own: only apps that import Combine
        /// load it, so the others start as fast as before.
        .library(name: "LabCombine", type: .dynamic, targets: ["LabCombine"]),
        /// Loaded into app processes (LD_PRELOAD): the device's virtual clock and sleeps.
        .library(name: "LabClock", type: .dynamic, targets: ["CLabClock"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        /// Combine for the simulated SDK: OpenCombine, re-exported as `Combine`.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        /// The classroom's live page (`serve`): a small HTTP server with no dependencies of its own.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        /// libedit through its readline-compatible API (no C shim needed).
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        /// The line protocol between the device and an app process (both sides use it).
        .target(name: "LabWire"),
        /// The simulated SDK: UIKit's API as app code uses it; objects are proxies that talk
        /// to the device over LabWire. Swift 5 mode, as Xcode projects are.
        .target(name: "UIKit", dependencies: ["LabWire"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// UNUserNotificationCenter and friends, a module of their own as on iOS.
        .target(name: "UserNotifications", dependencies: ["UIKit", "LabWire"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// AVAudioSession and AVAudioPlayer: enough for background audio (UIBackgroundModes audio).
        .target(name: "AVFoundation", dependencies: ["UIKit", "LabWire"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// BGTaskScheduler's app refresh tasks.
        .target(name: "BackgroundTasks", dependencies: ["UIKit", "LabWire"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// CLLocationManager: permission, updates fed by `location LAT,LON`, background updates (UIBackgroundModes location).
        .target(name: "CoreLocation", dependencies: ["UIKit", "LabWire"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// Core Data: models compiled from .xcdatamodeld, managed objects, contexts, fetch requests with
        /// NSPredicate(format:), fetched results controllers; the store is a property list in the sandbox.
        .target(name: "CoreData", dependencies: ["UIKit", "LabWire"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// Core Image's typed filters (`import CoreImage.CIFilterBuiltins`); CIImage, CIFilter and
        /// CIContext are UIKit's, as `import UIKit` brings them on iOS.
        .target(name: "CoreImage", dependencies: ["UIKit"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// GameplayKit's random sources and distributions, deterministic (the device reads no randomness).
        .target(name: "GameplayKit", dependencies: ["UIKit"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// SpriteKit: an SKView presenting scenes of nodes, actions and physics bodies on the virtual
        /// clock, paused while the app is not active; `.sks` scenes read for their size and nodes.
        .target(name: "SpriteKit", dependencies: ["UIKit", "LabWire"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// WKWebView: pages the app gives it (HTML strings, files), its navigation delegate's methods
        /// in WebKit's order, key-value observing of its progress; no network, no script.
        /// FoundationNetworking (URLRequest, URLResponse) is weakly linked and not linked into
        /// libUIKit.so: it loads libcurl and some thirty libraries, a third of an app process's
        /// start. Apps that import WebKit link it themselves (the import re-exports it), so only
        /// they load it.
        .target(name: "WebKit", dependencies: ["UIKit"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution",
                                                                       "-Xfrontend", "-disable-autolink-library", "-Xfrontend", "FoundationNetworking"])]),
        /// RealmSwift as the course to-do apps use it: `Object` subclasses with `@objc dynamic` and
        /// `@Persisted` properties, `List`, `Results` with NSPredicate formats (Core Data's evaluator),
        /// write transactions and change notifications; the realm is a JSON file in the sandbox.
        .target(name: "RealmSwift", dependencies: ["UIKit", "CoreData"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// The Keychain (`SecItemAdd`/`CopyMatching`/`Update`/`Delete`): items the device keeps outside
        /// the app's container, so they outlive an uninstall; Core Foundation's bridged type names.
        .target(name: "Security", dependencies: ["UIKit", "LabWire"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// What iOS's Foundation brings that swift-corelibs-foundation lacks or declares unavailable
        /// (server trust, `NetService`, Darwin's socket lengths and locks), and the device's offline
        /// network that URLSession's requests meet; the build imports it where a file names them.
        /// FoundationNetworking is weakly linked, as for WebKit.
        .target(name: "DarwinFoundation", dependencies: ["UIKit", "Security"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution",
                                                                       "-Xfrontend", "-disable-autolink-library", "-Xfrontend", "FoundationNetworking"])]),
        /// MapKit: a map view's region and annotations as state, annotation views from the delegate placed
        /// by Web Mercator, callouts and their accessory taps, overlays kept; no tiles are drawn.
        .target(name: "MapKit", dependencies: ["UIKit", "CoreLocation"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// Photos, declared: the library reads as empty (fetches find nothing), said at first use.
        .target(name: "Photos", dependencies: ["UIKit"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// LAContext: Face ID, answered as `biometry allow|deny` says.
        .target(name: "LocalAuthentication", dependencies: ["UIKit", "LabWire"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// CNContactStore: permission (`contacts allow|deny`) and the iOS Simulator's sample contacts.
        .target(name: "Contacts", dependencies: ["UIKit", "LabWire"],
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-library-evolution"])]),
        /// The SDK's Combine: OpenCombine, OpenCombineDispatch and OpenCombineFoundation re-exported,
        /// with timers on the device's virtual clock. Apps import it as `Combine` (swiftc's
        /// `-module-alias Combine=LabCombine`): a module named Combine in the build folder would make
        /// OpenCombine's `#if !canImport(Combine)` parts (DispatchQueue and RunLoop as schedulers,
        /// NotificationCenter's publisher) depend on the order targets happen to be built in.
        .target(name: "LabCombine", dependencies: [
                    .product(name: "OpenCombine", package: "OpenCombine"),
                    .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                    .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                ],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        /// Spawning app processes: fork/exec with inherited pipes, parent-death signal, Landlock.
        .target(name: "CLabProcess"),
        /// The virtual clock preloaded into app processes.
        .target(name: "CLabClock", linkerSettings: [.linkedLibrary("dl")]),
        /// The system's libcrypto (OpenSSL 3) for SHA-1/SHA-256: nothing to build.
        .systemLibrary(
            name: "CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        /// The files a bundle is made of, read and written: property lists, XML, the simulated nibs,
        /// compiled storyboards, Assets.car and the executable's class table; their problems as facts.
        .target(name: "BundleFormats"),
        /// The simulated world: device, lifecycle engine, UIKit objects, bundles, events.
        .target(name: "LabCore", dependencies: ["LabWire", "BundleFormats"]),
        /// What Xcode's toolchain does: projects, Info.plist, Swift front end, storyboards, assets, .app.
        .target(
            name: "LabToolchain",
            dependencies: [
                "BundleFormats",
                "LabCore",
                "CLabProcess",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
                "CLibCrypto",
            ]
        ),
        /// App processes: spawns the compiled app and drives it over LabWire; implements
        /// LabCore's AppCode seam.
        .target(name: "LabRuntime", dependencies: ["LabCore", "LabWire", "CLabProcess"]),
        /// Lessons: lesson.yaml, expectations checked against events and device state, progress.
        .target(
            name: "LabLessons",
            dependencies: ["LabCore", "LabToolchain", .product(name: "Yams", package: "Yams")]
        ),
        /// Commands, tokenizer, completion, rendering, transcripts.
        .target(
            name: "LabShell",
            dependencies: ["LabCore", "LabToolchain", "LabRuntime", "LabLessons"],
            /// The sample apps' project folders, built into bundles when a device boots; the
            /// message catalogs of the languages other than English (MessageCatalog).
            resources: [.copy("Samples"), .process("Catalog")]
        ),
        /// The thin entry point: arguments, terminal I/O, the libedit line reader.
        .executableTarget(
            name: "lab",
            dependencies: [
                "LabShell",
                "LabLessons",
                "LabToolchain",
                "LabRuntime",
                "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        /// Benchmarks/lesson-check.sh: the lesson engine's check per command.
        // The classroom page's HTTP server, a process `serve` starts (so `lab` links no HTTP stack).
        .executableTarget(
            name: "lab-classroom-server",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")],
            path: "Sources/ClassroomServer"
        ),
        .executableTarget(
            name: "lesson-check-benchmark",
            dependencies: ["LabShell", "LabLessons", "LabCore"],
            path: "Benchmarks/LessonCheck"
        ),
        .testTarget(name: "BundleFormatsTests", dependencies: ["BundleFormats"]),
        .testTarget(name: "LabCoreTests", dependencies: ["LabCore"]),
        .testTarget(name: "LabToolchainTests", dependencies: [
            "LabToolchain", "LabCore",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .testTarget(name: "LabRuntimeTests", dependencies: ["LabRuntime", "LabWire", "LabToolchain", "LabCore", "CLabProcess"]),
        .testTarget(name: "LabShellTests", dependencies: ["LabShell", "LabCore", "LabToolchain", "LabLessons", "LabRuntime", "LabWire"]),
        .testTarget(name: "LabLessonsTests", dependencies: ["LabLessons", "LabCore"]),
    ],
    swiftLanguageModes: [.v6]
)
