import Foundation
@_spi(LifecycleLab) import UIKit

/// `SKScene(fileNamed:)`, `SKEmitterNode(fileNamed:)`: a node tree from a `.sks` file of the
/// app's bundle (Xcode's scene editor's keyed archive, `KeyedArchive`). Read: the root's class
/// (the editor's custom class, found in the app), a scene's size, anchor point, scale mode,
/// background colour and gravity; each node's class, name, position, z position, rotation,
/// scale, alpha and hidden flag, a sprite's size, anchor point and image, a label's text and
/// font size. Not read (said at the first load that holds them): physics bodies, actions,
/// shaders, constraints, and particle settings.
enum SceneArchive {
    /// The file's tree as `type` (or the custom class the editor gave the root, if it is one).
    static func load(named name: String, as type: SKNode.Type) -> SKNode? {
        let bare = name.hasSuffix(".sks") ? String(name.dropLast(4)) : name
        guard let path = Bundle.main.path(forResource: bare, ofType: "sks"),
              let data = FileManager.default.contents(atPath: path),
              let archive = KeyedArchive(data), let root = archive.dictionary(archive.top["root"]) else { return nil }
        var unread: Set<String> = []
        guard let node = makeNode(root, in: archive, requested: type, unread: &unread), node.isKind(of: type) else { return nil }
        if !unread.isEmpty {
            NotSimulated.say("\(bare).sks", "LifecycleLab reads a scene file's sizes, nodes, names, positions and labels; not its \(unread.sorted().joined(separator: ", ")) (the nodes are made without them)")
        }
        (node as? SKScene)?.sceneDidLoad()
        return node
    }

    /// SpriteKit's own classes an archive may name.
    private static let spriteKitClasses: [String: SKNode.Type] = [
        "SKNode": SKNode.self, "SKScene": SKScene.self, "SKSpriteNode": SKSpriteNode.self, "SKLabelNode": SKLabelNode.self,
        "SKShapeNode": SKShapeNode.self, "SKEmitterNode": SKEmitterNode.self, "SKCameraNode": SKCameraNode.self,
        "SKCropNode": SKCropNode.self, "SKEffectNode": SKEffectNode.self, "SKAudioNode": SKAudioNode.self,
    ]

    private static func makeNode(_ object: [String: KeyedArchive.Value], in archive: KeyedArchive, requested: SKNode.Type?,
                                 unread: inout Set<String>) -> SKNode? {
        let archived = archive.className(object) ?? "SKNode"
        let base = spriteKitClasses[archived] ?? SKNode.self
        let info = archive.entries(object["_info"])
        // The editor's custom class (an app class of the archived kind), else the class asked
        // for when it is of that kind (`GameScene(fileNamed:)`), else SpriteKit's own.
        var chosen: SKNode.Type = base
        if let requested, requested.isSubclass(of: base) { chosen = requested }
        if let custom = archive.string(info["_PB_previewSKNodeCustomClassName"]) ?? archive.string(object["_customClassName"]),
           let found = AppRuntimeBridge.type(named: custom) as? SKNode.Type, found.isSubclass(of: base),
           requested.map({ found.isSubclass(of: $0) }) ?? true {
            chosen = found
        }
        guard let node = chosen.init(coder: NSCoder()) else { return nil }
        apply(object, to: node, in: archive, unread: &unread)
        for child in archive.array(object["_children"]) {
            guard let childObject = archive.dictionary(child),
                  let made = makeNode(childObject, in: archive, requested: nil, unread: &unread) else { continue }
            node.addChild(made)
        }
        return node
    }

