import Foundation
import LabWire

/// A collection view's layout. The collection view asks it in its layout pass (after
/// `viewWillAppear`, and again after a reload or `invalidateLayout()`): `prepare()`,
/// `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for the visible
/// rectangle; each cell takes the frame of its item's attributes (`apply(_:)`). A subclass
/// overrides these, as on iOS (docs/lifecycle.md, "Collection view layouts").
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout serves (set when the collection view takes it).
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Asked when the collection view's bounds change (it scrolls or turns): nothing scrolls
    /// or rotates in the lab, so it is asked only when the app asks.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// The next layout pass asks the layout again: at once, as the run loop turns (after the
    /// method that invalidated it returns).
    open func invalidateLayout() {
        guard let collectionView, !layoutPassPending else { return }
        layoutPassPending = true
        DispatchQueue.main.async { [weak self] in
            self?.layoutPassPending = false
            self?.collectionView?.layOutItems()
        }
    }
    private var layoutPassPending = false
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}

    /// The kinds of supplementary views (headers, footers) the layout shows in a section.
    func supplementaryKinds(inSection index: Int) -> [String] { [] }

    /// Decoration views: the layout registers a class (or nib) for a kind and names the kind in
    /// attributes of the decoration category; the collection view makes one view per kind and
    /// index path and shows it with its attributes, as it does cells.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = (viewClass as? UICollectionReusableView.Type).map { String(describing: $0) }
        decorationNibs[elementKind] = nil
    }
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nib?.name
        decorationClasses[elementKind] = nil
    }
    private var decorationClasses: [String: String] = [:]
    private var decorationNibs: [String: String] = [:]

    /// A new decoration view of the kind's registered class or nib; nil when none is registered.
    func makeDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        if let name = decorationClasses[kind] {
            return AppCells.makeReusable(name) ?? ClassLookup.makeSystemReusable(name) ?? UICollectionReusableView(frame: .zero)
        }
        guard let nib = decorationNibs[kind] else { return nil }
        let runtime = AppRuntime.shared
        return runtime.object(runtime.call(HostCalls.makeCellFromNib, runtime.ref(collectionView), nib), as: UICollectionReusableView.self)
    }
}

/// One change of `performBatchUpdates` as a layout hears of it.
open class UICollectionViewUpdateItem: NSObject {
    open private(set) var indexPathBeforeUpdate: IndexPath?
    open private(set) var indexPathAfterUpdate: IndexPath?
}

/// Where one element of a collection view goes: its frame, and what else a cell applies.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    public enum ElementCategory: Int, Sendable { case cell, supplementaryView, decorationView }

    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { let center = self.center; frame.size = newValue; self.center = center }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform: CGAffineTransform = .identity
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex: Int = 0
    open var isHidden: Bool = false
    open var indexPath = IndexPath(item: 0, section: 0)
    open private(set) var representedElementCategory: ElementCategory = .cell
    open private(set) var representedElementKind: String?

    public required override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class (a subclass adds its own properties in its override).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform = transform
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return frame == other.frame && indexPath == other.indexPath && alpha == other.alpha && zIndex == other.zIndex
            && isHidden == other.isHidden && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }
}

/// The grid most collection views use: items in lines, one line after another in the scroll
/// direction, with the sizes, insets and spacings its properties or the delegate's
/// `UICollectionViewDelegateFlowLayout` methods give, section headers and footers of their
/// reference sizes. (**choice**) The items of a line start at the section's inset, the minimum
/// spacing apart: UIKit spreads a line's spare room between its items.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var sectionHeadersPinToVisibleBounds: Bool = false
    open var sectionFootersPinToVisibleBounds: Bool = false
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// `estimatedItemSize = UICollectionViewFlowLayout.automaticSize`: cells size themselves.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// A header and a footer where their reference size is not zero.
    override func supplementaryKinds(inSection index: Int) -> [String] {
        (headerReferenceSize == .zero ? [] : [UICollectionView.elementKindSectionHeader])
            + (footerReferenceSize == .zero ? [] : [UICollectionView.elementKindSectionFooter])
    }

    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// What the last `prepare()` computed.
    private var computed: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    open override func prepare() {
        super.prepare()
        (computed, contentSize) = FlowGrid(layout: self).lay()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        computed.filter { $0.frame.intersects(rect) }.map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        computed.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }?.copy() as? UICollectionViewLayoutAttributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        computed.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }?.copy() as? UICollectionViewLayoutAttributes
    }
}

/// A flow layout's geometry: lines of items across the collection view, section after section.
struct FlowGrid {
    let layout: UICollectionViewFlowLayout

    func lay() -> ([UICollectionViewLayoutAttributes], CGSize) {
        guard let collectionView = layout.collectionView else { return ([], .zero) }
        let horizontal = layout.scrollDirection == .horizontal
        let bounds = collectionView.bounds.size == .zero ? UIScreen.main.bounds.size : collectionView.bounds.size
        // Across: the extent of a line; along: where the next line starts.
        let across = horizontal ? bounds.height : bounds.width
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var attributes: [UICollectionViewLayoutAttributes] = []
        var along: CGFloat = 0
        func frame(across a: CGFloat, along b: CGFloat, _ size: CGSize) -> CGRect {
            horizontal ? CGRect(x: b, y: a, width: size.width, height: size.height) : CGRect(x: a, y: b, width: size.width, height: size.height)
        }
        for section in 0..<collectionView.numberOfSections {
            let inset = flowDelegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let lineSpacing = flowDelegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
            let itemSpacing = flowDelegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? layout.minimumInteritemSpacing
            let (insetBefore, insetAfter, insetStart, insetEnd) = horizontal
                ? (inset.left, inset.right, inset.top, inset.bottom) : (inset.top, inset.bottom, inset.left, inset.right)
            let header = flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
            if (horizontal ? header.width : header.height) > 0 {
                let item = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                            with: IndexPath(item: 0, section: section))
                item.frame = frame(across: 0, along: along, horizontal ? CGSize(width: header.width, height: across) : CGSize(width: across, height: header.height))
                attributes.append(item)
                along += horizontal ? header.width : header.height
            }
            along += insetBefore
            var position = insetStart
            var lineExtent: CGFloat = 0
            for index in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: index, section: section)
                let size = flowDelegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
                let (sizeAcross, sizeAlong) = horizontal ? (size.height, size.width) : (size.width, size.height)
                if position > insetStart, position + sizeAcross > across - insetEnd {
                    along += lineExtent + lineSpacing
                    position = insetStart
                    lineExtent = 0
                }
                let item = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                item.frame = frame(across: position, along: along, size)
                attributes.append(item)
                position += sizeAcross + itemSpacing
                lineExtent = max(lineExtent, sizeAlong)
            }
            along += lineExtent + insetAfter
            let footer = flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
            if (horizontal ? footer.width : footer.height) > 0 {
                let item = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                            with: IndexPath(item: 0, section: section))
                item.frame = frame(across: 0, along: along, horizontal ? CGSize(width: footer.width, height: across) : CGSize(width: across, height: footer.height))
                attributes.append(item)
                along += horizontal ? footer.width : footer.height
            }
        }
        return (attributes, horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along))
    }
}
