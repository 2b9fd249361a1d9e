import Foundation
import LabToolchain

/// Names a cache entry by everything that decides the built bundle: the project's files
/// (paths and bytes), the lab version, and the running program itself.
///
/// The program's identity (size and modification time of its executable) is there for
/// developers: a change to the toolchain rebuilds the samples even when the version string
/// stays the same, so a test run never installs bundles an older build of lab produced.
enum SampleCacheKey {
    /// Bumped when the cache's own layout changes.
    static let format = "lab-sample-cache 2"

    /// A hex digest (not cryptographic: it only tells entries apart); throws when the
    /// project folder cannot be read.
    static func make(projectAt project: String, deploymentTarget: String? = nil,
                     programIdentity: String = ProgramIdentity.current) throws -> String {
        var hasher = StableHash()
        func add(_ text: String) { hasher.add(text) }
        add(format)
        add(LabVersion.text)
        add(programIdentity)
        // The SDK the samples link: a rebuilt UIKit makes older sample executables stale.
        add((try? SimulatedSDK.locate().fingerprint) ?? "no SDK")
        add((project as NSString).lastPathComponent)
        add(deploymentTarget ?? "")
        for relative in try regularFiles(in: project) {
            guard let bytes = FileManager.default.contents(atPath: project + "/" + relative) else {
                throw CocoaError(.fileReadUnknown)
            }
            add(relative)
            add(String(bytes.count))
            hasher.add([UInt8](bytes))
        }
        return hasher.hex
    }

    /// The project's files by path relative to it, sorted. Walks the folders itself:
    /// `subpathsOfDirectory` costs more than the hashing on every start-up.
    private static func regularFiles(in folder: String, under prefix: String = "") throws -> [String] {
        var found: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                found += try regularFiles(in: folder + "/" + name, under: prefix + name + "/")
            } else {
                found.append(prefix + name)
            }
        }
        return found
    }
}

/// The running executable's size and modification time, or "" when it cannot be read.
enum ProgramIdentity {
    static let current: String = {
        #if os(Linux)
        let executable = "/proc/self/exe"
        #else
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
        var info = stat()
        guard stat(executable, &info) == 0 else { return "" }
        #if os(Linux)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        return "\(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }()
}
