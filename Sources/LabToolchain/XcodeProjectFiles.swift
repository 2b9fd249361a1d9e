/// Which files belong to an Xcode target, as its build phases list them: the Compile Sources
/// and Copy Bundle Resources phases, each file's path found by walking the project's groups.
/// A folder Xcode 16 keeps in sync (`PBXFileSystemSynchronizedRootGroup`) belongs whole.
/// Nothing outside these lists goes into the bundle: not the READMEs, not `Pods/`.
enum XcodeProjectFiles {
    /// Project-relative paths of the target's sources and resources; nil when the target
    /// names no phases (the caller then builds the folder as before).
    static func files(of target: [String: Any], project: [String: Any], objects: [String: Any]) -> [String]? {
        var paths: [String: String] = [:]
        if let main = project["mainGroup"] as? String { walk(main, parent: "", objects: objects, into: &paths) }
        var result: [String] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID] as? [String: Any],
                  ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "") else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let buildFile = objects[buildFileID] as? [String: Any], let reference = buildFile["fileRef"] as? String else { continue }
                if let variant = objects[reference] as? [String: Any], variant["isa"] as? String == "PBXVariantGroup" {
                    // A localised file (Base.lproj/Main.storyboard): each of its variants. The
                    // group itself has no path of its own (its path is its folder's).
                    result += (variant["children"] as? [String] ?? []).compactMap { paths[$0] }
                } else if let path = paths[reference] {
                    result.append(path)
                }
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            if let path = paths[groupID] { result.append(path) }
        }
        return result.isEmpty && (target["buildPhases"] as? [String] ?? []).isEmpty ? nil : result
    }

    /// Paths of every file reference and group under `id`, relative to the project folder.
    static func walk(_ id: String, parent: String, objects: [String: Any], into paths: inout [String: String]) {
        guard let object = objects[id] as? [String: Any] else { return }
        let tree = object["sourceTree"] as? String ?? "<group>"
        let own = object["path"] as? String
        let path: String
        switch tree {
        case "<group>": path = own.map { parent.isEmpty ? $0 : parent + "/" + $0 } ?? parent
        case "SOURCE_ROOT": path = own ?? ""
        default: return  // SDK, BUILT_PRODUCTS_DIR or absolute paths: not project files
        }
        paths[id] = path
        for child in object["children"] as? [String] ?? [] {
            walk(child, parent: path, objects: objects, into: &paths)
        }
    }
}
