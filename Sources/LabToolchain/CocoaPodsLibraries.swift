import Foundation

/// Pods a clone carries in `Pods/` (a committed CocoaPods install): `Pods/Pods.xcodeproj` has
/// one framework target per pod and an aggregate `Pods-APP` target that depends on the pods the
/// app target uses. Xcode builds them from the workspace before the app; LifecycleLab does the
/// same for each pod whose sources are all Swift, as a library target of the project. A pod with
/// Objective-C or C sources is not built, and its import says why.
enum CocoaPodsLibraries {
    /// What was found in `Pods/`: the pure-Swift pods to build, and the others by module name
    /// with why each is left out.
    struct Found {
        var libraries: [LibraryTarget] = []
        var notSwift: [String: NotSwift] = [:]
    }

    /// Why a pod is not built: its first source file that is not Swift, and the pod it needs
    /// whose sources those are, when it is not that pod itself.
    struct NotSwift {
        var foreign: String
        var needs: String?

        var reason: BuildText {
            guard let needs else { return tr("its sources are not all Swift (%@)", foreign) }
            return tr("it needs pod %@, whose sources are not all Swift (%@)", needs, foreign)
        }
    }

    static let folder = "Pods"

    /// The pods of `appTarget` (the aggregate target `Pods-APPTARGET` names them), or nothing when
    /// the project carries no `Pods/Pods.xcodeproj` or it has no aggregate for that target.
    static func find(root: String, appTarget: String) -> Found {
        let pbxproj = root + "/" + folder + "/Pods.xcodeproj/project.pbxproj"
        guard FileManager.default.fileExists(atPath: pbxproj),
              let (project, objects) = try? XcodeProjectSettings.parse(pbxproj) else { return Found() }
        let targets = (project["targets"] as? [String] ?? []).compactMap { id in (objects[id] as? [String: Any]).map { (id, $0) } }
        guard let aggregate = targets.first(where: { $0.1["name"] as? String == "Pods-" + appTarget }) else { return Found() }
        var found = Found()
        var queue = XcodeProjectLibraries.linkedTargets(of: aggregate.1, project: project, objects: objects)
        var visited: Set<String> = []
        while let id = queue.first {
            queue.removeFirst()
            guard visited.insert(id).inserted, let target = objects[id] as? [String: Any],
                  let kind = XcodeProjectLibraries.libraryTypes[target["productType"] as? String ?? ""] else { continue }
            let name = target["name"] as? String ?? id
            var settings = XcodeProjectSettings.debugSettings(of: project, objects: objects)
            settings.merge(XcodeProjectSettings.debugSettings(of: target, objects: objects)) { _, own in own }
            let module = XcodeProjectLibraries.moduleName(settings: settings, targetName: name)
            // A pod the simulated SDK provides a module for (RealmSwift): the SDK's is the one
            // built against, as Core Data's is; the pod's sources are not built.
            if FrameworkStubs.simulated.contains(module) { continue }
            let dependencies = XcodeProjectLibraries.linkedTargets(of: target, project: project, objects: objects)
            queue += dependencies
            // CocoaPods adds `NAME-dummy.m` to every framework target so that it has a source
            // file; it defines one empty class and is not the pod's code.
            let files = (XcodeProjectFiles.files(of: target, project: project, objects: objects) ?? [])
                .filter { !$0.hasSuffix("-dummy.m") }.map { folder + "/" + $0 }.sorted()
            if let foreign = files.first(where: { ThirdPartyModules.foreignSourceExtensions.contains($0.pathExtension) }) {
                found.notSwift[module] = NotSwift(foreign: foreign)
                continue
            }
            var library = LibraryTarget(module: module, kind: kind, files: files, origin: "pod \(name) (\(folder)/\(name))")
            library.settings = settings
            library.countsWarnings = true
            let umbrella = root + "/" + folder + "/Target Support Files/\(name)/\(name)-umbrella.h"
            if let header = try? String(contentsOfFile: umbrella, encoding: .utf8), header.contains("<UIKit/UIKit.h>") {
                library.implicitImports = ["UIKit"]
            }
            library.infoPath = settings["INFOPLIST_FILE"].map { folder + "/" + $0 }
                .flatMap { FileManager.default.fileExists(atPath: root + "/" + $0) ? $0 : nil }
            library.dependencies = dependencies.compactMap { objects[$0] as? [String: Any] }
                .filter { XcodeProjectLibraries.libraryTypes[$0["productType"] as? String ?? ""] != nil }
                .map { dependency in
                    var own = XcodeProjectSettings.debugSettings(of: project, objects: objects)
                    own.merge(XcodeProjectSettings.debugSettings(of: dependency, objects: objects)) { _, value in value }
                    return XcodeProjectLibraries.moduleName(settings: own, targetName: dependency["name"] as? String ?? "")
                }
            found.libraries.append(library)
        }
        // A pod that imports one left out is left out too (RealmSwift needs Realm's Objective-C++).
        var changed = true
        while changed {
            changed = false
            for library in found.libraries {
                guard let missing = library.dependencies.first(where: { found.notSwift[$0] != nil }) else { continue }
                let why = found.notSwift[missing]!
                found.notSwift[library.module] = NotSwift(foreign: why.foreign, needs: why.needs ?? missing)
                found.libraries.removeAll { $0.module == library.module }
                changed = true
                break
            }
        }
        return found
    }

    /// Why each pod the clone carries is not built, for every application target's pods: the
    /// first foreign source file, or the pod it needs that is not built.
    static func unbuilt(root: String) -> [String: BuildText] {
        let pbxproj = root + "/" + folder + "/Pods.xcodeproj/project.pbxproj"
        guard FileManager.default.fileExists(atPath: pbxproj),
              let (project, objects) = try? XcodeProjectSettings.parse(pbxproj) else { return [:] }
        var reasons: [String: BuildText] = [:]
        for id in project["targets"] as? [String] ?? [] {
            guard let name = (objects[id] as? [String: Any])?["name"] as? String, name.hasPrefix("Pods-") else { continue }
            reasons.merge(find(root: root, appTarget: String(name.dropFirst("Pods-".count))).notSwift.mapValues(\.reason)) { first, _ in first }
        }
        return reasons
    }
}
