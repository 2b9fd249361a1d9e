/// SpriteKit: what an `SKView` shows and when it pauses.
extension HostCalls {
    /// View, the scene and its nodes (nil: it shows none), told at the end of a turn in which they changed.
    public static let setSpriteScene = HostCall<(ObjectRef?, SpriteScene?), Void>("setSpriteScene")
    /// `presentScene(_:)`: view, the scene's class, its width and height.
    public static let scenePresented = HostCall<(ObjectRef?, String, Double, Double), Void>("scenePresented")
    /// View, paused, automatically (SpriteKit paused or resumed it as the app resigned or became active).
    public static let sceneViewPaused = HostCall<(ObjectRef?, Bool, Bool), Void>("sceneViewPaused")
}

/// What an `SKView` shows, as the app reports it at the end of a turn in which it changed: the
/// scene presented and its nodes, depth first in drawing order (docs/lifecycle.md, "SpriteKit").
public struct SpriteScene: Sendable, Equatable, WireCodable {
    /// One node: its class, `name`, a label's text, a sprite's image, where it is in the scene's coordinates.
    public struct Node: Sendable, Equatable, WireCodable {
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

        public func encode(into values: inout [WireValue]) {
            depth.encode(into: &values)
            className.encode(into: &values)
            name.encode(into: &values)
            text.encode(into: &values)
            image.encode(into: &values)
            x.encode(into: &values)
            y.encode(into: &values)
            isHidden.encode(into: &values)
        }

        public init(wire: WireReader) {
            self.init(depth: Int(wire: wire), className: String(wire: wire), name: String?(wire: wire), text: String?(wire: wire),
                      image: String?(wire: wire), x: Double(wire: wire), y: Double(wire: wire), isHidden: Bool(wire: wire))
        }
    }

    public var className: String
    public var width: Double, height: Double
    public var isPaused: Bool
    public var nodes: [Node]

    public init(className: String, width: Double, height: Double, isPaused: Bool, nodes: [Node]) {
        (self.className, self.width, self.height, self.isPaused, self.nodes) = (className, width, height, isPaused, nodes)
    }

    public func encode(into values: inout [WireValue]) {
        className.encode(into: &values)
        width.encode(into: &values)
        height.encode(into: &values)
        isPaused.encode(into: &values)
        nodes.encode(into: &values)
    }

    public init(wire: WireReader) {
        self.init(className: String(wire: wire), width: Double(wire: wire), height: Double(wire: wire), isPaused: Bool(wire: wire),
                  nodes: [Node](wire: wire))
    }
}
