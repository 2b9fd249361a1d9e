/// What an `SKView` shows, as the app reports it at the end of a turn in which it changed: the
/// scene presented and its nodes, depth first in drawing order (docs/lifecycle.md, "SpriteKit").
public struct SpriteScene: Sendable, Equatable {
    /// One node: its class, `name`, a label's text, a sprite's image, where it is in the scene's coordinates.
    public struct Node: Sendable, Equatable {
        /// 1 for the scene's children, 2 for theirs, …
        public var depth: Int
        public var className: String
        public var name: String?
        public var text: String?
        /// The name of the image a sprite's texture was made from.
        public var image: String?
        public var x: Double, y: Double
        public var isHidden: Bool

        public init(depth: Int, className: String, name: String?, text: String?, image: String? = nil, x: Double, y: Double, isHidden: Bool) {
            (self.depth, self.className, self.name, self.text, self.image) = (depth, className, name, text, image)
            (self.x, self.y, self.isHidden) = (x, y, isHidden)
        }
    }

    public var className: String
    public var width: Double, height: Double
    public var isPaused: Bool
    public var nodes: [Node]

    public init(className: String, width: Double, height: Double, isPaused: Bool, nodes: [Node]) {
        (self.className, self.width, self.height, self.isPaused, self.nodes) = (className, width, height, isPaused, nodes)
    }

    /// The node a tap on `title` touches: a shown node whose label text, else whose name, else
    /// whose sprite's image name is `title` (the last in the list when several are: drawn later,
    /// it is on top).
    public func node(titled title: String) -> Node? {
        let shown = nodes.filter { !$0.isHidden }
        return shown.last { $0.text == title } ?? shown.last { $0.name == title } ?? shown.last { $0.image == title }
    }

    /// What `tap` accepts: shown labels' texts, then shown nodes' names, then sprites' images.
    public var titles: [String] {
        let shown = nodes.filter { !$0.isHidden }
        var seen = Set<String>()
        return (shown.compactMap(\.text) + shown.compactMap(\.name) + shown.compactMap(\.image))
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
