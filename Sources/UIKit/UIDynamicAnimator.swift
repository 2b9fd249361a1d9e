import Foundation

/// Something UIKit Dynamics can move: views are.
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

/// A collection view's layout attributes are dynamic items too (`UIDynamicAnimator(collectionViewLayout:)`).
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// UIKit Dynamics' physics engine. The lab keeps the behaviours added and runs no physics:
/// nothing falls, collides or moves, so `isRunning` stays false and items keep their frames.
open class UIDynamicAnimator: NSObject {
    open private(set) weak var referenceView: UIView?
    open private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    open var isRunning: Bool { false }
    open var elapsedTime: TimeInterval { 0 }

    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// An animator with no reference view (its items are whatever the behaviours hold).
    public override init() {
        super.init()
    }

    /// An animator of a collection view's layout attributes: the layout asks it for the
    /// attributes of its items (`layoutAttributesForCell(at:)`), which are its behaviours' items.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        referenceView = layout.collectionView
        self.layout = layout
        super.init()
    }
    private weak var layout: UICollectionViewLayout?

    /// The attributes among the behaviours' items for a cell, a supplementary view or a
    /// decoration view at an index path; nil when no behaviour holds them.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind && $0.indexPath == indexPath }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        for case let attributes as UICollectionViewLayoutAttributes in behaviors.flatMap(\.allItems) where matches(attributes) { return attributes }
        return nil
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.dynamicAnimator = self
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { behavior.dynamicAnimator = nil }
        behaviors = []
    }

    open func items(in rect: CGRect) -> [UIDynamicItem] {
        var found: [UIDynamicItem] = []
        for item in behaviors.flatMap(\.allItems) where item.bounds.size != .zero && rect.contains(item.center)
            && !found.contains(where: { $0 === item }) {
            found.append(item)
        }
        return found
    }

    open func updateItem(usingCurrentState item: UIDynamicItem) {}
}

public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// A behaviour: kept with its items and settings; it acts on nothing (see `UIDynamicAnimator`).
open class UIDynamicBehavior: NSObject {
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// Would run on every step of the physics: never, as no step is taken.
    open var action: (() -> Void)?
    var itemList: [UIDynamicItem] = []

    public override init() {
        super.init()
    }

    init(itemList: [UIDynamicItem]) {
        self.itemList = itemList
        super.init()
    }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    var allItems: [UIDynamicItem] { itemList + childBehaviors.flatMap(\.allItems) }

    func keep(_ item: UIDynamicItem) { itemList.append(item) }
    func forget(_ item: UIDynamicItem) { itemList.removeAll { $0 === item } }
}

open class UIGravityBehavior: UIDynamicBehavior {
    open var items: [UIDynamicItem] { itemList }
    /// Down at 1 (1000 points per second², UIKit's unit), as UIKit starts it.
    open var gravityDirection: CGVector = CGVector(dx: 0, dy: 1)
    open var angle: CGFloat {
        get { CGFloat(atan2(Double(gravityDirection.dy), Double(gravityDirection.dx))) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    open var magnitude: CGFloat {
        get { CGFloat(Double(gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot()) }
        set { setAngle(angle, magnitude: newValue) }
    }

    public init(items: [UIDynamicItem]) {
        super.init(itemList: items)
    }

    public convenience override init() {
        self.init(items: [])
    }

    open func addItem(_ item: UIDynamicItem) { keep(item) }
    open func removeItem(_ item: UIDynamicItem) { forget(item) }
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: magnitude * CGFloat(cos(Double(angle))), dy: magnitude * CGFloat(sin(Double(angle))))
    }
}

open class UICollisionBehavior: UIDynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    open var items: [UIDynamicItem] { itemList }
    open var collisionMode: Mode = .everything
    open var translatesReferenceBoundsIntoBoundary: Bool = false
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    open private(set) var boundaryIdentifiers: [NSCopying]?
    private var boundaries: [(identifier: String, path: UIBezierPath)] = []

    public init(items: [UIDynamicItem]) {
        super.init(itemList: items)
    }

    public convenience override init() {
        self.init(items: [])
    }

    open func addItem(_ item: UIDynamicItem) { keep(item) }
    open func removeItem(_ item: UIDynamicItem) { forget(item) }
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
    }
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        boundaries.append(("\(identifier)", bezierPath))
        boundaryIdentifiers = (boundaryIdentifiers ?? []) + [identifier]
    }
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { $0.identifier == "\(identifier)" }?.path
    }
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { $0.identifier == "\(identifier)" }
        boundaryIdentifiers = boundaryIdentifiers?.filter { "\($0)" != "\(identifier)" }
    }
    open func removeAllBoundaries() {
        boundaries = []
        boundaryIdentifiers = nil
    }
}

/// Told of collisions: none happens.
public protocol UICollisionBehaviorDelegate: AnyObject {}

open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous, instantaneous
    }

    open var items: [UIDynamicItem] { itemList }
    public let mode: Mode
    open var active: Bool = true
    open var pushDirection: CGVector = CGVector(dx: 0, dy: 0)
    open var angle: CGFloat {
        get { CGFloat(atan2(Double(pushDirection.dy), Double(pushDirection.dx))) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    open var magnitude: CGFloat {
        get { CGFloat(Double(pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot()) }
        set { setAngle(angle, magnitude: newValue) }
    }

    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init(itemList: items)
    }

    open func addItem(_ item: UIDynamicItem) { keep(item) }
    open func removeItem(_ item: UIDynamicItem) { forget(item) }
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: magnitude * CGFloat(cos(Double(angle))), dy: magnitude * CGFloat(sin(Double(angle))))
    }
}

open class UISnapBehavior: UIDynamicBehavior {
    open var snapPoint: CGPoint
    open var damping: CGFloat = 0.5

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        snapPoint = point
        super.init(itemList: [item])
    }
}

open class UIDynamicItemBehavior: UIDynamicBehavior {
    open var items: [UIDynamicItem] { itemList }
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var allowsRotation: Bool = true
    open var isAnchored: Bool = false
    private var linearVelocities: [ObjectIdentifier: CGPoint] = [:]
    private var angularVelocities: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [UIDynamicItem]) {
        super.init(itemList: items)
    }

    open func addItem(_ item: UIDynamicItem) { keep(item) }
    open func removeItem(_ item: UIDynamicItem) { forget(item) }
    /// Kept, and read back by `linearVelocity(for:)`; nothing moves the item.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        let old = linearVelocities[ObjectIdentifier(item)] ?? .zero
        linearVelocities[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    }
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint { linearVelocities[ObjectIdentifier(item)] ?? .zero }
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        angularVelocities[ObjectIdentifier(item), default: 0] += velocity
    }
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat { angularVelocities[ObjectIdentifier(item)] ?? 0 }
}
