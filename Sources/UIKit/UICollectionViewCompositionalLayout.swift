/// Compositional layouts and list layouts: kept, not computed (the device draws no frames), so
/// sizes, groups and insets only answer what app code reads back. What the device shows comes
/// from them: a list's or a section's header and footer kinds make the collection view ask
/// for those supplementary views, which then show in `views` beside the cells.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: SectionProvider?
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    public init(section: NSCollectionLayoutSection) {
        fixedSection = section
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A storyboard's compositional layout has no sections: the app gives them in code.
    public required init?(coder: NSCoder) {
        fixedSection = nil
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A list: every section laid out as `configuration` says.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }

    /// The section layout for `index` (asked as the collection view loads).
    func section(at index: Int) -> NSCollectionLayoutSection? {
        fixedSection ?? sectionProvider?(index, NSCollectionLayoutEnvironment())
    }

    /// The supplementary kinds a section shows: its boundary items' and its list's header and footer.
    override func supplementaryKinds(inSection index: Int) -> [String] {
        guard let section = section(at: index) else { return [] }
        var kinds = section.boundarySupplementaryItems.map(\.elementKind)
        if let list = section.listConfiguration {
            if list.headerMode == .supplementary { kinds.insert(UICollectionView.elementKindSectionHeader, at: 0) }
            if list.footerMode == .supplementary { kinds.append(UICollectionView.elementKindSectionFooter) }
        }
        return kinds + configuration.boundarySupplementaryItems.map(\.elementKind).filter { _ in index == 0 }
    }

    /// A section's decoration items (a section background) each show as a decoration view of
    /// their kind, with no frame: the compositional layout computes none.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        return (0..<collectionView.numberOfSections).flatMap { index in
            (section(at: index)?.decorationItems ?? []).map {
                UICollectionViewLayoutAttributes(forDecorationViewOfKind: $0.elementKind, with: IndexPath(item: 0, section: index))
            }
        }
    }

    /// Whether the list's first item in a section is its header (`headerMode = .firstItemInSection`).
    func firstItemIsHeader(inSection index: Int) -> Bool {
        section(at: index)?.listConfiguration?.headerMode == .firstItemInSection
    }
}

open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public override init() { super.init() }
}

/// What a section provider is told about the space it lays out in (the device's screen).
open class NSCollectionLayoutEnvironment: NSObject {
    open var container: NSCollectionLayoutContainer { NSCollectionLayoutContainer(size: UIScreen.main.bounds.size) }
}

open class NSCollectionLayoutContainer: NSObject {
    public let contentSize: CGSize
    public let effectiveContentSize: CGSize
    init(size: CGSize) {
        contentSize = size
        effectiveContentSize = size
        super.init()
    }
}

/// A length in a compositional layout: a fraction of the container or group, points, or an estimate.
open class NSCollectionLayoutDimension: NSObject {
    public let dimension: CGFloat
    public let isFractionalWidth: Bool
    public let isFractionalHeight: Bool
    public let isAbsolute: Bool
    public let isEstimated: Bool

    init(_ dimension: CGFloat, width: Bool = false, height: Bool = false, absolute: Bool = false, estimated: Bool = false) {
        self.dimension = dimension
        isFractionalWidth = width
        isFractionalHeight = height
        isAbsolute = absolute
        isEstimated = estimated
        super.init()
    }

    open class func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(fraction, width: true) }
    open class func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(fraction, height: true) }
    open class func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(points, absolute: true) }
    open class func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(points, estimated: true) }
}

open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }
}

/// Spacing between items in a group.
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }
    open class func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(points, flexible: false) }
    open class func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(points, flexible: true) }
}

open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading, top, trailing, bottom: NSCollectionLayoutSpacing?
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}

open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets = NSDirectionalEdgeInsets()
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    public let isHorizontal: Bool
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool) {
        self.subitems = subitems
        isHorizontal = horizontal
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false)
    }
    /// `count` copies of `subitem` across the group.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(1, count)), horizontal: true)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(1, count)), horizontal: false)
    }
    /// A group whose items' frames come from `itemProvider` (asked with the layout
    /// environment in a layout pass). The lab computes no compositional layout, so the
    /// provider is kept and not asked; the first use says so in the console.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        UnsimulatedGesture.sayOnce("NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)",
                                   "the lab computes no compositional layout, so the item provider is not asked")
        let group = NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], horizontal: false)
        group.customItemProvider = itemProvider
        return group
    }
    /// A custom group's provider of item frames.
    public private(set) var customItemProvider: NSCollectionLayoutGroupCustomItemProvider?

    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}

public typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item of a custom group: its frame in the group, and its z-index.
open class NSCollectionLayoutGroupCustomItem: NSObject {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
        super.init()
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}

/// A shown element as a section's `visibleItemsInvalidationHandler` sees it (it may change
/// its alpha, transform, z-index).
public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { get }
    var representedElementKind: String? { get }
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// Where a supplementary item sits against its item or section.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = Self(rawValue: 1 << 0)
    public static let leading = Self(rawValue: 1 << 1)
    public static let bottom = Self(rawValue: 1 << 2)
    public static let trailing = Self(rawValue: 1 << 3)
    public static let all: Self = [.top, .leading, .bottom, .trailing]
}

public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

open class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        super.init()
    }
}

open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex: Int = 0
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A section header, footer or other view along a section's edge.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds: Bool = false
    open var extendsBoundary: Bool = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: .top))
    }
}

/// A view behind a section (its layout registers the class; kept, not shown).
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex: Int = 0
    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [])
    }
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem { NSCollectionLayoutDecorationItem(elementKind: elementKind) }
}

open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup?
    open var contentInsets = NSDirectionalEdgeInsets()
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var supplementariesFollowContentInsets: Bool = true
    /// Called in each layout pass (and as the section scrolls) with the shown items. The lab
    /// computes no compositional layout, so it is kept and not called; the first use says so.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
        didSet {
            if visibleItemsInvalidationHandler != nil {
                UnsimulatedGesture.sayOnce("NSCollectionLayoutSection.visibleItemsInvalidationHandler",
                                           "the lab computes no compositional layout, so the handler is not called")
            }
        }
    }
    /// Set for a list section: its header and footer modes.
    let listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        listConfiguration = nil
        super.init()
    }

    private init(list: UICollectionLayoutListConfiguration) {
        group = nil
        listConfiguration = list
        super.init()
    }

    /// A list section, as in `UICollectionViewCompositionalLayout.list(using:)`.
    open class func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A list's look: appearance, separators, header and footer modes, swipe actions.
public struct UICollectionLayoutListConfiguration {
    public var appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?

    public init(appearance: Appearance) { self.appearance = appearance }

    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }
}
