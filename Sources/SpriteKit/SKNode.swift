import Foundation
@_spi(LifecycleLab) import UIKit

/// A node of a SpriteKit scene: a place in the tree (`children`, `parent`), a transform
/// (`position`, `zRotation`, `xScale`/`yScale`) and the actions it runs. The device sees the
/// tree through the `SKView` that shows it (`views`, `screen`, `tap`).
open class SKNode: UIResponder, NSSecureCoding {
    open var position: CGPoint = .zero
    open var zPosition: CGFloat = 0
    open var zRotation: CGFloat = 0
    open var xScale: CGFloat = 1
    open var yScale: CGFloat = 1
    open var alpha: CGFloat = 1
    open var isHidden = false
    /// A paused node runs no actions, nor do its descendants.
    open var isPaused = false
    /// How fast its actions (and its descendants') run: 0 stops them.
    open var speed: CGFloat = 1
    open var name: String?
    open var userData: NSMutableDictionary?
    /// Whether the node takes touches itself (a scene does; other nodes leave them to it).
    open var isUserInteractionEnabled = false
    open var focusBehavior: SKNodeFocusBehavior = .none
    open var physicsBody: SKPhysicsBody? {
        didSet {
            oldValue?.node = nil
            physicsBody?.node = self
        }
    }
    open var constraints: [SKConstraint]? {
        didSet { if constraints?.isEmpty == false { NotSimulated.say("SKNode.constraints", "LifecycleLab does not simulate SpriteKit's constraints yet: they are kept and never applied") } }
    }

    open internal(set) var children: [SKNode] = []
    open internal(set) weak var parent: SKNode?

    /// The actions running on the node, in the order they were started.
    var runningActions: [RunningAction] = []

    public override init() {
        super.init()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init()
    }

    open func encode(with coder: NSCoder) {}
    public class var supportsSecureCoding: Bool { true }

    /// The scene the node is in (itself for a scene).
    open var scene: SKScene? {
        var node: SKNode? = self
        while let current = node {
            if let scene = current as? SKScene { return scene }
            node = current.parent
        }
        return nil
    }

    open func setScale(_ scale: CGFloat) {
        xScale = scale
        yScale = scale
    }

    // MARK: The tree

    open func addChild(_ node: SKNode) {
        if node.parent != nil {
            // iOS raises here: a node has one parent.
            AppRuntimeBridge.raise("NSInvalidArgumentException", "Attemped to add a SKNode which already has a parent: \(node)")
        }
        node.parent = self
        children.append(node)
    }

    open func insertChild(_ node: SKNode, at index: Int) {
        node.removeFromParent()
        node.parent = self
        children.insert(node, at: min(max(0, index), children.count))
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func removeAllChildren() {
        for child in children { child.parent = nil }
        children = []
    }

    open func removeChildren(in nodes: [SKNode]) {
        for node in nodes where node.parent === self { node.removeFromParent() }
    }

    /// Moves the node to another parent, keeping where it is in the scene.
    open func move(toParent newParent: SKNode) {
        let inRoot = parent?.pointInRoot(position) ?? position
        removeFromParent()
        position = newParent.pointFromRoot(inRoot)
        newParent.addChild(self)
    }

    open func inParentHierarchy(_ parent: SKNode) -> Bool {
        var node: SKNode? = self
        while let current = node {
            if current === parent { return true }
            node = current.parent
        }
        return false
    }

    open func isEqual(to node: SKNode) -> Bool { self === node }

    /// `childNode(withName:)`: a child by name; `//name` searches the whole tree below, `*`
    /// matches any name.
    open func childNode(withName name: String) -> SKNode? {
        var found: SKNode?
        enumerateChildNodes(withName: name) { node, stop in
            found = node
            stop.pointee = true
        }
        return found
    }

    open subscript(name: String) -> [SKNode] {
        var found: [SKNode] = []
        enumerateChildNodes(withName: name) { node, _ in found.append(node) }
        return found
    }

    open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        let deep = name.hasPrefix("//")
        let pattern = deep ? String(name.dropFirst(2)) : name
        func matches(_ node: SKNode) -> Bool {
            pattern == "*" || node.name == pattern || (pattern.hasSuffix("*") && (node.name ?? "").hasPrefix(pattern.dropLast()))
        }
        func visit(_ node: SKNode) {
            for child in node.children {
                if stop.boolValue { return }
                if matches(child) { withUnsafeMutablePointer(to: &stop) { block(child, $0) } }
                if deep { visit(child) }
            }
        }
        visit(deep ? (scene ?? self) : self)
    }

