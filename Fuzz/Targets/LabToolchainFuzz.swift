import Foundation
import LabCore

/// libFuzzer's entry for LabToolchain's readers (compiled into the module by Fuzz/run.sh).
/// `LAB_FUZZ_TARGET`: `storyboard` (the IB XML reader and storyboard compiler), `xib`,
/// `project-yml` (ProjectManifest), `pbxproj` (the old-style property list reader and the
/// project settings it feeds).
@_cdecl("LLVMFuzzerTestOneInput")
public func labToolchainFuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    switch ProcessInfo.processInfo.environment["LAB_FUZZ_TARGET"] {
    case "xib": _ = try? XibCompiler.compile(file: "View.xib", data: data)
    case "project-yml":
        var manifest = ProjectManifest()
        _ = try? manifest.parse(String(decoding: data, as: UTF8.self), root: "/nonexistent-fuzz-root", folderName: "Fuzz")
    case "pbxproj":
        if let text = String(validating: data, as: UTF8.self) { _ = try? OldStylePlist.parse(text) }
    default: _ = try? StoryboardCompiler.compile(file: "Main.storyboard", data: data)
    }
    return 0
}
