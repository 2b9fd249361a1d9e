import Foundation
import LabWire
@_spi(LifecycleLab) import UIKit

/// What an `SKView` asks of its delegate before each frame.
public protocol SKViewDelegate: NSObjectProtocol {
    func view(_ view: SKView, shouldRenderAtTime time: TimeInterval) -> Bool
}

/// The view that shows a SpriteKit scene and runs its frames: 60 a second of virtual time
/// while it has a scene and is not paused. As on iOS, `isPaused` is set to true when the app
/// resigns active and back to its previous value when the app becomes active again (Apple's
/// SKView.isPaused reference), so a game's `update(_:)`, actions and physics stop on Home,
/// and no frame runs while the app is in the background or suspended.
open class SKView: UIView {
    open private(set) var scene: SKScene?
    open var isPaused = false {
        didSet { if isPaused != oldValue { pausedChanged() } }
    }
    open var showsFPS = false
    open var showsNodeCount = false
    open var showsDrawCount = false
    open var showsQuadCount = false
    open var showsPhysics = false
    open var showsFields = false
    open var ignoresSiblingOrder = false
    open var shouldCullNonVisibleNodes = true
    open var allowsTransparency = false
    open var isAsynchronous = true
    open var disableDepthStencilBuffer = false
    open weak var delegate: SKViewDelegate?
    /// Frames a second: the lab's screen refreshes 60 times a second whatever is asked.
    open var preferredFramesPerSecond = 60 {
        didSet { if preferredFramesPerSecond != 60 { NotSimulated.say("SKView.preferredFramesPerSecond", "LifecycleLab runs SpriteKit scenes at 60 frames a second whatever is asked") } }
    }

