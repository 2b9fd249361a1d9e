import BundleFormats
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
            throw BuildFailure(.error(folder, tr("cannot read the folder")))
        }
        var result: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = full + "/" + name
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil,
               !ContainedPath.isInside(path, root: root) {
                throw BuildFailure(.error(folder == "." ? name : folder + "/" + name,
                                          tr("is a symbolic link that leads outside the project folder")))
            }
            if ProjectFiles.linksToAncestor(path, folder: full) {
                throw BuildFailure(.error(folder == "." ? name : folder + "/" + name,
                                          tr("is a symbolic link to a folder that holds it, so the folder would be read without end; remove the link")))
            }
            result.append(name)
        }
        return result
    }

    /// Files of a repository rather than of the app, which a sources folder's walk leaves
    /// out (docs/formats.md, "Folders and Xcode projects without project.yml"): documentation (`README*`,
    /// `LICENSE*`, `*.md`), dependency managers' files (`Podfile`, `Package.swift`), scripts
    /// and CI settings. At the top of a clone built as a whole folder (one with a README,
    /// LICENSE, Podfile or `.git`), the loose files are the repository's too (screenshots,
    /// demo GIFs), except what Xcode builds: Swift files, storyboards, xibs, asset catalogs,
    /// Info.plist (and Objective-C or C sources, which the build then names). A file listed
    /// by name is kept.
    static func isRepositoryFile(_ path: String, repositoryTop: Bool) -> Bool {
        let name = path.fileName
        if isRepositoryMarker(name) { return true }
        let repositoryNames: Set<String> = ["Podfile.lock", "Cartfile.resolved", "Cartfile.private", "Package.resolved",
                                            "Gemfile", "Gemfile.lock", "Makefile", "Brewfile", "Mintfile", "Dangerfile", "Fastfile"]
        if repositoryNames.contains(name) { return true }
        let repositoryExtensions: Set<String> = ["md", "markdown", "podspec", "sh", "rb", "py", "yml", "yaml", "xcconfig",
                                                 "xctestplan", "entitlements", "playground"]
        if repositoryExtensions.contains(name.pathExtension.lowercased()) { return true }
        if repositoryTop, !path.contains("/") {
            return !(["swift", "storyboard", "xib", "xcassets", "plist", "strings"].contains(name.pathExtension)
                     || ThirdPartyModules.foreignSourceExtensions.contains(name.pathExtension))
        }
        return false
    }

    /// Files that mark a repository's top: its documentation and dependency manifests.
    static func isRepositoryMarker(_ name: String) -> Bool {
        let upper = name.uppercased()
        let documentation = ["README", "LICENSE", "LICENCE", "CHANGELOG", "CHANGES", "CONTRIBUTING", "CODE_OF_CONDUCT", "AUTHORS", "NOTICE"]
        return documentation.contains { upper == $0 || upper.hasPrefix($0 + ".") }
            || ["Podfile", "Cartfile", "Package.swift"].contains(name)
    }

    /// Folders of a repository rather than of the app: its documentation and screenshots.
    static func isRepositoryFolder(_ name: String) -> Bool {
        ["docs", "doc", "documentation", "screenshots", "screenshot", "scripts"].contains(name.lowercased()) || name.hasSuffix(".playground")
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
        // The whole folder is the sources, and it is a repository's top: a clone.
        let atRepositoryTop = sources.contains(".") && (FileManager.default.fileExists(atPath: root + "/.git")
            || ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).contains(where: isRepositoryMarker))
        func walk(_ path: String, asResource: Bool, listed: Bool) throws(BuildFailure) {
            let isTop = path == "."
            if !isTop, !isFolder(path, root: root) || path.pathExtension == "xcassets" {
                if listed || asResource || !isRepositoryFile(path, repositoryTop: atRepositoryTop) { add(path, asResource: asResource) }
                return
            }
            if !isTop, ProjectLoader.isIgnoredFolder(path.fileName) || (!listed && !asResource && isRepositoryFolder(path.fileName)) { return }
            for entry in try entries(of: path, root: root) {
                try walk(isTop ? entry : path + "/" + entry, asResource: asResource, listed: false)
            }
        }
        for source in sources { try walk(source, asResource: false, listed: true) }
        for resource in resources { try walk(resource, asResource: true, listed: true) }
        return items
    }
}

extension ProjectFiles {
    /// The Swift files among `items`, read; one that is not UTF-8 text is an error.
    static func swiftSources(of items: [Item], root: String) throws(BuildFailure) -> [SourceFile] {
        var sources: [SourceFile] = []
        for item in items where item.role == .swift {
            guard let data = FileManager.default.contents(atPath: root + "/" + item.path),
                  let text = String(data: data, encoding: .utf8) else {
                throw BuildFailure(.error(item.path, tr("the file is not UTF-8 text")))
            }
            sources.append(SourceFile(path: item.path, text: text))
        }
        return sources
    }

    /// Whether `path` is a symbolic link to `folder` (which holds it) or to a folder above it.
    static func linksToAncestor(_ path: String, folder: String) -> Bool {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else { return false }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let holder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        return holder == target || holder.hasPrefix(target.hasSuffix("/") ? target : target + "/")
    }
}

extension ProjectFiles {
    /// `relative` (`Assets.atlas`) as the folder `root` holds it when only the case differs
    /// (`assets.atlas`), each component matched as the Mac's default file system matches
    /// names; nil when no such file exists.
    static func pathMatchingCase(_ relative: String, in root: String) -> String? {
        var actual: [String] = []
        for component in relative.split(separator: "/").map(String.init) {
            let folder = ([root] + actual).joined(separator: "/")
            if component == "." || component == ".." { actual.append(component); continue }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard let match = AppBundle.matchingCase(component, among: entries) else { return nil }
            actual.append(match)
        }
        return actual.joined(separator: "/")
    }
}
