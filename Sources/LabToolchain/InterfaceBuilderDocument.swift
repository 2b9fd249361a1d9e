import BundleFormats
import Foundation
import LabCore

/// An Interface Builder file (`.storyboard` or `.xib`) read as XML, with the checks Xcode's
/// `ibtool` makes before compiling: well-formed XML, a `<document>` of the right type.
struct InterfaceBuilderDocument {
    var file: String
    var root: XMLTreeElement
    /// iOS (`CocoaTouch`) or macOS (`Cocoa`) document.
    var isCocoaTouch: Bool

    enum Kind: String { case storyboard, xib }

    init(file: String, data: Data, kind: Kind) throws(BuildFailure) {
        self.file = file
        do { root = try XMLTree.parse(data) } catch {
            throw BuildFailure(.error(file, line: error.line, error.wording))
        }
        guard root.name == "document" else {
            throw BuildFailure(.error(file, line: root.line, tr("not an Interface Builder document: the root element is <%@>, expected <document>", root.name)))
        }
        let type = root.attributes["type"] ?? ""
        let isStoryboard = type.contains("Storyboard")
        guard type.hasPrefix("com.apple.InterfaceBuilder3."), isStoryboard == (kind == .storyboard) else {
            let expected = kind == .storyboard ? "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
            throw BuildFailure(.error(file, line: root.line, kind == .storyboard ? tr("document type \"%@\" is not a storyboard; expected %@", type, expected) : tr("document type \"%@\" is not a xib; expected %@", type, expected)))
        }
        isCocoaTouch = type.contains("CocoaTouch")
        try checkConnections(ids: try checkUniqueIDs())
    }

    /// The segue kinds Interface Builder writes (older files say push, modal, replace).
    static let segueKinds: Set<String> = ["show", "showDetail", "presentation", "popoverPresentation", "embed", "unwind",
                                          "relationship", "push", "modal", "replace", "popover", "custom"]

    /// Every outlet, action and segue must lead to an object of the document, and a segue be
    /// of a kind Interface Builder makes: ibtool refuses a document whose connection leads
    /// nowhere (a bad merge, a hand edit) instead of building an app that fails at run time.
    private func checkConnections(ids: Set<String>) throws(BuildFailure) {
        var stack = [root]
        var problem: (line: Int, message: BuildText)?
        while let element = stack.popLast() {
            stack += element.children
            guard ["outlet", "outletCollection", "action", "segue"].contains(element.name) else { continue }
            var found: BuildText?
            if let destination = element.attributes["destination"], !ids.contains(destination) {
                found = tr("the %@ %@ leads to \"%@\", which is no object of this file", element.name, element.attributes["property"] ?? element.attributes["selector"] ?? element.attributes["id"] ?? "", destination)
            } else if element.name == "segue", let kind = element.attributes["kind"], !Self.segueKinds.contains(kind) {
                found = tr("the segue %@ is of kind \"%@\", which Interface Builder does not make; use show, showDetail, presentation, popoverPresentation, embed, unwind or custom", element.attributes["id"] ?? "", kind)
            }
            if let found, problem == nil || element.line < problem!.line { problem = (element.line, found) }
        }
        if let problem { throw BuildFailure(.error(file, line: problem.line, problem.message)) }
    }

    var objects: InterfaceBuilderObjects { InterfaceBuilderObjects(file: file, isCocoaTouch: isCocoaTouch) }

    /// Interface Builder ids must be unique in a document; a duplicate means a bad merge.
    private func checkUniqueIDs() throws(BuildFailure) -> Set<String> {
        var seen: [String: Int] = [:]
        var stack = [root]
        var duplicate: (id: String, line: Int, first: Int)?
        while let element = stack.popLast() {
            if let id = element.attributes["id"], element.name != "document" {
                if let first = seen[id] {
                    if duplicate == nil || element.line < duplicate!.line { duplicate = (id, max(first, element.line), min(first, element.line)) }
                } else {
                    seen[id] = element.line
                }
            }
            stack += element.children
        }
        if let duplicate {
            throw BuildFailure(.error(file, line: duplicate.line, tr("the object id \"%@\" is used twice (first on line %d)", duplicate.id, duplicate.first)))
        }
        return Set(seen.keys)
    }
}