    /// `isPaused` as the app had it when it resigned active (nil while active).
    private var pausedBeforeResigning: Bool?
    /// Whether SpriteKit itself is setting `isPaused` (the app resigning or becoming active).
    private var pausingAutomatically = false
    /// The virtual time of the last frame run (nil: the next frame is the first since the scene
    /// was presented or the view resumed, so no time has passed for its actions and physics).
    private var lastFrameTime: TimeInterval?
    /// The scene as last reported to the device.
    private var reported: SpriteScene??
    private var observers: [NSObjectProtocol] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    deinit {
        AppRuntimeBridge.stopFrames(self)
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    private func setUp() {
        SKView.linkOnce
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: nil) { [weak self] _ in
            self?.applicationWillResignActive()
        })
        observers.append(center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak self] _ in
            self?.applicationDidBecomeActive()
        })
        weak var weakSelf = self
        AppRuntimeBridge.atEndOfEveryTurn { weakSelf?.reportScene() }
    }

    /// Once per process: the device posts the activation notifications the view observes
    /// in the app, and the view answers `tap` on a scene's nodes.
    private static let linkOnce: Void = {
        AppRuntimeBridge.observeLifecycleNotification(UIApplication.willResignActiveNotification)
        AppRuntimeBridge.observeLifecycleNotification(UIApplication.didBecomeActiveNotification)
        AppRuntimeBridge.addPerformer { selector, receiver, arguments in
            guard selector == UIKitStep.touchScene.rawValue, let view = receiver as? SKView else { return nil }
            view.touchScene(at: CGPoint(x: arguments.first?.double ?? 0, y: arguments.dropFirst().first?.double ?? 0))
            return .void
        }
    }()

    // MARK: Presenting

    open func presentScene(_ scene: SKScene?) {
        if let old = self.scene, old !== scene {
            old.willMove(from: self)
            old.view = nil
        }
        self.scene = scene
        lastFrameTime = nil
        if let scene {
            scene.view = self
            if scene.scaleMode == .resizeFill, bounds.size.width > 0 { scene.size = bounds.size }
            AppRuntimeBridge.call(HostCalls.scenePresented, AppRuntimeBridge.ref(self), String(describing: type(of: scene)),
                                  Double(scene.size.width), Double(scene.size.height))
            scene.didMove(to: self)
        }
        runFramesIfShowing()
    }

    /// A transition is not animated: the new scene is presented at once.
    open func presentScene(_ scene: SKScene, transition: SKTransition) {
        NotSimulated.say("SKView.presentScene(_:transition:)", "LifecycleLab does not animate SpriteKit's transitions yet: the new scene is presented at once")
        presentScene(scene)
    }

    // MARK: Pausing

    private func applicationWillResignActive() {
        guard pausedBeforeResigning == nil else { return }
        pausedBeforeResigning = isPaused
        setPausedAutomatically(true)
    }

    private func applicationDidBecomeActive() {
        guard let previous = pausedBeforeResigning else { return }
        pausedBeforeResigning = nil
        setPausedAutomatically(previous)
    }

    private func setPausedAutomatically(_ paused: Bool) {
        pausingAutomatically = true
        isPaused = paused
        pausingAutomatically = false
    }

    private func pausedChanged() {
        lastFrameTime = nil
        if scene != nil {
            AppRuntimeBridge.call(HostCalls.sceneViewPaused, AppRuntimeBridge.ref(self), isPaused, pausingAutomatically)
        }
        runFramesIfShowing()
    }

    private func runFramesIfShowing() {
        if scene != nil, !isPaused {
            AppRuntimeBridge.startFrames(self) { [weak self] time in self?.runFrame(at: time) }
        } else {
            AppRuntimeBridge.stopFrames(self)
        }
    }

    private func runFrame(at time: TimeInterval) {
        guard let scene, !isPaused else { return }
        if let delegate, !delegate.view(self, shouldRenderAtTime: time) { return }
        let elapsed = lastFrameTime.map { max(0, time - $0) } ?? 0
        lastFrameTime = time
        scene.runFrame(at: time, elapsed: elapsed)
    }

    // MARK: Touches

    /// `tap` on a node: the node on top there that takes touches (`isUserInteractionEnabled`),
    /// else the scene, gets `touchesBegan(_:with:)` then `touchesEnded(_:with:)`.
    private func touchScene(at point: CGPoint) {
        guard let scene else { return }
        let target = scene.nodes(at: point).first { $0.isUserInteractionEnabled } ?? scene
        guard target.isUserInteractionEnabled else { return }
        let touch = SceneTouch(scenePoint: point, scene: scene)
        target.touchesBegan([touch], with: nil)
        target.touchesEnded([touch], with: nil)
    }

    // MARK: The device

    /// At the end of a turn: the scene and its nodes, if they changed since last told.
    private func reportScene() {
        let shown = SceneReport.scene(scene, paused: isPaused)
        guard reported != .some(shown) else { return }
        reported = .some(shown)
        AppRuntimeBridge.call(HostCalls.setSpriteScene, AppRuntimeBridge.ref(self), shown)
    }

    // MARK: Conversions and snapshots

    open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint { scene.convertPoint(fromView: point) }
    open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint { scene.convertPoint(toView: point) }

    open func texture(from node: SKNode) -> SKTexture? {
        NotSimulated.say("SKView.texture(from:)", "LifecycleLab does not render SpriteKit nodes into textures yet: the texture has the node's size and no image")
        return SKTexture(size: node.calculateAccumulatedFrame().size)
    }
}

/// A finger on a SpriteKit scene (`tap` on a node): where it is, in any node's coordinates.
final class SceneTouch: UITouch {
    let scenePoint: CGPoint
    weak var scene: SKScene?

    init(scenePoint: CGPoint, scene: SKScene) {
        self.scenePoint = scenePoint
        self.scene = scene
        super.init()
    }

    override func location(in view: UIView?) -> CGPoint { scene?.convertPoint(toView: scenePoint) ?? scenePoint }
    override func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}

extension UITouch {
    /// Where the touch is in `node`'s coordinates.
    public func location(in node: SKNode) -> CGPoint {
        guard let touch = self as? SceneTouch, let scene = touch.scene else { return location(in: nil as UIView?) }
        return node.convert(touch.scenePoint, from: scene)
    }

    public func previousLocation(in node: SKNode) -> CGPoint { location(in: node) }
}