    private static func apply(_ object: [String: KeyedArchive.Value], to node: SKNode, in archive: KeyedArchive, unread: inout Set<String>) {
        node.name = archive.string(object["_name"])
        let position = archive.numbers(object["_position"])
        if position.count == 2 { node.position = CGPoint(x: position[0], y: position[1]) }
        if let z = archive.number(object["_zPosition"]) { node.zPosition = z }
        if let rotation = archive.number(object["_zRotation"]) { node.zRotation = rotation }
        if let x = archive.number(object["_xScale"]) { node.xScale = x }
        if let y = archive.number(object["_yScale"]) { node.yScale = y }
        if let alpha = archive.number(object["_opacity"]) { node.alpha = alpha }
        if let hidden = archive.bool(object["_hidden"]) { node.isHidden = hidden }
        if let scene = node as? SKScene {
            let bounds = archive.numbers(object["Scene_bounds"])
            if bounds.count == 4 {
                scene.size = CGSize(width: bounds[2], height: bounds[3])
            } else if let info = Optional(archive.entries(object["_info"])),
                      let width = archive.number(info["_PB_previewSKEditorSceneSizeWidth"]),
                      let height = archive.number(info["_PB_previewSKEditorSceneSizeHeight"]) {
                scene.size = CGSize(width: width, height: height)
            }
            let anchor = archive.numbers(object["_anchorPoint"])
            if anchor.count == 2 { scene.anchorPoint = CGPoint(x: anchor[0], y: anchor[1]) }
            if let mode = archive.number(object["_scaleMode"]).flatMap({ SKSceneScaleMode(rawValue: Int($0)) }) { scene.scaleMode = mode }
            if let r = archive.number(object["_backgroundColorR"]), let g = archive.number(object["_backgroundColorG"]),
               let b = archive.number(object["_backgroundColorB"]) {
                scene.backgroundColor = UIColor(red: r, green: g, blue: b, alpha: archive.number(object["_backgroundColorA"]) ?? 1)
            }
            if let world = archive.dictionary(object["_physicsWorld"]) {
                let gravity = archive.numbers(world["gravity"])
                if gravity.count == 2 { scene.physicsWorld.gravity = CGVector(dx: gravity[0], dy: gravity[1]) }
                if let speed = archive.number(world["speedMultiplier"]) { scene.physicsWorld.speed = speed }
            }
        } else if archive.dictionary(object["_PKPhysicsBody"]) != nil {
            unread.insert("physics bodies")
        }
        if !archive.array(object["_actions"]).isEmpty || !archive.entries(object["_keyedActions"]).isEmpty { unread.insert("actions") }
        if archive.dictionary(object["_shader"]) != nil { unread.insert("shaders") }
        if !archive.array(object["_constraints"]).isEmpty { unread.insert("constraints") }
        if let sprite = node as? SKSpriteNode {
            let size = archive.numbers(object["_size"])
            if size.count == 2 { sprite.size = CGSize(width: size[0], height: size[1]) }
            let anchor = archive.numbers(object["_anchorPoint"])
            if anchor.count == 2 { sprite.anchorPoint = CGPoint(x: anchor[0], y: anchor[1]) }
            if let texture = archive.dictionary(object["_texture"]),
               let image = archive.string(texture["_imgName"]) ?? archive.string(texture["_textureName"]) ?? archive.string(texture["_originalImageName"]) {
                sprite.texture = SKTexture(imageNamed: image)
            }
        }
        if let label = node as? SKLabelNode {
            label.text = archive.string(object["_text"]) ?? archive.string(object["text"])
            if let size = archive.number(object["_fontSize"]) { label.fontSize = size }
            label.fontName = archive.string(object["_fontName"]) ?? label.fontName
        }
    }
}

/// `init(fileNamed:)` of every node class: the node the file holds, of the custom class the
/// editor gave it (`SKScene(fileNamed: "GameScene")` gives a `GameScene`).
public protocol _SKNodeFileLoading {}

extension SKNode: _SKNodeFileLoading {}

extension _SKNodeFileLoading {
    public init?(fileNamed filename: String) {
        guard let type = Self.self as? SKNode.Type, let node = SceneArchive.load(named: filename, as: type) as? Self else { return nil }
        self = node
    }
}
