import BundleFormats
import Foundation
import LabCore

/// `ibtool --compile` for storyboards: `Main.storyboard` -> `Main.storyboardc/` holding the
/// real Info.plist keys, one nib per scene controller (`UIViewController-BYZ-38-t0r.nib`, or
/// the storyboard ID) and one nib per controller view (`BYZ-38-t0r-view-8bC-Xf-vdC.nib`).
enum StoryboardCompiler {
    /// Compiles the storyboard at `file` (project-relative); returns the storyboard and the
    /// files of its `.storyboardc` folder, relative to that folder.
    static func compile(file: String, data: Data) throws(BuildFailure) -> (CompiledStoryboard, [String: Data]) {
        let document = try InterfaceBuilderDocument(file: file, data: data, kind: .storyboard)
        let converter = document.objects
        var identifiersToNibNames: [String: String] = [:]
        var nibs: [String: Nib] = [:]
        var identifierForObject: [String: String] = [:]
        let scenes = document.root.child(named: "scenes")?.children(named: "scene") ?? []
        for scene in scenes {
            let members = scene.child(named: "objects")?.children ?? []
            guard let element = members.first(where: { $0.attributes["sceneMemberID"] == "viewController" }) else { continue }
            var controller = try converter.object(from: element)
            // Every segue that starts in the scene — from a button, a bar button item, a cell
            // — is the controller's too: `performSegue(withIdentifier:)` finds it by identifier.
            for (segue, source) in Self.seguesWithSources(in: element) {
                let key = "segue." + (segue.attributes["identifier"] ?? segue.attributes["id"] ?? "")
                if controller.attributes[key] == nil {
                    let kind = segue.attributes["kind"] ?? "show"
                    let target = kind == "unwind" ? segue.attributes["unwindAction"] : segue.attributes["destination"]
                    // An embed segue also names its container view and whether it has an identifier.
                    controller.attributes[key] = kind == "embed"
                        ? "embed \(target ?? "") \(source ?? "") \(segue.attributes["identifier"] == nil ? "unnamed" : "named")"
                        : "\(kind) \(target ?? "")"
                }
            }
            let identifier = element.attributes["storyboardIdentifier"] ?? "\(controller.uikitClass)-\(controller.id)"
            if identifiersToNibNames[identifier] != nil {
                throw BuildFailure(.error(file, line: element.line, tr("the storyboard ID \"%@\" is used by two view controllers", identifier)))
            }
            if let viewElement = element.children.first(where: { $0.attributes["key"] == "view" }) {
                let view = try converter.object(from: viewElement)
                let viewNibName = "\(controller.id)-view-\(view.id)"
                nibs[viewNibName] = Nib(objects: [view])
                controller.attributes[CompiledStoryboard.viewNibAttribute] = viewNibName
            }
            // A Mac window controller keeps its window's title: the window shows it.
            if let window = element.children.first(where: { $0.name == "window" && $0.attributes["key"] == "window" }),
               let title = window.attributes["title"] {
                controller.attributes[CompiledStoryboard.windowTitleAttribute] = title
            }
            identifiersToNibNames[identifier] = identifier
            identifierForObject[controller.id] = identifier
            nibs[identifier] = Nib(objects: [controller])
        }
        try StoryboardContainment.checkForCycles(in: scenes, file: file)
        var entry: String?
        if let initial = document.root.attributes["initialViewController"] {
            guard let identifier = identifierForObject[initial] else {
                throw BuildFailure(.error(file, line: document.root.line,
                    tr("initialViewController \"%@\" names no view controller in this storyboard", initial)))
            }
            entry = identifier
        }
        let storyboard = CompiledStoryboard(name: file.baseName, entryPointIdentifier: entry,
                                            identifiersToNibNames: identifiersToNibNames, nibs: nibs)
        var files: [String: Data] = ["Info.plist": PlistWriter.xml(StoryboardArchive.infoPlist(for: storyboard))]
        for (name, nib) in nibs { files[name + ".nib"] = PlistWriter.xml(NibArchive.plist(for: nib)) }
        return (storyboard, files)
    }
}

extension StoryboardCompiler {
    /// The non-relationship segues anywhere under a scene's controller element, each with the
    /// id of the object it starts from (a button, a container view).
    static func seguesWithSources(in element: XMLTreeElement) -> [(segue: XMLTreeElement, source: String?)] {
        var found: [(segue: XMLTreeElement, source: String?)] = []
        var stack: [(element: XMLTreeElement, source: String?)] = [(element, element.attributes["id"])]
        while let (current, source) = stack.popLast() {
            if current.name == "segue", current.attributes["relationship"] == nil, current.attributes["kind"] != "relationship" {
                found.append((current, source))
            }
            let childSource = current.name == "connections" ? source : current.attributes["id"] ?? source
            stack += current.children.reversed().map { ($0, childSource) }
        }
        return found
    }
}

/// `ibtool --compile` for xibs: `ViewController.xib` -> `ViewController.nib`, holding File's
/// Owner (with its outlets) and the top-level views.
enum XibCompiler {
    static func compile(file: String, data: Data) throws(BuildFailure) -> (Nib, Data) {
        let document = try InterfaceBuilderDocument(file: file, data: data, kind: .xib)
        let converter = document.objects
        var objects: [NibObject] = []
        for element in document.root.child(named: "objects")?.children ?? [] {
            if element.name == "placeholder" {
                guard element.attributes["placeholderIdentifier"] == "IBFilesOwner" else { continue }
                var owner = try converter.object(from: element)
                owner.uikitClass = "NSObject"
                owner.attributes["placeholder"] = "IBFilesOwner"
                objects.append(owner)
            } else if !document.isCocoaTouch, element.name == "customObject", let id = element.attributes["id"], id.hasPrefix("-") {
                // A Cocoa xib's placeholders are custom objects with negative ids: File's Owner
                // (-2), First Responder (-1) and the Application (-3, NSApp).
                guard id == "-2" || id == "-3" else { continue }
                var placeholder = try converter.object(from: element)
                placeholder.uikitClass = placeholder.customClass ?? placeholder.uikitClass
                placeholder.customClass = nil
                placeholder.attributes["placeholder"] = id == "-2" ? "IBFilesOwner" : NibObject.applicationPlaceholder
                objects.append(placeholder)
            } else {
                objects.append(try converter.object(from: element))
            }
        }
        let nib = Nib(objects: objects)
        return (nib, PlistWriter.xml(NibArchive.plist(for: nib)))
    }
}
