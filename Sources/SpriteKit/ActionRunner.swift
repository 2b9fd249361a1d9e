import Foundation
import UIKit

/// One run of an `SKAction` on a node: how far it has got, and what it started from (a "to"
/// action moves from where the node was when it began). The scene's frame moves it on.
final class ActionRunner {
    let action: SKAction
    private var elapsed: TimeInterval = 0
    private var lastFraction: CGFloat = 0
    private var began = false
    /// What a "to" action started from.
    private var start: [CGFloat] = []
    private var startTexture: SKTexture?
    /// A sequence's or repeat's current part, a group's parts.
    private var parts: [ActionRunner] = []
    private var finishedParts: [TimeInterval?] = []
    private var index = 0

    init(_ action: SKAction) {
        self.action = action
    }

    /// Moves the action on by `seconds` of its node's time: nil while it runs, else the time
    /// left over once it finished (in the same time).
    func step(_ node: SKNode, _ seconds: TimeInterval) -> TimeInterval? {
        let speed = Double(action.speed)
        guard speed > 0 else { return action.duration == 0 ? seconds : nil }
        let own = seconds * speed
        let left: TimeInterval?
        switch action.kind {
        case let .sequence(actions): left = stepSequence(actions, node, own)
        case let .group(actions): left = stepGroup(actions, node, own)
        case let .repeating(inner, count): left = stepRepeat(inner, count: count, node, own)
        case let .forever(inner):
            _ = stepRepeat(inner, count: nil, node, own)
            left = nil
        default: left = stepTimed(node, own)
        }
        return left.map { $0 / speed }
    }

    private func stepSequence(_ actions: [SKAction], _ node: SKNode, _ seconds: TimeInterval) -> TimeInterval? {
        if parts.isEmpty { parts = actions.map(ActionRunner.init) }
        var left = seconds
        while index < parts.count {
            guard let over = parts[index].step(node, left) else { return nil }
            left = over
            index += 1
        }
        return left
    }

    private func stepGroup(_ actions: [SKAction], _ node: SKNode, _ seconds: TimeInterval) -> TimeInterval? {
        if parts.isEmpty {
            parts = actions.map(ActionRunner.init)
            finishedParts = Array(repeating: nil, count: parts.count)
        }
        for (position, part) in parts.enumerated() where finishedParts[position] == nil {
            finishedParts[position] = part.step(node, seconds)
        }
        guard !finishedParts.contains(where: { $0 == nil }) else { return nil }
        return finishedParts.compactMap { $0 }.min() ?? seconds
    }

    /// A repeat `count` times (nil: forever). Parts that take no time run once a frame when
    /// repeated forever, so a zero-length loop cannot hold the frame.
    private func stepRepeat(_ inner: SKAction, count: Int?, _ node: SKNode, _ seconds: TimeInterval) -> TimeInterval? {
        if let count, count == 0 { return seconds }
        var left = seconds
        var rounds = 0
        while true {
            if parts.isEmpty { parts = [ActionRunner(inner)] }
            guard let over = parts[0].step(node, left) else { return nil }
            left = over
            index += 1
            parts = []
            if let count, index >= count { return left }
            rounds += 1
            if count == nil, inner.duration == 0 || rounds >= 100 { return nil }
            if rounds >= 100_000 { return nil }
        }
    }

    /// An action with a duration of its own (or none: it happens at once).
    private func stepTimed(_ node: SKNode, _ seconds: TimeInterval) -> TimeInterval? {
        if !began {
            began = true
            begin(node)
        }
        let duration = action.duration
        elapsed += seconds
        let raw = duration > 0 ? min(1, elapsed / duration) : 1
        let fraction = CGFloat(action.timingFunction(Float(eased(raw))))
        apply(node, from: lastFraction, to: fraction)
        lastFraction = fraction
        return elapsed >= duration ? elapsed - duration : nil
    }

    private func eased(_ t: Double) -> Double {
        switch action.timingMode {
        case .linear: t
        case .easeIn: t * t
        case .easeOut: 1 - (1 - t) * (1 - t)
        case .easeInEaseOut: t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2
        }
    }

