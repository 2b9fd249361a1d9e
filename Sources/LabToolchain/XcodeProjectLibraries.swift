import Foundation

/// The modules an Xcode application target links that the project builds itself: framework and
/// static library targets of the same `.xcodeproj` (the app's target dependencies, its Link
/// Binary With Libraries and Embed Frameworks phases) and the products of local Swift packages
/// (`XCSwiftPackageProductDependency` naming an `XCLocalSwiftPackageReference`, or a package
/// folder dragged into the project, as Xcode 11 and 12 kept them), and the pure-Swift pods a
/// clone carries in `Pods/` (CocoaPodsLibraries). A remote package's product
/// is not built: LifecycleLab fetches nothing, and the import says where the module comes from.
enum XcodeProjectLibraries {
    static let libraryTypes: [String: LibraryTarget.Kind] = [
        "com.apple.product-type.framework": .framework,
        "com.apple.product-type.library.static": .staticLibrary,
    ]

    /// The libraries `app` links, each after the ones it depends on.
    static func libraries(of app: [String: Any], project: [String: Any], objects: [String: Any],
                          root: String) throws(BuildFailure) -> [LibraryTarget] {
        var found: [String: LibraryTarget] = [:]
        var queue = linkedTargets(of: app, project: project, objects: objects)
        var visited: Set<String> = []
        while let id = queue.first {
            queue.removeFirst()
            guard visited.insert(id).inserted, let target = objects[id] as? [String: Any],
                  let kind = libraryTypes[target["productType"] as? String ?? ""] else { continue }
            let name = target["name"] as? String ?? id
            var settings = XcodeProjectSettings.debugSettings(of: project, objects: objects)
            settings.merge(XcodeProjectSettings.debugSettings(of: target, objects: objects)) { _, own in own }
            let dependencies = linkedTargets(of: target, project: project, objects: objects)
            queue += dependencies
            var library = LibraryTarget(module: moduleName(settings: settings, targetName: name), kind: kind,
                                        files: (XcodeProjectFiles.files(of: target, project: project, objects: objects) ?? []).sorted(),
                                        origin: "target \(name)")
            library.settings = settings
            library.infoPath = settings["INFOPLIST_FILE"].flatMap { FileManager.default.fileExists(atPath: root + "/" + $0) ? $0 : nil }
            library.dependencies = dependencies.compactMap { objects[$0] as? [String: Any] }
                .filter { libraryTypes[$0["productType"] as? String ?? ""] != nil }
                .map { dependency in
                    var own = XcodeProjectSettings.debugSettings(of: project, objects: objects)
                    own.merge(XcodeProjectSettings.debugSettings(of: dependency, objects: objects)) { _, value in value }
                    return moduleName(settings: own, targetName: dependency["name"] as? String ?? "")
                }
            found[library.module] = library
        }
        for product in packageProducts(of: app, objects: objects) {
            guard let folder = packageFolder(for: product, project: project, objects: objects, root: root) else { continue }
            let manifest = try PackageManifest.read(folder: folder, root: root)
            for library in try manifest.libraries(forProduct: product.name, root: root) where found[library.module] == nil {
                found[library.module] = library
            }
        }
        if let appName = app["name"] as? String {
            for pod in CocoaPodsLibraries.find(root: root, appTarget: appName).libraries where found[pod.module] == nil {
                found[pod.module] = pod
            }
        }
        return try LibraryTarget.ordered(found.keys.sorted().compactMap { found[$0] })
    }

    /// Ids of the targets `target` depends on or links: its target dependencies, and the
    /// products of the project's targets in its Frameworks and Embed Frameworks phases.
    static func linkedTargets(of target: [String: Any], project: [String: Any], objects: [String: Any]) -> [String] {
        var ids: [String] = []
        for dependencyID in target["dependencies"] as? [String] ?? [] {
            if let dependency = objects[dependencyID] as? [String: Any], let id = dependency["target"] as? String { ids.append(id) }
        }
        var byProduct: [String: String] = [:]
        for id in project["targets"] as? [String] ?? [] {
            if let product = (objects[id] as? [String: Any])?["productReference"] as? String { byProduct[product] = id }
        }
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID] as? [String: Any],
                  ["PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase"].contains(phase["isa"] as? String ?? "") else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                if let reference = (objects[buildFileID] as? [String: Any])?["fileRef"] as? String, let id = byProduct[reference] {
                    ids.append(id)
                }
            }
        }
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }

    /// PRODUCT_MODULE_NAME, else PRODUCT_NAME made an identifier, else the target's name.
    static func moduleName(settings: [String: String], targetName: String) -> String {
        let given = settings["PRODUCT_MODULE_NAME"] ?? settings["PRODUCT_NAME"] ?? targetName
        let name = given.contains("$(") ? targetName : given
        return String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    struct ProductDependency {
        var name: String
        /// The `XCLocalSwiftPackageReference`'s `relativePath`, or nil (a dragged-in folder, or remote).
        var localPath: String?
        var isRemote: Bool
    }

    static func packageProducts(of target: [String: Any], objects: [String: Any]) -> [ProductDependency] {
        (target["packageProductDependencies"] as? [String] ?? []).compactMap { id in
            guard let dependency = objects[id] as? [String: Any], let name = dependency["productName"] as? String else { return nil }
            let package = (dependency["package"] as? String).flatMap { objects[$0] as? [String: Any] }
            return ProductDependency(name: name, localPath: package?["relativePath"] as? String,
                                     isRemote: package?["isa"] as? String == "XCRemoteSwiftPackageReference")
        }
    }

    /// The project-relative folder of the local package providing `product`: the one its
    /// reference names, else the project's local packages and package folders whose manifest
    /// declares the product.
    static func packageFolder(for product: ProductDependency, project: [String: Any], objects: [String: Any], root: String) -> String? {
        guard !product.isRemote else { return nil }
        if let path = product.localPath { return path }
        var candidates = (project["packageReferences"] as? [String] ?? []).compactMap { id in
            (objects[id] as? [String: Any]).flatMap { $0["isa"] as? String == "XCLocalSwiftPackageReference" ? $0["relativePath"] as? String : nil }
        }
        var paths: [String: String] = [:]
        if let main = project["mainGroup"] as? String { XcodeProjectFiles.walk(main, parent: "", objects: objects, into: &paths) }
        for (id, path) in paths.sorted(by: { $0.value < $1.value }) {
            if (objects[id] as? [String: Any])?["lastKnownFileType"] as? String == "folder" { candidates.append(path) }
        }
        return candidates.first { folder in
            guard let manifest = try? PackageManifest.read(folder: folder, root: root) else { return false }
            return manifest.products.contains { $0.name == product.name }
        }
    }
}
