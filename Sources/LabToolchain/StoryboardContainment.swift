import BundleFormats
import LabCore

/// The relationship segues of a storyboard — a navigation controller's root, a tab bar
/// controller's tabs, a split view controller's columns — as a graph, checked for cycles.
/// UIKit makes every controller a relationship names when it makes the container, so a
/// container that leads back to itself would be made forever; Interface Builder never writes
/// one, but a hand-edited or merged file can. Ordinary segues may form cycles (A shows B, B
/// shows A): each is performed only when asked, and makes a new controller.
enum StoryboardContainment {
    /// The relationship keys UIKit follows when it unarchives a container.
    static let relationships: Set<String> = ["rootViewController", "viewControllers",
                                             "masterViewController", "detailViewController"]

    /// One scene's controller: its id, the line it is on, what the document outline calls it,
    /// and the controllers its relationship segues name, in document order.
    struct Node {
        var id: String
        var line: Int
        var name: String
        var contains: [String]
    }

    /// Throws at the first scene whose relationship segues lead back to it, naming the scenes
    /// along the cycle.
    static func checkForCycles(in scenes: [XMLTreeElement], file: String) throws(BuildFailure) {
        let nodes = scenes.compactMap(node(of:))
        let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Iterative depth-first search: 0 unvisited, 1 on the current path, 2 done.
        var mark: [String: Int] = [:]
        for start in nodes where mark[start.id] == nil {
            var path: [(id: String, next: Int)] = [(start.id, 0)]
            mark[start.id] = 1
            while let top = path.last {
                let children = byID[top.id]?.contains ?? []
                guard top.next < children.count else {
                    mark[top.id] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let child = children[top.next]
                guard byID[child] != nil else { continue }
                switch mark[child] {
                case 1:
                    let cycle = path.drop { $0.id != child }.map(\.id) + [child]
                    throw BuildFailure(.error(file, line: byID[child]!.line, message(for: cycle.map { byID[$0]! })))
                case nil:
                    mark[child] = 1
                    path.append((child, 0))
                default: continue
                }
            }
        }
    }

    static func message(for cycle: [Node]) -> BuildText {
        if cycle.count == 2 {
            return tr("the %@ (id \"%@\") names itself in its relationship segue; a controller cannot contain itself — point the relationship at another scene", cycle[0].name, cycle[0].id)
        }
        return tr("relationship segues form a cycle: %@; a controller cannot contain itself — point one of them at another scene",
                  cycle.map { "\($0.name) (id \"\($0.id)\")" }.joined(separator: " → "))
    }

    /// The scene's controller as a node, or nil for a scene without one.
    static func node(of scene: XMLTreeElement) -> Node? {
        let members = scene.child(named: "objects")?.children ?? []
        guard let element = members.first(where: { $0.attributes["sceneMemberID"] == "viewController" }),
              let id = element.attributes["id"] else { return nil }
        let contains = (element.child(named: "connections")?.children ?? []).compactMap { segue -> String? in
            guard segue.name == "segue", let relationship = segue.attributes["relationship"],
                  relationships.contains(relationship) else { return nil }
            return segue.attributes["destination"]
        }
        return Node(id: id, line: element.line, name: sceneName(of: element), contains: contains)
    }

    /// As Xcode's document outline names a scene: its custom class or its kind, then "Scene"
    /// (`navigationController` → "Navigation Controller Scene").
    static func sceneName(of element: XMLTreeElement) -> String {
        if let custom = element.attributes["customClass"] { return custom + " Scene" }
        var words = ""
        for character in element.name {
            if character.isUppercase { words += " " }
            words.append(character)
        }
        return words.prefix(1).uppercased() + words.dropFirst() + " Scene"
    }
}