    /// What a "to" action starts from, and the actions that happen at once.
    private func begin(_ node: SKNode) {
        let sprite = node as? SKSpriteNode
        switch action.kind {
        case .moveTo, .follow: start = [node.position.x, node.position.y]
        case .rotateTo: start = [node.zRotation]
        case .scaleTo, .scaleBy: start = [node.xScale, node.yScale]
        case .fadeTo: start = [node.alpha]
        case .resizeTo, .resizeBy: start = [sprite?.size.width ?? 0, sprite?.size.height ?? 0]
        case .speedTo, .speedBy: start = [node.speed]
        case .colorize: start = [sprite?.colorBlendFactor ?? 0]
        case .animate: startTexture = sprite?.texture
        case let .block(block): block()
        case .removeFromParent: node.removeFromParent()
        case let .hide(hidden): node.isHidden = hidden
        case let .setTexture(texture, resize):
            sprite?.texture = texture
            if resize { sprite?.size = texture.size() }
        case let .runOnChild(inner, name): node.childNode(withName: name)?.run(inner)
        case let .sound(file):
            if file.isEmpty {
                NotSimulated.say("SKAction.playSoundFileNamed(_:waitForCompletion:)", "the simulated device plays no sound: the action takes no time and plays nothing")
            } else {
                NotSimulated.say("SKAction.playSoundFileNamed(_:waitForCompletion:)", "the simulated device plays no sound (\(file)): the action takes no time and plays nothing")
            }
        case let .physicsChange(_, change): if let body = node.physicsBody { change(body) }
        default: break
        }
    }

    /// The action's effect between two fractions of its time (0 to 1, after its timing curve).
    private func apply(_ node: SKNode, from last: CGFloat, to now: CGFloat) {
        let delta = now - last
        let sprite = node as? SKSpriteNode
        switch action.kind {
        case let .moveBy(v): node.position = CGPoint(x: node.position.x + v.dx * delta, y: node.position.y + v.dy * delta)
        case let .moveTo(x, y):
            node.position = CGPoint(x: x.map { start[0] + ($0 - start[0]) * now } ?? node.position.x,
                                    y: y.map { start[1] + ($0 - start[1]) * now } ?? node.position.y)
        case let .rotateBy(angle): node.zRotation += angle * delta
        case let .rotateTo(angle): node.zRotation = start[0] + (angle - start[0]) * now
        case let .scaleBy(x, y):
            node.xScale = start[0] * (1 + (x - 1) * now)
            node.yScale = start[1] * (1 + (y - 1) * now)
        case let .scaleTo(x, y):
            if let x { node.xScale = start[0] + (x - start[0]) * now }
            if let y { node.yScale = start[1] + (y - start[1]) * now }
        case let .fadeBy(amount): node.alpha += amount * delta
        case let .fadeTo(alpha): node.alpha = start[0] + (alpha - start[0]) * now
        case let .resizeBy(width, height):
            sprite?.size = CGSize(width: start[0] + width * now, height: start[1] + height * now)
        case let .resizeTo(width, height):
            sprite?.size = CGSize(width: width.map { start[0] + ($0 - start[0]) * now } ?? start[0],
                                  height: height.map { start[1] + ($0 - start[1]) * now } ?? start[1])
        case let .speedBy(amount): node.speed = start[0] + amount * now
        case let .speedTo(value): node.speed = start[0] + (value - start[0]) * now
        case let .colorize(color, factor):
            if let color { sprite?.color = color }
            sprite?.colorBlendFactor = start[0] + (factor - start[0]) * now
        case let .animate(textures, timePerFrame, resize, restore):
            guard !textures.isEmpty else { break }
            if now >= 1, restore {
                sprite?.texture = startTexture
                break
            }
            let frame = timePerFrame > 0 ? min(textures.count - 1, Int(elapsed / timePerFrame)) : textures.count - 1
            sprite?.texture = textures[frame]
            if resize { sprite?.size = textures[frame].size() }
        case let .custom(block): block(node, CGFloat(min(elapsed, action.duration)))
        case let .follow(points, asOffset, orient): follow(points, asOffset: asOffset, orient: orient, node, at: now)
        default: break
        }
    }

    /// The place `fraction` of the way along the path's straight segments.
    private func follow(_ points: [CGPoint], asOffset: Bool, orient: Bool, _ node: SKNode, at fraction: CGFloat) {
        let origin = asOffset ? CGPoint(x: start[0], y: start[1]) : .zero
        let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let total = lengths.reduce(0, +)
        var target = total * min(max(fraction, 0), 1)
        var place = points[0], angle: CGFloat?
        for (segment, length) in lengths.enumerated() {
            let a = points[segment], b = points[segment + 1]
            angle = atan2(b.y - a.y, b.x - a.x)
            if target <= length || segment == lengths.count - 1 {
                let t = length > 0 ? min(1, target / length) : 1
                place = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                break
            }
            target -= length
        }
        node.position = CGPoint(x: origin.x + place.x, y: origin.y + place.y)
        // Oriented: the node's y axis along the path (**choice**).
        if orient, let angle { node.zRotation = angle - .pi / 2 }
    }
}
