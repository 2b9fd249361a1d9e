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
            throw BuildFailure(.error(file, line: error.line, error.message))
        }
        guard root.name == "document" else {
            throw BuildFailure(.error(file, line: root.line, "not an Interface Builder document: the root element is <\(root.name)>, expected <document>"))
        }
        let type = root.attributes["type"] ?? ""
        let isStoryboard = type.contains("Storyboard")
        guard type.hasPrefix("com.apple.InterfaceBuilder3."), isStoryboard == (kind == .storyboard) else {
            let expected = kind == .storyboard ? "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
            throw BuildFailure(.error(file, line: root.line, "document type \"\(type)\" is not a \(kind.rawValue); expected \(expected)"))
        }
        isCocoaTouch = type.contains("CocoaTouch")
        try checkUniqueIDs()
    }

    var objects: InterfaceBuilderObjects { InterfaceBuilderObjects(file: file, isCocoaTouch: isCocoaTouch) }

    /// Interface Builder ids must be unique in a document; a duplicate means a bad merge.
    private func checkUniqueIDs() throws(BuildFailure) {
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
            throw BuildFailure(.error(file, line: duplicate.line, "the object id \"\(duplicate.id)\" is used twice (first on line \(duplicate.first))"))
        }
    }
}
