import BundleFormats
import Foundation
import LabCore

/// `_CodeSignature/CodeResources`: the real plist codesign writes, hashing every file of the
/// bundle. `files` holds SHA-1 digests (the original format), `files2` SHA-1 and SHA-256 with
/// Apple's rules (Info.plist and PkgInfo are covered by the executable's own signature there).
///
/// Differences from codesign, on purpose: the simulated executable carries no embedded code
/// directory, so it is hashed here like any other file; nothing is signed with a certificate.
enum CodeSignature {
    /// `files` maps bundle paths (relative to the bundle, or to `Contents/` on macOS) to bytes.
    static func codeResources(for files: [String: Data], layout: BundleLayout) -> Data {
        var files1: [String: PlistValue] = [:]
        var files2: [String: PlistValue] = [:]
        for (path, data) in files {
            let relative = layout == .macOS && path.hasPrefix("Contents/") ? String(path.dropFirst("Contents/".count)) : path
            let sha1 = PlistValue.data(Digest.sha1(data))
            let sha256 = PlistValue.data(Digest.sha256(data))
            let localized = relative.split(separator: "/").first?.hasSuffix(".lproj") == true && !relative.hasPrefix("Base.lproj/")
            files1[relative] = localized ? .dictionary(["hash": sha1, "optional": .bool(true)]) : sha1
            if relative == "Info.plist" || relative == "PkgInfo" { continue }
            var entry: [String: PlistValue] = ["hash": sha1, "hash2": sha256]
            if localized { entry["optional"] = .bool(true) }
            files2[relative] = .dictionary(entry)
        }
        let plist = PlistValue.dictionary([
            "files": .dictionary(files1),
            "files2": .dictionary(files2),
            "rules": .dictionary(rules),
            "rules2": .dictionary(rules2),
        ])
        return PlistWriter.xml(plist)
    }

    private static let rules: [String: PlistValue] = [
        "^.*": .bool(true),
        "^.*\\.lproj/": .dictionary(["optional": .bool(true), "weight": .real(1000)]),
        "^.*\\.lproj/locversion.plist$": .dictionary(["omit": .bool(true), "weight": .real(1100)]),
        "^Base\\.lproj/": .dictionary(["weight": .real(1010)]),
        "^version.plist$": .bool(true),
    ]

    private static let rules2: [String: PlistValue] = [
        ".*\\.dSYM($|/)": .dictionary(["weight": .real(11)]),
        "^(.*/)?\\.DS_Store$": .dictionary(["omit": .bool(true), "weight": .real(2000)]),
        "^.*": .bool(true),
        "^.*\\.lproj/": .dictionary(["optional": .bool(true), "weight": .real(1000)]),
        "^.*\\.lproj/locversion.plist$": .dictionary(["omit": .bool(true), "weight": .real(1100)]),
        "^Base\\.lproj/": .dictionary(["weight": .real(1010)]),
        "^Info\\.plist$": .dictionary(["omit": .bool(true), "weight": .real(20)]),
        "^PkgInfo$": .dictionary(["omit": .bool(true), "weight": .real(20)]),
        "^embedded\\.provisionprofile$": .dictionary(["weight": .real(20)]),
        "^version\\.plist$": .dictionary(["weight": .real(20)]),
    ]
}

/// `embedded.mobileprovision`: a development provisioning profile. A real one is a CMS-signed
/// blob wrapping a plist; this is the plist alone, with a note saying so, and no dates (a build
/// must not depend on the clock).
enum ProvisioningProfile {
    static let teamIdentifier = "LAB0000000"

    static func data(bundleIdentifier: String, appName: String, platform: BundleLayout) -> Data {
        let digest = Digest.sha256(Data(bundleIdentifier.utf8))
        let hex = digest.prefix(16).map { String(format: "%02X", $0) }.joined()
        let uuid = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4),
                    hex.dropFirst(16).prefix(4), hex.dropFirst(20)].map(String.init).joined(separator: "-")
        let plist = PlistValue.dictionary([
            "LifecycleLabNote": .string("Simulated profile: a real embedded.mobileprovision is a CMS-signed plist issued by Apple."),
            "AppIDName": .string(appName),
            "ApplicationIdentifierPrefix": .array([.string(teamIdentifier)]),
            "Entitlements": .dictionary([
                "application-identifier": .string("\(teamIdentifier).\(bundleIdentifier)"),
                "com.apple.developer.team-identifier": .string(teamIdentifier),
                "get-task-allow": .bool(true),
                "keychain-access-groups": .array([.string("\(teamIdentifier).*")]),
            ]),
            "Name": .string("iOS Team Provisioning Profile: \(bundleIdentifier)"),
            "Platform": .array([.string(platform == .iOS ? "iOS" : "OSX")]),
            "ProvisionedDevices": .array([.string("00008110-000LIFECYCLELAB")]),
            "TeamIdentifier": .array([.string(teamIdentifier)]),
            "TeamName": .string("LifecycleLab"),
            "TimeToLive": .integer(365),
            "UUID": .string(uuid),
            "Version": .integer(1),
        ])
        return PlistWriter.xml(plist)
    }
}

/// The Swift runtime libraries Xcode embeds in `Frameworks/` when the deployment target
/// predates the OS that ships Swift itself (iOS 12.2, macOS 10.14.4).
enum SwiftRuntimeLibraries {
    static let names = ["libswiftCore", "libswiftCoreFoundation", "libswiftCoreGraphics", "libswiftCoreImage",
                        "libswiftDarwin", "libswiftDispatch", "libswiftFoundation", "libswiftMetal",
                        "libswiftObjectiveC", "libswiftQuartzCore", "libswiftUIKit", "libswiftos"]

    static func needed(deploymentTarget: String, platform: BundleLayout) -> Bool {
        let parts = deploymentTarget.split(separator: ".").map { Int($0) ?? 0 } + [0, 0, 0]
        let version = (parts[0], parts[1], parts[2])
        return platform == .iOS ? version < (12, 2, 0) : version < (10, 14, 4)
    }

    /// `Frameworks/libswiftCore.dylib` and the others, each a short text that says what it
    /// stands for (they hold no code: apps run on the host's Swift runtime).
    static func files(platform: BundleLayout) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in names where platform == .iOS || name != "libswiftUIKit" {
            let note = "LifecycleLab simulated \(name).dylib: the Swift runtime library Xcode embeds for deployment targets before iOS 12.2, when iOS did not include Swift.\n"
            files[platform.frameworks + name + ".dylib"] = Data(note.utf8)
        }
        return files
    }
}