    /// This node and its descendants, depth first in drawing order (children after their parent).
    var subtree: [SKNode] { [self] + children.flatMap(\.subtree) }

    // MARK: Geometry

    /// The node's own content in its own coordinates (a sprite's rectangle); empty for a node
    /// that draws nothing.
    var contentRect: CGRect? { nil }

    /// A point in this node's coordinates, in its parent's.
    func pointInParent(_ point: CGPoint) -> CGPoint {
        let x = point.x * xScale, y = point.y * yScale
        let c = cos(zRotation), s = sin(zRotation)
        return CGPoint(x: position.x + x * c - y * s, y: position.y + x * s + y * c)
    }

    /// A point in the parent's coordinates, in this node's.
    func pointFromParent(_ point: CGPoint) -> CGPoint {
        let dx = point.x - position.x, dy = point.y - position.y
        let c = cos(-zRotation), s = sin(-zRotation)
        let x = dx * c - dy * s, y = dx * s + dy * c
        return CGPoint(x: xScale == 0 ? 0 : x / xScale, y: yScale == 0 ? 0 : y / yScale)
    }

    /// The chain from this node up to its root (itself first).
    private var ancestry: [SKNode] {
        var chain: [SKNode] = []
        var node: SKNode? = self
        while let current = node {
            chain.append(current)
            node = current.parent
        }
        return chain
    }

