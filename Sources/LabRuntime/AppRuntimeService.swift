import CLabProcess
import Foundation
import LabCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs apps as processes on one device: makes each cold launch's `AppProcessCode`, spawns
/// executables in their sandbox, and says once when the kernel cannot confine them.
public final class AppRuntimeService {
    public let configuration: RuntimeConfiguration
    private var landlockNoted = false
    /// Live app processes' codes, so a device that goes away ends them.
    private var codes: [AppProcessCode] = []

    public init(configuration: RuntimeConfiguration) {
        self.configuration = configuration
    }

    deinit { endAll() }

    /// The factory a `Device` calls at each cold launch.
    public func code(for app: InstalledApp, program: AppProgram) -> AppCode {
        codes.removeAll { $0.isFinished }
        let code = AppProcessCode(app: app, program: program, runtime: self)
        codes.append(code)
        return code
    }

    /// Ends every app process (a reset device, a finished session).
    public func endAll() {
        for code in codes { code.processDidEnd() }
        codes = []
    }

    /// The process of `app`: its executable, its container as home, its bundle as working
    /// directory, the virtual clock preloaded, confined by Landlock where the kernel has it.
    func spawn(_ app: InstalledApp, host: AppHost) throws(RuntimeError) -> ChildProcess {
        guard let bundlePath = app.bundle.path, let executableName = app.bundle.info["CFBundleExecutable"]?.string else {
            throw RuntimeError(.noExecutable)
        }
        let executable = bundlePath + "/" + app.bundle.layout.executables + executableName
        let container = app.containerPath ?? bundlePath
        if let path = app.containerPath {
            do { try SandboxContainer(path: path, bundleIdentifier: app.bundleIdentifier).prepare() } catch {
                throw RuntimeError(.cannotCreateContainer(bundleIdentifier: app.bundleIdentifier))
            }
        }
        var environment: [String: String] = [
            "HOME": container,
            "CFFIXED_USER_HOME": container,
            "XDG_CONFIG_HOME": container + "/Library/Preferences",
            "XDG_CACHE_HOME": container + "/Library/Caches",
            "XDG_DATA_HOME": container + "/Library/Application Support",
            "TMPDIR": container + "/tmp/",
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "TZ": "UTC",
            "SWIFT_BACKTRACE": "enable=no",
            // Sets and dictionaries iterate in the same order every run (JSONEncoder's keys too).
            "SWIFT_DETERMINISTIC_HASHING": "1",
            "LAB_BUNDLE_PATH": bundlePath,
            "LAB_BUNDLE_IDENTIFIER": app.bundleIdentifier,
            "LAB_APP_MODULE": app.bundle.program?.module ?? "",
        ]
        // Foundation on Linux finds a Mac bundle's Contents/ only from Contents/Linux/ (the
        // preloaded library answers this path for the executable's: lab_process_path.c).
        if app.bundle.layout != .iOS { environment["LAB_PROCESS_PATH"] = bundlePath + "/Contents/Linux/" + executableName }
        if let clock = configuration.clockLibrary { environment["LD_PRELOAD"] = clock }
        let ruleset = landlockRuleset(container: container, bundle: bundlePath, host: host)
        defer { if ruleset >= 0 { close(ruleset) } }
        if RuntimeConfiguration.sharesOneCPU { _ = lab_share_cpu_with_children() }
        do {
            return try ChildProcess.spawn(executable: executable, environment: environment,
                                          workingDirectory: bundlePath, landlockRuleset: ruleset)
        } catch {
            throw RuntimeError(error.fault)
        }
    }

    private func landlockRuleset(container: String, bundle: String, host: AppHost) -> Int32 {
        guard configuration.landlock else { return -1 }
        let readOnly = [bundle] + configuration.readOnlyPaths + RuntimeConfiguration.systemPaths
        var abi: Int32 = 0
        let writable = [container] + RuntimeConfiguration.writablePaths
        let fd = withCStringArray(writable) { rw in
            withCStringArray(readOnly) { ro in
                lab_landlock_ruleset(rw, Int32(writable.count), ro, Int32(readOnly.count), &abi)
            }
        }
        if fd < 0, !landlockNoted {
            landlockNoted = true
            host.advise(.noFileSandbox)
        } else if fd >= 0, abi < 6, !landlockNoted {
            landlockNoted = true
            host.advise(.signalsNotConfined(abi: Int(abi)))
        }
        return fd
    }
}

/// Why an app process could not run.
public struct RuntimeError: Error, Sendable {
    public var fault: ProcessFault
    public init(_ fault: ProcessFault) { self.fault = fault }
}

func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    defer { for pointer in pointers { free(pointer) } }
    let constant = pointers.map { UnsafePointer($0) }
    return constant.withUnsafeBufferPointer { body($0.baseAddress!) }
}
