import Foundation
import LabCore

/// The files of a project's sources, read safely: names sorted (so builds are reproducible),
/// hidden files skipped, and symbolic links that lead outside the project refused.
struct ProjectFiles {
    /// A file the build uses, by what the build does with it.
    enum Role: Equatable {
        case swift, storyboard, xib, assetCatalog, resource
    }

    struct Item: Equatable {
        /// Project-relative path.
        var path: String
        var role: Role
        /// Where a copied resource goes, relative to the bundle's resources folder: the file
        /// name, kept under its `.lproj` folder when it is localized (Xcode flattens groups).
        var destination: String
    }

    /// Sorted entry names of a project folder, hidden ones left out.
    static func entries(of folder: String, root: String) throws(BuildFailure) -> [String] {
        let full = root + "/" + folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else {
            throw BuildFailure(.error(folder, "cannot read the folder"))
        }
        var result: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = full + "/" + name
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil,
               !ContainedPath.isInside(path, root: root) {
                throw BuildFailure(.error(folder == "." ? name : folder + "/" + name,
                                          "is a symbolic link that leads outside the project folder"))
            }
            if ProjectFiles.linksToAncestor(path, folder: full) {
                throw BuildFailure(.error(folder == "." ? name : folder + "/" + name,
                                          "is a symbolic link to a folder that holds it, so the folder would be read without end; remove the link"))
            }
            result.append(name)
        }
        return result
    }

    static func isFolder(_ path: String, root: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Everything under `sources` (files or folders) and `resources`, classified; `excluded`
    /// (the Info.plist) is left out. A folder's files are taken one by one, as an Xcode group's.
    static func collect(sources: [String], resources: [String], excluded: Set<String>, root: String) throws(BuildFailure) -> [Item] {
        var items: [Item] = []
        var seen: Set<String> = []
        func add(_ path: String, asResource: Bool) {
            let clean = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            guard !excluded.contains(clean), seen.insert(clean).inserted else { return }
            let parent = clean.folderPrefix.dropLast().split(separator: "/").last.map(String.init) ?? ""
            let destination = (parent.hasSuffix(".lproj") ? parent + "/" : "") + clean.fileName
            let compiled: [String: Role] = ["swift": .swift, "storyboard": .storyboard, "xib": .xib, "xcassets": .assetCatalog]
            // Copy Bundle Resources compiles storyboards, xibs and asset catalogs wherever they
            // are listed; only Swift files listed as resources are copied as they are.
            let role = compiled[clean.pathExtension].flatMap { asResource && $0 == .swift ? nil : $0 } ?? .resource
            items.append(Item(path: clean, role: role, destination: destination))
        }
        func walk(_ path: String, asResource: Bool) throws(BuildFailure) {
            let isTop = path == "."
            if !isTop, !isFolder(path, root: root) || path.pathExtension == "xcassets" {
                add(path, asResource: asResource)
                return
            }
            if !isTop, ProjectLoader.isIgnoredFolder(path.fileName) { return }
            for entry in try entries(of: path, root: root) {
                try walk(isTop ? entry : path + "/" + entry, asResource: asResource)
            }
        }
        for source in sources { try walk(source, asResource: false) }
        for resource in resources { try walk(resource, asResource: true) }
        return items
    }
}

extension ProjectFiles {
    /// Whether `path` is a symbolic link to `folder` (which holds it) or to a folder above it.
    static func linksToAncestor(_ path: String, folder: String) -> Bool {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else { return false }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let holder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        return holder == target || holder.hasPrefix(target.hasSuffix("/") ? target : target + "/")
    }
}