    /// A point in this node's coordinates, in the root's (the scene's).
    func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        for node in ancestry where node.parent != nil { result = node.pointInParent(result) }
        return result
    }

    /// A point in the root's coordinates, in this node's.
    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        for node in ancestry.reversed() where node.parent != nil { result = node.pointFromParent(result) }
        return result
    }

    open func convert(_ point: CGPoint, from node: SKNode) -> CGPoint { pointFromRoot(node.pointInRoot(point)) }
    open func convert(_ point: CGPoint, to node: SKNode) -> CGPoint { node.pointFromRoot(pointInRoot(point)) }

    /// The bounding box of `rect` (in this node's coordinates) in its parent's.
    func boxInParent(_ rect: CGRect) -> CGRect { Self.box(of: rect, mapped: pointInParent) }

    /// The bounding box of a rectangle's corners, each mapped to other coordinates.
    static func box(of rect: CGRect, mapped map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The node's content in its parent's coordinates (its position alone when it draws nothing).
    open var frame: CGRect {
        guard let content = contentRect else { return CGRect(origin: position, size: .zero) }
        return boxInParent(content)
    }

    /// The node's and its descendants' frames together, in its parent's coordinates.
    open func calculateAccumulatedFrame() -> CGRect {
        var box = contentRect.map(boxInParent)
        for child in children {
            let inSelf = child.calculateAccumulatedFrame()
            guard inSelf.width > 0 || inSelf.height > 0 else { continue }
            let mine = boxInParent(inSelf)
            box = box.map { $0.union(mine) } ?? mine
        }
        return box ?? CGRect(origin: position, size: .zero)
    }

    /// Whether `point` (in the parent's coordinates) is inside the node's frame.
    open func contains(_ point: CGPoint) -> Bool {
        guard contentRect != nil else { return false }
        return frame.contains(point)
    }

    open func intersects(_ node: SKNode) -> Bool {
        guard let scene, let a = sceneBox, let b = node.sceneBox, node.scene === scene else { return false }
        return a.intersects(b)
    }

    /// The node's content's bounding box in the root's coordinates.
    var sceneBox: CGRect? { contentRect.map { Self.box(of: $0, mapped: pointInRoot) } }

    /// The descendants whose content is under `point` (in this node's coordinates), the one
    /// drawn on top first.
    open func nodes(at point: CGPoint) -> [SKNode] {
        let target = pointInRoot(point)
        return drawingOrder(of: Array(subtree.dropFirst())).reversed().filter { node in
            !node.isHiddenInTree && (node.sceneBox?.contains(target) ?? false)
        }
    }

    /// The descendant drawn on top at `point`, or this node when none is.
    open func atPoint(_ point: CGPoint) -> SKNode { nodes(at: point).first ?? self }

    /// Whether the node or one of its ancestors is hidden.
    var isHiddenInTree: Bool { ancestry.contains { $0.isHidden } }

    /// The nodes sorted as SpriteKit draws them: by their z position added up the tree, then in
    /// tree order (the order `ignoresSiblingOrder = false` gives).
    func drawingOrder(of nodes: [SKNode]) -> [SKNode] {
        nodes.enumerated().sorted { a, b in
            let za = a.element.globalZ, zb = b.element.globalZ
            return za == zb ? a.offset < b.offset : za < zb
        }.map(\.element)
    }

    var globalZ: CGFloat { ancestry.reduce(0) { $0 + $1.zPosition } }

    // MARK: Touches

    /// A node's next responder is its parent; a scene's is its view.
    open override var next: UIResponder? { parent }

    // MARK: Actions

    open func run(_ action: SKAction) { run(action, withKey: nil, completion: nil) }

    open func run(_ action: SKAction, completion block: @escaping () -> Void) { run(action, withKey: nil, completion: block) }

    open func run(_ action: SKAction, withKey key: String) { run(action, withKey: key, completion: nil) }

    func run(_ action: SKAction, withKey key: String?, completion: (() -> Void)?) {
        if let key { runningActions.removeAll { $0.key == key } }
        runningActions.append(RunningAction(action: action, key: key, completion: completion))
    }

    open func action(forKey key: String) -> SKAction? { runningActions.first { $0.key == key }?.action }
    open func hasActions() -> Bool { !runningActions.isEmpty }
    open func removeAction(forKey key: String) { runningActions.removeAll { $0.key == key } }
    open func removeAllActions() { runningActions = [] }

    /// Moves the node's actions on by `seconds` (already multiplied by its ancestors' speeds),
    /// then its children's. Finished actions are removed; their completions run.
    func evaluateActions(_ seconds: TimeInterval) {
        guard !isPaused else { return }
        let step = seconds * Double(speed)
        if !runningActions.isEmpty {
            for running in runningActions where running.isRunning {
                guard running.runner.step(self, step) != nil else { continue }
                running.isRunning = false
                runningActions.removeAll { $0 === running }
                running.completion?()
            }
        }
        for child in children where child.parent === self { child.evaluateActions(step) }
    }

    open override var description: String {
        "<\(String(describing: type(of: self))) name:'\(name ?? "(null)")' position:{\(position.x), \(position.y)}>"
    }
}

/// An action running on a node, with its key and completion.
final class RunningAction {
    let action: SKAction
    let key: String?
    let completion: (() -> Void)?
    let runner: ActionRunner
    var isRunning = true

    init(action: SKAction, key: String?, completion: (() -> Void)?) {
        self.action = action
        self.key = key
        self.completion = completion
        runner = ActionRunner(action)
    }
}

/// SpriteKit's constraints: declared, not simulated (first use says so).
open class SKConstraint: NSObject {
    open var enabled = true
    public override init() { super.init() }
}
