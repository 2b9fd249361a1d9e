import Foundation

/// LifecycleLab's simulated iOS SDK on this machine: the `UIKit` and `UserNotifications`
/// modules app code compiles against, `libUIKit.so` it links, the clock library preloaded
/// into app processes, and the toolchain's `swiftc`.
///
/// The SDK is built with the package, beside the `lab` executable (`.build/debug`);
/// `LAB_SDK_DIR` names another folder and `LAB_SWIFTC` another compiler.
public struct SimulatedSDK: Sendable, Equatable {
    public var modulesDirectory: String
    public var libraryDirectory: String
    public var swiftc: String
    /// `libLabClock.so`, when it was built.
    public var clockLibrary: String?

    /// The library folder as app executables' run path (`-rpath`) records it: padded with
    /// leading slashes to a fixed length (the kernel reads `///a` as `/a`), so that an app's
    /// size — which `build` and `bundle` print and transcripts keep — does not depend on the
    /// folder the lab was checked out in. A folder longer than the pad is recorded as it is.
    public var runPath: String {
        let length = 512
        return libraryDirectory.count >= length ? libraryDirectory
            : String(repeating: "/", count: length - libraryDirectory.count) + libraryDirectory
    }

    /// The Swift runtime's libraries (Foundation, Dispatch), which app processes load.
    public var toolchainLibraries: [String] {
        let resolved = (swiftc as NSString).resolvingSymlinksInPath
        let usr = ((resolved as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return [usr + "/lib/swift/linux", usr + "/lib/swift/host", usr + "/lib"]
    }

    /// Finds the SDK beside the running executable, or says what to do.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(BuildFailure) -> SimulatedSDK {
        let folder = environment["LAB_SDK_DIR"] ?? executableFolder()
        let files = FileManager.default
        guard files.fileExists(atPath: folder + "/Modules/UIKit.swiftmodule"), files.fileExists(atPath: folder + "/libUIKit.so") else {
            throw BuildFailure(.error(nil, tr("LifecycleLab's simulated SDK (UIKit.swiftmodule, libUIKit.so) is not built in %@: run `swift build` in the LifecycleLab folder (`./lab` does), or set LAB_SDK_DIR", folder)))
        }
        guard let swiftc = findSwiftc(environment) else {
            throw BuildFailure(.error(nil, tr("swiftc not found: LifecycleLab compiles app code with the Swift toolchain's swiftc; put the toolchain's bin folder on PATH, or set LAB_SWIFTC")))
        }
        let clock = folder + "/libLabClock.so"
        return SimulatedSDK(modulesDirectory: folder + "/Modules", libraryDirectory: folder, swiftc: swiftc,
                            clockLibrary: files.fileExists(atPath: clock) ? clock : nil)
    }

    /// Further arguments every compile against the SDK needs: its modules imported under
    /// another name (`-module-alias Combine=LabCombine`), and the module map of OpenCombine's
    /// C helpers, which OpenCombine's module imports.
    var extraModuleArguments: [String] {
        var arguments = FrameworkStubs.aliases.sorted { $0.key < $1.key }.flatMap { ["-module-alias", "\($0.key)=\($0.value)"] }
        let helpers = libraryDirectory + "/COpenCombineHelpers.build/module.modulemap"
        if FileManager.default.fileExists(atPath: helpers) { arguments += ["-Xcc", "-fmodule-map-file=" + helpers] }
        return arguments
    }

    /// A fingerprint of the SDK and compiler: a rebuilt SDK or another swiftc invalidates cached builds.
    public var fingerprint: String {
        let libraries = (["UIKit"] + FrameworkStubs.ownLibraries.values.sorted()).map { libraryDirectory + "/lib\($0).so" }
        let paths = FrameworkStubs.simulated.map { modulesDirectory + "/\($0).swiftmodule" } + libraries + [swiftc]
        var hasher = StableHash()
        for path in paths {
            hasher.add(path)
            // stat(2), not FileManager's attributes, which look up the owner's and group's
            // names (/etc/passwd, /etc/group) for every file: a third of lab's start-up.
            var info = stat()
            let found = stat(path, &info) == 0
            hasher.add("\(found ? Int(info.st_size) : 0)")
            hasher.add("\(found ? Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 : 0)")
        }
        return hasher.hex
    }

    private static func executableFolder() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? "."
        var folder = (executable as NSString).deletingLastPathComponent
        // The test runner lives inside LifecycleLabPackageTests.xctest/… on some platforms.
        while folder.hasSuffix(".xctest") || folder.contains(".xctest/") { folder = (folder as NSString).deletingLastPathComponent }
        return folder
    }

    private static func findSwiftc(_ environment: [String: String]) -> String? {
        if let given = environment["LAB_SWIFTC"], FileManager.default.isExecutableFile(atPath: given) { return given }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            // Not resolved: swiftc is a link to swift-driver, which reads its own name.
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// FNV-1a, 64 bits: a stable digest for cache keys (not for security).
public struct StableHash: Sendable {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(0)
    }

    public mutating func add(_ bytes: [UInt8]) {
        for byte in bytes { add(byte) }
    }

    private mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
    }

    public var hex: String { String(value, radix: 16) }
}
